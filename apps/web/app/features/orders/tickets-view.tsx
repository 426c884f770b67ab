import type { SyndicateShareTicket, Ticket, TicketState } from '@drawline/contracts';
import { Link, NavLink } from 'react-router';
import { PageLink, pathTo } from '../../lib/capabilities';
import { useLocale } from '../../lib/locale';
import { Pagination } from '../../ui/pagination';
import { drawStanding, entrySummary, winningsStanding } from './entries';
import { type ListPage, pagePath } from './paging';
import { RaffleNumbers, ShopLink, TicketGames } from './ticket-parts';
import { ticketListPath, ticketLists, ticketPath } from './ticket-paths';

/** Games and raffle numbers a list shows of each ticket before "View ticket". */
const PREVIEW_GAMES = 2;
const PREVIEW_RAFFLE_NUMBERS = 10;

/** Upcoming and past tickets, and the print sheet, as tabs. */
export function TicketTabs() {
  return (
    <nav className="ticket-tabs" aria-label="Tickets">
      <ul>
        <li>
          <NavLink to={ticketListPath('upcoming')}>Upcoming</NavLink>
        </li>
        <li>
          <NavLink to={ticketListPath('past')}>Past</NavLink>
        </li>
      </ul>
    </nav>
  );
}

function TicketCard({ ticket }: { ticket: Ticket }) {
  const l = useLocale();
  const won = winningsStanding(ticket, l.money);
  const headingId = `ticket-${ticket.ticketId}`;
  return (
    <li className="card ticket-card" aria-labelledby={headingId}>
      <div className="ticket-card-head">
        <h2 id={headingId}>
          <Link to={ticketPath(ticket)}>{ticket.syndicateShare?.name ?? ticket.productOfferName}</Link>
        </h2>
        <p className="ticket-card-draw">
          Draw {ticket.drawNo}, {l.drawDate(ticket.drawDate)}
        </p>
      </div>
      <p className="ticket-card-summary">
        {ticket.syndicateShare ? `${ticket.productOfferName}: ` : ''}
        {entrySummary(ticket)}
        {/* An upcoming list needs no word that its tickets are upcoming; a past one says how each stands. */}
        {ticket.state === 'past' ? <span className="ticket-standing">{drawStanding(ticket)}</span> : null}
        {won ? <span className="ticket-winnings">{won}</span> : null}
      </p>
      <TicketGames entry={ticket} limit={PREVIEW_GAMES} />
      <RaffleNumbers numbers={ticket.raffleTicketNumbers} limit={PREVIEW_RAFFLE_NUMBERS} />
      <Link to={ticketPath(ticket)} className="ticket-card-link">
        View ticket
        <span className="visually-hidden">
          : {ticket.productOfferName}, draw {ticket.drawNo}
        </span>
      </Link>
    </li>
  );
}

/** A page of the customer's tickets of one state, or the empty state that sends them shopping. */
export function TicketList({ state, list }: { state: TicketState; list: ListPage<Ticket> }) {
  const base = ticketListPath(state);
  if (list.total === 0) {
    return (
      <div className="card orders-empty">
        <p>{ticketLists[state].empty}</p>
        <ShopLink className="button button--primary">Buy lotto tickets</ShopLink>
      </div>
    );
  }
  return (
    <>
      <p className="orders-count" aria-live="polite">
        {list.total === 1 ? '1 ticket' : `${list.total} tickets`}
        {list.pages > 1 ? `, page ${list.page} of ${list.pages}` : ''}
      </p>
      <ol className="ticket-list">
        {list.items.map((t) => (
          <TicketCard key={t.ticketId} ticket={t} />
        ))}
      </ol>
      <Pagination
        page={list.page}
        pages={list.pages}
        href={(p) => pagePath(base, p)}
        label={`Pages of ${ticketLists[state].title.toLowerCase()}`}
      />
    </>
  );
}

/** The facts of a ticket's draw and purchase. */
function TicketFacts({ ticket }: { ticket: Ticket }) {
  const l = useLocale();
  return (
    <dl className="ticket-facts">
      <div>
        <dt>Draw number</dt>
        <dd>{ticket.drawNo}</dd>
      </div>
      <div>
        <dt>Draw date</dt>
        <dd>{l.drawDate(ticket.drawDate)}</dd>
      </div>
      <div>
        <dt>Status</dt>
        <dd>
          {drawStanding(ticket)}
          {ticket.hasResults ? (
            <>
              {' '}
              <PageLink
                route="/:productOfferKey/results/draw/:drawNo"
                params={{ productOfferKey: ticket.productOfferUrl, drawNo: String(ticket.drawNo) }}
              >
                See the results
              </PageLink>
            </>
          ) : null}
        </dd>
      </div>
      {winningsStanding(ticket, l.money) ? (
        <div>
          <dt>Winnings</dt>
          <dd>{winningsStanding(ticket, l.money)}</dd>
        </div>
      ) : null}
      <div>
        <dt>Entry</dt>
        <dd>{entrySummary(ticket)}</dd>
      </div>
      {ticket.day ? (
        <div>
          <dt>Day</dt>
          <dd className="ticket-day">{ticket.day}</dd>
        </div>
      ) : null}
      <div>
        <dt>Bought</dt>
        <dd>
          {l.drawDate(ticket.purchasedAt)}, order{' '}
          <Link
            to={pathTo('/receipt/:checkoutID', { checkoutID: ticket.checkoutId })}
            aria-label={`Receipt of order ${ticket.orderNumber}`}
          >
            {ticket.orderNumber}
          </Link>
        </dd>
      </div>
    </dl>
  );
}

