import { checkForm, createVoucherRequestSchema, snakeKey } from '@drawline/contracts';
import type { AppLoadContext } from 'react-router';
import { type FieldPlace, outcomeOf, refusedForm } from '../console-action.server';
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
  // Only the typing is read here (dollars to cents, a date to the end of its day); the rest is the call's own schema.
  const type = text('type');
  const percent = type === 'voucher_percent_discount';
  const amount = text('amount') ? minorUnitsOf(text('amount')) : undefined;
  const minimumSpend = text('minimumSpend') ? minorUnitsOf(text('minimumSpend')) : 0;
  if (amount === null || minimumSpend === null) {
    return refusedForm({ [amount === null ? 'amount' : 'minimumSpend']: 'Enter amounts such as 5.00' }, placeOf);
  }
  // The expiry is a date in the shop's day (AEST): the code works until the end of it.
  const expiresAt = text('expiresOn') ? `${text('expiresOn')}T23:59:59+10:00` : undefined;
  const checked = checkForm(createVoucherRequestSchema, {
    code: text('code'),
    type,
    description: text('description'),
    amount: percent ? undefined : amount,
    percentOff: percent && text('percentOff') ? text('percentOff') : undefined,
    minimumSpend,
    expiresAt,
  });
  if (checked.errors) return refusedForm(checked.errors, placeOf);
  const voucher = checked.data;
  return outcomeOf(async () => {
    await staff.createVoucher(voucher);
    return `${voucher.code} is created.`;
  });
}

/** The create form's fields by the call's names: the API's name for each, and the form's label. */
const labels: Record<string, string> = {
  code: 'Code',
  type: 'Kind',
  description: 'Description',
  amount: 'Amount',
  percentOff: 'Percent off',
  minimumSpend: 'Minimum spend',
  expiresAt: 'Last day',
};
const placeOf = (path: string): FieldPlace => {
  const name = path.split('.')[0] ?? path;
  return { field: snakeKey(name), label: labels[name] ?? 'The voucher' };
};
