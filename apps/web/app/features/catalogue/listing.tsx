import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { ButtonLink } from '../../ui/button';
import { Icon } from '../../ui/icons';
import { useLocale } from '../locale';
import type { ListingCard } from './listing.server';
import { stateGroups, stateNames } from './sub-variant';
import './catalogue.css';

export function PageBand({
  kicker,
  title,
  lead,
  children,
}: {
  kicker?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="band on-brand">
      <div className="container band-inner">
        <div>
          {kicker ? <p className="band-kicker">{kicker}</p> : null}
          <h1 className="band-title">{title}</h1>
          {lead ? <p className="band-lead">{lead}</p> : null}
        </div>
        {children}
      </div>
    </header>
  );
}

/** Where the visitor plays from: their state decides the offers and prices (sv cookie, one year). */
export function StateChooser({ subVariant }: { subVariant: string | null }) {
  return (
    <Form method="post" className="state-chooser" reloadDocument>
      <label htmlFor="state" className="state-chooser-label">
        Your state
      </label>
      <div className="state-chooser-row">
        <select id="state" name="state" className="field-input" defaultValue={subVariant ?? ''}>
          <option value="" disabled>
            Choose your state
          </option>
          {stateGroups.map((g) => (
            <optgroup key={g.label} label={g.label}>
              {g.codes.map((c) => (
                <option key={c} value={c}>
                  {stateNames[c]}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <button type="submit" className="button button--gold button--small">
          Update
        </button>
      </div>
    </Form>
  );
}

function LotteryCardView({ card, level }: { card: Extract<ListingCard, { kind: 'lottery' }>; level: 2 | 3 }) {
  const Heading = level === 3 ? 'h3' : 'h2';
  const l = useLocale();
  const headingId = `card-${card.key}`;
  return (
    <li className="offer-card offer-card--lottery_ticket">
      <article aria-labelledby={headingId}>
        <div className="offer-card-top">
          <span className="offer-type">
            <Icon name="ticket" />
            Lotto
          </span>
          <Heading id={headingId} className="offer-name">
            {card.name}
          </Heading>
        </div>
        <div className="offer-card-body">
          <p className="offer-jackpot">
            <span className="visually-hidden">Jackpot: </span>
            {card.draw ? l.jackpot(card.draw) : 'Announced soon'}
          </p>
          <DrawLine draw={card.draw} />
          {card.ways.length > 0 ? (
            <ul className="card-ways" aria-label={`More ways to play ${card.name}`}>
              {card.ways.map((w) => (
                <li key={w.key}>
                  <Link to={w.path}>{w.label}</Link>
                </li>
              ))}
            </ul>
          ) : null}
          <div className="offer-actions">
            <ButtonLink to={card.href} variant="primary" aria-label={`Play now: ${card.name}`}>
              Play now
            </ButtonLink>
            <Link to={card.resultsHref} className="offer-results">
              Results<span className="visually-hidden"> for {card.name}</span>
            </Link>
          </div>
        </div>
      </article>
    </li>
  );
}

function DrawLine({ draw, closes }: { draw: ListingCard['draw']; closes?: boolean }) {
  const l = useLocale();
  if (!draw) return <p className="offer-draw">No draw open right now</p>;
  const at = closes ? draw.stopDate : draw.drawDate;
  return (
    <p className="offer-draw">
      <Icon name="clock" />
      <span>
        {closes ? 'Closes' : 'Next draw'} <time dateTime={at}>{l.drawDate(at)} AEST</time>
      </span>
    </p>
  );
}

const purchaseBadges: Record<string, string> = {
  sold_out: 'Sold out',
  pre_order: 'Pre-order',
  past_draw: 'Drawn',
};

function RaffleCardView({ card, level }: { card: Extract<ListingCard, { kind: 'raffle' }>; level: 2 | 3 }) {
  const Heading = level === 3 ? 'h3' : 'h2';
  const l = useLocale();
  const headingId = `card-${card.key}`;
  const draw = card.draw;
  const prize = draw?.drawData.value ?? draw?.prizePool ?? null;
  const badge = draw ? purchaseBadges[draw.purchaseStatus] : undefined;
  return (
    <li className="offer-card offer-card--raffle_ticket">
      <article aria-labelledby={headingId}>
        <div className="offer-card-top">
          <span className="offer-type">
            <Icon name="heart" />
            Charity raffle
          </span>
          <Heading id={headingId} className="offer-name">
            {card.name}
          </Heading>
        </div>
        <div className="offer-card-body">
          {badge ? <p className="card-badge">{badge}</p> : null}
          <p className="offer-jackpot">
            <span className="visually-hidden">Prize: </span>
            {prize ? l.jackpotAmount(prize) : 'Announced soon'}
          </p>
          {draw?.drawData.name ? <p className="card-prize-name">{draw.drawData.name}</p> : null}
          <DrawLine draw={draw} closes />
          {draw?.ticketsRemaining != null && draw.ticketCap ? (
            <p className="card-stock">
              {draw.ticketsRemaining.toLocaleString(l.locale)} of {draw.ticketCap.toLocaleString(l.locale)} tickets left
            </p>
          ) : null}
          <div className="offer-actions">
            <ButtonLink to={card.href} variant="primary" aria-label={`Buy tickets: ${card.name}`}>
              Buy tickets
            </ButtonLink>
            <Link to={card.resultsHref} className="offer-results">
              Results<span className="visually-hidden"> for {card.name}</span>
            </Link>
          </div>
        </div>
      </article>
    </li>
  );
}

function SyndicateCardView({ card, level }: { card: Extract<ListingCard, { kind: 'syndicate' }>; level: 2 | 3 }) {
  const Heading = level === 3 ? 'h3' : 'h2';
  const l = useLocale();
  const headingId = `card-${card.key}`;
  const s = card.syndicate;
  return (
    <li className="offer-card offer-card--syndicate_share">
      <article aria-labelledby={headingId}>
        <div className="offer-card-top">
          <span className="offer-type">
            <Icon name="users" />
            Syndicate · {card.lotteryName}
          </span>
          <Heading id={headingId} className="offer-name">
            {card.name}
          </Heading>
        </div>
        <div className="offer-card-body">
          <p className="offer-jackpot">
            <span className="visually-hidden">Jackpot: </span>
            {card.draw ? l.jackpot(card.draw) : 'Announced soon'}
          </p>
          <DrawLine draw={card.draw} />
          {s ? (
            <>
              <p className="card-stock">
                {s.sharesRemaining > 0 ? `${s.sharesRemaining} of ${s.size} shares left` : 'Sold out'} ·{' '}
                {l.money(s.sharePrice)} a share
              </p>
              <p className="card-prize-name">{s.tickets.map((t) => `${t.numGames} games: ${t.name}`).join(' · ')}</p>
            </>
          ) : null}
          <div className="offer-actions">
            <ButtonLink to={card.href} variant="primary" aria-label={`Buy a share: ${card.name}`}>
              Buy a share
            </ButtonLink>
          </div>
        </div>
      </article>
    </li>
  );
}

export function CardGrid({
  cards,
  empty,
  headingLevel = 2,
}: {
  cards: ListingCard[];
  empty: string;
  headingLevel?: 2 | 3;
}) {
  if (cards.length === 0) return <p className="empty-state">{empty}</p>;
  return (
    <ul className="offer-grid">
      {cards.map((c) =>
        c.kind === 'lottery' ? (
          <LotteryCardView key={c.key} card={c} level={headingLevel} />
        ) : c.kind === 'raffle' ? (
          <RaffleCardView key={c.key} card={c} level={headingLevel} />
        ) : (
          <SyndicateCardView key={c.key} card={c} level={headingLevel} />
        ),
      )}
    </ul>
  );
}
