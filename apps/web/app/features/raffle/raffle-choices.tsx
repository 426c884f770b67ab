import type { Draw, GameOffer } from '@drawline/contracts';
import { useLocale } from '../../lib/locale';
import { itemFields } from '../cart';

/** How many of the draw's tickets are left, in words and as a bar. */
export function Stock({ draw, ticketCap }: { draw: Draw; ticketCap: number }) {
  const l = useLocale();
  return (
    <div className="stock">
      <p className="stock-text">
        {l.count(draw.ticketsRemaining ?? 0)} of {l.count(ticketCap)} tickets left
      </p>
      <div className="stock-bar" aria-hidden="true">
        <span style={{ width: `${Math.min(100, (100 * draw.ticketsSold) / ticketCap)}%` }} />
      </div>
    </div>
  );
}

/** The ticket bundles of the raffle's price list, one to choose. */
export function TicketBundles({
  prices,
  numGames,
  onChoose,
}: {
  prices: readonly GameOffer['prices'][number][];
  numGames: number | null;
  onChoose: (numGames: number) => void;
}) {
  const l = useLocale();
  return (
    <fieldset className="choice-group">
      <legend className="field-label">Tickets</legend>
      <div className="bundle-list">
        {prices.map((p) => (
          <label key={p.numGames} className="option-card bundle">
            <input
              type="radio"
              name={itemFields.numGames}
              value={p.numGames}
              checked={numGames === p.numGames}
              onChange={() => onChoose(p.numGames)}
            />
            <span className="option-card-title">
              {p.numGames} {p.numGames === 1 ? 'ticket' : 'tickets'}
            </span>
            <span className="option-card-price">{l.money(p.price)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** How many consecutive draws the tickets are for, when the offer sells more than one. */
export function DrawCount({
  choices,
  numDraws,
  onChoose,
}: {
  choices: readonly number[];
  numDraws: number;
  onChoose: (numDraws: number) => void;
}) {
  return (
    <div className="field">
      <label className="field-label" htmlFor="raffle-draws">
        Number of draws
      </label>
      <select
        id="raffle-draws"
        name={itemFields.numDraws}
        className="field-input"
        value={numDraws}
        onChange={(e) => onChoose(Number(e.target.value))}
      >
        {choices.map((n) => (
          <option key={n} value={n}>
            {n} {n === 1 ? 'draw' : 'consecutive draws'}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The cause the tickets support, when the raffle has causes. */
export function CauseChoice({
  causes,
  causeKey,
  onChoose,
}: {
  causes: readonly { key: string; name: string }[];
  causeKey: string | null;
  onChoose: (causeKey: string) => void;
}) {
  return (
    <fieldset className="choice-group">
      <legend className="field-label">Cause to support</legend>
      {causes.map((c) => (
        <label key={c.key} className="field-check">
          <input
            type="radio"
            name={itemFields.causeKey}
            value={c.key}
            checked={causeKey === c.key}
            onChange={() => onChoose(c.key)}
          />
          <span>{c.name}</span>
        </label>
      ))}
    </fieldset>
  );
}
