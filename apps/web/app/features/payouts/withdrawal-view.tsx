import type { Withdrawal } from '@drawline/contracts';
import './payouts.css';
import { Form, Link, useNavigation } from 'react-router';
import { useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';
import { FormError } from '../../ui/field';
import { withdrawalDetailsPath, withdrawPath } from './paths';
import { bankAccountLine, destinationLabel, withdrawalStatusLabels } from './words';

/** What happens next, by state; a donation (decision 532) is passed on to the cause's charity. */
const donationWords: Partial<Record<Withdrawal['status'], string>> = {
  requested: 'We are checking your donation. You can cancel it until it is approved.',
  approved: 'Approved: we will pass your donation on to the charity.',
  paid: 'Donated: we passed it on to the charity.',
};
const nextWords: Record<Withdrawal['status'], string> = {
  requested: 'We are checking your request. You can cancel it until it is approved.',
  approved: 'Approved: the money is on its way to your account.',
  paid: 'Paid to your account.',
  rejected: 'Rejected: the amount is back in your account balance.',
  cancelled: 'Cancelled: the amount is back in your account balance.',
};

/** A withdrawal's facts: amount, where to, state, dates. */
export function WithdrawalFacts({ withdrawal }: { withdrawal: Withdrawal }) {
  const l = useLocale();
  return (
    <dl className="account-facts payouts-facts">
      <dt>Amount</dt>
      <dd>{l.money(withdrawal.amount)}</dd>
      {withdrawal.cause ? (
        <>
          <dt>Given to</dt>
          <dd>
            Donated to {withdrawal.cause.name} ({withdrawal.cause.charityName})
          </dd>
        </>
      ) : withdrawal.bankAccount ? (
        <>
          <dt>Pay to</dt>
          <dd>
            {destinationLabel(withdrawal.bankAccount)}: {bankAccountLine(withdrawal.bankAccount)}
          </dd>
        </>
      ) : null}
      <dt>Status</dt>
      <dd data-testid="withdrawal-status">{withdrawalStatusLabels[withdrawal.status]}</dd>
      <dt>Requested</dt>
      <dd>{l.drawDate(withdrawal.requestedAt)}</dd>
      {withdrawal.rejectionReason ? (
        <>
          <dt>Reason</dt>
          <dd>{withdrawal.rejectionReason}</dd>
        </>
      ) : null}
    </dl>
  );
}

/** /my-account/withdraw/details/:withdrawID: the withdrawal, what happens next, and cancel while requested. */
export function WithdrawalDetails({
  withdrawal,
  idempotencyKey,
  error,
}: {
  withdrawal: Withdrawal;
  idempotencyKey: string;
  error?: string;
}) {
  const navigation = useNavigation();
  return (
    <div className="card stack">
      <p role="status">{(withdrawal.cause && donationWords[withdrawal.status]) || nextWords[withdrawal.status]}</p>
      <WithdrawalFacts withdrawal={withdrawal} />
      <FormError>{error}</FormError>
      {withdrawal.cancellable ? (
        <Form method="post" noValidate>
          <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
          <Button type="submit" variant="secondary" loading={navigation.state === 'submitting'}>
            {withdrawal.cause ? 'Cancel donation' : 'Cancel withdrawal'}
          </Button>
        </Form>
      ) : null}
      <p>
        <Link to={withdrawPath()}>Back to withdraw</Link>
      </p>
    </div>
  );
}

/** /my-account/withdraw/summary/:transactionID: the withdrawal a transaction line reserved. */
export function WithdrawalSummary({ withdrawal }: { withdrawal: Withdrawal }) {
  return (
    <div className="card stack">
      <WithdrawalFacts withdrawal={withdrawal} />
      <p>
        <Link to={withdrawalDetailsPath(withdrawal.withdrawId)}>Withdrawal details</Link>
      </p>
    </div>
  );
}

/** The customer's latest withdrawals, newest first, each linking to its details. */
export function RecentWithdrawals({ withdrawals }: { withdrawals: Withdrawal[] }) {
  const l = useLocale();
  if (!withdrawals.length) return null;
  return (
    <section className="card stack payouts-section" aria-labelledby="recent-withdrawals-heading">
      <h2 id="recent-withdrawals-heading">Recent withdrawals</h2>
      <ul className="payouts-recent">
        {withdrawals.map((w) => (
          <li key={w.withdrawId}>
            <Link to={withdrawalDetailsPath(w.withdrawId)}>
              {l.money(w.amount)}, {w.cause ? `donated to ${w.cause.name}, ` : ''}
              {withdrawalStatusLabels[w.status].toLowerCase()}, {l.date(w.requestedAt)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
