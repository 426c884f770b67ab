import { type BlockedReasonActionType, cartDebounceMs } from '@drawline/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useFetcher, useFetchers } from 'react-router';
import { PageLink, type PageRoute, useCapabilities } from '../../lib/capabilities';
import { useLocale } from '../../lib/locale';
import { Button, ButtonLink } from '../../ui/button';
import { Icon } from '../../ui/icons';
import { OfferLogo } from '../../ui/picture';
import type { CartLineView, CartNoticeView, CartView, PromotionView, RemovedLineView } from './cart-view';
import { leadingGate, trailing } from './debounce';
import { type CartActionData, cartIntents } from './intents';
import { LineNumbers } from './line-numbers';
import './cart.css';

export interface CartPageProps {
  view: CartView | null;
  /** Where Checkout goes: /cart/buy when signed in, /checkout/login for a visitor. */
  checkoutPath: string;
  /** Items are bought this many times over at most (docs/decisions/110). */
  maxQuantity: number;
  /** The refusal of a form posted without a script (the page's action data). */
  error: string | null;
}

/** Where a blocked reason's action leads (2-shopping.md §4); fixed and close have no page. */
const noticePages: Partial<Record<BlockedReasonActionType, { route: PageRoute; label: string }>> = {
  spend_limit: { route: '/my-account/spend-limits', label: 'Review your spend limits' },
  global_spend_limit: { route: '/my-account/spend-limits', label: 'Review your spend limits' },
  deposit_limit: { route: '/my-account/spend-limits', label: 'Review your deposit limits' },
  verify_account_required: { route: '/my-account/verify-account', label: 'Verify your account' },
};

/** The cart's forms are in flight: the page says it is updating (2-shopping.md §3 isFetching). */
function useCartFetching(): boolean {
  return useFetchers().some((f) => f.state !== 'idle' && f.formAction?.startsWith('/cart'));
}

