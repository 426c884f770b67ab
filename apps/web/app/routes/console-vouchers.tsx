import { type ConsoleVoucher, formatMoney, voucherTypes } from '@drawline/contracts';
import { data, Form, useNavigation } from 'react-router';
import { ConsoleErrorBoundary } from '../features/console';
import { minorUnitsOf } from '../features/console/money-input';
import { refusalOf, requireConsoleStaff } from '../features/console/staff-session.server';
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
  try {
    if (form.get('intent') === 'end') {
      await call(`/vouchers/${encodeURIComponent(text('code'))}/end`, { method: 'POST' });
      return data({ error: null, done: `${text('code')} is ended.` });
    }
    const type = text('type');
    const amount = text('amount') ? minorUnitsOf(text('amount')) : undefined;
    const minimumSpend = text('minimumSpend') ? minorUnitsOf(text('minimumSpend')) : 0;
    if (amount === null || minimumSpend === null || (amount !== undefined && amount < 0)) {
      return data({ error: 'Enter amounts such as 5.00.', done: null });
    }
    // The expiry is a date in the shop's day (AEST): the code works until the end of it.
    const expiresAt = text('expiresOn') ? `${text('expiresOn')}T23:59:59+10:00` : undefined;
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
    return data({ error: null, done: `${text('code').toUpperCase()} is created.` });
  } catch (error) {
    const { status, message } = refusalOf(error);
    return data({ error: message, done: null }, { status: status === 403 ? 403 : 200 });
  }
}

export default function ConsoleVouchers({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      <h1>Vouchers</h1>
      {actionData?.error ? (
        <p className="console-error" role="alert">
          {actionData.error}
        </p>
      ) : null}
      {actionData?.done ? <p role="status">{actionData.done}</p> : null}
      <table className="console-table">
        <caption>Vouchers, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Kind</th>
            <th scope="col">Terms</th>
            <th scope="col">Minimum spend</th>
            <th scope="col">Expires</th>
            <th scope="col">State</th>
          </tr>
        </thead>
        <tbody>
          {loaderData.vouchers.map((v) => (
            <tr key={v.code}>
              <td>
                <code>{v.code}</code>
              </td>
              <td>{typeNames[v.type as keyof typeof typeNames] ?? v.type}</td>
              <td>
                {v.percentOff !== null ? `${v.percentOff}%` : formatMoney({ amount: v.amount ?? 0, currency: 'AUD' })} –{' '}
                {v.description}
              </td>
              <td>{formatMoney({ amount: v.minimumSpend, currency: 'AUD' })}</td>
              <td>
                {v.expiresAt
                  ? new Date(v.expiresAt).toLocaleDateString('en-AU', { timeZone: 'Australia/Brisbane' })
                  : '–'}
              </td>
              <td>
                {v.active ? (
                  <Form method="post">
                    <input type="hidden" name="code" value={v.code} />
                    <button type="submit" name="intent" value="end" className="console-button console-button--quiet">
                      End {v.code}
                    </button>
                  </Form>
                ) : (
                  'Ended'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Form method="post" className="console-form">
        <h2>Create a voucher</h2>
        <label htmlFor="voucher-code">Code (letters and digits)</label>
        <input id="voucher-code" name="code" required pattern="[A-Za-z0-9]{3,20}" />
        <label htmlFor="voucher-type">Kind</label>
        <select id="voucher-type" name="type" defaultValue="voucher_fixed_discount">
          {voucherTypes.map((t) => (
            <option key={t} value={t}>
              {typeNames[t]}
            </option>
          ))}
        </select>
        <label htmlFor="voucher-description">Description (customers read it)</label>
        <input id="voucher-description" name="description" required minLength={3} maxLength={200} />
        <label htmlFor="voucher-amount">Amount (AUD; not for percent off)</label>
        <input id="voucher-amount" name="amount" inputMode="decimal" />
        <label htmlFor="voucher-percent">Percent off (percent kind only)</label>
        <input id="voucher-percent" name="percentOff" inputMode="numeric" />
        <label htmlFor="voucher-minimum">Minimum spend (AUD)</label>
        <input id="voucher-minimum" name="minimumSpend" inputMode="decimal" />
        <label htmlFor="voucher-expires">Last day (the until-a-date kind only)</label>
        <input id="voucher-expires" name="expiresOn" type="date" />
        <button type="submit" className="console-button" disabled={busy}>
          Create voucher
        </button>
      </Form>
    </>
  );
}

export { ConsoleErrorBoundary as ErrorBoundary };
