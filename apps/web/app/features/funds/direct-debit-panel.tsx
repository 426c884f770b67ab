import { type Deposit, directDebitAgreementVersion, formatAestDate, formatMoney } from '@drawline/contracts';
import { useFetcher } from 'react-router';
import { Button } from '../../ui/button';
import { CheckboxField, FormError, TextField } from '../../ui/field';
import type { DirectDebitAnswer, OfferedDirectDebit } from './direct-debit.server';
import { DirectDebitAgreement } from './direct-debit-agreement';
import './funds.css';

const ACTION = '/my-account/deposit/direct-debit';
const COLLECTION_NOTE =
  'We collect from your account in 1 to 3 business days; the money is yours to spend once collected.';

function stateOf(deposit: Deposit): string {
  if (deposit.status === 'completed') return 'Collected: in your wallet';
  if (deposit.status === 'pending_authorisation') return 'Waiting: we collect it in 1 to 3 business days';
  return deposit.message ?? 'Cancelled';
}

/**
 * Deposits by direct debit (decisions 522, 524): the Direct Debit Request set up with its service
 * agreement shown whole, then a deposit we collect from the account, and the latest deposits with
 * their state (a dishonour's reason included).
 */
export function DirectDebitPanel({ offered }: { offered: OfferedDirectDebit }) {
  const fetcher = useFetcher<DirectDebitAnswer>();
  const busy = fetcher.state !== 'idle';
  const errors = fetcher.data?.errors ?? {};
  const { mandate } = offered;
  return (
    <section className="bpay-panel" aria-labelledby="direct-debit-title" data-testid="direct-debit">
      <h2 id="direct-debit-title">Or deposit by direct debit from your bank account</h2>
      {fetcher.data?.done && !busy ? <p role="status">{fetcher.data.done}</p> : null}
      <FormError>{errors.general}</FormError>
      {mandate ? (
        <>
          <p>
            We collect from {mandate.accountName}, BSB {mandate.bsb}, account {mandate.accountNumber}.
          </p>
          {/* A new key after each deposit: the form starts empty for the next one. */}
          <fetcher.Form key={offered.idempotencyKey} method="post" action={ACTION} className="dd-form">
            <input type="hidden" name="intent" value="deposit" />
            <input type="hidden" name="idempotencyKey" value={offered.idempotencyKey} />
            <TextField
              label="Amount to collect ($)"
              hint="From $10.00 to $5,000.00."
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              required
              error={errors.amount}
            />
            <p className="bpay-note">{COLLECTION_NOTE}</p>
            <Button type="submit" variant="primary" loading={busy} disabled={busy}>
              Deposit by direct debit
            </Button>
          </fetcher.Form>
          <fetcher.Form method="post" action={ACTION}>
            <input type="hidden" name="intent" value="cancel" />
            <Button type="submit" variant="secondary" disabled={busy}>
              Cancel my direct debit request
            </Button>
          </fetcher.Form>
        </>
      ) : (
        <>
          <p>Set up a Direct Debit Request once: then deposit from your bank account whenever you like.</p>
          <DirectDebitAgreement headingId="dd-agreement-title" />
          <fetcher.Form method="post" action={ACTION} className="dd-form">
            <input type="hidden" name="intent" value="mandate" />
            <input type="hidden" name="agreementVersion" value={directDebitAgreementVersion} />
            <TextField
              label="Account name"
              name="accountName"
              autoComplete="name"
              maxLength={32}
              required
              error={errors.accountName}
            />
            <TextField
              label="BSB"
              hint="Six digits, e.g. 062-000."
              name="bsb"
              inputMode="numeric"
              maxLength={7}
              required
              error={errors.bsb}
            />
            <TextField
              label="Account number"
              hint="5 to 9 digits."
              name="accountNumber"
              inputMode="numeric"
              maxLength={9}
              autoComplete="off"
              required
              error={errors.accountNumber}
            />
            <CheckboxField
              label="I have read the Direct Debit Request service agreement above and agree to it."
              name="agreed"
              required
              error={errors.agreed}
            />
            <Button type="submit" variant="primary" loading={busy} disabled={busy}>
              Set up direct debit
            </Button>
          </fetcher.Form>
        </>
      )}
      {offered.deposits.length > 0 ? (
        <>
          <h3 className="dd-deposits-title">Your direct debit deposits</h3>
          <ul className="dd-deposits">
            {offered.deposits.map((d) => (
              <li key={d.depositId}>
                <span>{formatAestDate(d.createdAt)}</span> <strong>{formatMoney(d.amount)}</strong>{' '}
                <span>{stateOf(d)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