/** /cart (checkout layout): the items, their changes, the promotion, the totals and the way to pay. */
export function CartPage({ view, checkoutPath, maxQuantity, error }: CartPageProps) {
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

/** Items a build took out (blocked reason auto_removed_items, action close): listed until dismissed. */
function RemovedNotice({ removed, notice }: { removed: RemovedLineView[]; notice?: CartNoticeView }) {
  const fetcher = useFetcher<CartActionData>();
  const gate = useRef(leadingGate(cartDebounceMs.readAndBuild));
  const closing = fetcher.state !== 'idle';
  return (
    <section className="notice notice--warning cart-notice cart-removed" aria-labelledby="cart-removed-heading">
      <h2 id="cart-removed-heading" className="cart-notice-title">
        {notice?.message ??
          `We removed ${removed.length === 1 ? 'an item' : `${removed.length} items`} from your cart.`}
      </h2>
      <ul>
        {removed.map((r) => (
          <li key={r.id}>
            {r.summary}. {r.reason}
          </li>
        ))}
      </ul>
      <fetcher.Form
        method="post"
        action="/cart"
        onSubmit={(e) => {
          if (!gate.current()) e.preventDefault();
        }}
      >
        <input type="hidden" name="intent" value={cartIntents.closeRemoved} />
        <Button type="submit" variant="secondary" size="small" loading={closing}>
          Dismiss
        </Button>
      </fetcher.Form>
    </section>
  );
}

function BlockingNotice({ notice }: { notice: CartNoticeView }) {
  const page = noticePages[notice.actionType];
  return (
    <p className="notice notice--error cart-notice">
      {notice.message}
      {page ? (
        <>
          {' '}
          <PageLink route={page.route}>{page.label}</PageLink>
        </>
      ) : null}
    </p>
  );
}

function CartLine({ line, maxQuantity }: { line: CartLineView; maxQuantity: number }) {
  const l = useLocale();
  const remover = useFetcher<CartActionData>();
  const removing = remover.state !== 'idle';
  const refused = remover.data && !remover.data.ok ? remover.data.error : null;
  const headingId = `cart-line-${line.id}`;
  return (
    <li className={`cart-line card${removing ? ' cart-line--leaving' : ''}`} aria-labelledby={headingId}>
      <div className="cart-line-head">
        <div className="cart-line-brand">
          <OfferLogo src={line.logoImage} size={32} />
          <div>
            <h3 className="cart-line-title" id={headingId}>
              <Link to={line.playPath}>{line.productOfferName}</Link>
            </h3>
            <p className="cart-line-kind">
              {line.kind}
              {line.preOrder ? <span className="cart-tag">Pre-order</span> : null}
            </p>
          </div>
        </div>
        <p className="cart-line-price">
          <span className="visually-hidden">Price </span>
          {l.money(line.price)}
          {line.quantity > 1 ? <span className="cart-line-unit">{l.money(line.unitPrice)} each</span> : null}
        </p>
      </div>
      <p className="cart-line-summary">{line.summary}</p>
      <p className="cart-line-draw">
        {line.numDraws > 1 ? `First draw ${line.drawNo}` : `Draw ${line.drawNo}`}
        {line.drawDate ? ` · ${l.drawDate(line.drawDate)} AEST` : ''}
      </p>
      {line.details.length > 0 ? (
        <ul className="cart-line-details">
          {line.details.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
      ) : null}
      <LineNumbers games={line.games} quickPick={line.quickPick} />
      <div className="cart-line-actions">
        {line.quantityFixed ? null : <QuantityStepper line={line} maxQuantity={maxQuantity} />}
        <remover.Form method="post" action="/cart">
          <input type="hidden" name="intent" value={cartIntents.remove} />
          <input type="hidden" name="itemId" value={line.id} />
          <Button
            type="submit"
            variant="ghost"
            size="small"
            loading={removing}
            aria-label={`Remove ${line.summary} from your cart`}
          >
            Remove
          </Button>
        </remover.Form>
      </div>
      {refused ? (
        <p className="field-error" role="alert">
          {refused}
        </p>
      ) : null}
    </li>
  );
}

/**
 * The quantity of an item: − and + post the new quantity. With a script the presses are counted
 * on the page and sent once they stop for half a second (2-shopping.md §9); without one each press
 * is a form post.
 */
function QuantityStepper({ line, maxQuantity }: { line: CartLineView; maxQuantity: number }) {
  const fetcher = useFetcher<CartActionData>();
  const [wanted, setWanted] = useState(line.quantity);
  const submit = useRef(fetcher.submit);
  submit.current = fetcher.submit;
  const send = useRef(
    trailing<number>(cartDebounceMs.readAndBuild, (quantity) =>
      submit.current(
        { intent: cartIntents.quantity, itemId: line.id, quantity: String(quantity) },
        { method: 'post', action: '/cart' },
      ),
    ),
  );
  // The cart's answer is the truth: a refused change goes back to what the cart holds.
  useEffect(() => setWanted(line.quantity), [line.quantity]);
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok) setWanted(line.quantity);
  }, [fetcher.state, fetcher.data, line.quantity]);
  useEffect(() => () => send.current.cancel(), []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const button = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const next = Number(button?.value);
    if (!Number.isInteger(next) || next < 1 || next > maxQuantity) return;
    setWanted(next);
    send.current.call(next);
  };
  const refused = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data.error : null;
  const outputId = `quantity-${line.id}`;
  return (
    <>
      <fetcher.Form method="post" action="/cart" className="stepper" onSubmit={onSubmit}>
        <input type="hidden" name="intent" value={cartIntents.quantity} />
        <input type="hidden" name="itemId" value={line.id} />
        <span className="stepper-label" id={`${outputId}-label`}>
          Quantity
        </span>
        <button
          type="submit"
          name="quantity"
          value={wanted - 1}
          className="stepper-button"
          disabled={wanted <= 1}
          aria-label={`One fewer of ${line.summary}`}
        >
          −
        </button>
        <output
          id={outputId}
          className="stepper-value"
          aria-labelledby={`${outputId}-label ${outputId}`}
          aria-live="polite"
        >
          {wanted}
        </output>
        <button
          type="submit"
          name="quantity"
          value={wanted + 1}
          className="stepper-button"
          disabled={wanted >= maxQuantity}
          aria-label={`One more of ${line.summary}`}
        >
          +
        </button>
      </fetcher.Form>
      {refused ? (
        <p className="field-error cart-line-error" role="alert">
          {refused}
        </p>
      ) : null}
    </>
  );
}

