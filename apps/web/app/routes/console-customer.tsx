import {
  type ConsoleCustomerProfile,
  type CustomerLimit,
  consoleAllows,
  formatMoney,
  limitPeriodNames,
  type VerificationDocumentType,
  verificationDocumentNames,
  verificationDocumentTypes,
  verificationStatuses,
} from '@drawline/contracts';
import { data, Form, useNavigation } from 'react-router';
import { ConsoleErrorBoundary, minorUnitsOf, statusInWords, statusWords } from '../features/console';
import { refusalOf, requireConsoleStaff } from '../features/console/index.server';
import type { Route } from './+types/console-customer';

export function meta() {
  return [{ title: 'Customer | Drawline console' }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { me, call } = await requireConsoleStaff(request, context, 'customers');
  const profile = (await call<ConsoleCustomerProfile>(`/customers/${encodeURIComponent(params.customerId)}`))
    .result as ConsoleCustomerProfile;
  return {
    profile,
    mayCorrect: consoleAllows(me.roles, 'corrections'),
    mayLock: consoleAllows(me.roles, 'customerLock'),
    mayVerify: consoleAllows(me.roles, 'customerVerification'),
    mayNote: consoleAllows(me.roles, 'customerNotes'),
    // One key per form shown: a resubmitted form books once (docs/decisions/103).
    correctionKey: crypto.randomUUID(),
  };
}

/** A balance correction with its reason (docs/decisions/233, 234): finance only, checked here and by the API. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === 'lock' || intent === 'unlock') return lockAction(request, context, params.customerId, form);
  if (intent === 'verification') return verificationAction(request, context, params.customerId, form);
  if (intent === 'note') return noteAction(request, context, params.customerId, form);
  const { call } = await requireConsoleStaff(request, context, 'corrections');
  const amount = minorUnitsOf(String(form.get('amount') ?? ''));
  const reason = String(form.get('reason') ?? '').trim();
  if (amount === null) return data({ error: 'Enter an amount such as 25.00 or -10.50 (not zero).', done: null });
  if (reason.length < 3) return data({ error: 'Give the reason (3 characters or more).', done: null });
  try {
    const answer = await call<{ status: string }>(
      `/customers/${encodeURIComponent(params.customerId)}/balance-corrections`,
      {
        method: 'POST',
        body: { amount, reason },
        headers: { 'idempotency-key': String(form.get('key') ?? crypto.randomUUID()) },
      },
    );
    const pending = answer.result?.status === 'pending';
    return data({
      error: null,
      done: pending
        ? 'The correction is above the approval threshold: it waits for a second finance member.'
        : 'The correction is booked.',
    });
  } catch (error) {
    const { status, message } = refusalOf(error);
    return data({ error: message, done: null }, { status: status === 403 ? 403 : 200 });
  }
}

/** Support locks or unlocks the customer (docs/decisions/237); the API ends their sessions on a lock. */
async function lockAction(request: Request, context: Route.ActionArgs['context'], customerId: string, form: FormData) {
  const { call } = await requireConsoleStaff(request, context, 'customerLock');
  const locked = form.get('intent') === 'lock';
  const reason = String(form.get('reason') ?? '').trim();
  if (locked && reason.length < 3)
    return data({ error: 'Give the reason for the lock (3 characters or more).', done: null });
  try {
    await call(`/customers/${encodeURIComponent(customerId)}/lock`, {
      method: 'POST',
      body: locked ? { locked, reason } : { locked },
    });
    return data({ error: null, done: locked ? 'The customer is locked and signed out.' : 'The customer is unlocked.' });
  } catch (error) {
    const { status, message } = refusalOf(error);
    return data({ error: message, done: null }, { status: status === 403 ? 403 : 200 });
  }
}

/** Support or finance record an identity check (docs/decisions/272); the API audits it. */
async function verificationAction(
  request: Request,
  context: Route.ActionArgs['context'],
  customerId: string,
  form: FormData,
) {
  const { call } = await requireConsoleStaff(request, context, 'customerVerification');
  const documentType = String(form.get('documentType') ?? '');
  try {
    await call(`/customers/${encodeURIComponent(customerId)}/verification`, {
      method: 'PUT',
      body: {
        status: String(form.get('status') ?? ''),
        reason: String(form.get('reason') ?? ''),
        ...(documentType ? { documentType } : {}),
      },
    });
    return data({ error: null, done: 'The verification status is saved.' });
  } catch (error) {
    const { status, message } = refusalOf(error);
    return data({ error: message, done: null }, { status: status === 403 ? 403 : 200 });
  }
}

/** A staff note on the customer (docs/decisions/273): added, never edited. */
async function noteAction(request: Request, context: Route.ActionArgs['context'], customerId: string, form: FormData) {
  const { call } = await requireConsoleStaff(request, context, 'customerNotes');
  try {
    await call(`/customers/${encodeURIComponent(customerId)}/notes`, {
      method: 'POST',
      body: { body: String(form.get('body') ?? '') },
    });
    return data({ error: null, done: 'The note is added.' });
  } catch (error) {
    const { status, message } = refusalOf(error);
    return data({ error: message, done: null }, { status: status === 403 ? 403 : 200 });
  }
}

const statusNames = statusWords.verification;

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Australia/Brisbane' }).format(
    new Date(iso),
  );

