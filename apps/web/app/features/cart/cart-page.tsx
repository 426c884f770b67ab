import type { ReactNode } from 'react';
import { Link, useFetchers } from 'react-router';
import { PageLink } from '../../lib/capabilities';
import { Icon } from '../../ui/icons';
import { CartLine } from './cart-line';
import { BlockingNotice, RemovedNotice } from './cart-notices';
import { CartSummary } from './cart-summary';
import type { CartView } from './cart-view';
import './cart.css';
import { type SubscriptionMatch, SubscriptionMatchModal } from './subscription-match-modal';

export interface CartPageProps {
  view: CartView | null;
  /** Where Checkout goes: /cart/buy when signed in, /checkout/login for a visitor. */
  checkoutPath: string;
  /** Items are bought this many times over at most (docs/decisions/110). */
  maxQuantity: number;
  /** The refusal of a form posted without a script (the page's action data). */
  error: string | null;
  /** Lines that would start a second subscription to an offer (decision 370). */
  subscriptionMatches?: readonly SubscriptionMatch[];
  /** What shows below the items, given by the route (the cart's placements, decision 474). */
  inline?: ReactNode;
}

/** The cart's forms are in flight: the page says it is updating (2-shopping.md §3 isFetching). */
function useCartFetching(): boolean {
  return useFetchers().some((f) => f.state !== 'idle' && f.formAction?.startsWith('/cart'));
}

/** /cart (checkout layout): the items, their changes, the promotion, the totals and the way to pay. */
export function CartPage({
  view,
  checkoutPath,
  maxQuantity,
  error,
  subscriptionMatches = [],
  inline = null,
}: CartPageProps) {
  const fetching = useCartFetching();
  const empty = !view || view.lines.length === 0;
  const blocking = view?.notices.filter((n) => n.blocking) ?? [];
  return (
    <div className="cart-page">
      <div className="cart-head">
        <h1>Your cart</h1>
        {view && view.count > 0 ? (
          <p className="cart-count">
            {view.count} {view.count === 1 ? 'item' : 'items'}
          </p>
        ) : null}
        <p className="cart-status" role="status">
          {fetching ? (
            <>
              <span className="spinner" aria-hidden="true" /> Updating your cart…
            </>
          ) : null}
        </p>
      </div>
      {error ? (
        <p className="notice notice--error cart-notice" role="alert">
          {error}
        </p>
      ) : null}
      {view && subscriptionMatches.length > 0 ? (
        <SubscriptionMatchModal
          matches={subscriptionMatches}
          names={Object.fromEntries(view.lines.map((l) => [l.id, l.productOfferName]))}
        />
      ) : null}
      {view && view.removed.length > 0 ? (
        <RemovedNotice removed={view.removed} notice={view.notices.find((n) => n.actionType === 'close')} />
      ) : null}
      {blocking.length > 0 ? (
        <div className="cart-notices" role="alert">
          {blocking.map((n) => (
            <BlockingNotice key={n.id} notice={n} />
          ))}
        </div>
      ) : null}
      {empty || !view ? (
        <EmptyCart />
      ) : (
        <div className="cart-layout">
          <section className="cart-items" aria-labelledby="cart-items-heading" aria-busy={fetching || undefined}>
            <h2 id="cart-items-heading" className="visually-hidden">
              Items in your cart
            </h2>
            <ol className="cart-lines">
              {view.lines.map((line) => (
                <CartLine key={line.id} line={line} maxQuantity={maxQuantity} />
              ))}
            </ol>
            <p className="cart-more">
              <Link to="/">Keep shopping</Link>
            </p>
            {inline}
          </section>
          <CartSummary view={view} checkoutPath={checkoutPath} fetching={fetching} />
        </div>
      )}
    </div>
  );
}

function EmptyCart() {
  return (
    <section className="cart-empty card" aria-labelledby="cart-empty-heading">
      <Icon name="cart" />
      <h2 id="cart-empty-heading">Your cart is empty</h2>
      <p>Pick your numbers, choose a raffle or join a syndicate: what you add shows here.</p>
      <div className="cart-empty-links">
        <PageLink route="/lotto-tickets" className="button button--primary">
          Lotto tickets
        </PageLink>
        <PageLink route="/charity-tickets" className="button button--secondary">
          Charity raffles
        </PageLink>
      </div>
    </section>
  );
}
