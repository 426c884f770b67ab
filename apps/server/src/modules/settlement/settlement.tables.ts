import type { WinningNumberSet } from '@drawline/contracts';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A raffle draw's commit-reveal seed (docs/decisions/201). The commitment is public from the
 * moment it is made; the seed stays private until the winners are picked (revealedAt set), and
 * the ticket list digest is written with the winners.
 */
export const raffleSeeds = pgTable('raffle_seeds', {
  drawId: text('draw_id').primaryKey(),
  /** 32 bytes from crypto.randomBytes, in hex; never shown before revealedAt. */
  seed: text('seed').notNull(),
  /** SHA-256 of the seed's bytes, in hex. */
  commitment: text('commitment').notNull(),
  committedAt: ts('committed_at').notNull(),
  /** SHA-256 of the sorted sold ticket numbers, written when the winners are picked. */
  ticketsDigest: text('tickets_digest'),
  ticketsCount: integer('tickets_count'),
  revealedAt: ts('revealed_at'),
});

/**
 * What one ticket won in one prize division (a lottery division, or one raffle prize slot): one
 * row per (ticket, division), so scoring twice writes nothing new, and the prize journal's
 * reference is the row's id, so it is paid once (docs/decisions/202).
 */
export const winnings = pgTable(
  'winnings',
  {
    /** `<ticketId>:<division>`: the same win always gets the same id. */
    winningId: text('winning_id').primaryKey(),
    ticketId: text('ticket_id').notNull(),
    /** A lottery division (`div3`) or a raffle prize slot (`<prizeId>#<n>`). */
    division: text('division').notNull(),
    drawId: text('draw_id').notNull(),
    customerId: text('customer_id').notNull(),
    productOfferKey: text('product_offer_key').notNull(),
    /** Winning entries (game lines, combinations) of the ticket in this division. */
    entries: integer('entries').notNull(),
    /** The whole prize of the row, in cents. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** scored → paid, or scored → held → released (a finance release) */
    status: text('status').notNull(),
    /** A human-readable prize name for notices and emails. */
    description: text('description').notNull(),
    scoredAt: ts('scored_at').notNull(),
    paidAt: ts('paid_at'),
    releasedBy: text('released_by'),
  },
  (t) => [
    uniqueIndex('winnings_ticket_division_idx').on(t.ticketId, t.division),
    index('winnings_draw_status_idx').on(t.drawId, t.status, t.winningId),
    index('winnings_customer_idx').on(t.customerId, t.drawId),
    check('winnings_amount', sql`${t.amount} >= 0 and ${t.entries} >= 1`),
    check('winnings_status', sql`${t.status} in ('scored', 'paid', 'held', 'released')`),
  ],
);

/** The in-site notice to a winner of a draw: one per customer and draw. */
export const winnerNotices = pgTable(
  'winner_notices',
  {
    noticeId: text('notice_id').primaryKey(),
    customerId: text('customer_id').notNull(),
    drawId: text('draw_id').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    link: text('link').notNull(),
    createdAt: ts('created_at').notNull(),
    readAt: ts('read_at'),
  },
  (t) => [
    uniqueIndex('winner_notices_customer_draw_idx').on(t.customerId, t.drawId),
    index('winner_notices_customer_idx').on(t.customerId, t.createdAt),
  ],
);

/**
 * A lottery result entered by a draw operator, waiting for a second operator's confirmation
 * (docs/decisions/206). A correction before confirmation replaces the entry and its enterer, so
 * the confirmer is always someone other than whoever last typed it.
 */
export const resultEntries = pgTable('result_entries', {
  drawId: text('draw_id').primaryKey(),
  winningNumbers: jsonb('winning_numbers').$type<WinningNumberSet[]>().notNull(),
  divisions: jsonb('divisions').$type<EnteredDivision[]>().notNull(),
  enteredBy: text('entered_by').notNull(),
  enteredAt: ts('entered_at').notNull(),
  /** How many times the entry was corrected before confirmation. */
  corrections: integer('corrections').notNull().default(0),
  confirmedBy: text('confirmed_by'),
  confirmedAt: ts('confirmed_at'),
});

/** A prize division as an operator enters it: the dividend per winning entry, in cents. */
export interface EnteredDivision {
  division: number;
  description: string;
  numWinners: number;
  prizeAmount: number;
  prizeSuffix: string | null;
}

/**
 * A correction of a paid draw's confirmed result (docs/decisions/261): asked for by a draw
 * operator, approved (or rejected) by a second person in finance. Approval re-scores the draw and
 * books a correction journal per changed win in the same transaction; `outcome` records its sums.
 */
export const resultCorrections = pgTable(
  'result_corrections',
  {
    correctionId: text('correction_id').primaryKey(),
    drawId: text('draw_id').notNull(),
    winningNumbers: jsonb('winning_numbers').$type<WinningNumberSet[]>().notNull(),
    divisions: jsonb('divisions').$type<EnteredDivision[]>().notNull(),
    reason: text('reason').notNull(),
    /** pending → approved | rejected */
    status: text('status').notNull(),
    requestedBy: text('requested_by').notNull(),
    requestedAt: ts('requested_at').notNull(),
    decidedBy: text('decided_by'),
    decidedAt: ts('decided_at'),
    outcome: jsonb('outcome').$type<ResultCorrectionOutcome>(),
  },
  (t) => [
    index('result_corrections_draw_idx').on(t.drawId, t.requestedAt),
    // One correction waits per draw at a time: a second would be decided against a stale result.
    uniqueIndex('result_corrections_one_pending_idx').on(t.drawId).where(sql`${t.status} = 'pending'`),
    check('result_corrections_status', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);

/** What approving a result correction moved, in cents of the draw's currency. */
export interface ResultCorrectionOutcome {
  winsChanged: number;
  paid: number;
  clawedBack: number;
  unrecovered: number;
}
