import type { Draw, GameSelection, NumberSet, ProductOffer } from '@drawline/contracts';
import type { CSSProperties, ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useLocale } from '../../lib/locale';
import { OfferLogo } from '../../ui/picture';
import { AddToCartForm } from '../cart';
import { GameOfferChoices, SyndicateChoices } from './play-choices';
import { PlayGames } from './play-games';
import { type PlayState, usePlayState } from './play-state';
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
  const play = usePlayState(props);
  if (!play) return null;
  return (
    <div className="play">
      <PlayHero
        offer={props.offer}
        draw={play.firstDraw}
        gameTypeLabel={props.tabs.length > 1 ? props.gameTypeLabel : undefined}
      />
      {props.tabs.length > 1 ? <PlayTabs offer={props.offer} tabs={props.tabs} /> : null}
      <div className="container play-layout">
        <PlayMain {...props} play={play} />
        <aside className="play-summary card" aria-labelledby="summary-heading">
          <AddToCartForm id={ADD_FORM_ID} hidden={play.hidden} onCheck={play.check}>
            {(busy) => (
              <EntrySummary
                offer={props.offer}
                gameTypeKey={play.gameTypeKey}
                gameOffer={play.gameOffer}
                draft={play.draft}
                change={play.change}
                choices={play.choices}
                drawChoices={play.drawChoices}
                firstDraw={play.firstDraw}
                showFirstDraw={play.showFirstDraw}
                causes={props.causes}
                perGame={play.perGame}
                price={play.price}
                syndicates={play.syndicates}
                problems={play.problems}
                hasNumbers={play.hasNumbers}
                busy={busy}
              />
            )}
          </AddToCartForm>
        </aside>
      </div>
    </div>
  );
}

/**
 * The play page's hero and tabs around another body: the lotto party tab, whose entries are
 * bought in a session (issue 26), shows its sessions here instead of the number picker.
 */
export function PlayFrame({
  offer,
  tabs,
  gameTypeLabel,
  children,
}: Pick<PlayPageProps, 'offer' | 'tabs' | 'gameTypeLabel'> & { children: ReactNode }) {
  return (
    <div className="play">
      <PlayHero offer={offer} draw={offer.draws[0]} gameTypeLabel={tabs.length > 1 ? gameTypeLabel : undefined} />
      {tabs.length > 1 ? <PlayTabs offer={offer} tabs={tabs} /> : null}
      {children}
    </div>
  );
}

/** The page's main column: which entry (game offer or syndicate), then its numbers, then the offer's words. */
function PlayMain({ play, offer, baseSets, gameTypeLabel }: PlayPageProps & { play: PlayState }) {
  const { draft, gameOffer, gameTypeKey, change } = play;
  return (
    <div className="play-main">
      {play.showOptions ? (
        <GameOfferChoices
          options={play.options}
          chosenId={draft.optionId}
          baseSets={baseSets}
          formId={ADD_FORM_ID}
          legend={`Choose your ${gameTypeLabel.toLowerCase()} entry`}
          onChoose={(id) => {
            change({ type: 'option', id });
            play.setOpenGame(0);
          }}
        />
      ) : null}

      {play.syndicates.length > 0 ? (
        <SyndicateChoices
          syndicates={play.syndicates}
          options={play.options}
          fallback={play.option}
          chosenId={draft.syndicateId}
          formId={ADD_FORM_ID}
          onChoose={(match, syndicateId) => {
            change({ type: 'option', id: match.id });
            change({ type: 'syndicate', syndicateId });
          }}
        />
      ) : null}

      {play.hasNumbers ? (
        <PlayGames
          gameTypeKey={gameTypeKey}
          gameOffer={gameOffer}
          productType={offer.type}
          games={draft.games}
          numDraws={draft.numDraws}
          choices={play.choices}
          favourites={play.favourites}
          openGame={play.openGame}
          setOpenGame={play.setOpenGame}
          change={change}
        />
      ) : (
        <NoNumbers gameTypeKey={gameTypeKey} offer={offer} />
      )}
      {offer.description ? <p className="play-description">{offer.description}</p> : null}
    </div>
  );
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
              <span className="play-hero-stop">
                {draw.purchaseStatus === 'pre_order' && draw.drawData.drawSalesOpenDate
                  ? ` · Sales open ${l.drawDate(draw.drawData.drawSalesOpenDate)}`
                  : ` · Sales close ${l.drawDate(draw.stopDate)}`}
              </span>
            </p>
          ) : (
            <p className="play-hero-draw">No draw is open for sale right now.</p>
          )}
        </div>
      </div>
    </header>
  );
}
