import type { Money } from '@drawline/contracts';
import type { ReactNode } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { PageLink } from '../../lib/capabilities';
import { useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';
import type { CartView } from './cart-view';
import { IDEMPOTENCY_KEY_FIELD } from './intents';
import { LineNumbers } from './line-numbers';
import './cart.css';

export interface BuyPageProps {
  view: CartView;
  availableFunds: Money;
  /** The wallet may pay (capability wallet purchase). */
  walletPurchase: boolean;
  /** The key of this attempt (purchase.server.ts), sent back with the form. */
  idempotencyKey: string;
  /** Why the last attempt was refused. */
  failure: { code: string; message: string } | null;
  /** Pay by card when the wallet is short (the funds feature's deposit-and-buy form). */
  payByCard?: ReactNode;
}

/** How much more the wallet needs; null when it holds enough. */
export function shortfall(total: Money, funds: Money): Money | null {
  const missing = total.amount - (funds.currency === total.currency ? funds.amount : 0);
  return missing > 0 ? { amount: missing, currency: total.currency } : null;
}

/** /cart/buy (checkout layout, signed in): the order, the wallet's balance and the one button that pays. */
export function BuyPage({ view, availableFunds, walletPurchase, idempotencyKey, failure, payByCard }: BuyPageProps) {
  const l = useLocale();
  const paying = useNavigation().state !== 'idle';
  const missing = shortfall(view.total, availableFunds);
  const refusedForFunds = failure?.code === 'insufficient_funds';
  const short = missing !== null || refusedForFunds;
  return (
    <div className="cart-page buy-page">
      <div className="cart-head">
        <h1>Pay for your order</h1>
      </div>
      <div className="cart-layout">
        <section className="card buy-order" aria-labelledby="buy-order-heading">
          <h2 id="buy-order-heading">Your order</h2>
          <ol className="buy-lines">
            {view.lines.map((line) => (
              <li key={line.id} className="buy-line">
                <div className="buy-line-text">
                  <p className="buy-line-summary">
                    {line.summary}
                    {line.quantity > 1 ? ` × ${line.quantity}` : ''}
                  </p>
                  <p className="cart-line-draw">
                    {line.kind} ·{' '}
                    {line.drawNo === null
                      ? 'starts when you pay'
                      : line.numDraws > 1
                        ? `first draw ${line.drawNo}`
                        : `draw ${line.drawNo}`}
                    {line.drawDate ? `, ${l.drawDate(line.drawDate)} AEST` : ''}
                  </p>
                  <LineNumbers games={line.games} quickPick={line.quickPick} />
                </div>
                <p className="buy-line-price">{l.money(line.price)}</p>
              </li>
            ))}
          </ol>
          <dl className="cart-totals">
            {view.promotion?.discount ? (
              <>
                <div>
                  <dt>Subtotal</dt>
                  <dd>{l.money(view.subtotal)}</dd>
                </div>
                <div className="cart-totals-discount">
                  <dt>Promotion {view.promotion.code}</dt>
                  <dd>−{l.money(view.promotion.discount)}</dd>
                </div>
              </>
            ) : null}
            <div className="cart-totals-total">
              <dt>Total</dt>
              <dd data-testid="buy-total">{l.money(view.total)}</dd>
            </div>
            {view.promotion?.pendingCredit ? (
              <div className="cart-totals-note">
                <dt>Wallet credit after you buy</dt>
                <dd>{l.money(view.promotion.pendingCredit)}</dd>
              </div>
            ) : null}
          </dl>
          <p className="cart-more">
            <Link to="/cart">Change your cart</Link>
          </p>
        </section>

        <aside className="cart-summary card" aria-labelledby="buy-pay-heading">
          <h2 id="buy-pay-heading">{short && payByCard ? 'How to pay' : 'Pay from your wallet'}</h2>
          <dl className="cart-totals">
            <div>
              <dt>Wallet balance</dt>
              <dd data-testid="wallet-balance">{l.money(availableFunds)}</dd>
            </div>
          </dl>
          {!walletPurchase ? (
            <p className="notice notice--warning">Paying from your wallet is not available at the moment.</p>
          ) : short && payByCard ? (
            // A way to pay is right below: say it, without telling the customer off (issue 23).
            <p className="notice" data-testid="pay-by-card-lead">
              {availableFunds.amount > 0
                ? `Your wallet holds ${l.money(availableFunds)}, ${l.money(missing ?? view.total)} less than this order. Pay the rest by card below.`
                : `Pay ${l.money(view.total)} by card below.`}
            </p>
          ) : short ? (
            // No way to pay here: only then is it an error.
            <div className="notice notice--error" role="alert">
              <p>
                Your wallet holds {l.money(availableFunds)}, which is not enough to pay {l.money(view.total)}
                {missing ? ` (${l.money(missing)} short)` : ''}.
              </p>
              <p>
                <PageLink route="/my-account/deposit">Deposit funds</PageLink> or{' '}
                <Link to="/cart">change your cart</Link>.
              </p>
            </div>
          ) : null}
          {failure && !refusedForFunds ? (
            <div className="notice notice--error" role="alert">
              <p>{failure.message}</p>
              <p>
                <Link to="/cart">Review your cart</Link>
              </p>
            </div>
          ) : null}
          {short && payByCard ? payByCard : null}
          {walletPurchase && !short ? (
            <Form method="post" replace>
              <input type="hidden" name={IDEMPOTENCY_KEY_FIELD} value={idempotencyKey} />
              <Button type="submit" variant="primary" block loading={paying}>
                {paying ? 'Paying…' : `Pay ${l.money(view.total)} from your wallet`}
              </Button>
            </Form>
          ) : walletPurchase && !payByCard ? (
            <Button type="button" variant="primary" block disabled>
              {`Pay ${l.money(view.total)} from your wallet`}
            </Button>
          ) : null}
        </aside>
      </div>
    </div>
  );
}
