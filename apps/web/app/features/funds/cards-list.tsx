import { cardLabel, type Fund } from '@drawline/contracts';
import { Form, useNavigation } from 'react-router';
import { Button } from '../../ui/button';
import './funds.css';

export { cardLabel };

/**
 * The cards section of /my-account/cards-and-accounts: each saved card with make-default and
 * remove, and the way to the gateway's own card page. A section of its own, so the bank accounts
 * section can sit beside it.
 */
export function CardsList({ cards, addCardUrl }: { cards: Fund[]; addCardUrl: string | null }) {
  const busy = useNavigation().state === 'submitting';
  return (
    <section className="card funds-section" aria-labelledby="cards-heading">
      <h2 id="cards-heading">Cards</h2>
      {cards.length === 0 ? <p>You have no saved cards.</p> : null}
      <ul className="funds-cards">
        {cards.map((card) => (
          <li key={card.id} className="funds-card" data-testid="saved-card">
            <div>
              <p className="funds-card-name">
                {cardLabel(card)}
                {card.default ? <span className="funds-badge">Default</span> : null}
              </p>
              <p className="funds-card-meta">
                {card.holderName}, expires {String(card.expiryMonth).padStart(2, '0')}/
                {String(card.expiryYear).slice(-2)}
              </p>
            </div>
            <div className="funds-card-actions">
              {card.default ? null : (
                <Form method="post">
                  <input type="hidden" name="fundId" value={card.id} />
                  <Button type="submit" name="intent" value="default" variant="secondary" size="small" disabled={busy}>
                    Make default<span className="visually-hidden"> {cardLabel(card)}</span>
                  </Button>
                </Form>
              )}
              <Form method="post">
                <input type="hidden" name="fundId" value={card.id} />
                <Button type="submit" name="intent" value="remove" variant="ghost" size="small" disabled={busy}>
                  Remove<span className="visually-hidden"> {cardLabel(card)}</span>
                </Button>
              </Form>
            </div>
          </li>
        ))}
      </ul>
      {addCardUrl ? (
        <a className="button button--secondary" href={addCardUrl} data-testid="add-card">
          Add a card
        </a>
      ) : null}
    </section>
  );
}
