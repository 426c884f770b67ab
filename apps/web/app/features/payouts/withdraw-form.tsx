import type { BankAccount, Money } from '@drawline/contracts';
import { Form, useNavigation } from 'react-router';
import type { FormErrors } from '../../lib/form-errors';
import { useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';
import { FormError, TextField } from '../../ui/field';
import { bankAccountLine, bankTypeLabels } from './words';

interface Props {
  withdrawable: Money | null;
  bankAccounts: BankAccount[];
  idempotencyKey: string;
  errors?: FormErrors;
  values?: Record<string, string>;
}

/**
 * The withdraw form (POST /funds/{id}/withdraw): which bank account, and how much, up to the
 * withdrawable funds. The attempt's Idempotency-Key rides in a hidden field, so a form sent twice
 * withdraws once.
 */
export function WithdrawForm({ withdrawable, bankAccounts, idempotencyKey, errors = {}, values = {} }: Props) {
  const l = useLocale();
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'withdraw';
  const chosen = values.bankAccountId || bankAccounts.find((a) => a.default)?.id;
  return (
    <section className="card stack payouts-section" aria-labelledby="withdraw-heading">
      <h2 id="withdraw-heading">Withdraw</h2>
      <p>
        Withdrawable funds:{' '}
        <strong data-testid="withdrawable-funds">{withdrawable ? l.money(withdrawable) : '—'}</strong>
        <br />
        <span className="field-hint">Promotional credit can be played but not withdrawn.</span>
      </p>
      {bankAccounts.length === 0 ? (
        <p>Add a bank account below to withdraw.</p>
      ) : (
        <Form method="post" noValidate className="stack">
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
                  {bankTypeLabels[a.bankType]}: {bankAccountLine(a)}
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
        </Form>
      )}
    </section>
  );
}
