import {
  aestWeekday,
  type Draw,
  entriesPerGame,
  entryPrice,
  entryProblems,
  type GameSelection,
  gameCountChoices,
  isGameComplete,
  isOptionalSet,
  type NumberSet,
  type ProductOffer,
  quickPickGame,
} from '@drawline/contracts';
import { useMemo, useReducer, useState } from 'react';
import { NavLink } from 'react-router';
import { useHydrated } from '../../lib/use-hydrated';
import { Button } from '../../ui/button';
import { OfferLogo } from '../../ui/picture';
import { PageLink, routeNeeds } from '../capabilities';
import { AddToCartForm, itemFields, optionValue } from '../cart';
import { entryCountNoun, gameOfferLabel } from '../catalogue';
import { useLocale } from '../locale';
import { addEntryToCart, type PlayEntry } from './add-to-cart';
import {
  type DraftContext,
  draftReducer,
  initialDraft,
  optionOf,
  type PlayOption,
  playOptions,
  toEntryDraft,
} from './draft';
import { applyFavouriteLine, lineFits } from './favourites';
import { GameCard } from './game-card';
import './play.css';

/** A link to one way of playing the offer (built by the catalogue). */
export interface GameTypeTab {
  key: string;
  label: string;
  path: string;
}

export interface PlayPageProps {
  offer: ProductOffer;
  tabs: GameTypeTab[];
  /** The game types this page offers: the tab's own and those merged into it. */
  gameTypes: ProductOffer['gameTypes'];
  gameTypeLabel: string;
  initialGameOfferKey?: string;
  baseSets: readonly NumberSet[];
  favouriteLines: GameSelection[];
  causes: { key: string; name: string }[];
  firstDrawNo: number | null;
}

/** Quick picks use the browser's cryptographic randomness. */
function random(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32;
}

