import type { Receipt, ReceiptOrder } from '@drawline/contracts';
import { Link } from 'react-router';
import { PageLink } from '../../lib/capabilities';
import { useLocale } from '../../lib/locale';
import { buttonClass } from '../../ui/button';
import { entrySummary } from './entries';
import { RaffleNumbers, ShopLink, TicketGames } from './ticket-parts';
import { ticketPath } from './ticket-paths';

function ReceiptEntry({ order }: { order: ReceiptOrder }) {
  const l = useLocale();
  const headingId = `entry-${order.orderLineId}`;
  // Every ticket of an entry plays the same numbers; raffle numbers differ per draw.
  const raffleNumbers = order.tickets.flatMap((t) => t.raffleTicketNumbers);
  return (
    <li className="card receipt-entry" aria-labelledby={headingId}>
      <div className="receipt-entry-head">
        <h3 id={headingId}>{order.productOfferName}</h3>
        <p className="receipt-entry-price">
          <span className="visually-hidden">Price </span>
          {l.money(order.amount)}
        </p>
      </div>
      <p className="receipt-entry-summary">{entrySummary(order)}</p>
      <ul className="receipt-draws" aria-label="Draws" hidden={order.tickets.length === 0}>
        {order.tickets.map((t) => (
          <li key={t.ticketId}>
            <Link
              to={ticketPath({ ticketId: t.ticketId, productType: order.productType, state: 'upcoming' })}
              className="receipt-draw"
            >
              Draw {t.drawNo}
            </Link>{' '}
            {/* The zone named, as the checkout and the confirmation email name it. */}
            <span className="receipt-draw-date">{l.drawDate(t.drawDate)} AEST</span>
          </li>
        ))}
      </ul>
      <TicketGames entry={order} />
      <RaffleNumbers numbers={raffleNumbers} />
    </li>
  );
}

/** How the order was paid: what was charged to which method, and what stays in the wallet (decision 301). */
function ReceiptPayment({ receipt }: { receipt: Receipt }) {
  const l = useLocale();
  const { card, paidFromWallet, keptInWallet } = receipt.payment;
  return (
    <section className="receipt-payment" aria-labelledby="receipt-payment-heading">
      <h2 id="receipt-payment-heading">How you paid</h2>
      <dl className="receipt-totals" data-testid="receipt-payment">
        {card ? (
          <div>
            <dt>Charged to your card ({card.label})</dt>
            <dd>{l.money(card.charged)}</dd>
          </div>
        ) : null}
        {paidFromWallet.amount > 0 || !card ? (
          <div>
            <dt>Paid from your wallet</dt>
            <dd>{l.money(paidFromWallet)}</dd>
          </div>
        ) : null}
        {keptInWallet.amount > 0 ? (
          <div>
            <dt>Of the card charge, kept in your wallet</dt>
            <dd>{l.money(keptInWallet)}</dd>
          </div>
        ) : null}
      </dl>
      {keptInWallet.amount > 0 ? (
        <p className="receipt-payment-note">
          The {l.money(keptInWallet)} left over is in your wallet, to spend on your next tickets or to withdraw.
        </p>
      ) : null}
    </section>
  );
}

/**
 * The receipt of a purchase (2-shopping.md §3 Receipt): what was bought, for which draws, and the
 * total; where its confirmation was emailed, when the page knows.
 */
export function ReceiptView({ receipt, emailedTo }: { receipt: Receipt; emailedTo?: string }) {
  const l = useLocale();
  // A purchase of premium alone (decision 476) bought no ticket: its subscription is the thing to see.
  const premiumOnly = receipt.orders.every((o) => o.productType === 'membership');
  return (
    <div className="receipt">
      <header className="receipt-head">
        <h1>Thanks for your order</h1>
        <p className="receipt-lead">
          {premiumOnly
            ? 'Your premium membership is on: it renews each month until you cancel it.'
            : 'Your tickets are bought. Good luck in the draw!'}
        </p>
        <p className="receipt-meta">
          Order number{' '}
          <strong className="receipt-id" data-testid="order-number">
            {receipt.orderNumber}
          </strong>
          , {l.drawDate(receipt.createdAt)}
        </p>
        {emailedTo ? (
          <p className="receipt-emailed" data-testid="receipt-emailed">
            We've emailed your order confirmation to <strong>{emailedTo}</strong>.
          </p>
        ) : null}
      </header>
      <section aria-labelledby="receipt-entries-heading">
        <h2 id="receipt-entries-heading">What you bought</h2>
        <ol className="receipt-entries">
          {receipt.orders.map((o) => (
            <ReceiptEntry key={o.orderLineId} order={o} />
          ))}
        </ol>
        <dl className="receipt-totals">
          {receipt.discount.amount > 0 ? (
            <div>
              <dt>Discount</dt>
              <dd>{l.money(receipt.discount)}</dd>
            </div>
          ) : null}
          <div className="receipt-total">
            <dt>Total paid</dt>
            <dd>{l.money(receipt.total)}</dd>
          </div>
        </dl>
      </section>
      <ReceiptPayment receipt={receipt} />
      <div className="receipt-actions">
        {premiumOnly ? (
          <PageLink route="/my-account/subscriptions/:page?" className={buttonClass({ variant: 'primary' })}>
            Manage my subscription
          </PageLink>
        ) : (
          <PageLink route="/my-account/upcoming-tickets/:page?" className={buttonClass({ variant: 'primary' })}>
            View my upcoming tickets
          </PageLink>
        )}
        <ShopLink className={buttonClass({ variant: 'secondary' })}>Continue shopping</ShopLink>
      </div>
    </div>
  );
}