function TicketTable({ caption, tickets }: { caption: string; tickets: ConsoleCustomerProfile['pastTickets'] }) {
  return (
    <table className="console-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Draw date</th>
          <th scope="col">Offer</th>
          <th scope="col">Draw</th>
          <th scope="col">Games or numbers</th>
          <th scope="col">Draw status</th>
          <th scope="col">Bought</th>
        </tr>
      </thead>
      <tbody>
        {tickets.length ? (
          tickets.map((t) => (
            <tr key={t.ticketId}>
              <td>{when(t.drawDate)}</td>
              <td>{t.productOfferName}</td>
              <td>{t.drawNo}</td>
              <td>{t.raffleTicketNumbers.length ? t.raffleTicketNumbers.join(', ') : `${t.numGames} games`}</td>
              <td>{statusInWords('draw', t.drawStatus)}</td>
              <td>{when(t.purchasedAt)}</td>
            </tr>
          ))
        ) : (
          <tr>
            <td colSpan={6}>None.</td>
          </tr>
        )}
      </tbody>
    </table>
  );
}

/** A customer as support sees them: profile, funds, tickets, transactions, corrections (docs/decisions/232). */
export default function ConsoleCustomer({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, mayCorrect, mayLock, mayVerify, mayNote, correctionKey } = loaderData;
  const v = profile.verification;
  const { customer: c, funds } = profile;
  const busy = useNavigation().state === 'submitting';
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
          {statusNames[v.status]}
          {v.documentType ? ` (${verificationDocumentNames[v.documentType as VerificationDocumentType]})` : ''}
          {v.checkedAt ? `, ${when(v.checkedAt)}: ${v.reason}` : ''}
        </dd>
      </dl>

      {actionData?.error ? (
        <p className="console-error" role="alert">
          {actionData.error}
        </p>
      ) : null}
      {actionData?.done ? <p role="status">{actionData.done}</p> : null}
      {mayLock ? (
        <section aria-labelledby="lock">
          <h2 id="lock">{c.lockedAt ? 'Unlock the account' : 'Lock the account'}</h2>
          <Form method="post" className="console-form console-form--inline">
            {c.lockedAt ? (
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
      ) : null}

      {mayCorrect ? (
        <section aria-labelledby="correct">
          <h2 id="correct">Correct the balance</h2>
          <Form method="post" className="console-form console-form--inline" key={correctionKey}>
            <input type="hidden" name="key" value={correctionKey} />
            <label htmlFor="correction-amount">Amount ({funds.balance.currency}; negative takes money away)</label>
            <input id="correction-amount" name="amount" inputMode="decimal" required />
            <label htmlFor="correction-reason">Reason</label>
            <input id="correction-reason" name="reason" required minLength={3} maxLength={500} />
            <button type="submit" className="console-button" disabled={busy}>
              Correct balance
            </button>
          </Form>
        </section>
      ) : null}

      {mayVerify ? (
        <section aria-labelledby="verify">
          <h2 id="verify">Identity verification</h2>
          <Form method="post" className="console-form console-form--inline">
            <label htmlFor="verification-status">Status</label>
            <select id="verification-status" name="status" defaultValue={v.status}>
              {verificationStatuses.map((s) => (
                <option key={s} value={s}>
                  {statusNames[s]}
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
      ) : null}

      <section aria-labelledby="notes">
        <h2 id="notes">Notes</h2>
        {mayNote ? (
          <Form method="post" className="console-form" key={profile.notes.length}>
            <label htmlFor="note-body">New note</label>
            <textarea id="note-body" name="body" required maxLength={2000} rows={3} />
            <button type="submit" name="intent" value="note" className="console-button" disabled={busy}>
              Add note
            </button>
          </Form>
        ) : null}
        <table className="console-table">
          <caption>Staff notes, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Written</th>
              <th scope="col">By</th>
              <th scope="col">Note</th>
            </tr>
          </thead>
          <tbody>
            {profile.notes.length ? (
              profile.notes.map((n) => (
                <tr key={n.noteId}>
                  <td>{when(n.createdAt)}</td>
                  <td>{n.authorEmail}</td>
                  <td className="console-note">{n.body}</td>
                </tr>
              ))
            ) : (
              <tr>
                <td colSpan={3}>None.</td>
              </tr>
            )}
          </tbody>
        </table>
      </section>

      <table className="console-table">
        <caption>Balance corrections</caption>
        <thead>
          <tr>
            <th scope="col">Asked</th>
            <th scope="col">Amount</th>
            <th scope="col">Reason</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {profile.corrections.length ? (
            profile.corrections.map((k) => (
              <tr key={k.correctionId}>
                <td>{when(k.requestedAt)}</td>
                <td>{formatMoney(k.amount)}</td>
                <td>{k.reason}</td>
                <td>{statusInWords('correction', k.status)}</td>
              </tr>
            ))
          ) : (
            <tr>
              <td colSpan={4}>None.</td>
            </tr>
          )}
        </tbody>
      </table>

      <LimitsTable limits={profile.limits} />

      <TicketTable caption="Upcoming tickets" tickets={profile.upcomingTickets} />
      <TicketTable caption="Past tickets" tickets={profile.pastTickets} />

      <table className="console-table">
        <caption>Latest transactions</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Type</th>
            <th scope="col">Description</th>
            <th scope="col">Amount</th>
            <th scope="col">Available after</th>
          </tr>
        </thead>
        <tbody>
          {profile.transactions.length ? (
            profile.transactions.map((t) => (
              <tr key={`${t.transactionId}-${t.amount.currency}`}>
                <td>{when(t.date)}</td>
                <td>{t.type}</td>
                <td>{t.description}</td>
                <td>{formatMoney(t.amount)}</td>
                <td>{formatMoney(t.balanceAfter)}</td>
              </tr>
            ))
          ) : (
            <tr>
              <td colSpan={5}>None.</td>
            </tr>
          )}
        </tbody>
      </table>
    </>
  );
}

/** The customer's own limits and break from play, as they set them (read only here). */
function LimitsTable({ limits }: { limits: ConsoleCustomerProfile['limits'] }) {
  const rows: { kind: string; limit: CustomerLimit }[] = [
    ...limits.spend.map((limit) => ({ kind: 'Spend limit', limit })),
    ...limits.deposit.map((limit) => ({ kind: 'Deposit limit', limit })),
    ...(limits.precommitment ? [{ kind: 'Pre-commitment limit', limit: limits.precommitment }] : []),
  ];
  const x = limits.selfExclusion;
  return (
    <section aria-labelledby="limits">
      <h2 id="limits">Limits and exclusions</h2>
      <p data-testid="self-exclusion">
        {x.excluded
          ? x.indefinite
            ? 'Taking a break from play indefinitely.'
            : `Taking a break from play until ${x.until ? when(x.until) : 'the end of the break'}.`
          : 'No break from play.'}
      </p>
      <table className="console-table">
        <caption>Limits</caption>
        <thead>
          <tr>
            <th scope="col">Limit</th>
            <th scope="col">Period</th>
            <th scope="col">Amount</th>
            <th scope="col">Spent this period</th>
            <th scope="col">Change waiting</th>
          </tr>
        </thead>
        <tbody>
          {rows.length ? (
            rows.map(({ kind, limit }) => (
              <tr key={limit.id}>
                <td>{kind}</td>
                <td>{limitPeriodNames[limit.period]}</td>
                <td>{formatMoney(limit.amount)}</td>
                <td>{formatMoney(limit.summary.amountSpent)}</td>
                <td>
                  {limit.pending
                    ? `${limit.pending.amount ? formatMoney(limit.pending.amount) : 'Removed'} from ${when(limit.pending.effectiveFrom)}`
                    : 'None'}
                </td>
              </tr>
            ))
          ) : (
            <tr>
              <td colSpan={5}>None.</td>
            </tr>
          )}
        </tbody>
      </table>
    </section>
  );
}

export { ConsoleErrorBoundary as ErrorBoundary };
