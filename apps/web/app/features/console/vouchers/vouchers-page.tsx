import { type ConsoleVoucher, formatMoney, voucherTypes } from '@drawline/contracts';
import { Form, useNavigation } from 'react-router';
import { type ActionAnswer, ActionOutcome, Field, SelectField } from '../console-form';
import { ConsoleTable } from '../console-table';

const typeNames: Record<(typeof voucherTypes)[number], string> = {
  voucher_fixed_discount: 'Amount off',
  voucher_percent_discount: 'Percent off',
  voucher_fixed_discount_expire: 'Amount off, until a date',
  voucher_credit_amount: 'Wallet credit after the order',
};

/** The content team's vouchers (docs/decisions/238): the list, ending one, and the form that creates one. */
export function VouchersPage({ vouchers, answer }: { vouchers: ConsoleVoucher[]; answer?: ActionAnswer }) {
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      <h1>Vouchers</h1>
      <ActionOutcome error={answer?.error} done={answer?.done} />
      <ConsoleTable
        caption="Vouchers, newest first"
        rows={vouchers}
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
