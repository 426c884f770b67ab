import type { Draw, ProductOffer, RafflePrize, RaffleWinner } from '@drawline/contracts';

/** What a raffle draw's pages are given, and the one rule for whether its tickets are on sale. */

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
  /** A pre-order's tickets are set aside now and issued when sales open; otherwise issued at once. */
  preOrdersHeld: boolean;
}

/**
 * Open and pre-order draws can be bought (2-shopping.md §4). Kept here rather than imported so the
 * page's bundle does not pull in the contracts' zod schemas.
 */
export const isPurchasable = (status: Draw['purchaseStatus']) => status === 'open' || status === 'pre_order';
