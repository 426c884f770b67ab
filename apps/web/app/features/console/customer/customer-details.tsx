import {
  type ConsoleCustomerProfile,
  formatMoney,
  type VerificationDocumentType,
  verificationDocumentNames,
} from '@drawline/contracts';
import { consoleTime as when } from '../console-time';
import { statusWords } from '../status-words';

/** Who the customer is and where their account stands: identity, contact, funds, locks, checks. */
export function CustomerDetails({ profile }: { profile: ConsoleCustomerProfile }) {
  const { customer: c, funds, verification: v } = profile;
  return (
    <>
      <h1>
        {c.firstname} {c.lastname}
      </h1>
      <dl className="console-details">
        <dt>Customer id</dt>
        <dd>
          <code>{c.customerId}</code>
        </dd>
        <dt>Email</dt>
        <dd>
          {c.email} {c.emailConfirmed ? '(confirmed)' : '(not confirmed)'}
        </dd>
        <dt>Date of birth</dt>
        <dd>{c.dateOfBirth}</dd>
        <dt>Phone</dt>
        <dd>{c.phone ?? '–'}</dd>
        <dt>Segment</dt>
        <dd>{c.segmentName}</dd>
        <dt>Joined</dt>
        <dd>{when(c.createdAt)}</dd>
        <dt>Account</dt>
        <dd>
          {c.closedAt ? `Closed ${when(c.closedAt)}` : 'Open'}
          {c.lockedAt ? `, locked ${when(c.lockedAt)} (${c.lockReason ?? 'no reason given'})` : ''}
        </dd>
        <dt>Balance</dt>
        <dd>{formatMoney(funds.balance)}</dd>
        <dt>Withdrawable</dt>
        <dd>{formatMoney(funds.withdrawableFunds)}</dd>
        <dt>Identity</dt>
        <dd data-testid="verification">
          {statusWords.verification[v.status]}
          {v.documentType ? ` (${verificationDocumentNames[v.documentType as VerificationDocumentType]})` : ''}
          {v.checkedAt ? `, ${when(v.checkedAt)}: ${v.reason}` : ''}
        </dd>
      </dl>
    </>
  );
}