/** A syndicate of the offer matched to its game offer by name (System 12 Syndicate is syndicate_system_12). */
function syndicateOption(options: readonly PlayOption[], name: string, sharePrice: number): PlayOption | undefined {
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

const dayLabel = (day: string) => day.charAt(0).toUpperCase() + day.slice(1);

/** What a page without number pickers says about the numbers. */
function noNumbersCopy(gameTypeKey: string, offer: ProductOffer): { title: string; text: string } {
  if (gameTypeKey === 'syndicate') {
    return {
      title: 'How syndicates work',
      text: 'You buy shares in a group of entries and share any prize by the number of shares you hold.',
    };
  }
  if (gameTypeKey === 'deferred') {
    return {
      title: 'How subscriptions work',
      text:
        offer.recurringPurchaseInformation ??
        'Your tickets are bought for you in every draw until you cancel your subscription.',
    };
  }
  return {
    title: 'Your numbers',
    text: 'Your numbers are picked at random for every game when your ticket is bought.',
  };
}

/** The add-to-cart form; the option radios outside it join it by this id. */
const ADD_FORM_ID = 'add-to-cart';

export function PlayPage(props: PlayPageProps) {
  const { offer, baseSets } = props;
  const l = useLocale();
  const ctx: DraftContext = useMemo(() => ({ options: playOptions(props.gameTypes) }), [props.gameTypes]);
  const reducer = useMemo(() => draftReducer(ctx), [ctx]);
  const [draft, dispatch] = useReducer(reducer, undefined, () =>
    initialDraft(ctx, {
      gameOfferKey: props.initialGameOfferKey,
      firstDrawNo: props.firstDrawNo ?? offer.draws[0]?.drawNo ?? null,
      causeKey: props.causes.length === 1 ? props.causes[0]!.key : null,
    }),
  );
  const [openGame, setOpenGame] = useState<number | null>(0);
  const [problems, setProblems] = useState<string[]>([]);
  const hydrated = useHydrated();

  const option = optionOf(ctx, draft.optionId);
  if (!option) return null;
  const { gameOffer, gameTypeKey } = option;
  const hasNumbers = gameOffer.numberSets.length > 0;
  const favourites = props.favouriteLines.filter((line) => lineFits(gameOffer, line));
  const perGame = entriesPerGame(gameTypeKey, gameOffer, baseSets);
  const price = entryPrice(gameOffer, draft.numGames, draft.numDraws);
  const choices = gameCountChoices(gameOffer);
  const syndicates = gameTypeKey === 'syndicate' ? offer.syndicates : [];
  // With a draw day chosen, the first draw is one on that day (the cart refuses any other).
  const drawChoices = draft.day
    ? offer.draws.filter((d) => aestWeekday(new Date(d.drawDate)) === draft.day)
    : offer.draws;
  const firstDraw = drawChoices.find((d) => d.drawNo === draft.firstDrawNo) ?? drawChoices[0];
  const entry = toEntryDraft(ctx, draft);
  const rules = {
    selectableDays: offer.selectableDays,
    causes: offer.causes,
    syndicates: syndicates.length > 0 ? syndicates : undefined,
  };

  const change = (action: Parameters<typeof dispatch>[0]) => {
    setProblems([]);
    dispatch(action);
  };

  // Quick pick all fills the games still open; when every game is complete it picks them all afresh.
  const quickPickAll = () => {
    const allComplete = draft.games.every((g) => isGameComplete(gameTypeKey, gameOffer, g));
    change({
      type: 'setGames',
      games: draft.games.map((g) =>
        allComplete || !isGameComplete(gameTypeKey, gameOffer, g)
          ? quickPickGame(gameTypeKey, gameOffer, g, random)
          : g,
      ),
    });
  };

  /** The entry may go to the cart (2-shopping.md §5); else the page says why and opens the first bad game. */
  function check(): boolean {
    const found = entry ? entryProblems(entry, rules) : [];
    if (found.length === 0 && price) return true;
    setProblems(found.length ? found : ['Choose a number of games from the list']);
    const firstBad = draft.games.findIndex((_, i) => found.some((p) => p.startsWith(`Game ${i + 1} `)));
    if (firstBad >= 0) setOpenGame(firstBad);
    return false;
  }

  const matchedSyndicate = syndicates.find((x) => x.syndicateEncodedId === draft.syndicateId);
  const playEntry: PlayEntry = {
    productOfferKey: offer.key,
    gameType: gameTypeKey,
    gameOffer: gameOffer.key,
    numGames: draft.numGames,
    numDraws: draft.numDraws,
    games: draft.games,
    day: draft.day,
    causeKey: draft.causeKey,
    // A syndicate plays its own draw.
    drawNo: syndicates.length > 0 ? null : (firstDraw?.drawNo ?? null),
    syndicate: matchedSyndicate ? draft.syndicateId : null,
  };
  const showOptions = syndicates.length === 0 && ctx.options.length > 1;
  const showFirstDraw = drawChoices.length > 1 && syndicates.length === 0;
  // Fields the page's own controls send, so the form does not send them twice.
  const namedControls = [
    ...(showOptions || syndicates.length > 0 ? [itemFields.option] : []),
    ...(choices.length > 1 ? [itemFields.numGames] : []),
    ...(gameOffer.multiDraw.length > 1 ? [itemFields.numDraws] : []),
    ...(showFirstDraw ? [itemFields.drawNo] : []),
    ...(offer.selectableDays.length > 0 ? [itemFields.day] : []),
    ...(props.causes.length > 0 ? [itemFields.causeKey] : []),
  ];
  const hidden = addEntryToCart(playEntry, {
    // Numbers are picked by the page's script; a page without one buys a quick pick.
    numbers: !hasNumbers ? 'none' : hydrated ? 'picked' : 'quick-pick',
    namedControls,
  });

  const complete = draft.games.filter((g) => isGameComplete(gameTypeKey, gameOffer, g)).length;

  return (
    <div className="play">
      <PlayHero
        offer={offer}
        draw={firstDraw}
        gameTypeLabel={props.tabs.length > 1 ? props.gameTypeLabel : undefined}
      />
      {props.tabs.length > 1 ? (
        <nav className="play-tabs container" aria-label={`Ways to play ${offer.name}`}>
          <ul>
            {props.tabs.map((t) => (
              <li key={t.key}>
                <NavLink to={t.path} end className="play-tab" preventScrollReset>
                  {t.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="container play-layout">
        <div className="play-main">
          {showOptions ? (
            <fieldset className="play-options card">
              <legend className="play-section-title">Choose your {props.gameTypeLabel.toLowerCase()} entry</legend>
              <div className="option-cards">
                {ctx.options.map((o) => {
                  const entries = entriesPerGame(o.gameTypeKey, o.gameOffer, baseSets);
                  const from = o.gameOffer.prices[0]?.price;
                  const sets = o.gameOffer.numberSets.filter((s) => !isOptionalSet(o.gameTypeKey, s));
                  return (
                    <label key={o.id} className="option-card">
                      <input
                        type="radio"
                        name={itemFields.option}
                        form={ADD_FORM_ID}
                        value={optionValue({
                          gameType: o.gameTypeKey,
                          gameOffer: o.gameOffer.key,
                          syndicateEncodedId: null,
                        })}
                        checked={draft.optionId === o.id}
                        onChange={() => {
                          change({ type: 'option', id: o.id });
                          setOpenGame(0);
                        }}
                      />
                      <span className="option-card-title">{gameOfferLabel(o.gameOffer.key)}</span>
                      <span className="option-card-detail">
                        {sets.map((s) => `${s.count} ${s.name === 'Numbers' ? 'numbers' : s.name}`).join(' + ')}
                        {sets.length ? ' · ' : ''}
                        {entries.toLocaleString(l.locale)} {entries === 1 ? 'entry' : 'entries'}
                        {o.gameTypeKey === 'syndicate' ? ' a share' : ''}
                      </span>
                      {from ? <span className="option-card-price">from {l.money(from)}</span> : null}
                    </label>
                  );
                })}
              </div>
            </fieldset>
          ) : null}

          {syndicates.length > 0 ? (
            <fieldset className="play-options card">
              <legend className="play-section-title">Choose a syndicate</legend>
              <div className="option-cards option-cards--wide">
                {syndicates.map((s) => {
                  const match = syndicateOption(ctx.options, s.name, s.sharePrice.amount) ?? option;
                  return (
                    <label key={s.syndicateEncodedId} className="option-card">
                      <input
                        type="radio"
                        name={itemFields.option}
                        form={ADD_FORM_ID}
                        value={optionValue({
                          gameType: match.gameTypeKey,
                          gameOffer: match.gameOffer.key,
                          syndicateEncodedId: s.syndicateEncodedId,
                        })}
                        checked={draft.syndicateId === s.syndicateEncodedId}
                        disabled={s.sharesRemaining <= 0}
                        onChange={() => {
                          change({ type: 'option', id: match.id });
                          change({ type: 'syndicate', syndicateId: s.syndicateEncodedId });
                        }}
                      />
                      <span className="option-card-title">{s.name}</span>
                      <span className="option-card-detail">
                        Draw {s.drawNo} · {s.tickets.map((t) => `${t.numGames} × ${t.name}`).join(' + ')}
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
          ) : null}

          {hasNumbers ? (
            <section className="play-games" aria-labelledby="games-heading">
              <div className="play-games-head">
                <h2 id="games-heading" className="play-section-title">
                  Your numbers
                </h2>
                <p className="play-games-progress" aria-live="polite">
                  {complete} of {draft.games.length} {draft.games.length === 1 ? 'game' : 'games'} ready
                </p>
                <div className="play-games-actions">
                  <button type="button" className="button button--gold button--small" onClick={quickPickAll}>
                    Quick pick all
                  </button>
                  {favourites.length > 0 ? (
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      onClick={() =>
                        change({
                          type: 'setGames',
                          games: draft.games.map((_, i) =>
                            applyFavouriteLine(gameOffer, favourites[i % favourites.length]!),
                          ),
                        })
                      }
                    >
                      Use my favourites
                    </button>
                  ) : null}
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    onClick={() => change({ type: 'clearAll' })}
                  >
                    Clear all
                  </button>
                </div>
              </div>
              <ol className="game-list">
                {draft.games.map((g, i) => (
                  <GameCard
                    // biome-ignore lint/suspicious/noArrayIndexKey: games are numbered places
                    key={i}
                    index={i}
                    gameTypeKey={gameTypeKey}
                    gameOffer={gameOffer}
                    game={g}
                    open={openGame === i}
                    hasFavourites={favourites.length > 0}
                    onOpen={() => setOpenGame(openGame === i ? null : i)}
                    onToggle={(set, n) => change({ type: 'toggle', game: i, set, n })}
                    onPosition={(set, position, n) => change({ type: 'position', game: i, set, position, n })}
                    onQuickPick={() =>
                      change({ type: 'setGame', game: i, selection: quickPickGame(gameTypeKey, gameOffer, g, random) })
                    }
                    onClear={() => change({ type: 'clear', game: i })}
                    onFavourite={() =>
                      change({
                        type: 'setGame',
                        game: i,
                        selection: applyFavouriteLine(gameOffer, favourites[i % favourites.length]!),
                      })
                    }
                  />
                ))}
              </ol>
            </section>
          ) : (
            <section className="card play-no-numbers" aria-labelledby="numbers-heading">
              <h2 id="numbers-heading" className="play-section-title">
                {noNumbersCopy(gameTypeKey, offer).title}
              </h2>
              <p>{noNumbersCopy(gameTypeKey, offer).text}</p>
            </section>
          )}
          {offer.description ? <p className="play-description">{offer.description}</p> : null}
        </div>

        <aside className="play-summary card" aria-labelledby="summary-heading">
          <AddToCartForm id={ADD_FORM_ID} hidden={hidden} onCheck={check}>
            {(busy) => (
              <>
                <h2 id="summary-heading" className="play-section-title">
                  Your entry
                </h2>
                {choices.length > 1 ? (
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
                      {choices.map((n) => (
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
                {showFirstDraw ? (
                  <div className="field">
                    <label className="field-label" htmlFor="first-draw">
                      First draw
                    </label>
                    <select
                      id="first-draw"
                      name={itemFields.drawNo}
                      className="field-input"
                      value={firstDraw?.drawNo ?? ''}
                      onChange={(e) => change({ type: 'firstDraw', drawNo: Number(e.target.value) })}
                    >
                      {drawChoices.map((d) => (
                        <option key={d.drawNo} value={d.drawNo}>
                          {l.drawDate(d.drawDate)} · {l.jackpot(d)}
                        </option>
                      ))}
                    </select>
                  </div>
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

                <dl className="play-total">
                  <div hidden={gameTypeKey === 'syndicate' || offer.type !== 'lottery_ticket'}>
                    <dt>Entries per draw</dt>
                    <dd>{(perGame * draft.numGames).toLocaleString(l.locale)}</dd>
                  </div>
                  <div className="play-total-price">
                    <dt>Total</dt>
                    <dd data-testid="entry-price">{price ? l.money(price) : '–'}</dd>
                  </div>
                </dl>
                {gameTypeKey === 'syndicate' && syndicates.length === 0 ? (
                  // The lottery's own syndicate tab has no syndicate on sale to hold the shares.
                  <p className="notice">
                    Shares in {offer.name} syndicates are sold by each syndicate.{' '}
                    <PageLink route="/syndicates" need={routeNeeds.syndicates}>
                      Choose a syndicate
                    </PageLink>
                  </p>
                ) : (
                  <Button type="submit" variant="primary" block loading={busy}>
                    Add to cart
                  </Button>
                )}
                {hasNumbers ? (
                  <noscript>
                    <p className="field-hint">Without JavaScript your numbers are picked for you when you buy.</p>
                  </noscript>
                ) : null}
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
                {offer.recurringPurchaseInformation && gameTypeKey !== 'deferred' ? (
                  <p className="field-hint">{offer.recurringPurchaseInformation}</p>
                ) : null}
              </>
            )}
          </AddToCartForm>
        </aside>
      </div>
    </div>
  );
}

export function PlayHero({ offer, draw, gameTypeLabel }: { offer: ProductOffer; draw?: Draw; gameTypeLabel?: string }) {
  const l = useLocale();
  return (
    <header className="play-hero on-brand">
      <div className="container play-hero-inner play-hero-inner--logo">
        {/* The first picture on the page: fetched at once. */}
        <OfferLogo src={offer.logoImage} size={64} priority />
        <div>
          <p className="play-hero-kicker">{gameTypeLabel ? `${offer.name} · ${gameTypeLabel}` : offer.name}</p>
          <h1 className="play-hero-title">
            <span className="visually-hidden">{offer.name}: </span>
            {draw ? l.jackpot(draw) : offer.name}
          </h1>
          {draw ? (
            <p className="play-hero-draw">
              Draw {draw.drawNo} · {l.drawDate(draw.drawDate)} AEST
              <span className="play-hero-stop"> · Sales close {l.drawDate(draw.stopDate)}</span>
            </p>
          ) : (
            <p className="play-hero-draw">No draw is open for sale right now.</p>
          )}
        </div>
      </div>
    </header>
  );
}
