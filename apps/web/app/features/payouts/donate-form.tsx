import type { DonationCause, Money } from '@drawline/contracts';
import { useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';
import { FormError, TextField } from '../../ui/field';
import { ElevationModal, elevationMessages } from '../two-factor';
import { type PayoutFormProps, usePayoutForm } from './payout-form';

interface Props extends PayoutFormProps {
  causes: DonationCause[];
  withdrawable: Money | null;
}

/**
 * "Give to a cause" (decision 532): a donation is a withdrawal with code `do` to one of the open
 * causes, named by the call's path (POST /funds/{causeKey}/withdraw). The same key, elevation and
 * limits as the withdraw form; shown only where donations are offered and a cause is open.
 */
export function DonateForm(props: Props) {
  const l = useLocale();
  const { elevation, fetched, errors, values, idempotencyKey, submitting } = usePayoutForm('donate', props);
  if (!props.causes.length) return null;
  const chosen = values.causeKey || props.causes[0]?.key;
  return (
    <section className="card stack payouts-section" aria-labelledby="donate-heading">
      <h2 id="donate-heading">Give to a cause</h2>
      <p>
        Give some or all of your withdrawable funds
        {props.withdrawable ? ` (${l.money(props.withdrawable)})` : ''} to one of our causes instead of withdrawing it.
      </p>
      <ol>
        <li>The amount leaves your withdrawable funds now. You can cancel until we approve it.</li>
        <li>We check the donation and pass the whole amount on to the cause’s charity.</li>
        <li>Your withdrawals then say “Donated to” the cause. A donation passed on cannot be returned.</li>
      </ol>
      {props.verifyFirst ? <p className="notice notice--warning">Verify your identity before you donate.</p> : null}
      {props.withdrawable?.amount === 0 ? (
        <p>You have no withdrawable funds to give yet. Promotional credit cannot be given.</p>
      ) : (
        <elevation.fetcher.Form method="post" noValidate className="stack" onSubmit={elevation.onSubmit}>
          {props.needsCode && !fetched ? <p className="notice notice--warning">{elevationMessages.title}</p> : null}
          <input type="hidden" name="intent" value="donate" />
          <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
          <FormError>{errors.general ?? errors.code}</FormError>
          <div className="field">
            <label className="field-label" htmlFor="donate-cause">
              Cause
            </label>
            <select
              id="donate-cause"
              name="causeKey"
              className="field-input"
              defaultValue={chosen}
              aria-invalid={errors.causeKey ? true : undefined}
              aria-describedby={errors.causeKey ? 'donate-cause-error' : undefined}
            >
              {props.causes.map((c) => (
                <option key={c.key} value={c.key}>
                  {c.name} ({c.charityName})
                </option>
              ))}
            </select>
            {errors.causeKey ? (
              <span className="field-error" id="donate-cause-error">
                {errors.causeKey}
              </span>
            ) : null}
          </div>
          <TextField
            label="Amount to give"
            name="amount"
            inputMode="decimal"
            hint="For example 10.00"
            defaultValue={values.amount}
            error={errors.amount}
          />
          <Button type="submit" loading={submitting}>
            Donate
          </Button>
        </elevation.fetcher.Form>
      )}
      <ElevationModal elevation={elevation} answer={fetched} />
    </section>
  );
}
