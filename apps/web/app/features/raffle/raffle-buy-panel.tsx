import { type Draw, heldUntilSalesOpen, type ProductOffer } from '@drawline/contracts';
import { Link } from 'react-router';
import { useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';
import { AddToCartForm } from '../cart';
import { type RaffleBuy, useRaffleBuy } from './raffle-buy-state';
import { CauseChoice, DrawCount, Stock, TicketBundles } from './raffle-choices';
import { isPurchasable, type RaffleLinks, type RafflePageProps } from './raffle-draw';

/** The buy panel: why the draw cannot be bought, or its bundles, draws and cause and Add to cart. */
export function BuyPanel(props: RafflePageProps) {
  const { offer, draw, links } = props;
  const buy = useRaffleBuy(props);
  return (
    <aside className="play-summary card" aria-labelledby="buy-heading">
      <h2 id="buy-heading" className="play-section-title">
        {buy.status === 'pre_order' ? 'Pre-order tickets' : 'Buy tickets'}
      </h2>
      <SaleNotices
        draw={draw}
        links={links}
        onSale={buy.prices.length > 0}
        // Held with the engine on, for one draw at a time (contracts' heldUntilSalesOpen).
        held={
          props.preOrdersHeld &&
          heldUntilSalesOpen({
            purchaseStatus: buy.status ?? '',
            drawCount: buy.numDraws,
            gameType: 'standard',
            recurs: false,
          })
        }
      />
      {buy.open && draw ? <BuyForm draw={draw} causes={props.causes} buy={buy} /> : null}
      <div className="play-outcome" role="alert">
        {buy.problems.length > 0 ? (
          <div className="play-problems">
            <p className="play-problems-title">Your tickets can't be added yet:</p>
            <ul>
              {buy.problems.map((p) => (
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

/** The add-to-cart form of an open draw: stock, bundles, draws, cause, the total and the button. */
function BuyForm({ draw, causes, buy }: { draw: Draw; causes: RafflePageProps['causes']; buy: RaffleBuy }) {
  const l = useLocale();
  return (
    <AddToCartForm id="add-to-cart" hidden={buy.hidden} onCheck={buy.check}>
      {(busy) => (
        <>
          {draw.ticketCap ? <Stock draw={draw} ticketCap={draw.ticketCap} /> : null}
          <TicketBundles prices={buy.prices} numGames={buy.numGames} onChoose={buy.chooseNumGames} />
          {buy.drawChoices.length > 1 ? (
            <DrawCount choices={buy.drawChoices} numDraws={buy.numDraws} onChoose={buy.chooseNumDraws} />
          ) : null}
          {causes.length > 0 ? (
            <CauseChoice causes={causes} causeKey={buy.causeKey} onChoose={buy.chooseCauseKey} />
          ) : null}
          <dl className="play-total">
            <div className="play-total-price">
              <dt>Total</dt>
              <dd>{buy.price ? l.money(buy.price) : '–'}</dd>
            </div>
          </dl>
          <Button type="submit" variant="primary" block loading={busy}>
            {buy.status === 'pre_order' ? 'Pre-order' : 'Add to cart'}
          </Button>
        </>
      )}
    </AddToCartForm>
  );
}

/** Why the draw cannot be bought now, when it cannot: none on sale, sold out, closed, pre-order, not online. */
function SaleNotices({
  draw,
  links,
  onSale,
  held,
}: {
  draw: Draw | null;
  links: RaffleLinks;
  onSale: boolean;
  held: boolean;
}) {
  const l = useLocale();
  const status = draw?.purchaseStatus;
  const opens = (d: Draw) =>
    d.drawData.drawSalesOpenDate ? ` on ${l.drawDate(d.drawData.drawSalesOpenDate)} AEST` : '';
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
          {held
            ? `Pre-order now: your tickets are set aside for you today and issued when sales open${opens(draw)}.`
            : `Pre-order now, before sales open${opens(draw)}: your tickets are yours at once.`}
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
