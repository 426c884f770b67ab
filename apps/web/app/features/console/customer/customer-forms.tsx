import {
  type ConsoleCustomerProfile,
  verificationDocumentNames,
  verificationDocumentTypes,
  verificationStatuses,
} from '@drawline/contracts';
import { Form } from 'react-router';
import { statusWords } from '../status-words';

type Customer = ConsoleCustomerProfile['customer'];

/** Support locks the account (with the reason) or unlocks it. */
export function LockForm({ customer }: { customer: Customer }) {
  return (
    <section aria-labelledby="lock">
      <h2 id="lock">{customer.lockedAt ? 'Unlock the account' : 'Lock the account'}</h2>
      <Form method="post" className="console-form console-form--inline">
        {customer.lockedAt ? (
          <button type="submit" name="intent" value="unlock" className="console-button">
            Unlock account
          </button>
        ) : (
          <>
            <label htmlFor="lock-reason">Reason</label>
            <input id="lock-reason" name="reason" required minLength={3} maxLength={200} />
            <button type="submit" name="intent" value="lock" className="console-button">
              Lock account
            </button>
          </>
        )}
      </Form>
    </section>
  );
}

/** Finance corrects the balance: an amount either way and the reason, booked once per form shown. */
export function CorrectionForm({
  currency,
  correctionKey,
  busy,
}: {
  currency: string;
  correctionKey: string;
  busy: boolean;
}) {
  return (
    <section aria-labelledby="correct">
      <h2 id="correct">Correct the balance</h2>
      <Form method="post" className="console-form console-form--inline" key={correctionKey}>
        <input type="hidden" name="key" value={correctionKey} />
        <label htmlFor="correction-amount">Amount ({currency}; negative takes money away)</label>
        <input id="correction-amount" name="amount" inputMode="decimal" required />
        <label htmlFor="correction-reason">Reason</label>
        <input id="correction-reason" name="reason" required minLength={3} maxLength={500} />
        <button type="submit" className="console-button" disabled={busy}>
          Correct balance
        </button>
      </Form>
    </section>
  );
}

/** Support or finance record an identity check: its status, the document seen and what it found. */
export function VerificationForm({
  verification: v,
  busy,
}: {
  verification: ConsoleCustomerProfile['verification'];
  busy: boolean;
}) {
  return (
    <section aria-labelledby="verify">
      <h2 id="verify">Identity verification</h2>
      <Form method="post" className="console-form console-form--inline">
        <label htmlFor="verification-status">Status</label>
        <select id="verification-status" name="status" defaultValue={v.status}>
          {verificationStatuses.map((s) => (
            <option key={s} value={s}>
              {statusWords.verification[s]}
            </option>
          ))}
        </select>
        <label htmlFor="verification-document">Document checked</label>
        <select id="verification-document" name="documentType" defaultValue={v.documentType ?? ''}>
          <option value="">None</option>
          {verificationDocumentTypes.map((d) => (
            <option key={d} value={d}>
              {verificationDocumentNames[d]}
            </option>
          ))}
        </select>
        {/* Not labelled "Reason": the lock and correction forms own that word on this page. */}
        <label htmlFor="verification-finding">What the check found</label>
        <input id="verification-finding" name="reason" required minLength={3} maxLength={500} />
        <button type="submit" name="intent" value="verification" className="console-button" disabled={busy}>
          Save verification
        </button>
      </Form>
    </section>
  );
}
