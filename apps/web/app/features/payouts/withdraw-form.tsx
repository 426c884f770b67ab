import { type BankAccount, isPayIdDestination, type Money, payIdWithdrawalsOffered } from '@drawline/contracts';
import { PageLink, useCapabilities } from '../../lib/capabilities';
import { clock } from '../../lib/clock';
import { useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';
import { FormError, TextField } from '../../ui/field';
import { ElevationModal, elevationMessages } from '../two-factor';
import { type PayoutFormProps, usePayoutForm } from './payout-form';
import { bankAccountLine, destinationLabel, usableFromLine } from './words';

interface Props extends PayoutFormProps {
  withdrawable: Money | null;
  bankAccounts: BankAccount[];
}

/**
 * The withdraw form (POST /funds/{id}/withdraw): which bank account, and how much, up to the
 * withdrawable funds. The attempt's Idempotency-Key rides in a hidden field, so a form sent twice
 * withdraws once. With two-factor on the call asks for a code: the elevation modal opens and the
 * kept submission is replayed with it (docs/decisions/063, 346). A new account says when it can
 * first be paid to.
 */
export function WithdrawForm(props: Props) {
  const { withdrawable } = props;
  // A PayID kept earlier is not offered where the segment has no PayID withdrawals (decision 491).
  const payIds = payIdWithdrawalsOffered(useCapabilities().has);
  const bankAccounts = props.bankAccounts.filter((a) => payIds || !isPayIdDestination(a));
  const l = useLocale();
  const { elevation, fetched, errors, values, idempotencyKey, submitting } = usePayoutForm('withdraw', props);
  const chosen = values.bankAccountId || bankAccounts.find((a) => a.default)?.id;
  const now = clock.now();
  return (
    <section className="card stack payouts-section" aria-labelledby="withdraw-heading">
      <h2 id="withdraw-heading">Withdraw</h2>
      <p>
        Withdrawable funds:{' '}
        <strong data-testid="withdrawable-funds">{withdrawable ? l.money(withdrawable) : '—'}</strong>
        <br />
        <span className="field-hint">Promotional credit can be played but not withdrawn.</span>
      </p>
      {props.verifyFirst ? (
        <p className="notice notice--warning">
          Verify your identity before you withdraw.{' '}
          <PageLink route="/my-account/verify-account">Verify your account</PageLink>
        </p>
      ) : null}
      {bankAccounts.length === 0 ? (
        <p>Add a bank account below to withdraw.</p>
      ) : (
        <elevation.fetcher.Form method="post" noValidate className="stack" onSubmit={elevation.onSubmit}>
          {props.needsCode && !fetched ? <p className="notice notice--warning">{elevationMessages.title}</p> : null}
          <input type="hidden" name="intent" value="withdraw" />
          <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
          <FormError>{errors.general ?? errors.code ?? errors.bankType}</FormError>
          <fieldset
            className="payouts-choice"
            aria-describedby={errors.bankAccountId ? 'withdraw-account-error' : undefined}
          >
            <legend className="field-label">Pay to</legend>
            {bankAccounts.map((a) => (
              <div className="field-check" key={a.id}>
                <input
                  type="radio"
                  id={`withdraw-to-${a.id}`}
                  name="bankAccountId"
                  value={a.id}
                  defaultChecked={a.id === chosen}
                />
                <label htmlFor={`withdraw-to-${a.id}`}>
                  {destinationLabel(a)}: {bankAccountLine(a)}
                  {usableFromLine(a, now, l.drawDate) ? (
                    <span className="field-hint payouts-hold"> ({usableFromLine(a, now, l.drawDate)})</span>
                  ) : null}
                </label>
              </div>
            ))}
            {errors.bankAccountId ? (
              <span className="field-error" id="withdraw-account-error">
                {errors.bankAccountId}
              </span>
            ) : null}
          </fieldset>
          <TextField
            label="Amount"
            name="amount"
            inputMode="decimal"
            hint="For example 25.00"
            defaultValue={values.amount}
            error={errors.amount}
          />
          <Button type="submit" loading={submitting}>
            Request withdrawal
          </Button>
        </elevation.fetcher.Form>
      )}
      <ElevationModal elevation={elevation} answer={fetched} />
    </section>
  );
}
