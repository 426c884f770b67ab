import { type AppLoadContext, data } from 'react-router';
import { outcomeOf } from '../console-action.server';
import { minorUnitsOf } from '../money-input';
import { requireConsoleStaff } from '../staff-session.server';

export async function loadConsoleVouchers(request: Request, context: AppLoadContext) {
  const { staff } = await requireConsoleStaff(request, context, 'content');
  return { vouchers: await staff.vouchers() };
}

/** Create or end a voucher (docs/decisions/238); the API validates the terms and writes the audit row. */
export async function consoleVouchersAction(request: Request, context: AppLoadContext) {
  const { staff } = await requireConsoleStaff(request, context, 'content');
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? '').trim();
  if (form.get('intent') === 'end') {
    return outcomeOf(async () => {
      await staff.endVoucher(text('code'));
      return `${text('code')} is ended.`;
    });
  }
  const type = text('type');
  const amount = text('amount') ? minorUnitsOf(text('amount')) : undefined;
  const minimumSpend = text('minimumSpend') ? minorUnitsOf(text('minimumSpend')) : 0;
  if (amount === null || minimumSpend === null || (amount !== undefined && amount < 0)) {
    return data({ error: 'Enter amounts such as 5.00.', done: null });
  }
  // The expiry is a date in the shop's day (AEST): the code works until the end of it.
  const expiresAt = text('expiresOn') ? `${text('expiresOn')}T23:59:59+10:00` : undefined;
  return outcomeOf(async () => {
    await staff.createVoucher({
      code: text('code'),
      type: type as never,
      description: text('description'),
      amount: type === 'voucher_percent_discount' ? undefined : amount,
      percentOff: type === 'voucher_percent_discount' ? Number(text('percentOff')) || undefined : undefined,
      minimumSpend,
      expiresAt,
    });
    return `${text('code').toUpperCase()} is created.`;
  });
}
