import { cardLabel, type Fund, type Money, type Partner, type PartnerFetchStatus } from '@drawline/contracts';
import { Form, Link, useNavigation } from 'react-router';
import { useLocale } from '../../lib/locale';
import { Button, ButtonLink } from '../../ui/button';
import type { PricedPartnerItem } from './partner-item';
import './partner-purchase.css';

export interface PartnerCheckoutProps {
  status: PartnerFetchStatus;
  partner: Partner;
  item: PricedPartnerItem | null;
  signIn: string | null;
  signUp: string | null;
  ready: {
    cards: Fund[];
    addCardUrl: string | null;
    selectedFundId: string | null;
    otherItems: number;
    charge: Money;
    idempotencyKey: string;
    cardError: string | null;
  } | null;
  failure: { message: string; idempotencyKey: string } | null;
}

/** The partner's name over its page: the partner frame inside the standalone layout. */
export function PartnerHeader({ partner, lead }: { partner: Partner; lead: string }) {
  return (
    <header className="partner-head">
      <p className="partner-kicker">In support of</p>
      <p className="partner-name" data-testid="partner-name">
        {partner.name}
      </p>
      <p className="partner-lead">{lead}</p>
    </header>
  );
}

function PayForm({
  ready,
  failure,
}: {
  ready: NonNullable<PartnerCheckoutProps['ready']>;
  failure: PartnerCheckoutProps['failure'];
}) {
  const l = useLocale();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const chosen = ready.cards.find((c) => c.id === ready.selectedFundId) ?? ready.cards[0];
  const amount = (ready.charge.amount / 100).toFixed(2);
  const message = failure?.message ?? ready.cardError;
  return (
    <section className="card partner-pay" aria-labelledby="partner-pay-heading">
      <h2 id="partner-pay-heading">Pay by card</h2>
      {message ? (
        <p role="alert" className="partner-error" data-testid="partner-error">
          {message}
        </p>
      ) : null}
      <p data-testid="partner-charge">Your card will be charged {l.money(ready.charge)}.</p>
      {chosen ? (
        <Form method="post" className="partner-pay-form">
          <fieldset>
            <legend>Pay with</legend>
            {ready.cards.map((card) => (
              <label key={card.id} className="partner-card">
                <input type="radio" name="fundId" value={card.id} defaultChecked={card.id === chosen.id} />{' '}
                {cardLabel(card)}
              </label>
            ))}
          </fieldset>
          <input type="hidden" name="amount" value={amount} />
          <input type="hidden" name="idempotencyKey" value={failure?.idempotencyKey ?? ready.idempotencyKey} />
          <Button type="submit" variant="primary" block loading={busy} disabled={busy}>
            {`Pay ${l.money(ready.charge)} by card`}
          </Button>
        </Form>
      ) : null}
      {ready.addCardUrl ? (
        <p>
          <a
            href={ready.addCardUrl}
            className={chosen ? 'partner-add-card' : 'button button--primary button--block'}
            data-testid="partner-add-card"
          >
            {chosen ? 'Use another card' : 'Enter your card details'}
          </a>
        </p>
      ) : null}
    </section>
  );
}

/**
 * /purchase/:partnerSlug (3-account.md §2, §4 partner fetch status): what the partner's link buys
 * and its price; a visitor is asked to sign in or join and comes back here, a customer pays by card
 * (deposit and buy in one call) and goes to the partner receipt. `pending` while the page loads.
 */
export function PartnerCheckout(props: PartnerCheckoutProps) {
  const l = useLocale();
  const navigation = useNavigation();
  const status: PartnerFetchStatus = navigation.state === 'loading' ? 'pending' : props.status;
  const { partner, item, ready } = props;
  return (
    <div className="partner-page" data-status={status} aria-busy={status === 'pending'}>
      <PartnerHeader partner={partner} lead="Every ticket bought here supports their work." />
      <h1>Buy your tickets</h1>
      {status === 'pending' ? (
        <p role="status" className="partner-loading">
          Loading…
        </p>
      ) : null}
      {item ? (
        <section className="card partner-item" aria-labelledby="partner-item-heading">
          <h2 id="partner-item-heading">{item.offerName}</h2>
          <p>
            {item.numGames} {item.numGames === 1 ? 'game' : 'games'}, quick pick, next draw
          </p>
          <p className="partner-price" data-testid="partner-price">
            {l.money(item.price)}
          </p>
          {ready && ready.otherItems > 0 ? (
            <p className="partner-note">
              Your cart already holds {ready.otherItems} {ready.otherItems === 1 ? 'entry' : 'entries'}: they are bought
              with this one.
            </p>
          ) : null}
        </section>
      ) : (
        <p className="partner-note" data-testid="partner-no-item">
          This link names nothing we sell just now. <Link to="/">See what is on sale</Link>.
        </p>
      )}
      {item && props.signIn ? (
        <section className="card partner-sign-in" aria-labelledby="partner-sign-in-heading">
          <h2 id="partner-sign-in-heading">Sign in to buy</h2>
          <p>Sign in or open an account, and you come straight back here to pay.</p>
          <div className="partner-actions">
            <ButtonLink to={props.signIn} variant="primary">
              Sign in
            </ButtonLink>
            {props.signUp ? (
              <ButtonLink to={props.signUp} variant="secondary">
                Open an account
              </ButtonLink>
            ) : null}
          </div>
        </section>
      ) : null}
      {item && ready ? <PayForm ready={ready} failure={props.failure} /> : null}
    </div>
  );
}
