import type { CapabilityName, CapabilityNeed, Draw, ProductOffer, SyndicateShare } from '@drawline/contracts';
import { type AppLoadContext, data } from 'react-router';
import { apiSession } from '../../lib/api-session.server';
import { requireCapabilities } from '../../lib/capabilities';
import { loadOffers, offerUrl, playPath } from './offers';
import { type GameTypeTab, tabsFor } from './offers.server';
import { gameTypeAvailable, playFamilies } from './ordering';

interface LotteryCard {
  kind: 'lottery';
  key: string;
  name: string;
  logoImage: string | null;
  draw: Draw | null;
  href: string;
  resultsHref: string;
  ways: GameTypeTab[];
}

/** One card of a listing page; only what the card shows goes to the page. */
export type ListingCard =
  | LotteryCard
  | {
      kind: 'raffle';
      key: string;
      name: string;
      logoImage: string | null;
      description: string;
      draw: Draw | null;
      href: string;
      resultsHref: string;
    }
  | {
      kind: 'syndicate';
      key: string;
      name: string;
      logoImage: string | null;
      lotteryName: string;
      draw: Draw | null;
      href: string;
      syndicate: SyndicateShare | null;
    };

const sellable = (o: ProductOffer) => !o.suspended && o.availability === 'available';

export function lotteryCard(o: ProductOffer, have: ReadonlySet<CapabilityName>, subVariant?: string): LotteryCard {
  const families = playFamilies(o.gameTypes, have);
  return {
    kind: 'lottery',
    key: o.key,
    name: o.name,
    logoImage: o.logoImage,
    draw: o.draws[0] ?? null,
    href: offerUrl(o, subVariant),
    resultsHref: `${offerUrl(o, subVariant)}/results`,
    ways: tabsFor(o, families, subVariant).slice(1),
  };
}

export function raffleCard(o: ProductOffer, subVariant?: string): ListingCard {
  return {
    kind: 'raffle',
    key: o.key,
    name: o.name,
    logoImage: o.logoImage,
    description: o.description,
    draw: o.draws[0] ?? null,
    href: offerUrl(o, subVariant),
    resultsHref: `${offerUrl(o, subVariant)}/results`,
  };
}

/** Syndicate cards: each open syndicate of a syndicate offer, and the syndicate game type of a lottery. */
export function syndicateCards(offers: readonly ProductOffer[], subVariant?: string): ListingCard[] {
  const cards: ListingCard[] = [];
  for (const o of offers) {
    const lottery = offers.find((x) => x.key === o.lotteryKey);
    if (o.type === 'syndicate_share') {
      const base = {
        kind: 'syndicate' as const,
        name: o.name,
        logoImage: o.logoImage,
        draw: o.draws[0] ?? lottery?.draws[0] ?? null,
      };
      const lotteryName = lottery?.name ?? o.name;
      if (o.syndicates.length === 0) {
        cards.push({ ...base, key: o.key, lotteryName, href: offerUrl(o, subVariant), syndicate: null });
      }
      for (const s of o.syndicates) {
        cards.push({
          ...base,
          key: `${o.key}-${s.syndicateEncodedId}`,
          name: s.name,
          lotteryName,
          href: offerUrl(o, subVariant),
          syndicate: s,
        });
      }
    } else if (o.type === 'lottery_ticket' && o.gameTypes.some((g) => g.key === 'syndicate')) {
      cards.push({
        kind: 'syndicate',
        key: `${o.key}-syndicate`,
        name: `${o.name} syndicates`,
        logoImage: o.logoImage,
        lotteryName: o.name,
        draw: o.draws[0] ?? null,
        href: playPath(o, 'syndicate', subVariant),
        syndicate: null,
      });
    }
  }
  return cards;
}

export type ListingKind = 'lotto' | 'charity' | 'syndicates' | 'social';

/** The cards of one listing page, in the pricing's rank order. */
export function listingCards(
  kind: ListingKind,
  offers: readonly ProductOffer[],
  have: ReadonlySet<CapabilityName>,
  subVariant?: string,
): ListingCard[] {
  const open = offers.filter(sellable);
  switch (kind) {
    case 'lotto':
      return open.filter((o) => o.type === 'lottery_ticket').map((o) => lotteryCard(o, have, subVariant));
    case 'charity':
      return open.filter((o) => o.type === 'raffle_ticket').map((o) => raffleCard(o, subVariant));
    case 'syndicates':
      return syndicateCards(open, subVariant);
    case 'social': {
      const syndicates = have.has('syndicates') ? syndicateCards(open, subVariant) : [];
      const parties = gameTypeAvailable('lotto_party', have)
        ? open
            .filter((o) => o.gameTypes.some((g) => g.key === 'lotto_party'))
            .map((o) => ({
              ...lotteryCard(o, have, subVariant),
              key: `${o.key}-party`,
              name: `${o.name} Lotto Party`,
              href: playPath(o, 'lotto_party', subVariant),
              ways: [],
            }))
        : [];
      return [...parties, ...syndicates];
    }
  }
}

export async function loadListing(request: Request, context: AppLoadContext, kind: ListingKind, need: CapabilityNeed) {
  const have = await requireCapabilities(request, context, need);
  const session = apiSession(request, context);
  const { offers, subVariant } = await loadOffers(session.platform, request);
  return data(
    {
      cards: listingCards(kind, offers, have, subVariant),
      subVariant: subVariant ?? null,
      showsStates: have.has('sub_variants'),
      lottoParty: kind === 'social' && gameTypeAvailable('lotto_party', have),
    },
    { headers: session.headers() },
  );
}
