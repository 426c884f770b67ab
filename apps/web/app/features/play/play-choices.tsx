import {
  entriesPerGame,
  formatCount,
  isOptionalSet,
  type NumberSet,
  type ProductOffer,
  type SyndicateShare,
} from '@drawline/contracts';
import { useLocale } from '../../lib/locale';
import { itemFields, optionValue } from '../cart';
import { gameOfferLabel } from '../catalogue';
import type { PlayOption } from './draft';

/** Choices drawn as cards: the game offers of a page (systems, super combos). */
export function GameOfferChoices({
  options,
  chosenId,
  baseSets,
  formId,
  legend,
  onChoose,
}: {
  options: readonly PlayOption[];
  chosenId: string;
  baseSets: readonly NumberSet[];
  formId: string;
  legend: string;
  onChoose: (id: string) => void;
}) {
  const l = useLocale();
  return (
    <fieldset className="play-options card">
      <legend className="play-section-title">{legend}</legend>
      <div className="option-cards">
        {options.map((o) => {
          const entries = entriesPerGame(o.gameTypeKey, o.gameOffer, baseSets);
          const from = o.gameOffer.prices[0]?.price;
          const sets = o.gameOffer.numberSets.filter((s) => !isOptionalSet(o.gameTypeKey, s));
          return (
            <label key={o.id} className="option-card">
              <input
                type="radio"
                name={itemFields.option}
                form={formId}
                value={optionValue({ gameType: o.gameTypeKey, gameOffer: o.gameOffer.key, syndicateEncodedId: null })}
                checked={chosenId === o.id}
                onChange={() => onChoose(o.id)}
              />
              <span className="option-card-title">{gameOfferLabel(o.gameOffer.key)}</span>
              <span className="option-card-detail">
                {sets.map((s) => `${s.count} ${s.name === 'Numbers' ? 'numbers' : s.name}`).join(' + ')}
                {sets.length ? ' · ' : ''}
                {l.count(entries)} {entries === 1 ? 'entry' : 'entries'}
                {o.gameTypeKey === 'syndicate' ? ' a share' : ''}
              </span>
              {from ? <span className="option-card-price">from {l.money(from)}</span> : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** A syndicate of the offer matched to its game offer by name (System 12 Syndicate is syndicate_system_12). */
export function syndicateOption(
  options: readonly PlayOption[],
  name: string,
  sharePrice: number,
): PlayOption | undefined {
  const words = (s: string) =>
    s
      .toLowerCase()
      .split(/[\s_]+/)
      .filter(Boolean)
      .sort()
      .join(' ');
  return (
    options.find((o) => words(o.gameOffer.key) === words(name)) ??
    options.find((o) => o.gameOffer.prices.find((p) => p.numGames === 1)?.price.amount === sharePrice)
  );
}

type SyndicateTicket = SyndicateShare['tickets'][number];

/** What a syndicate plays, in words: "PowerHit System 11 (6,600 games) + 3 × System 10 (120 games each)". */
export function syndicatePlays(tickets: readonly SyndicateTicket[]): string {
  return tickets
    .map((t) => {
      const games = `${formatCount(t.numStandardGames)} ${t.numStandardGames === 1 ? 'game' : 'games'}`;
      return t.numGames > 1 ? `${t.numGames} × ${t.name} (${games} each)` : `${t.name} (${games})`;
    })
    .join(' + ');
}

/**
 * What a system entry is, in plain words, with one of the page's own systems as the example;
 * null when no syndicate plays a system.
 */
export function systemExplained(syndicates: readonly SyndicateShare[]): string | null {
  const tickets = syndicates.flatMap((s) => s.tickets);
  const example = tickets.find((t) => /system\s+\d+/i.test(t.name) && t.numStandardGames > 1);
  if (!example) return null;
  const size = /system\s+(\d+)/i.exec(example.name)?.[1];
  const powerHit = tickets.some((t) => /powerhit/i.test(t.name));
  return [
    `A system entry picks more numbers than one game needs and plays every game they make: ${example.name} picks ${size} numbers, ${formatCount(example.numStandardGames)} games in one entry.`,
    powerHit ? 'PowerHit plays every Powerball too.' : '',
    'Any prize is shared equally among the shares.',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The syndicates on sale, each a card: its draw, what it plays, the shares left and a share's price. */
export function SyndicateChoices({
  syndicates,
  options,
  fallback,
  chosenId,
  formId,
  onChoose,
}: {
  syndicates: readonly SyndicateShare[];
  options: readonly PlayOption[];
  fallback: PlayOption;
  chosenId: string | null;
  formId: string;
  onChoose: (option: PlayOption, syndicateId: string) => void;
}) {
  const l = useLocale();
  const explained = systemExplained(syndicates);
  return (
    <fieldset className="play-options card" aria-describedby={explained ? 'system-explained' : undefined}>
      <legend className="play-section-title">Choose a syndicate</legend>
      {explained ? (
        <p id="system-explained" className="play-options-note">
          {explained}
        </p>
      ) : null}
      <div className="option-cards option-cards--wide">
        {syndicates.map((s) => {
          const match = syndicateOption(options, s.name, s.sharePrice.amount) ?? fallback;
          return (
            <label key={s.syndicateEncodedId} className="option-card">
              <input
                type="radio"
                name={itemFields.option}
                form={formId}
                value={optionValue({
                  gameType: match.gameTypeKey,
                  gameOffer: match.gameOffer.key,
                  syndicateEncodedId: s.syndicateEncodedId,
                })}
                checked={chosenId === s.syndicateEncodedId}
                disabled={s.sharesRemaining <= 0}
                onChange={() => onChoose(match, s.syndicateEncodedId)}
              />
              <span className="option-card-title">{s.name}</span>
              <span className="option-card-detail">
                Draw {s.drawNo} · Plays {syndicatePlays(s.tickets)}
              </span>
              <span className="option-card-detail">
                {s.sharesRemaining > 0 ? `${s.sharesRemaining} of ${s.size} shares left` : 'Sold out'}
              </span>
              <span className="option-card-price">{l.money(s.sharePrice)} a share</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The offer's syndicates a page offers: only on its syndicate game type. */
export function syndicatesOf(offer: ProductOffer, gameTypeKey: string): ProductOffer['syndicates'] {
  return gameTypeKey === 'syndicate' ? offer.syndicates : [];
}
