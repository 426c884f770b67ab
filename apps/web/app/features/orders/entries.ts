import { type Money, type ReceiptOrder, shownSets, type Ticket, type Transaction } from '@drawline/contracts';
import { type BallTone, ballTone } from '../../ui/balls';
import { gameTypeLabel } from '../catalogue';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What an entry is, in a few words: "Standard, 4 games", "5 tickets", "2 of 100 shares". */
export function entrySummary(
  entry: Pick<Ticket, 'productType' | 'gameType' | 'numGames'> & {
    syndicateShare?: Ticket['syndicateShare'];
    numDraws?: number;
  },
): string {
  // A membership line is a month of premium (decision 476), no draw.
  if (entry.productType === 'membership') return 'Membership, 1 month, then monthly until you cancel';
  const draws = entry.numDraws && entry.numDraws > 1 ? `, ${entry.numDraws} draws` : '';
  if (entry.productType === 'raffle_ticket') return `${plural(entry.numGames, 'ticket')}${draws}`;
  if (entry.productType === 'syndicate_share' || entry.productType === 'social_syndicate_share') {
    const share = entry.syndicateShare;
    return share
      ? `${share.numShares} of ${plural(share.size, 'share')}${draws}`
      : `${plural(entry.numGames, 'share')}${draws}`;
  }
  return `${gameTypeLabel(entry.gameType, entry.productType)}, ${plural(entry.numGames, 'game')}${draws}`;
}

export interface NumberSetView {
  name: string;
  tone: BallTone;
  numbers: number[];
}

export interface GameView {
  /** 1-based, as the customer counts games. */
  number: number;
  quickPick: boolean;
  sets: NumberSetView[];
}

/**
 * A ticket's games as the pages show them, by the one rule of contracts' shownSets: each set low
 * to high (a Super 66 or Lotto Strike number keeps its place), Numbers first, each set with its ball tone.
 */
export function gamesOf(entry: Pick<Ticket | ReceiptOrder, 'gameType' | 'games' | 'quickPick'>): GameView[] {
  return entry.games.map((game, i) => ({
    number: i + 1,
    quickPick: entry.quickPick[i] ?? false,
    sets: shownSets(entry.gameType, game).map(({ name, numbers }) => ({ name, tone: ballTone(name), numbers })),
  }));
}

/** Which way money moved in a transaction: into the funds, out of them, or between the customer's own. */
export type Movement = 'credit' | 'debit' | 'none';

export function movementOf(t: Pick<Transaction, 'amount'>): Movement {
  if (t.amount.amount > 0) return 'credit';
  if (t.amount.amount < 0) return 'debit';
  return 'none';
}

/** The amount a transaction moved, without its sign: the page says credit or debit in words and a sign. */
export const unsignedAmount = (t: Pick<Transaction, 'amount'>) => ({ ...t.amount, amount: Math.abs(t.amount.amount) });

export const movementWords: Record<Movement, { sign: string; label: string }> = {
  credit: { sign: '+', label: 'Credit' },
  // U+2212, the minus sign, reads as "minus" and lines up with the plus.
  debit: { sign: '\u2212', label: 'Debit' },
  none: { sign: '', label: 'No change' },
};

/** Where a ticket's draw stands, in words. */
export function drawStanding(ticket: Pick<Ticket, 'state' | 'hasResults'>): string {
  if (ticket.state === 'upcoming') return 'Upcoming draw';
  return ticket.hasResults ? 'Drawn: results are out' : 'Drawn: awaiting results';
}

/** Draw statuses after scoring: a ticket without winnings then won nothing. */
const SCORED = new Set<Ticket['drawStatus']>(['DRAW_SCORED', 'DRAW_PAID', 'DRAW_EMAILED']);

/**
 * What a ticket won, in words (docs/decisions/205): "Won $100.00", with a note when part of it
 * waits for the operator's release; "No win this time" once scored; null while not scored.
 */
export function winningsStanding(
  ticket: Pick<Ticket, 'winnings' | 'winningsHeld' | 'drawStatus'>,
  money: (m: Money) => string,
): string | null {
  if (ticket.winnings) {
    return `Won ${money(ticket.winnings)}${ticket.winningsHeld ? ' (a large prize: released to your wallet after a check)' : ''}`;
  }
  return SCORED.has(ticket.drawStatus) ? 'No win this time' : null;
}
