import { scoringFailure } from './game-types';

/** One customer's holding in a syndicate: a syndicate share ticket and its number of shares. */
export interface ShareHolding {
  ticketId: string;
  shares: number;
}

export interface SharePayout {
  ticketId: string;
  /** Cents. */
  amount: number;
}

export interface PrizeSplit {
  /** What each share of the syndicate is worth, in cents (rounded down). */
  perShare: number;
  payouts: SharePayout[];
  /**
   * Cents not paid to customers: the unsold shares' part and the cents left over when the prize
   * does not divide by the syndicate's size. They stay with the operator (docs/decisions/192).
   */
  retained: number;
}

/**
 * Splits a syndicate's prize over its shares: every share of the syndicate is worth the same,
 * the prize divided by the syndicate's size rounded down to the cent; a holding gets that times
 * its shares. Unsold shares and the left-over cents are retained (docs/decisions/192).
 */
export function splitPrizeByShares(
  prize: number,
  syndicateSize: number,
  holdings: readonly ShareHolding[],
): PrizeSplit {
  if (!Number.isSafeInteger(prize) || prize < 0) throw scoringFailure('A syndicate prize must be whole cents');
  if (!Number.isSafeInteger(syndicateSize) || syndicateSize < 1)
    throw scoringFailure('A syndicate has at least one share');
  const sold = holdings.reduce((n, h) => {
    if (!Number.isSafeInteger(h.shares) || h.shares < 1) throw scoringFailure('A holding has at least one share');
    return n + h.shares;
  }, 0);
  if (sold > syndicateSize) throw scoringFailure('More shares held than the syndicate has');
  const perShare = Math.floor(prize / syndicateSize);
  const payouts = holdings.map((h) => ({ ticketId: h.ticketId, amount: perShare * h.shares }));
  return { perShare, payouts, retained: prize - perShare * sold };
}
