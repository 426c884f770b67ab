import type { Autoplay, RecurringPurchase, Subscription } from '@drawline/contracts';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { PageLink, pathTo } from '../../lib/capabilities';
import { useLocale } from '../../lib/locale';
import { useToasts } from '../../ui/toasts';
import type { RecurringActionData } from './recurring.server';
import './recurring.css';

/** The page of one recurring purchase: an autoplay's or a subscription's. */
export function recurringPath(purchase: Pick<RecurringPurchase, 'type' | 'autoplayId'>): string {
  return purchase.type === 'autoplay'
    ? pathTo('/my-account/autoplay/ticket/:id', { id: purchase.autoplayId })
    : pathTo('/my-account/subscriptions/ticket/:id', { id: purchase.autoplayId });
}

/** A recurring purchase's status in words (2-shopping.md §4: paused covers a timed pause). */
export function StatusBadge({ purchase }: { purchase: Pick<Autoplay | Subscription, 'status' | 'pausedUntil'> }) {
  const l = useLocale();
  const words: Record<Autoplay['status'], string> = {
    recurring_status_active: 'Active',
    recurring_status_paused: 'Paused',
    recurring_status_timed_pause: purchase.pausedUntil ? `Paused until ${l.date(purchase.pausedUntil)}` : 'Paused',
    recurring_status_cancelled: 'Cancelled',
  };
  return (
    <span className={`recurring-status recurring-status--${purchase.status.replace('recurring_status_', '')}`}>
      {words[purchase.status]}
    </span>
  );
}

/** What the last attempt to buy a draw came to, when it needs the customer (2-shopping.md §4). */
export function AttemptNotice({
  purchase,
}: {
  purchase: Pick<Autoplay | Subscription, 'lastAttemptStatus' | 'needsAttention'>;
}) {
  if (!purchase.needsAttention) return null;
  return (
    <p className="notice notice--warning recurring-attention">
      {purchase.lastAttemptStatus === 'hard_failure'
        ? 'We could not buy the last draw and have stopped trying for it. Check your funds and limits.'
        : 'We could not buy the next draw yet and will try again before sales close. Check your funds.'}{' '}
      <PageLink route="/my-account/payment-resolutions">Fix your payment</PageLink>
    </p>
  );
}

/** A refused change's toast (2-shopping.md §8: 'Cannot Unpause AutoPlay', 'Cannot update AutoPlay status'). */
export function useRecurringToast(actionData: RecurringActionData | undefined) {
  const { notify } = useToasts();
  useEffect(() => {
    if (!actionData || actionData.ok || !actionData.toast) return;
    const message = Object.values(actionData.errors)[0] ?? 'Please try again.';
    notify({ id: 'recurring-change', title: actionData.toast, message, icon: 'error' });
  }, [actionData, notify]);
}

/** A purchase in a list: its lottery, what it plays, its status; the name opens its page. */
export function RecurringCard({
  purchase,
  offerName,
  children,
}: {
  purchase: RecurringPurchase;
  offerName: string;
  children?: React.ReactNode;
}) {
  return (
    <li className="card recurring-card">
      <div className="recurring-card-head">
        <h2 className="recurring-card-title">
          <Link to={recurringPath(purchase)}>
            {offerName}
            <span className="visually-hidden"> {purchase.type === 'autoplay' ? 'AutoPlay' : 'subscription'}</span>
          </Link>
        </h2>
        <StatusBadge purchase={purchase} />
      </div>
      {children}
      <AttemptNotice purchase={purchase} />
    </li>
  );
}

/** The facts of an autoplay, as a list of terms. */
export function AutoplayFacts({ autoplay }: { autoplay: Autoplay }) {
  const l = useLocale();
  return (
    <dl className="recurring-facts">
      <div>
        <dt>Games each draw</dt>
        <dd>{autoplay.numberOfGames}</dd>
      </div>
      <div>
        <dt>Numbers</dt>
        <dd>{autoplay.quickpick ? 'Quick pick each draw' : 'Your numbers'}</dd>
      </div>
      <div>
        <dt>Minimum jackpot</dt>
        <dd>{autoplay.minimumJackpotAmount ? l.jackpotAmount(autoplay.minimumJackpotAmount) : 'None: every draw'}</dd>
      </div>
      <div>
        <dt>Draws bought for you</dt>
        <dd>{autoplay.placedDraws}</dd>
      </div>
    </dl>
  );
}

/** A membership's subscription (decision 456): its price and the months paid. */
function MembershipFacts({ subscription }: { subscription: Subscription }) {
  const l = useLocale();
  return (
    <dl className="recurring-facts">
      <div>
        <dt>Price</dt>
        <dd>{subscription.membershipPrice ? `${l.money(subscription.membershipPrice)} a month` : 'Free'}</dd>
      </div>
      <div>
        <dt>How often</dt>
        <dd>Every month, on the day you upgraded</dd>
      </div>
      <div>
        <dt>Months paid</dt>
        <dd>{subscription.placedDraws}</dd>
      </div>
    </dl>
  );
}

/** What a subscription is called: its membership offer's name, or its lottery's. */
export function subscriptionName(subscription: Subscription, offerName: string | undefined): string {
  return subscription.membershipOfferName ?? offerName ?? subscription.productOfferKey;
}

/** The facts of a subscription. */
export function SubscriptionFacts({ subscription }: { subscription: Subscription }) {
  if (subscription.membershipOfferKey) return <MembershipFacts subscription={subscription} />;
  const frequency: Record<Subscription['frequency'], string> = {
    monthly: 'Every month',
    quarterly: 'Every three months',
    biannually: 'Every six months',
    annually: 'Every year',
  };
  return (
    <dl className="recurring-facts">
      <div>
        <dt>Tickets each time</dt>
        <dd>{subscription.numGames}</dd>
      </div>
      <div>
        <dt>How often</dt>
        <dd>{frequency[subscription.frequency]}</dd>
      </div>
      <div>
        <dt>Draws bought for you</dt>
        <dd>{subscription.placedDraws}</dd>
      </div>
    </dl>
  );
}