/** One ticket: its draw, its numbers (and a super combo's extra games), its raffle numbers. */
export function TicketDetails({ ticket }: { ticket: Ticket }) {
  return (
    <div className="ticket-details">
      <TicketFacts ticket={ticket} />
      {ticket.games.length > 0 ? (
        <section className="ticket-section" aria-labelledby="numbers-heading">
          <h2 id="numbers-heading">Your numbers</h2>
          <TicketGames entry={ticket} />
          {ticket.comboGames.length > 0 ? (
            <details className="ticket-combo">
              <summary>The {ticket.comboGames.length} quick-pick games of your super combo</summary>
              <TicketGames
                entry={{
                  gameType: ticket.gameType,
                  games: ticket.comboGames,
                  quickPick: ticket.comboGames.map(() => true),
                }}
                label="Super combo games"
              />
            </details>
          ) : null}
        </section>
      ) : null}
      {ticket.raffleTicketNumbers.length > 0 ? (
        <section className="ticket-section" aria-labelledby="raffle-heading">
          <h2 id="raffle-heading">Your ticket numbers</h2>
          <RaffleNumbers numbers={ticket.raffleTicketNumbers} />
        </section>
      ) : null}
      <BackToList state={ticket.state} />
    </div>
  );
}

function BackToList({ state }: { state: TicketState }) {
  return (
    <p className="ticket-back">
      <PageLink route={ticketLists[state].route}>Back to {ticketLists[state].title.toLowerCase()}</PageLink>
    </p>
  );
}

/** A syndicate share: how much of the syndicate is the customer's, and what the syndicate plays. */
export function ShareDetails({ share }: { share: SyndicateShareTicket }) {
  const l = useLocale();
  return (
    <div className="ticket-details">
      <dl className="ticket-facts">
        <div>
          <dt>Offer</dt>
          <dd>{share.productOfferName}</dd>
        </div>
        <div>
          <dt>Draw number</dt>
          <dd>{share.drawNo}</dd>
        </div>
        <div>
          <dt>Draw date</dt>
          <dd>{l.drawDate(share.drawDate)}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{drawStanding(share)}</dd>
        </div>
        {winningsStanding(share, l.money) ? (
          <div>
            <dt>Winnings</dt>
            <dd>{winningsStanding(share, l.money)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Your shares</dt>
          <dd>{entrySummary(share)}</dd>
        </div>
        <div>
          <dt>Bought</dt>
          <dd>
            {l.drawDate(share.purchasedAt)}, order{' '}
            <Link
              to={pathTo('/receipt/:checkoutID', { checkoutID: share.checkoutId })}
              aria-label={`Receipt of order ${share.orderNumber}`}
            >
              {share.orderNumber}
            </Link>
          </dd>
        </div>
      </dl>
      <section className="ticket-section">
        <table className="orders-table">
          <caption>What the syndicate plays</caption>
          <thead>
            <tr>
              <th scope="col">Ticket</th>
              <th scope="col" className="orders-number">
                Games
              </th>
              <th scope="col" className="orders-number">
                Standard games
              </th>
            </tr>
          </thead>
          <tbody>
            {share.syndicateTickets.map((t, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: tickets of a syndicate have no id but their place
              <tr key={i}>
                <th scope="row">{t.name}</th>
                <td className="orders-number">{t.numGames}</td>
                <td className="orders-number">{t.numStandardGames}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {share.syndicateGames.some((t) => t.games.length > 0) ? (
        <section className="ticket-section" aria-labelledby="syndicate-numbers-heading">
          <h2 id="syndicate-numbers-heading">The syndicate’s numbers</h2>
          {share.syndicateGames.map((t, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: tickets of a syndicate have no id but their place
            <div key={i}>
              <h3>{t.name}</h3>
              <TicketGames
                entry={{ gameType: t.gameType, games: t.games, quickPick: t.games.map(() => true) }}
                label={`${t.name} games`}
              />
            </div>
          ))}
        </section>
      ) : null}
      <BackToList state={share.state} />
    </div>
  );
}

/** The upcoming tickets laid out for paper: every ticket whole, two to a row where the page allows. */
export function PrintSheet({ tickets, total }: { tickets: Ticket[]; total: number }) {
  const l = useLocale();
  return (
    <div className="print-sheet">
      {tickets.length < total ? (
        <p className="orders-count">
          The first {tickets.length} of your {total} upcoming tickets.
        </p>
      ) : null}
      <ol className="print-tickets">
        {tickets.map((t) => (
          <li key={t.ticketId} className="print-ticket">
            <h2>{t.syndicateShare?.name ?? t.productOfferName}</h2>
            <p className="print-ticket-draw">
              Draw {t.drawNo}, {l.drawDate(t.drawDate)}
            </p>
            <p className="print-ticket-summary">
              {t.syndicateShare ? `${t.productOfferName}: ` : ''}
              {entrySummary(t)}
            </p>
            <TicketGames entry={t} />
            <RaffleNumbers numbers={t.raffleTicketNumbers} />
          </li>
        ))}
      </ol>
    </div>
  );
}
