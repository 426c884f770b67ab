import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { useLocale } from '../../lib/locale';
import { ButtonLink } from '../../ui/button';
import { Icon, type IconName } from '../../ui/icons';
import { OfferLogo, Picture } from '../../ui/picture';
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

/** The frame every offer card shares: its kind and name on top, its body, then the buy button and a results link. */
function OfferCard({
  card,
  level,
  productType,
  icon,
  kindLabel,
  action,
  resultsHref,
  children,
}: {
  card: { key: string; name: string; href: string; logoImage: string | null };
  level: 2 | 3;
  productType: 'lottery_ticket' | 'raffle_ticket' | 'syndicate_share';
  icon: IconName;
  kindLabel: string;
  /** The button's words; its accessible name adds the offer's name. */
  action: string;
  resultsHref?: string;
  children: ReactNode;
}) {
  const Heading = level === 3 ? 'h3' : 'h2';
  const headingId = `card-${card.key}`;
  return (
    <li className={`offer-card offer-card--${productType}`}>
      <article aria-labelledby={headingId}>
        <div className="offer-card-top offer-card-top--logo">
          <OfferLogo src={card.logoImage} size={48} />
          <div>
            <span className="offer-type">
              <Icon name={icon} />
              {kindLabel}
            </span>
            <Heading id={headingId} className="offer-name">
              {card.name}
            </Heading>
          </div>
        </div>
        <div className="offer-card-body">
          {children}
          <div className="offer-actions">
            <ButtonLink to={card.href} variant="primary" aria-label={`${action}: ${card.name}`}>
              {action}
            </ButtonLink>
            {resultsHref ? (
              <Link to={resultsHref} className="offer-results">
                Results<span className="visually-hidden"> for {card.name}</span>
              </Link>
            ) : null}
          </div>
        </div>
      </article>
    </li>
  );
}

/** A lottery's jackpot of its next draw (lotteries and syndicates). */
function JackpotLine({ draw }: { draw: ListingCard['draw'] }) {
  const l = useLocale();
  return (
    <p className="offer-jackpot">
      <span className="visually-hidden">Jackpot: </span>
      {draw ? l.jackpot(draw) : 'Announced soon'}
    </p>
  );
}

function LotteryCardView({ card, level }: { card: Extract<ListingCard, { kind: 'lottery' }>; level: 2 | 3 }) {
  return (
    <OfferCard
      card={card}
      level={level}
      productType="lottery_ticket"
      icon="ticket"
      kindLabel="Lotto"
      action="Play now"
      resultsHref={card.resultsHref}
    >
      <JackpotLine draw={card.draw} />
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
    </OfferCard>
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

function RaffleCardView({
  card,
  level,
  priority,
}: {
  card: Extract<ListingCard, { kind: 'raffle' }>;
  level: 2 | 3;
  /** The first card's prize picture is fetched at once (it is in the first screen). */
  priority: boolean;
}) {
  const l = useLocale();
  const draw = card.draw;
  const prize = draw?.drawData.value ?? draw?.prizePool ?? null;
  const badge = draw ? purchaseBadges[draw.purchaseStatus] : undefined;
  return (
    <OfferCard
      card={card}
      level={level}
      productType="raffle_ticket"
      icon="heart"
      kindLabel="Charity raffle"
      action="Buy tickets"
      resultsHref={card.resultsHref}
    >
      {/* Decorative: the prize's name is the card's text. */}
      <Picture
        className="card-picture"
        src={draw?.drawData.featureImage ?? null}
        alt=""
        width={480}
        height={320}
        sizes="(min-width: 40em) 24rem, 100vw"
        priority={priority}
      />
      {badge ? <p className="card-badge">{badge}</p> : null}
      <p className="offer-jackpot">
        <span className="visually-hidden">Prize: </span>
        {prize ? l.jackpotAmount(prize) : 'Announced soon'}
      </p>
      {draw?.drawData.name ? <p className="card-prize-name">{draw.drawData.name}</p> : null}
      <DrawLine draw={draw} closes />
      {draw?.ticketsRemaining != null && draw.ticketCap ? (
        <p className="card-stock">
          {l.count(draw.ticketsRemaining)} of {l.count(draw.ticketCap)} tickets left
        </p>
      ) : null}
    </OfferCard>
  );
}

function SyndicateCardView({ card, level }: { card: Extract<ListingCard, { kind: 'syndicate' }>; level: 2 | 3 }) {
  const l = useLocale();
  const s = card.syndicate;
  return (
    <OfferCard
      card={card}
      level={level}
      productType="syndicate_share"
      icon="users"
      kindLabel={`Syndicate · ${card.lotteryName}`}
      action="Buy a share"
    >
      <JackpotLine draw={card.draw} />
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
    </OfferCard>
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
      {cards.map((c, i) =>
        c.kind === 'lottery' ? (
          <LotteryCardView key={c.key} card={c} level={headingLevel} />
        ) : c.kind === 'raffle' ? (
          <RaffleCardView key={c.key} card={c} level={headingLevel} priority={i === 0} />
        ) : (
          <SyndicateCardView key={c.key} card={c} level={headingLevel} />
        ),
      )}
    </ul>
  );
}
