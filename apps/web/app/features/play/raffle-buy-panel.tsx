import { type Draw, defaultGameOffer, entryPrice, entryProblems, type ProductOffer } from '@drawline/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';
import { AddToCartForm, itemFields } from '../cart';
import { addEntryToCart } from './add-to-cart';
import { CauseChoice, DrawCount, Stock, TicketBundles } from './raffle-choices';
import { isPurchasable, type RaffleLinks, type RafflePageProps } from './raffle-draw';

/** The raffle's ticket bundles: the price list of its game offer (tickets by number). */
function bundleOffer(offer: ProductOffer) {
  const gameType = offer.gameTypes[0];
  const gameOffer = gameType ? defaultGameOffer(gameType.gameOffers) : undefined;
  return gameType && gameOffer ? { gameType, gameOffer } : undefined;
}

/** The buy panel: why the draw cannot be bought, or its bundles, draws and cause and Add to cart. */
export function BuyPanel({ offer, draw, causes, initialCauseKey, links }: RafflePageProps) {
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
  /** Every choice starts the check over: what it said is about the choices before. */
  const choose =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      setProblems([]);
      set(value);
    };

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
      <SaleNotices draw={draw} links={links} onSale={prices.length > 0} />
      {open ? (
        <AddToCartForm id="add-to-cart" hidden={hidden} onCheck={check}>
          {(busy) => (
            <>
              {draw.ticketCap ? <Stock draw={draw} ticketCap={draw.ticketCap} /> : null}
              <TicketBundles prices={prices} numGames={numGames} onChoose={choose(setNumGames)} />
              {drawChoices.length > 1 ? (
                <DrawCount choices={drawChoices} numDraws={numDraws} onChoose={choose(setNumDraws)} />
              ) : null}
              {causes.length > 0 ? (
                <CauseChoice causes={causes} causeKey={causeKey} onChoose={choose(setCauseKey)} />
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
      {draw ? <RaffleLinksList offer={offer} links={links} /> : null}
    </aside>
  );
}

/** Why the draw cannot be bought now, when it cannot: none on sale, sold out, closed, pre-order, not online. */
function SaleNotices({ draw, links, onSale }: { draw: Draw | null; links: RaffleLinks; onSale: boolean }) {
  const l = useLocale();
  const status = draw?.purchaseStatus;
  return (
    <>
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
      {draw && isPurchasable(draw.purchaseStatus) && !onSale ? (
        <p className="raffle-notice">Tickets for this draw are not on sale online.</p>
      ) : null}
    </>
  );
}

/** The draw's other ways in: subscribe, free postal entry, terms and who the ticket supports. */
function RaffleLinksList({ offer, links }: { offer: ProductOffer; links: RaffleLinks }) {
  return (
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
  );
}
