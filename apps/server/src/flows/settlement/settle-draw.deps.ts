import type { DrawStatus } from '@drawline/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Random } from '../../lib/random';
import type { OfficialResult } from '../../modules/catalogue';
import type { MailOutbox } from '../../modules/mail';
import type { TicketToScore } from '../../modules/orders';
import type { Wallet } from '../../modules/wallet';

/** One division a ticket won: its winning entries and the whole prize in cents (shares already split). */
export interface TicketWin {
  /** The division's name in the winnings key: `div1`, `div2`… */
  division: string;
  entries: number;
  amount: number;
  description: string;
}

/**
 * Scores lottery tickets against a draw's official result: prepared once per draw, then called
 * for each ticket of a page read in one query. The default is the scoring module's
 * (settle-draw-score.ts); tests of settlement itself may pass their own.
 */
export interface LotteryScorer {
  forDraw(draw: { lotteryKey: string }, result: OfficialResult): (ticket: TicketToScore) => TicketWin[];
}

export interface SettleDrawDeps {
  db: Db;
  clock: Clock;
  random: Random;
  wallet: Pick<Wallet, 'payPrizes'>;
  mail: MailOutbox;
  /** Lottery scoring; the scoring module's unless a test passes another. */
  scorer: LotteryScorer;
  /** A prize (one win) above this many cents is held for finance to release (docs/decisions/203). */
  prizeHoldThreshold: number;
  /** The storefront's address and name, for the winners' emails. */
  publicUrl: string;
  siteName: string;
  /** Tickets, wins or winners per transaction. */
  batchSize?: number;
}

/** What settling a draw got done this run. */
export interface SettleReport {
  drawId: string;
  from: DrawStatus;
  to: DrawStatus;
  scored: number;
  paid: number;
  held: number;
  told: number;
  /** Milliseconds spent in each step, by the status it started from (for the job's log and bench/score-draw.ts). */
  stepMs: Partial<Record<DrawStatus, number>>;
}