function CartSummary({ view, checkoutPath, fetching }: { view: CartView; checkoutPath: string; fetching: boolean }) {
  const l = useLocale();
  const vouchers = useCapabilities().has('vouchers');
  const promotion = view.promotion;
  return (
    <aside className="cart-summary card" aria-labelledby="cart-summary-heading" aria-busy={fetching || undefined}>
      <h2 id="cart-summary-heading">Order summary</h2>
      <dl className="cart-totals">
        <div>
          <dt>Subtotal</dt>
          <dd>{l.money(view.subtotal)}</dd>
        </div>
        {promotion?.discount ? (
          <div className="cart-totals-discount">
            <dt>Promotion {promotion.code}</dt>
            <dd>−{l.money(promotion.discount)}</dd>
          </div>
        ) : null}
        <div className="cart-totals-total">
          <dt>Total</dt>
          <dd data-testid="cart-total">{l.money(view.total)}</dd>
        </div>
        {view.preOrderTotal ? (
          <div className="cart-totals-note">
            <dt>Of which pre-orders</dt>
            <dd>{l.money(view.preOrderTotal)}</dd>
          </div>
        ) : null}
        {promotion?.pendingCredit ? (
          <div className="cart-totals-note">
            <dt>Wallet credit after you buy</dt>
            <dd>{l.money(promotion.pendingCredit)}</dd>
          </div>
        ) : null}
      </dl>
      {vouchers || promotion ? <PromotionBox promotion={promotion} /> : null}
      {view.canCheckout ? (
        <ButtonLink to={checkoutPath} variant="primary" block>
          Checkout
        </ButtonLink>
      ) : (
        <>
          <Button variant="primary" block disabled aria-describedby="cart-blocked-hint">
            Checkout
          </Button>
          <p id="cart-blocked-hint" className="field-hint">
            Sort out the notices above to check out.
          </p>
        </>
      )}
      {view.showRegulation ? (
        <p className="cart-regulation">
          Lottery tickets and syndicate shares are bought on your behalf from the official lottery operators. Your
          tickets, and any prizes they win, are yours.
        </p>
      ) : null}
    </aside>
  );
}

/**
 * The promotion code (2-shopping.md §3 Cart promotion): apply one, see what it gives or why not,
 * remove it. A script sends the code half a second after the last press (§9: promotion 500 ms).
 */
function PromotionBox({ promotion }: { promotion: PromotionView | null }) {
  const applier = useFetcher<CartActionData>();
  const remover = useFetcher<CartActionData>();
  const [waiting, setWaiting] = useState(false);
  const submit = useRef(applier.submit);
  submit.current = applier.submit;
  const send = useRef(
    trailing<FormData>(cartDebounceMs.promotion, (form) => {
      setWaiting(false);
      submit.current(form, { method: 'post', action: '/cart' });
    }),
  );
  useEffect(() => () => send.current.cancel(), []);
  const refused = applier.state === 'idle' && applier.data && !applier.data.ok ? applier.data.error : null;
  const form = useRef<HTMLFormElement>(null);
  // An applied code empties the field for the next one.
  useEffect(() => {
    if (applier.state === 'idle' && applier.data?.ok) form.current?.reset();
  }, [applier.state, applier.data]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setWaiting(true);
    send.current.call(new FormData(event.currentTarget));
  };
  return (
    <section className="cart-promotion" aria-labelledby="cart-promotion-heading">
      <h3 id="cart-promotion-heading" className="cart-promotion-title">
        Promotion code
      </h3>
      {promotion ? (
        <div className={`cart-promotion-applied${promotion.applied ? '' : ' cart-promotion-applied--held'}`}>
          <p>
            <strong className="cart-promotion-code">{promotion.code}</strong> {promotion.description}
          </p>
          {promotion.message ? <p className="cart-promotion-message">{promotion.message}</p> : null}
          <remover.Form method="post" action="/cart">
            <input type="hidden" name="intent" value={cartIntents.removePromotion} />
            <Button
              type="submit"
              variant="ghost"
              size="small"
              loading={remover.state !== 'idle'}
              aria-label={`Remove promotion code ${promotion.code}`}
            >
              Remove
            </Button>
          </remover.Form>
        </div>
      ) : null}
      <applier.Form ref={form} method="post" action="/cart" className="cart-promotion-form" onSubmit={onSubmit}>
        <input type="hidden" name="intent" value={cartIntents.applyPromotion} />
        {/* The heading above names the field; a second visible name would say it twice. */}
        <label className={promotion ? 'field-label' : 'visually-hidden'} htmlFor="promotion-code">
          {promotion ? 'Use another code' : 'Promotion code'}
        </label>
        <div className="cart-promotion-row">
          <input
            id="promotion-code"
            name="promotionCode"
            className="field-input"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={32}
            aria-invalid={refused ? true : undefined}
            aria-describedby={refused ? 'promotion-code-error' : undefined}
          />
          <Button type="submit" variant="secondary" loading={waiting || applier.state !== 'idle'}>
            Apply
          </Button>
        </div>
        {refused ? (
          <p className="field-error" id="promotion-code-error" role="alert">
            <Icon name="error" />
            {refused}
          </p>
        ) : null}
      </applier.Form>
    </section>
  );
}
