import {
  aestWeekday,
  type Draw,
  entriesPerGame,
  entryPrice,
  entryProblems,
  type GameSelection,
  gameCountChoices,
  type NumberSet,
  type ProductOffer,
} from '@drawline/contracts';
import { type CSSProperties, useMemo, useReducer, useState } from 'react';
import { NavLink } from 'react-router';
import { useLocale } from '../../lib/locale';
import { OfferLogo } from '../../ui/picture';
import { AddToCartForm, itemFields } from '../cart';
import { addEntryToCart, type PlayEntry } from './add-to-cart';
import {
  type DraftContext,
  draftReducer,
  initialDraft,
  optionOf,
  type PlayDraft,
  type PlayOption,
  playOptions,
  toEntryDraft,
} from './draft';
import { lineFits } from './favourites';
import { GameOfferChoices, SyndicateChoices, syndicatesOf } from './play-choices';
import { PlayGames } from './play-games';
import { EntrySummary } from './play-summary';
import { tabColumns } from './tab-columns';
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

  const option = optionOf(ctx, draft.optionId);
  if (!option) return null;
  const { gameOffer, gameTypeKey } = option;
  const hasNumbers = gameOffer.numberSets.length > 0;
  const favourites = props.favouriteLines.filter((line) => lineFits(gameOffer, line));
  const perGame = entriesPerGame(gameTypeKey, gameOffer, baseSets);
  const price = entryPrice(gameOffer, draft.numGames, draft.numDraws);
  const choices = gameCountChoices(gameOffer);
  const syndicates = syndicatesOf(offer, gameTypeKey);
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

  /** The entry may go to the cart (2-shopping.md §5); else the page says why and opens the first bad game. */
  function check(): boolean {
    const found = entry ? entryProblems(entry, rules) : [];
    if (found.length === 0 && price) return true;
    setProblems(found.length ? found : ['Choose a number of games from the list']);
    const firstBad = draft.games.findIndex((_, i) => found.some((p) => p.startsWith(`Game ${i + 1} `)));
    if (firstBad >= 0) setOpenGame(firstBad);
    return false;
  }

  const showOptions = syndicates.length === 0 && ctx.options.length > 1;
  const showFirstDraw = drawChoices.length > 1 && syndicates.length === 0;
  const hidden = cartFieldsOf({
    offer,
    option,
    draft,
    firstDraw,
    syndicates,
    showOptions,
    showFirstDraw,
    gameCounts: choices.length,
    causes: props.causes.length,
  });

  return (
    <div className="play">
      <PlayHero
        offer={offer}
        draw={firstDraw}
        gameTypeLabel={props.tabs.length > 1 ? props.gameTypeLabel : undefined}
      />
      {props.tabs.length > 1 ? <PlayTabs offer={offer} tabs={props.tabs} /> : null}
      <div className="container play-layout">
        <div className="play-main">
          {showOptions ? (
            <GameOfferChoices
              options={ctx.options}
              chosenId={draft.optionId}
              baseSets={baseSets}
              formId={ADD_FORM_ID}
              legend={`Choose your ${props.gameTypeLabel.toLowerCase()} entry`}
              onChoose={(id) => {
                change({ type: 'option', id });
                setOpenGame(0);
              }}
            />
          ) : null}

          {syndicates.length > 0 ? (
            <SyndicateChoices
              syndicates={syndicates}
              options={ctx.options}
              fallback={option}
              chosenId={draft.syndicateId}
              formId={ADD_FORM_ID}
              onChoose={(match, syndicateId) => {
                change({ type: 'option', id: match.id });
                change({ type: 'syndicate', syndicateId });
              }}
            />
          ) : null}

          {hasNumbers ? (
            <PlayGames
              gameTypeKey={gameTypeKey}
              gameOffer={gameOffer}
              productType={offer.type}
              games={draft.games}
              numDraws={draft.numDraws}
              choices={choices}
              favourites={favourites}
              openGame={openGame}
              setOpenGame={setOpenGame}
              change={change}
            />
          ) : (
            <NoNumbers gameTypeKey={gameTypeKey} offer={offer} />
          )}
          {offer.description ? <p className="play-description">{offer.description}</p> : null}
        </div>

        <aside className="play-summary card" aria-labelledby="summary-heading">
          <AddToCartForm id={ADD_FORM_ID} hidden={hidden} onCheck={check}>
            {(busy) => (
              <EntrySummary
                offer={offer}
                gameTypeKey={gameTypeKey}
                gameOffer={gameOffer}
                draft={draft}
                change={change}
                choices={choices}
                drawChoices={drawChoices}
                firstDraw={firstDraw}
                showFirstDraw={showFirstDraw}
                causes={props.causes}
                perGame={perGame}
                price={price}
                syndicates={syndicates}
                problems={problems}
                hasNumbers={hasNumbers}
                busy={busy}
              />
            )}
          </AddToCartForm>
        </aside>
      </div>
    </div>
  );
}

/** What the add-to-cart form sends besides the page's own controls, for the entry as chosen. */
function cartFieldsOf(a: {
  offer: ProductOffer;
  option: PlayOption;
  draft: PlayDraft;
  firstDraw: Draw | undefined;
  syndicates: readonly { syndicateEncodedId: string }[];
  showOptions: boolean;
  showFirstDraw: boolean;
  gameCounts: number;
  causes: number;
}) {
  const { offer, option, draft, firstDraw, syndicates } = a;
  const { gameOffer, gameTypeKey } = option;
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
  // Fields the page's own controls send, so the form does not send them twice.
  const namedControls = [
    ...(a.showOptions || syndicates.length > 0 ? [itemFields.option] : []),
    ...(a.gameCounts > 1 ? [itemFields.numGames] : []),
    ...(gameOffer.multiDraw.length > 1 ? [itemFields.numDraws] : []),
    ...(a.showFirstDraw ? [itemFields.drawNo] : []),
    ...(offer.selectableDays.length > 0 ? [itemFields.day] : []),
    ...(a.causes > 0 ? [itemFields.causeKey] : []),
  ];
  const hasNumbers = gameOffer.numberSets.length > 0;
  return (hydrated: boolean) =>
    addEntryToCart(playEntry, {
      // Numbers are picked by the page's script; a page without one buys a quick pick.
      numbers: !hasNumbers ? 'none' : hydrated ? 'picked' : 'quick-pick',
      namedControls,
    });
}

/** A page without number pickers: what it says about the numbers instead. */
function NoNumbers({ gameTypeKey, offer }: { gameTypeKey: string; offer: ProductOffer }) {
  const copy = noNumbersCopy(gameTypeKey, offer);
  return (
    <section className="card play-no-numbers" aria-labelledby="numbers-heading">
      <h2 id="numbers-heading" className="play-section-title">
        {copy.title}
      </h2>
      <p>{copy.text}</p>
    </section>
  );
}

/** The ways to play the offer, in even rows: as many a row as fit, the rows as full as each other. */
function PlayTabs({ offer, tabs }: { offer: ProductOffer; tabs: readonly GameTypeTab[] }) {
  const columns = tabColumns(tabs.length);
  return (
    <nav className="play-tabs container" aria-label={`Ways to play ${offer.name}`}>
      <ul
        style={
          {
            '--tab-columns-phone': columns.phone,
            '--tab-columns-tablet': columns.tablet,
            '--tab-columns-wide': columns.wide,
          } as CSSProperties
        }
      >
        {tabs.map((t) => (
          <li key={t.key}>
            <NavLink to={t.path} end className="play-tab" preventScrollReset>
              {t.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
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
