import { cardLabel, type Fund } from '@drawline/contracts';
import { Form, useNavigation } from 'react-router';
import { Button } from '../../ui/button';
import { FormError } from '../../ui/field';
import { type ElevatedActionData, ElevationModal, isElevationModalOpen, useElevatedForm } from '../two-factor';
import './funds.css';

export { cardLabel };

/** What the cards page's action answers a removal (funds.server.ts CardsActionData). */
type RemoveAnswer = ElevatedActionData & { ok: boolean; message: string };

/**
 * The cards section of /my-account/cards-and-accounts: each saved card with make-default and
 * remove, and the way to the gateway's own card page. A section of its own, so the bank accounts
 * section can sit beside it. Removing a card is money leaving the account's protection: with
 * two-factor on it asks for a code in the elevation modal and replays (docs/decisions/346).
 */
export function CardsList({ cards, addCardUrl }: { cards: Fund[]; addCardUrl: string | null }) {
  const busy = useNavigation().state === 'submitting';
  const removal = useElevatedForm<RemoveAnswer>();
  const answer = removal.fetcher.data;
  const removing = removal.busy && !isElevationModalOpen(removal.status);
  return (
    <section className="card funds-section" aria-labelledby="cards-heading">
      <h2 id="cards-heading">Cards</h2>
      {answer && !answer.elevation ? (
        answer.ok ? (
          <p className="notice notice--success" role="status">
            {answer.message}
          </p>
        ) : (
          <FormError>{answer.message}</FormError>
        )
      ) : null}
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
              <removal.fetcher.Form method="post" onSubmit={removal.onSubmit}>
                <input type="hidden" name="fundId" value={card.id} />
                <Button
                  type="submit"
                  name="intent"
                  value="remove"
                  variant="ghost"
                  size="small"
                  disabled={busy || removing}
                >
                  Remove<span className="visually-hidden"> {cardLabel(card)}</span>
                </Button>
              </removal.fetcher.Form>
            </div>
          </li>
        ))}
      </ul>
      {addCardUrl ? (
        <a className="button button--secondary" href={addCardUrl} data-testid="add-card">
          Add a card
        </a>
      ) : null}
      <ElevationModal elevation={removal} answer={answer} />
    </section>
  );
}
