import type { Draw, ProductOffer } from '@drawline/contracts';
import { data, Link } from 'react-router';
import { loadOffers } from '../../features/catalogue';
import { FeatureBanner, PlacementList } from '../../features/placements';
import { loadPlacements } from '../../features/placements/index.server';
import { TextId, useTexts } from '../../features/shell';
import type { LayoutHandle } from '../../layouts/main';
import { apiSession } from '../../lib/api-session.server';
import { useLocale } from '../../lib/locale';
import { ButtonLink } from '../../ui/button';
import { Icon, type IconName } from '../../ui/icons';
import { OfferLogo } from '../../ui/picture';
import type { Route } from './+types/home';
import '../../styles/home.css';

export const handle: LayoutHandle = { fullBleed: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  // The visitor's region decides the pricing (sv cookie), as on the listing pages.
  const [{ offers }, placements] = await Promise.all([
    loadOffers(apiSession(request, context).platform, request),
    // The feature placement and the fast play ones (decision 474).
    loadPlacements(request, context, ['feature_placement', 'fast_play']),
  ]);
  // No products at all is the spec's 418 page (1-platform.md §2 Error pages).
  if (offers.length === 0) throw data(null, { status: 418 });
  // Only what the cards show goes into the page: the whole answer would be serialised into the HTML.
  return {
    offers: offers.map(toHomeOffer),
    feature: placements.find((p) => p.key === 'feature_placement') ?? null,
    fastPlay: placements.filter((p) => p.key === 'fast_play'),
  };
}

type HomeDraw = Pick<Draw, 'drawDate' | 'stopDate' | 'prizePool' | 'isPrizePoolUnknown' | 'prizePoolSuffix'>;
type HomeOffer = Pick<ProductOffer, 'key' | 'name' | 'url' | 'type' | 'logoImage'> & { draws: HomeDraw[] };

function toHomeOffer(o: ProductOffer): HomeOffer {
  const next = o.draws[0];
  return {
    key: o.key,
    name: o.name,
    url: o.url,
    type: o.type,
    logoImage: o.logoImage,
    draws: next
      ? [
          {
            drawDate: next.drawDate,
            stopDate: next.stopDate,
            prizePool: next.prizePool,
            isPrizePoolUnknown: next.isPrizePoolUnknown,
            prizePoolSuffix: next.prizePoolSuffix,
          },
        ]
      : [],
  };
}

const typeLabel: Record<string, string> = {
  lottery_ticket: 'Lotto',
  raffle_ticket: 'Charity raffle',
  syndicate_share: 'Syndicate',
  social_syndicate_share: 'Lotto Party',
  membership: 'Membership',
};

const typeIcon: Record<string, IconName> = {
  lottery_ticket: 'ticket',
  raffle_ticket: 'heart',
  syndicate_share: 'users',
};

function OfferCard({ offer }: { offer: HomeOffer }) {
  const l = useLocale();
  const draw = offer.draws[0];
  const headingId = `offer-${offer.key}`;
  return (
    <li className={`offer-card offer-card--${offer.type}`}>
      <article aria-labelledby={headingId}>
        <div className="offer-card-top offer-card-top--logo">
          <OfferLogo src={offer.logoImage} size={48} />
          <div>
            <span className="offer-type">
              <Icon name={typeIcon[offer.type] ?? 'ticket'} />
              {typeLabel[offer.type] ?? offer.type}
            </span>
            <h3 id={headingId} className="offer-name">
              {offer.name}
            </h3>
          </div>
        </div>
        <div className="offer-card-body">
          <p className="offer-jackpot">
            <span className="visually-hidden">Jackpot: </span>
            {draw ? l.jackpot(draw) : 'Announced soon'}
          </p>
          {draw ? (
            <p className="offer-draw">
              <Icon name="clock" />
              <span>
                Next draw <time dateTime={draw.drawDate}>{l.drawDate(draw.drawDate)} AEST</time>
              </span>
            </p>
          ) : (
            <p className="offer-draw">No draw open right now</p>
          )}
          <div className="offer-actions">
            <ButtonLink to={`/${offer.url}`} variant="primary" aria-label={`Play now: ${offer.name}`}>
              Play now
            </ButtonLink>
            <Link to={`/${offer.url}/results`} className="offer-results">
              Results<span className="visually-hidden"> for {offer.name}</span>
            </Link>
          </div>
        </div>
      </article>
    </li>
  );
}

