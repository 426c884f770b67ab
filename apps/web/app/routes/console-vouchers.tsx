import { type ConsoleVoucher, formatMoney, voucherTypes } from '@drawline/contracts';
import { data, Form, useNavigation } from 'react-router';
import {
  ActionOutcome,
  ConsoleErrorBoundary,
  ConsoleTable,
  Field,
  minorUnitsOf,
  SelectField,
} from '../features/console';
import { outcomeOf, requireConsoleStaff } from '../features/console/index.server';
import type { Route } from './+types/console-vouchers';

export function meta() {
  return [{ title: 'Vouchers | Drawline console' }];
}

const typeNames: Record<(typeof voucherTypes)[number], string> = {
  voucher_fixed_discount: 'Amount off',
  voucher_percent_discount: 'Percent off',
  voucher_fixed_discount_expire: 'Amount off, until a date',
  voucher_credit_amount: 'Wallet credit after the order',
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { call } = await requireConsoleStaff(request, context, 'content');
  return { vouchers: (await call<ConsoleVoucher[]>('/vouchers')).result ?? [] };
}

/** Create or end a voucher (docs/decisions/238); the API validates the terms and writes the audit row. */
export async function action({ request, context }: Route.ActionArgs) {
  const { call } = await requireConsoleStaff(request, context, 'content');
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? '').trim();
  if (form.get('intent') === 'end') {
    return outcomeOf(async () => {
      await call(`/vouchers/${encodeURIComponent(text('code'))}/end`, { method: 'POST' });
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
    await call('/vouchers', {
      method: 'POST',
      body: {
        code: text('code'),
        type,
        description: text('description'),
        amount: type === 'voucher_percent_discount' ? undefined : amount,
        percentOff: type === 'voucher_percent_discount' ? Number(text('percentOff')) || undefined : undefined,
        minimumSpend,
        expiresAt,
      },
    });
    return `${text('code').toUpperCase()} is created.`;
  });
}

export default function ConsoleVouchers({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      <h1>Vouchers</h1>
      <ActionOutcome error={actionData?.error} done={actionData?.done} />
      <ConsoleTable
        caption="Vouchers, newest first"
        rows={loaderData.vouchers}
        rowKey={(v) => v.code}
        columns={[
          { header: 'Code', cell: (v) => <code>{v.code}</code> },
          { header: 'Kind', cell: (v) => typeNames[v.type as keyof typeof typeNames] ?? v.type },
          {
            header: 'Terms',
            cell: (v) => (
              <>
                {v.percentOff !== null ? `${v.percentOff}%` : formatMoney({ amount: v.amount ?? 0, currency: 'AUD' })} –{' '}
                {v.description}
              </>
            ),
          },
          { header: 'Minimum spend', cell: (v) => formatMoney({ amount: v.minimumSpend, currency: 'AUD' }) },
          {
            header: 'Expires',
            cell: (v) =>
              v.expiresAt ? new Date(v.expiresAt).toLocaleDateString('en-AU', { timeZone: 'Australia/Brisbane' }) : '–',
          },
          {
            header: 'State',
            cell: (v) =>
              v.active ? (
                <Form method="post">
                  <input type="hidden" name="code" value={v.code} />
                  <button type="submit" name="intent" value="end" className="console-button console-button--quiet">
                    End {v.code}
                  </button>
                </Form>
              ) : (
                'Ended'
              ),
          },
        ]}
      />
      <Form method="post" className="console-form">
        <h2>Create a voucher</h2>
        <Field id="voucher-code" name="code" label="Code (letters and digits)" required pattern="[A-Za-z0-9]{3,20}" />
        <SelectField
          id="voucher-type"
          name="type"
          label="Kind"
          defaultValue="voucher_fixed_discount"
          options={voucherTypes.map((t) => ({ value: t, label: typeNames[t] }))}
        />
        <Field
          id="voucher-description"
          name="description"
          label="Description (customers read it)"
          required
          minLength={3}
          maxLength={200}
        />
        <Field id="voucher-amount" name="amount" label="Amount (AUD; not for percent off)" inputMode="decimal" />
        <Field id="voucher-percent" name="percentOff" label="Percent off (percent kind only)" inputMode="numeric" />
        <Field id="voucher-minimum" name="minimumSpend" label="Minimum spend (AUD)" inputMode="decimal" />
        <Field id="voucher-expires" name="expiresOn" label="Last day (the until-a-date kind only)" type="date" />
        <button type="submit" className="console-button" disabled={busy}>
          Create voucher
        </button>
      </Form>
    </>
  );
}

export { ConsoleErrorBoundary as ErrorBoundary };
