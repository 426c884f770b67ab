import {
  type Draw,
  defaultGameOffer,
  entryPrice,
  entryProblems,
  type ProductOffer,
  type RafflePrize,
  type RaffleWinner,
} from '@drawline/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { clock } from '../../lib/clock';
import { useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';
import { Picture } from '../../ui/picture';
import { AddToCartForm, itemFields } from '../cart';
import { addEntryToCart } from './add-to-cart';
import { drawTitle } from './draw-title';
import { prizeResult } from './prize-result';
import './play.css';
import './raffle.css';

export interface RaffleLinks {
  /** The offer's subscription page, when it sells subscriptions. */
  subscribe: string | null;
  terms: string;
  postal: string;
  buy: string;
  draw: string;
  results: string;
  support: string;
  otherDraws: { drawNo: number; href: string; drawDate: string }[];
}

export interface RafflePageProps {
  offer: ProductOffer;
  draw: Draw | null;
  prizes: RafflePrize[];
  winners: RaffleWinner[];
  causes: { key: string; name: string }[];
  initialCauseKey?: string | null;
  /** The draw page with prizes, the focused buy page, or the buy page's free postal entry variant. */
  mode: 'draw' | 'buy' | 'postal';
  links: RaffleLinks;
}

/**
 * Open and pre-order draws can be bought (2-shopping.md §4). Kept here rather than imported so the
 * page's bundle does not pull in the contracts' zod schemas.
 */
const isPurchasable = (status: Draw['purchaseStatus']) => status === 'open' || status === 'pre_order';

const prizeTypeLabels: Record<RafflePrize['type'], string> = {
  main: 'Main prize',
  secondary: 'Prize',
  early_bird: 'Early bird prize',
  bonus: 'Bonus prize',
};

/** The raffle's ticket bundles: the price list of its game offer (tickets by number). */
function bundleOffer(offer: ProductOffer) {
  const gameType = offer.gameTypes[0];
  const gameOffer = gameType ? defaultGameOffer(gameType.gameOffers) : undefined;
  return gameType && gameOffer ? { gameType, gameOffer } : undefined;
}

export function RafflePage(props: RafflePageProps) {
  const { offer, draw, prizes, winners, mode, links } = props;
  const l = useLocale();
  const main = prizes.find((p) => p.type === 'main');
  const headline = draw?.drawData.value ?? main?.value ?? draw?.prizePool ?? null;
  return (
    <div className="raffle">
      <header className="raffle-hero on-brand">
        <div className="container raffle-hero-inner">
          <div>
            <p className="play-hero-kicker">
              {offer.name}
              {draw ? ` · Draw ${draw.drawNo}` : ''}
            </p>
            <h1 className="raffle-hero-title">
              {mode === 'postal' ? 'Free postal entry: ' : mode === 'buy' ? 'Buy tickets: ' : ''}
              {drawTitle(offer, draw)}
            </h1>
            {headline ? (
              <p className="raffle-hero-value">
                <span className="raffle-hero-value-label">
                  {draw?.drawData.value ? 'Total prize value' : 'Prize value'}{' '}
                </span>
                {l.jackpotAmount(headline)}
              </p>
            ) : null}
            {draw ? (
              <p className="play-hero-draw">
                {draw.purchaseStatus === 'past_draw' ? 'Drawn' : 'Draw on'} {l.drawDate(draw.drawDate)} AEST
                {isPurchasable(draw.purchaseStatus) ? ` · Tickets close ${l.drawDate(draw.stopDate)} AEST` : ''}
              </p>
            ) : null}
          </div>
          {/* The first thing seen: fetched at once. */}
          <Picture
            className="raffle-hero-image"
            src={draw?.drawData.featureImage ?? null}
            alt={`Main prize: ${main?.name ?? drawTitle(offer, draw)}`}
            width={480}
            height={320}
            sizes="(min-width: 64em) 24rem, 100vw"
            priority
          />
        </div>
      </header>
      <div className="container play-layout">
        <div className="play-main">
          {mode === 'postal' && draw ? <PostalEntry offer={offer} draw={draw} links={links} /> : null}
          {mode === 'draw' ? (
            <>
              {offer.description ? <p className="raffle-lead">{offer.description}</p> : null}
              {winners.length > 0 ? <Winners winners={winners} /> : null}
              <Prizes prizes={prizes} draw={draw} winners={winners} />
            </>
          ) : null}
          {mode === 'buy' && main ? (
            <section className="card" aria-labelledby="main-prize-heading">
              <h2 id="main-prize-heading" className="play-section-title">
                {main.name}
              </h2>
              <p>{main.description}</p>
              <p className="prize-value">{l.jackpotAmount(main.value)}</p>
              <Link to={links.draw}>See every prize in this draw</Link>
            </section>
          ) : null}
          {links.otherDraws.length > 0 ? (
            <nav className="card raffle-draws" aria-labelledby="other-draws-heading">
              <h2 id="other-draws-heading" className="play-section-title">
                Other draws
              </h2>
              <ul>
                {links.otherDraws.map((d) => (
                  <li key={d.drawNo}>
                    <Link to={d.href}>
                      Draw {d.drawNo}, drawn {l.date(d.drawDate)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
        {mode === 'postal' ? null : <BuyPanel {...props} />}
      </div>
    </div>
  );
}

function Prizes({ prizes, draw, winners }: { prizes: RafflePrize[]; draw: Draw | null; winners: RaffleWinner[] }) {
  const l = useLocale();
  return (
    <section aria-labelledby="prizes-heading">
      <h2 id="prizes-heading" className="play-section-title">
        Prizes
      </h2>
      {prizes.length === 0 ? (
        <p>The prizes for this draw will be announced soon.</p>
      ) : (
        <ol className="prize-list">
          {prizes.map((p) => (
            <li key={p.id} className={`prize prize--${p.type}`}>
              {/* Beside its name: what the picture shows is said in words already. */}
              <Picture
                className="prize-image"
                src={p.image}
                alt=""
                width={480}
                height={320}
                sizes="(min-width: 64em) 40rem, 100vw"
              />
              <div className="prize-body">
                <p className="prize-type">
                  {prizeTypeLabels[p.type]}
                  {p.quantity > 1 ? ` · ${p.quantity} to be won` : ''}
                </p>
                <h3 className="prize-name">{p.name}</h3>
                {p.description ? <p className="prize-description">{p.description}</p> : null}
                <PrizeWhen prize={p} draw={draw} winners={winners} />
              </div>
              <p className="prize-value">
                <span className="visually-hidden">Value </span>
                {l.jackpotAmount(p.value)}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** When a prize is drawn, or who won it: a prize whose time has passed always says where it stands. */
function PrizeWhen({ prize, draw, winners }: { prize: RafflePrize; draw: Draw | null; winners: RaffleWinner[] }) {
  const l = useLocale();
  const result = prizeResult(prize, draw, winners, clock.now());
  switch (result.kind) {
    case 'upcoming':
      // Only an early bird's time differs from the draw's, shown at the top of the page.
      return prize.type === 'early_bird' ? (
        <p className="prize-when">Drawn {l.drawDate(prize.timestamp)} AEST</p>
      ) : null;
    case 'won': {
      const [first] = result.winners;
      return (
        <p className="prize-when">
          {result.winners.length === 1 && first
            ? `Won by ${first.winnerName}, ${first.location} (ticket ${first.ticketNumber})`
            : `Won: ${result.winners.length} winners, listed under Winners`}
        </p>
      );
    }
    case 'being_drawn':
      return <p className="prize-when">Being drawn now</p>;
    case 'result_coming':
      return <p className="prize-when">Result coming soon</p>;
    case 'not_won':
      return <p className="prize-when">Not won in this draw</p>;
  }
}

function Winners({ winners }: { winners: RaffleWinner[] }) {
  const l = useLocale();
  return (
    <section className="card" aria-labelledby="winners-heading">
      <h2 id="winners-heading" className="play-section-title">
        Winners
      </h2>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">Prize</th>
            <th scope="col">Winner</th>
            <th scope="col">Ticket</th>
          </tr>
        </thead>
        <tbody>
          {winners.map((w) => (
            <tr key={w.id}>
              <td>
                {w.prizeName} <span className="muted">({l.money(w.value)})</span>
              </td>
              <td>
                {w.winnerName}, {w.location}
              </td>
              <td>{w.ticketNumber}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function PostalEntry({ offer, draw, links }: { offer: ProductOffer; draw: Draw; links: RaffleLinks }) {
  const l = useLocale();
  return (
    <section className="card" aria-labelledby="postal-heading">
      <h2 id="postal-heading" className="play-section-title">
        Enter by post, free of charge
      </h2>
      <p>
        You can enter {drawTitle(offer, draw)} without buying a ticket. A postal entry has the same chance of winning as
        a ticket bought online.
      </p>
      <ol className="postal-steps">
        <li>
          Write your full name, home address, phone number and email address on a plain piece of paper, with the words “
          {offer.name} draw {draw.drawNo}”.
        </li>
        <li>
          Send one entry per envelope, with the correct postage, to the address given in the terms and conditions.
        </li>
        <li>Your entry must arrive before tickets close on {l.drawDate(draw.stopDate)} AEST.</li>
      </ol>
      <p>
        <Link to={links.terms}>Read the terms and conditions of this draw</Link>
      </p>
      <p>
        <Link to={links.buy}>Buy tickets online instead</Link>
      </p>
    </section>
  );
}

function BuyPanel({ offer, draw, causes, initialCauseKey, links }: RafflePageProps) {
  const l = useLocale();
  const bundles = bundleOffer(offer);
  const prices = bundles?.gameOffer.prices.filter((p) => p.numGames >= bundles.gameOffer.minGames) ?? [];
  const [numGames, setNumGames] = useState<number | null>(prices[0]?.numGames ?? null);
  const drawChoices = bundles?.gameOffer.multiDraw ?? [1];
  const [numDraws, setNumDraws] = useState<number>(drawChoices[0] ?? 1);
  const [causeKey, setCauseKey] = useState<string | null>(
    initialCauseKey ?? (causes.length === 1 ? causes[0]!.key : null),
  );
  const [problems, setProblems] = useState<string[]>([]);
  const status = draw?.purchaseStatus;
  const open = !!draw && !!status && isPurchasable(status) && !!bundles && prices.length > 0;
  const price = bundles && numGames !== null ? entryPrice(bundles.gameOffer, numGames, numDraws) : undefined;

  /** The tickets may go to the cart (2-shopping.md §5); else the panel says why. */
  function check(): boolean {
    if (!draw || !bundles) return false;
    const found = entryProblems(
      {
        gameTypeKey: bundles.gameType.key,
        gameOffer: bundles.gameOffer,
        numGames: numGames ?? 0,
        numDraws,
        games: [],
        causeKey,
      },
      { selectableDays: [], causes: offer.causes },
    );
    if (draw.ticketsRemaining !== null && numGames !== null && numGames > draw.ticketsRemaining) {
      found.push(`Only ${draw.ticketsRemaining} tickets are left`);
    }
    if (found.length === 0 && price && numGames !== null) return true;
    setProblems(found.length ? found : ['Choose how many tickets you want']);
    return false;
  }

  // The bundle, draws and cause are the panel's own named controls; the rest goes hidden.
  const hidden =
    draw && bundles
      ? addEntryToCart(
          {
            productOfferKey: offer.key,
            gameType: bundles.gameType.key,
            gameOffer: bundles.gameOffer.key,
            numGames: numGames ?? 0,
            numDraws,
            games: [],
            day: null,
            causeKey,
            drawNo: draw.drawNo,
            syndicate: null,
          },
          {
            numbers: 'none',
            namedControls: [
              itemFields.numGames,
              ...(drawChoices.length > 1 ? [itemFields.numDraws] : []),
              ...(causes.length > 0 ? [itemFields.causeKey] : []),
            ],
          },
        )
      : {};

  return (
    <aside className="play-summary card" aria-labelledby="buy-heading">
      <h2 id="buy-heading" className="play-section-title">
        {status === 'pre_order' ? 'Pre-order tickets' : 'Buy tickets'}
      </h2>
      {!draw ? <p>There is no draw on sale right now. Please check back soon.</p> : null}
      {status === 'sold_out' ? (
        <p className="raffle-notice raffle-notice--sold-out">
          Sold out: every ticket in this draw has been sold.
          {links.otherDraws.length > 0 ? ' Try another draw.' : ''}
        </p>
      ) : null}
      {status === 'past_draw' ? (
        <p className="raffle-notice">
          This draw has closed. <Link to={links.results}>See the results</Link>
        </p>
      ) : null}
      {status === 'pre_order' && draw ? (
        <p className="raffle-notice raffle-notice--pre-order">
          Pre-order now: your tickets are bought for you when sales open
          {draw.drawData.drawPreOrderStartDate ? ` on ${l.drawDate(draw.drawData.drawPreOrderStartDate)} AEST` : ''}.
        </p>
      ) : null}
      {draw && isPurchasable(draw.purchaseStatus) && prices.length === 0 ? (
        <p className="raffle-notice">Tickets for this draw are not on sale online.</p>
      ) : null}
      {open ? (
        <AddToCartForm id="add-to-cart" hidden={hidden} onCheck={check}>
          {(busy) => (
            <>
              {draw.ticketCap ? (
                <div className="stock">
                  <p className="stock-text">
                    {l.count(draw.ticketsRemaining ?? 0)} of {l.count(draw.ticketCap)}{' '}
                    tickets left
                  </p>
                  <div className="stock-bar" aria-hidden="true">
                    <span style={{ width: `${Math.min(100, (100 * draw.ticketsSold) / draw.ticketCap)}%` }} />
                  </div>
                </div>
              ) : null}
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
                        onChange={() => {
                          setProblems([]);
                          setNumGames(p.numGames);
                        }}
                      />
                      <span className="option-card-title">
                        {p.numGames} {p.numGames === 1 ? 'ticket' : 'tickets'}
                      </span>
                      <span className="option-card-price">{l.money(p.price)}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
              {drawChoices.length > 1 ? (
                <div className="field">
                  <label className="field-label" htmlFor="raffle-draws">
                    Number of draws
                  </label>
                  <select
                    id="raffle-draws"
                    name={itemFields.numDraws}
                    className="field-input"
                    value={numDraws}
                    onChange={(e) => {
                      setProblems([]);
                      setNumDraws(Number(e.target.value));
                    }}
                  >
                    {drawChoices.map((n) => (
                      <option key={n} value={n}>
                        {n} {n === 1 ? 'draw' : 'consecutive draws'}
                      </option>
                    ))}
                  </select>
                </div>
              ) : null}
              {causes.length > 0 ? (
                <fieldset className="choice-group">
                  <legend className="field-label">Cause to support</legend>
                  {causes.map((c) => (
                    <label key={c.key} className="field-check">
                      <input
                        type="radio"
                        name={itemFields.causeKey}
                        value={c.key}
                        checked={causeKey === c.key}
                        onChange={() => {
                          setProblems([]);
                          setCauseKey(c.key);
                        }}
                      />
                      <span>{c.name}</span>
                    </label>
                  ))}
                </fieldset>
              ) : null}
              <dl className="play-total">
                <div className="play-total-price">
                  <dt>Total</dt>
                  <dd>{price ? l.money(price) : '–'}</dd>
                </div>
              </dl>
              <Button type="submit" variant="primary" block loading={busy}>
                {status === 'pre_order' ? 'Pre-order' : 'Add to cart'}
              </Button>
            </>
          )}
        </AddToCartForm>
      ) : null}
      <div className="play-outcome" role="alert">
        {problems.length > 0 ? (
          <div className="play-problems">
            <p className="play-problems-title">Your tickets can't be added yet:</p>
            <ul>
              {problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      {draw ? (
        <ul className="raffle-links">
          {links.subscribe ? (
            <li>
              <Link to={links.subscribe}>Subscribe to every draw</Link>
            </li>
          ) : null}
          <li>
            <Link to={links.postal}>Free postal entry</Link>
          </li>
          <li>
            <Link to={links.terms}>Terms and conditions</Link>
          </li>
          {offer.causes.length > 0 ? (
            <li>
              <Link to={links.support}>Who your ticket supports</Link>
            </li>
          ) : null}
        </ul>
      ) : null}
    </aside>
  );
}
