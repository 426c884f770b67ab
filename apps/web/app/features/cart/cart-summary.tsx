import { cartDebounceMs } from '@drawline/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { useCapabilities } from '../../lib/capabilities';
import { useLocale } from '../../lib/locale';
import { Button, ButtonLink } from '../../ui/button';
import { Icon } from '../../ui/icons';
import type { CartView, PromotionView } from './cart-view';
import { CHANGE_KEY_FIELD, newChangeKey, useChangeKey } from './change-key';
import { trailing } from './debounce';
import { type CartActionData, cartIntents } from './intents';

export function CartSummary({
  view,
  checkoutPath,
  fetching,
}: {
  view: CartView;
  checkoutPath: string;
  fetching: boolean;
}) {
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
      // Each code sent is an attempt of its own (decision 331).
      form.set(CHANGE_KEY_FIELD, newChangeKey());
      submit.current(form, { method: 'post', action: '/cart' });
    }),
  );
  useEffect(() => () => send.current.cancel(), []);
  const refused = applier.state === 'idle' && applier.data && !applier.data.ok ? applier.data.error : null;
  const removeKey = useChangeKey(remover.data);
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
            <input type="hidden" name={CHANGE_KEY_FIELD} value={removeKey} />
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
