import type { GameSelection } from '@drawline/contracts';

/** What a cart line buys, as a recurring purchase or a scheduled purchase keeps it to buy again later. */
export interface LineEntry {
  productType: string;
  productOfferKey: string;
  lotteryKey: string;
  gameType: string;
  gameOffer: string;
  numGames: number;
  quantity: number;
  games: readonly GameSelection[];
  quickPick: boolean;
  day: string | null;
  causeKey: string | null;
}

/**
 * The entry columns of a record made from a cart line (autoplay, subscription, scheduled purchase):
 * at least one of it, and no numbers kept for a quick pick (each placement picks anew).
 */
export function entryOfLine(line: LineEntry) {
  return {
    productType: line.productType,
    productOfferKey: line.productOfferKey,
    lotteryKey: line.lotteryKey,
    gameType: line.gameType,
    gameOffer: line.gameOffer,
    numGames: line.numGames,
    quantity: Math.max(1, line.quantity),
    games: line.quickPick ? [] : [...line.games],
    quickPick: line.quickPick,
    day: line.day,
    causeKey: line.causeKey,
  };
}
