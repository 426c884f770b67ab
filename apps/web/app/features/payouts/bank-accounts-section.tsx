import { type BankAccount, bankAccountTypes } from '@drawline/contracts';
import './payouts.css';
import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import type { FormErrors } from '../../lib/form-errors';
import { Button } from '../../ui/button';
import { FormError, TextField } from '../../ui/field';
import { bankAccountLine, bankTypeLabels } from './words';

interface Props {
  bankAccounts: BankAccount[];
  /** The add form's last answer: its field errors and what was typed. */
  errors?: FormErrors;
  values?: Record<string, string>;
  added?: boolean;
  /** Where the form posts (the page that shows the section). */
  action?: string;
}

/**
 * The customer's bank accounts and PayIDs and the form that adds one (POST /funds/bank-account):
 * the section of /my-account/cards-and-accounts and of the withdraw page. A plain form post; the
 * type chooses which bank code the form asks for (BSB or SWIFT; none for a PayID).
 */
export function BankAccountsSection({ bankAccounts, errors = {}, values = {}, added, action }: Props) {
  const [type, setType] = useState(values.type || 'national');
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'add-bank-account';
  const numberLabel =
    type === 'payid_email' ? 'PayID email' : type === 'payid_phone' ? 'PayID mobile number' : 'Account number';
  return (
    <section className="card stack payouts-section" aria-labelledby="bank-accounts-heading">
      <h2 id="bank-accounts-heading">Bank accounts</h2>
      {bankAccounts.length ? (
        <ul className="payouts-accounts">
          {bankAccounts.map((a) => (
            <li key={a.id}>
              <strong>{bankTypeLabels[a.bankType]}</strong>
              {a.default ? <span className="payouts-tag">Default</span> : null}
              <br />
              {bankAccountLine(a)}
            </li>
          ))}
        </ul>
      ) : (
        <p>You have no bank accounts yet. Add one to withdraw your winnings.</p>
      )}
      {added ? (
        <p role="status" className="payouts-added">
          Bank account added.
        </p>
      ) : null}
      <Form method="post" action={action} noValidate className="stack" aria-labelledby="add-bank-account-heading">
        <h3 id="add-bank-account-heading">Add a bank account</h3>
        <input type="hidden" name="intent" value="add-bank-account" />
        <FormError>{errors.general}</FormError>
        <div className="field">
          <label className="field-label" htmlFor="bank-account-type">
            Account type
          </label>
          <select
            id="bank-account-type"
            name="type"
            className="field-input"
            value={type}
            onChange={(e) => setType(e.target.value)}
          >
            {bankAccountTypes.map((t) => (
              <option key={t} value={t}>
                {bankTypeLabels[t]}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label="Account name"
          name="accountName"
          autoComplete="name"
          defaultValue={values.accountName}
          error={errors.accountName}
        />
        {type === 'national' || type === 'international' ? (
          <TextField
            label={type === 'national' ? 'BSB' : 'SWIFT code'}
            name="bankCode"
            inputMode={type === 'national' ? 'numeric' : 'text'}
            defaultValue={values.bankCode}
            error={errors.bankCode}
          />
        ) : null}
        <TextField
          label={numberLabel}
          name="accountNumber"
          type={type === 'payid_email' ? 'email' : 'text'}
          inputMode={type === 'national' || type === 'payid_phone' ? 'numeric' : undefined}
          defaultValue={values.accountNumber}
          error={errors.accountNumber}
        />
        <Button type="submit" variant="secondary" disabled={submitting}>
          {submitting ? 'Adding…' : 'Add bank account'}
        </Button>
      </Form>
    </section>
  );
}
