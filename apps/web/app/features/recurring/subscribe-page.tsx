import { type Money, type SubscriptionFrequency, subscriptionFrequencies } from '@drawline/contracts';
import { Form } from 'react-router';
import { useLocale } from '../../lib/locale';
import { buttonClass } from '../../ui/button';
import { itemFields } from '../cart';
import './subscribe.css';

const frequencyWords: Record<SubscriptionFrequency, { title: string; detail: string }> = {
  monthly: { title: 'Monthly', detail: 'A ticket in the first draw of every month' },
  quarterly: { title: 'Quarterly', detail: 'Every three months' },
  biannually: { title: 'Biannually', detail: 'Every six months' },
  annually: { title: 'Annually', detail: 'Once a year' },
};

export interface SubscribePageProps {
  offer: { key: string; name: string; information: string | null };
  gameOffer: { key: string; prices: readonly { numGames: number; price: Money }[] };
  causes: readonly { key: string; name: string }[];
  firstDraw: { drawNo: number; drawDate: string } | null;
  frequency: SubscriptionFrequency;
  calendar: string;
}

/**
 * An offer's subscription page (/:productOfferKey/subscription; issue 25, decision 368): how
 * often, how many tickets and which cause, then the cart as any entry. A plain form to the cart
 * page's action, so it works without the page's script; the first draw is bought at checkout and
 * the shop buys the rest until the customer pauses or cancels.
 */
export function SubscribePage({ offer, gameOffer, causes, firstDraw, frequency, calendar }: SubscribePageProps) {
  const l = useLocale();
  return (
    <div className="container subscribe">
      <h1>Subscribe to {offer.name}</h1>
      <p className="subscribe-lead">
        {offer.information ?? 'Your tickets are bought for you in every period until you pause or cancel.'}
      </p>
      <Form method="post" action="/cart" className="card subscribe-form">
        <input type="hidden" name={itemFields.intent} value="add" />
        <input type="hidden" name={itemFields.productOfferKey} value={offer.key} />
        <input type="hidden" name={itemFields.option} value={`deferred/${gameOffer.key}`} />
        <input type="hidden" name={itemFields.numDraws} value="1" />
        <input type="hidden" name={itemFields.recurring} value="subscription" />
        <fieldset className="subscribe-choices">
          <legend className="field-label">How often</legend>
          {subscriptionFrequencies.map((f) => (
            <label key={f} className="subscribe-option">
              <input type="radio" name={itemFields.frequency} value={f} defaultChecked={f === frequency} />
              <span className="subscribe-option-title">{frequencyWords[f].title}</span>
              <span className="subscribe-option-detail">{frequencyWords[f].detail}</span>
            </label>
          ))}
        </fieldset>
        <fieldset className="subscribe-choices">
          <legend className="field-label">Tickets each time</legend>
          {gameOffer.prices.map((p, i) => (
            <label key={p.numGames} className="subscribe-option">
              <input type="radio" name={itemFields.numGames} value={p.numGames} defaultChecked={i === 0} />
              <span className="subscribe-option-title">
                {p.numGames} {p.numGames === 1 ? 'ticket' : 'tickets'}
              </span>
              <span className="subscribe-option-detail">{l.money(p.price)} each time</span>
            </label>
          ))}
        </fieldset>
        {causes.length > 0 ? (
          <fieldset className="subscribe-choices">
            <legend className="field-label">Cause to support</legend>
            {causes.map((c, i) => (
              <label key={c.key} className="subscribe-option">
                <input type="radio" name={itemFields.causeKey} value={c.key} defaultChecked={i === 0} />
                <span className="subscribe-option-title">{c.name}</span>
              </label>
            ))}
          </fieldset>
        ) : null}
        {firstDraw ? (
          <p className="field-hint">
            Your first ticket is in draw {firstDraw.drawNo} on {l.drawDate(firstDraw.drawDate)}, bought when you check
            out.
          </p>
        ) : null}
        <button type="submit" className={buttonClass({ variant: 'primary', block: true })}>
          Subscribe
        </button>
      </Form>
      <p className="subscribe-calendar">
        <a href={calendar} type="application/pdf" download={`${offer.key}-calendar.pdf`}>
          Download the draw calendar (PDF)
        </a>
      </p>
    </div>
  );
}
