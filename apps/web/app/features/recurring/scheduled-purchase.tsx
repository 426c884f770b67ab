import type { ScheduledPurchase } from '@drawline/contracts';
import { Form, Link } from 'react-router';
import { pathTo, useCapabilities } from '../../lib/capabilities';
import { useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';
import { FormError } from '../../ui/field';
import type { ScheduledActionData } from './scheduled.server';
import './recurring.css';

const kindName = (s: Pick<ScheduledPurchase, 'kind'>) => (s.kind === 'pre_order' ? 'pre-order' : 'scheduled purchase');

/** Where a scheduled purchase stands, in words: waiting for sales to open, tickets issued, or cancelled. */
function ScheduledStatus({ scheduled }: { scheduled: ScheduledPurchase }) {
  const [modifier, words] =
    scheduled.status === 'scheduled_status_cancelled'
      ? ['cancelled', 'Cancelled']
      : scheduled.placedAt
        ? ['active', 'Tickets issued']
        : ['paused', 'Waiting for sales to open'];
  return <span className={`recurring-status recurring-status--${modifier}`}>{words}</span>;
}

function Facts({ scheduled }: { scheduled: ScheduledPurchase }) {
  const l = useLocale();
  return (
    <dl className="recurring-facts">
      <div>
        <dt>Draw</dt>
        <dd>
          {scheduled.drawNo}, {l.date(scheduled.drawDate)}
        </dd>
      </div>
      <div>
        <dt>{scheduled.productType === 'raffle_ticket' ? 'Tickets' : 'Games'}</dt>
        <dd>{scheduled.numGames * scheduled.quantity}</dd>
      </div>
      <div>
        <dt>Paid</dt>
        <dd>{l.money(scheduled.amountPaid)}</dd>
      </div>
      {scheduled.refunded ? (
        <div>
          <dt>Refunded to your wallet</dt>
          <dd>{l.money(scheduled.refunded)}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/** What happens next, or what happened, in a sentence. */
function Story({ scheduled }: { scheduled: ScheduledPurchase }) {
  const noun = kindName(scheduled);
  if (scheduled.status === 'scheduled_status_cancelled') {
    return scheduled.cancelReason === 'customer' ? (
      <p>You cancelled this {noun}. What you paid is back in your wallet.</p>
    ) : (
      <p>The draw could not take this {noun} when sales opened, so what you paid is back in your wallet.</p>
    );
  }
  if (scheduled.placedAt) {
    return (
      <p>
        Sales opened and your tickets were issued.{' '}
        <Link to={pathTo('/my-account/upcoming-tickets/:page?')}>See your tickets</Link>
      </p>
    );
  }
  // A pre-order's tickets were taken from the draw's stock when it was paid (decision 556).
  const setAside = scheduled.kind === 'pre_order' ? ' and its tickets are set aside for you' : '';
  return (
    <p>
      You have paid for this {noun}
      {setAside}. Your tickets are issued when the draw's sales open; until then you can cancel it for a refund to your
      wallet.
    </p>
  );
}

/** /my-account/scheduled-purchases/:id: one scheduled purchase or pre-order, and its cancel form. */
export function ScheduledPurchaseDetails({
  scheduled,
  actionData,
}: {
  scheduled: ScheduledPurchase;
  actionData: ScheduledActionData | undefined;
}) {
  const caps = useCapabilities();
  const l = useLocale();
  const refused =
    actionData && !actionData.ok ? (actionData.errors.general ?? Object.values(actionData.errors)[0]) : undefined;
  return (
    <article className="card recurring-card" aria-labelledby="scheduled-heading">
      <div className="recurring-card-head">
        <h2 id="scheduled-heading" className="recurring-card-title">
          {scheduled.productOfferName} {kindName(scheduled)}
        </h2>
        <ScheduledStatus scheduled={scheduled} />
      </div>
      <Facts scheduled={scheduled} />
      <Story scheduled={scheduled} />
      {actionData?.ok ? (
        <p className="notice notice--success" role="status">
          Cancelled: {l.money(scheduled.refunded ?? scheduled.amountPaid)} is back in your wallet.
        </p>
      ) : null}
      {scheduled.cancellable && caps.has('scheduled_purchase_cancel') ? (
        <Form method="post" className="recurring-section">
          <FormError>{refused}</FormError>
          <Button type="submit" name="intent" value="cancel" variant="secondary">
            {`Cancel ${kindName(scheduled)} and refund ${l.money(scheduled.amountPaid)}`}
          </Button>
        </Form>
      ) : null}
    </article>
  );
}

/** The customer's scheduled purchases and pre-orders on the recurring purchases page; each opens its page. */
export function ScheduledPurchaseList({ items }: { items: readonly ScheduledPurchase[] }) {
  if (!items.length) return null;
  return (
    <section aria-labelledby="scheduled-list-heading" className="recurring-section">
      <h2 id="scheduled-list-heading">Scheduled purchases and pre-orders</h2>
      <ul className="recurring-list" aria-label="Scheduled purchases and pre-orders">
        {items.map((s) => (
          <li key={s.encodedId} className="card recurring-card">
            <div className="recurring-card-head">
              <h3 className="recurring-card-title">
                <Link to={pathTo('/my-account/scheduled-purchases/:id', { id: s.encodedId })}>
                  {s.productOfferName}
                  <span className="visually-hidden"> {kindName(s)}</span>
                </Link>
              </h3>
              <ScheduledStatus scheduled={s} />
            </div>
            <Facts scheduled={s} />
          </li>
        ))}
      </ul>
    </section>
  );
}