function Hero({ offer }: { offer: HomeOffer | undefined }) {
  const l = useLocale();
  // The CMS's wording of the visitor's locale where it has one (decision 463).
  const t = useTexts();
  const lead = t.inlineHtml('home.hero_lead', { currencyWord: l.words.currencyWord });
  const draw = offer?.draws[0];
  return (
    <section className="hero" aria-labelledby="hero-heading">
      <div className="container hero-inner">
        <div className="hero-copy">
          <p className="hero-kicker">
            {t.plain('home.hero_kicker', 'Lotto · Charity raffles · Syndicates')}
            <TextId id="home.hero_kicker" />
          </p>
          <h1 id="hero-heading">
            {t.plain('home.hero_heading', 'Your ticket to something big')}
            <TextId id="home.hero_heading" />
          </h1>
          {lead ? (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's sanitised markdown (decision 411), values escaped
            <p className="hero-lead" dangerouslySetInnerHTML={{ __html: lead }} />
          ) : (
            <p className="hero-lead">
              {`Play Australia's favourite draws online, support good causes and chase jackpots worth millions of ${l.words.currencyWord}, all in one secure account.`}
            </p>
          )}
          <TextId id="home.hero_lead" />
        </div>
        {offer && draw ? (
          <aside className="hero-spotlight" aria-labelledby="spotlight-heading">
            <OfferLogo src={offer.logoImage} size={64} priority className="hero-spotlight-logo" />
            <p className="hero-spotlight-label">Biggest jackpot</p>
            <h2 id="spotlight-heading" className="hero-spotlight-name">
              {offer.name}
            </h2>
            <p className="hero-spotlight-jackpot">{l.jackpot(draw)}</p>
            <p className="hero-spotlight-draw">
              Draw closes{' '}
              <time dateTime={draw.stopDate ?? draw.drawDate}>{l.drawDate(draw.stopDate ?? draw.drawDate)}</time> AEST
            </p>
            <ButtonLink to={`/${offer.url}`} variant="gold" block>
              Play {offer.name}
            </ButtonLink>
          </aside>
        ) : null}
      </div>
    </section>
  );
}

const promises: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'ticket',
    title: 'Official tickets',
    text: 'Every entry is placed in the official draw and kept safe in your account.',
  },
  {
    icon: 'lock',
    title: 'Secure payments',
    text: 'Card details are handled by our payment provider, never stored by us.',
  },
  {
    icon: 'trophy',
    title: 'Prizes paid to you',
    text: 'Winnings go straight to your account, and we let you know when you win.',
  },
  { icon: 'shield', title: 'Play responsibly', text: 'Set spend and deposit limits at any time from My account.' },
];

/** The offer with the biggest known jackpot, for the hero. */
function spotlightOf(offers: HomeOffer[]): HomeOffer | undefined {
  let best: HomeOffer | undefined;
  for (const o of offers) {
    const pool = o.draws[0]?.prizePool?.amount ?? -1;
    if (pool > (best?.draws[0]?.prizePool?.amount ?? -1)) best = o;
  }
  return best;
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { offers, feature, fastPlay } = loaderData;
  return (
    <>
      <Hero offer={spotlightOf(offers)} />
      {feature || fastPlay.length ? (
        <div className="container">
          <FeatureBanner placement={feature ?? undefined} />
          <PlacementList placements={fastPlay} title="Fast play" id="fast-play" />
        </div>
      ) : null}
      <section className="section container" aria-labelledby="offers-heading">
        <div className="section-header">
          <h2 id="offers-heading">Play today</h2>
          <Link to="/lotto-results">All results</Link>
        </div>
        <ul className="offer-grid">
          {offers.map((o) => (
            <OfferCard key={o.key} offer={o} />
          ))}
        </ul>
      </section>
      <section className="section container" aria-labelledby="promise-heading">
        <h2 id="promise-heading" className="visually-hidden">
          Why play with us
        </h2>
        <ul className="promise-grid">
          {promises.map((p) => (
            <li key={p.title} className="promise">
              <Icon name={p.icon} />
              <div>
                <h3>{p.title}</h3>
                <p>{p.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
