import { type BankAccount, bankAccountTypes, isPayIdDestination, payIdWithdrawalsOffered } from '@drawline/contracts';
import './payouts.css';
import { useEffect, useRef, useState } from 'react';
import { useCapabilities } from '../../lib/capabilities';
import { clock } from '../../lib/clock';
import type { FormErrors } from '../../lib/form-errors';
import { useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';
import { FormError, TextField } from '../../ui/field';
import {
  type ElevatedActionData,
  ElevationModal,
  elevationMessages,
  isElevationModalOpen,
  useElevatedForm,
} from '../two-factor';
import { bankAccountLine, bankTypeLabels, destinationLabel, newAccountWaitLine, usableFromLine } from './words';

/** The add form's answer (payouts.server.ts WithdrawActionData, intent 'add-bank-account'). */
type AddAnswer = ElevatedActionData & { intent: string; errors: FormErrors; values: Record<string, string> };

interface Props {
  bankAccounts: BankAccount[];
  /** Hours a newly added account waits before its first withdrawal: said before the customer adds one. */
  newAccountWaitHours: number;
  /** The add form's last answer: its field errors and what was typed. */
  errors?: FormErrors;
  values?: Record<string, string>;
  added?: boolean;
  /** Where the form posts (the page that shows the section). */
  action?: string;
  /** The page's own answer asked for the code (a post without scripts, which cannot show the modal). */
  needsCode?: boolean;
  /** PayPal is a withdrawal method here: a PayPal email can be added (decision 489). */
  payPal?: boolean;
  /** Wise is a withdrawal method here: a Wise account's email can be added (decision 531). */
  wise?: boolean;
}

/**
 * The customer's bank accounts and PayIDs and the form that adds one (POST /funds/bank-account):
 * the section of /my-account/cards-and-accounts and of the withdraw page. A form post that works
 * without scripts; the type chooses which bank code the form asks for (BSB or SWIFT; none for a
 * PayID). With two-factor on, adding one asks for a code in the elevation modal and replays
 * (docs/decisions/063, 346); a new account says when it can first be paid to.
 */
export function BankAccountsSection(props: Props) {
  const { bankAccounts, action } = props;
  const l = useLocale();
  const elevation = useElevatedForm<AddAnswer>(action);
  const fetched = elevation.fetcher.data?.intent === 'add-bank-account' ? elevation.fetcher.data : undefined;
  const added = fetched ? fetched.ok && !fetched.elevation : props.added;
  const errors = fetched?.errors ?? props.errors ?? {};
  const values = (fetched ? (added ? {} : fetched.values) : props.values) ?? {};
  const [type, setType] = useState(values.type || 'national');
  const submitting = elevation.busy && !isElevationModalOpen(elevation.status);
  const formRef = useRef<HTMLFormElement>(null);
  const now = clock.now();
  // PayID types only where the segment offers PayID withdrawals (decision 491).
  const payIds = payIdWithdrawalsOffered(useCapabilities().has);
  useEffect(() => {
    if (fetched?.ok) formRef.current?.reset();
  }, [fetched]);
  const numberLabel =
    type === 'paypal'
      ? 'PayPal email'
      : type === 'wise'
        ? 'Wise account email'
        : type === 'payid_email'
          ? 'PayID email'
          : type === 'payid_phone'
            ? 'PayID mobile number'
            : 'Account number';
  return (
    <section className="card stack payouts-section" aria-labelledby="bank-accounts-heading">
      <h2 id="bank-accounts-heading">Bank accounts</h2>
      {bankAccounts.length ? (
        <ul className="payouts-accounts">
          {bankAccounts.map((a) => (
            <li key={a.id}>
              <strong>{destinationLabel(a)}</strong>
              {a.default ? <span className="payouts-tag">Default</span> : null}
              <br />
              {bankAccountLine(a)}
              {usableFromLine(a, now, l.drawDate) ? (
                <>
                  <br />
                  <span className="field-hint payouts-hold">{usableFromLine(a, now, l.drawDate)}</span>
                </>
              ) : null}
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
      <elevation.fetcher.Form
        method="post"
        action={action}
        noValidate
        className="stack"
        aria-labelledby="add-bank-account-heading"
        onSubmit={elevation.onSubmit}
        ref={formRef}
      >
        <h3 id="add-bank-account-heading">{addHeading(props)}</h3>
        {props.needsCode && !fetched ? <p className="notice notice--warning">{elevationMessages.title}</p> : null}
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
            {bankAccountTypes
              .filter((t) => payIds || !isPayIdDestination({ code: 'tt', bankType: t }))
              .map((t) => (
                <option key={t} value={t}>
                  {bankTypeLabels[t]}
                </option>
              ))}
            {props.payPal ? <option value="paypal">PayPal</option> : null}
            {props.wise ? <option value="wise">Wise</option> : null}
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
          type={type === 'payid_email' || type === 'paypal' || type === 'wise' ? 'email' : 'text'}
          inputMode={type === 'national' || type === 'payid_phone' ? 'numeric' : undefined}
          defaultValue={values.accountNumber}
          error={errors.accountNumber}
        />
        {props.newAccountWaitHours > 0 ? (
          <p className="field-hint" id="bank-account-wait">
            {newAccountWaitLine(props.newAccountWaitHours)}
          </p>
        ) : null}
        <Button
          type="submit"
          variant="secondary"
          disabled={submitting}
          aria-describedby={props.newAccountWaitHours > 0 ? 'bank-account-wait' : undefined}
        >
          {submitting ? 'Adding…' : 'Add bank account'}
        </Button>
      </elevation.fetcher.Form>
      <ElevationModal elevation={elevation} answer={fetched} />
    </section>
  );
}

/** The add form's heading: the email accounts offered beside bank accounts (decisions 489, 531). */
function addHeading(props: Pick<Props, 'payPal' | 'wise'>): string {
  const others = [props.payPal ? 'PayPal' : null, props.wise ? 'Wise' : null].filter(Boolean);
  return others.length ? `Add a bank account or ${others.join(' or ')}` : 'Add a bank account';
}
