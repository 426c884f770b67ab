import {
  type Draw,
  type GameOffer,
  heldUntilSalesOpen,
  isRecurringOn,
  type Money,
  type ProductOffer,
  type SyndicateShare,
} from '@drawline/contracts';
import { PageLink, useCapabilities } from '../../lib/capabilities';
import { useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';
import { itemFields } from '../cart';
import { entryCountNoun } from '../catalogue';
import { AutoPlayChoice } from './autoplay-choice';
import type { DraftAction, PlayDraft } from './draft';

const dayLabel = (day: string) => day.charAt(0).toUpperCase() + day.slice(1);

export interface EntrySummaryProps {
  offer: ProductOffer;
  gameTypeKey: string;
  gameOffer: GameOffer;
  draft: PlayDraft;
  change: (action: DraftAction) => void;
  /** The game counts on the price list. */
  choices: readonly number[];
  /** The draws the entry may start in, and the one it starts in. */
  drawChoices: readonly Draw[];
  firstDraw: Draw | undefined;
  showFirstDraw: boolean;
  causes: readonly { key: string; name: string }[];
  /** Lines one game plays in each draw. */
  perGame: number;
  price: Money | undefined;
  syndicates: readonly SyndicateShare[];
  problems: readonly string[];
  hasNumbers: boolean;
  busy: boolean;
}

/** The entry's choices beside (or, on a phone, after) the games, and the bar with its total and Add to cart. */
export function EntrySummary(props: EntrySummaryProps) {
  const { offer, gameTypeKey, gameOffer, draft, change } = props;
  const l = useLocale();
  // The lottery's own syndicate tab has no syndicate on sale to hold the shares.
  const sharesElsewhere = gameTypeKey === 'syndicate' && props.syndicates.length === 0;
  const showsEntries = gameTypeKey !== 'syndicate' && offer.type === 'lottery_ticket';
  return (
    <>
      <h2 id="summary-heading" className="play-section-title">
        Your entry
      </h2>
      {props.choices.length > 1 ? (
        <div className="field">
          <label className="field-label" htmlFor="num-games">
            Number of {entryCountNoun(gameTypeKey, 2, offer.type)}
          </label>
          <select
            id="num-games"
            name={itemFields.numGames}
            className="field-input"
            value={draft.numGames}
            onChange={(e) => change({ type: 'numGames', numGames: Number(e.target.value) })}
          >
            {props.choices.map((n) => (
              <option key={n} value={n}>
                {n} {entryCountNoun(gameTypeKey, n, offer.type)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {gameOffer.multiDraw.length > 1 ? (
        <div className="field">
          <label className="field-label" htmlFor="num-draws">
            Number of draws
          </label>
          <select
            id="num-draws"
            name={itemFields.numDraws}
            className="field-input"
            value={draft.numDraws}
            onChange={(e) => change({ type: 'numDraws', numDraws: Number(e.target.value) })}
          >
            {gameOffer.multiDraw.map((n) => (
              <option key={n} value={n}>
                {n} {n === 1 ? 'draw' : 'consecutive draws'}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {props.showFirstDraw ? (
        // Cards rather than a select: a draw's date and jackpot are too long for one line on a phone.
        <fieldset className="choice-group">
          <legend className="field-label">First draw</legend>
          <div className="draw-choices">
            {props.drawChoices.map((d) => (
              <label key={d.drawNo} className="draw-choice">
                <input
                  type="radio"
                  name={itemFields.drawNo}
                  value={d.drawNo}
                  checked={props.firstDraw?.drawNo === d.drawNo}
                  onChange={() => change({ type: 'firstDraw', drawNo: d.drawNo })}
                />
                <span className="draw-choice-date">{l.drawDate(d.drawDate)}</span>
                <span className="draw-choice-jackpot">{l.jackpot(d)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {props.firstDraw?.purchaseStatus === 'pre_order' && !sharesElsewhere ? (
        <SalesOpenNotice offer={offer} gameTypeKey={gameTypeKey} draw={props.firstDraw} numDraws={draft.numDraws} />
      ) : null}
      {offer.selectableDays.length > 0 ? (
        <fieldset className="choice-group">
          <legend className="field-label">Draw day</legend>
          <div className="chips">
            {offer.selectableDays.map((day) => (
              <label key={day} className="chip">
                <input
                  type="radio"
                  name={itemFields.day}
                  value={day}
                  checked={draft.day === day}
                  onChange={() => change({ type: 'day', day })}
                />
                <span>{dayLabel(day)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {props.causes.length > 0 ? (
        <fieldset className="choice-group">
          <legend className="field-label">Cause to support</legend>
          {props.causes.map((c) => (
            <label key={c.key} className="field-check">
              <input
                type="radio"
                name={itemFields.causeKey}
                value={c.key}
                checked={draft.causeKey === c.key}
                onChange={() => change({ type: 'cause', causeKey: c.key })}
              />
              <span>{c.name}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {showsEntries ? (
        <dl className="play-total">
          <div>
            <dt>Entries per draw</dt>
            <dd>{l.count(props.perGame * draft.numGames)}</dd>
          </div>
        </dl>
      ) : null}
      {sharesElsewhere ? null : <AutoPlayChoice offer={offer} gameTypeKey={gameTypeKey} />}
      {sharesElsewhere ? (
        <p className="notice">
          Shares in {offer.name} syndicates are sold by each syndicate.{' '}
          <PageLink route="/syndicates">Choose a syndicate</PageLink>
        </p>
      ) : (
        <BuyBar {...props} />
      )}
      {props.hasNumbers ? (
        <noscript>
          <p className="field-hint">Without JavaScript your numbers are picked for you when you buy.</p>
        </noscript>
      ) : null}
    </>
  );
}

/**
 * The entry's first draw sells before its sales open (purchase status pre_order): when they open
 * and what buying now does. With the recurring engine's pre_order capability an entry for that one
 * draw, bought once, is held: paid now, its tickets set aside and issued when sales open, and it
 * may be cancelled until then (contracts' heldUntilSalesOpen, decisions 364 and 556). Anything
 * else is bought outright.
 */
function SalesOpenNotice(props: { offer: ProductOffer; gameTypeKey: string; draw: Draw; numDraws: number }) {
  const l = useLocale();
  const caps = useCapabilities();
  const { draw } = props;
  const autoplay =
    props.offer.recurringPurchase?.type === 'autoplay' ? props.offer.recurringPurchase.availability : 'never';
  const held =
    caps.has('pre_order') &&
    heldUntilSalesOpen({
      purchaseStatus: draw.purchaseStatus,
      drawCount: props.numDraws,
      gameType: props.gameTypeKey,
      // An optional AutoPlay box is unticked to begin with; a mandatory one is on (the spec's rule).
      recurs: isRecurringOn(
        props.gameTypeKey,
        props.offer.recurringPurchase?.type ?? null,
        false,
        props.offer.recurringPurchase?.availability,
      ),
    });
  const opens = draw.drawData.drawSalesOpenDate;
  const when = opens
    ? `Sales for draw ${draw.drawNo} open on ${l.drawDate(opens)} AEST.`
    : `Sales for draw ${draw.drawNo} have not opened yet.`;
  return (
    // Polite: a change of the number of draws changes what buying now does, and is read out.
    <p className="notice play-sales-open" data-testid="sales-open-notice" aria-live="polite">
      {when}{' '}
      {held
        ? `Buy now and you pay now: your tickets are set aside for you and issued when sales open, and you can cancel for a refund until then.${
            autoplay === 'optional' && caps.has('autoplay_manage')
              ? ' With AutoPlay, your first tickets are issued as soon as you pay.'
              : ''
          }`
        : 'Your tickets are issued as soon as you pay.'}
    </p>
  );
}

/**
 * The total and Add to cart: on a phone or tablet a bar fixed at the bottom of the screen, so they
 * stay in view over a long list of games (docs/decisions/303); beside the games on a wide screen.
 * What stops the entry shows in it too, where the customer just pressed.
 */
function BuyBar({ offer, gameTypeKey, draft, price, syndicates, problems, busy }: EntrySummaryProps) {
  const l = useLocale();
  const unchosen = syndicates.length > 0 && !draft.syndicateId;
  const draws = `${draft.numDraws} ${draft.numDraws === 1 ? 'draw' : 'draws'}`;
  return (
    <div className="play-buy-bar">
      <div className="play-buy-row">
        {unchosen ? (
          <p className="play-buy-total">
            <span className="play-buy-choose" data-testid="entry-price">
              Choose a syndicate to see your total
            </span>
          </p>
        ) : (
          <p className="play-buy-total">
            <span className="play-buy-label">Total</span>{' '}
            <span className="play-buy-price" data-testid="entry-price">
              {price ? l.money(price) : '–'}
            </span>
            <span className="play-buy-what">
              {draft.numGames} {entryCountNoun(gameTypeKey, draft.numGames, offer.type)} · {draws}
            </span>
          </p>
        )}
        <Button type="submit" variant="primary" loading={busy} className="play-buy-button">
          Add to cart
        </Button>
      </div>
      <div className="play-outcome" role="alert">
        {problems.length > 0 ? (
          <div className="play-problems">
            <p className="play-problems-title">Your entry can't be added yet:</p>
            <ul>
              {problems.slice(0, 5).map((p) => (
                <li key={p}>{p}</li>
              ))}
              {problems.length > 5 ? <li>and {problems.length - 5} more</li> : null}
            </ul>
          </div>
        ) : null}
      </div>
    </div>
  );
}
