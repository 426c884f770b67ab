import {
  type LastAttemptStatus,
  type RecurringStatus,
  type SubscriptionFrequency,
  subscriptionNotBefore,
} from '@drawline/contracts';
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { recurringPlacements, recurringPurchases } from './recurring.tables';
import { canMoveRecurring } from './recurring-status';
import type { Executor, RecurringRow } from './recurring-store';

/** A recurring purchase the engine may buy a draw of, with the last draw it bought or gave up. */
export interface RecurringCandidate {
  row: RecurringRow;
  /** The latest draw placed (bought or given up), if any. */
  lastPlacedDrawDate: Date | null;
  /** The latest draw bought, for a subscription's frequency. */
  lastPurchasedDrawDate: Date | null;
}

const active: RecurringStatus = 'recurring_status_active';
const timedPause: RecurringStatus = 'recurring_status_timed_pause';

/**
 * A timed pause ends at its date (2-shopping.md §4): the move the transitions table allows,
 * made for every purchase whose date has come. Answers how many resumed.
 */
export async function resumeTimedPauses(db: Db, now: Date): Promise<number> {
  if (!canMoveRecurring(timedPause, active)) return 0;
  const resumed = await db
    .update(recurringPurchases)
    .set({ status: active, pausedUntil: null, updatedAt: now })
    .where(and(eq(recurringPurchases.status, timedPause), lte(recurringPurchases.pausedUntil, now)))
    .returning({ id: recurringPurchases.id });
  return resumed.length;
}

/**
 * Active recurring purchases a page at a time in id order (keyset: after `afterId`), each with
 * its last placed and last bought draw dates. Paused and cancelled ones never buy.
 */
export async function listActiveRecurring(
  exec: Executor,
  page: { afterId: string | null; limit: number },
): Promise<RecurringCandidate[]> {
  // One aggregate a row in a lateral join: two correlated subqueries made a page of 1,000 look
  // costly enough for PostgreSQL to compile it (JIT, about 300 ms a page; decision 515).
  const last = exec
    .select({
      placed: sql<Date | string | null>`max(${recurringPlacements.drawDate})`.as('last_placed'),
      purchased: sql<
        Date | string | null
      >`max(${recurringPlacements.drawDate}) filter (where ${recurringPlacements.outcome} = 'purchased')`.as(
        'last_purchased',
      ),
    })
    .from(recurringPlacements)
    .where(eq(recurringPlacements.recurringPurchaseId, recurringPurchases.id))
    .as('last');
  const rows = await exec
    .select({ row: recurringPurchases, lastPlaced: last.placed, lastPurchased: last.purchased })
    .from(recurringPurchases)
    .leftJoinLateral(last, sql`true`)
    .where(
      and(eq(recurringPurchases.status, active), page.afterId ? gt(recurringPurchases.id, page.afterId) : undefined),
    )
    .orderBy(asc(recurringPurchases.id))
    .limit(page.limit);
  const date = (v: Date | string | null) => (v === null ? null : new Date(v));
  return rows.map((r) => ({
    row: r.row,
    lastPlacedDrawDate: date(r.lastPlaced),
    lastPurchasedDrawDate: date(r.lastPurchased),
  }));
}

/**
 * The draw a recurring purchase buys next: the soonest draw of its offer on sale now (on its
 * weekday when it has one), never one weeks ahead, when it is after the last draw it bought or
 * gave up (and after the checkout's own); a subscription's no sooner than its frequency after
 * the last one it bought. Undefined when none is due.
 */
export function dueDrawOf<D extends { drawDate: Date; weekday: string }>(
  candidate: RecurringCandidate,
  drawsOnSale: readonly D[],
): D | undefined {
  const { row } = candidate;
  const after = Math.max(row.startsAfter.getTime(), candidate.lastPlacedDrawDate?.getTime() ?? 0);
  let notBefore = 0;
  if (row.kind === 'subscription') {
    const last = candidate.lastPurchasedDrawDate ?? row.startsAfter;
    notBefore = subscriptionNotBefore(last, (row.frequency ?? 'monthly') as SubscriptionFrequency);
  }
  const next = [...drawsOnSale]
    .sort((a, b) => a.drawDate.getTime() - b.drawDate.getTime())
    .find((d) => !row.day || d.weekday === row.day);
  if (!next || next.drawDate.getTime() <= after || next.drawDate.getTime() < notBefore) return undefined;
  return next;
}

/**
 * Claims (recurring purchase, draw) inside the placement's transaction, before the order is
 * written: true when this transaction holds the claim. The purchase's row is locked first, so a
 * second run of the same purchase waits until the first commits and then finds the draw placed,
 * and a pause or cancellation committed first wins (it is no longer active). The primary key of
 * the placement is the database's word that each draw is bought once.
 */
export async function claimPlacement(
  tx: Tx,
  claim: { recurringPurchaseId: string; drawId: string; customerId: string; drawDate: Date; now: Date },
): Promise<boolean> {
  const [still] = await tx
    .select({ id: recurringPurchases.id })
    .from(recurringPurchases)
    .where(and(eq(recurringPurchases.id, claim.recurringPurchaseId), eq(recurringPurchases.status, active)))
    .for('update');
  if (!still) return false;
  const [row] = await tx
    .insert(recurringPlacements)
    .values({ ...claim, outcome: 'purchased', placedAt: claim.now })
    .onConflictDoNothing()
    .returning({ id: recurringPlacements.recurringPurchaseId });
  return Boolean(row);
}

/** The claimed draw is bought: its order's checkout, and the purchase's last attempt, in the order's transaction. */
export async function completePlacement(
  tx: Tx,
  done: { recurringPurchaseId: string; drawId: string; checkoutId: string; now: Date },
): Promise<void> {
  await tx
    .update(recurringPlacements)
    .set({ checkoutId: done.checkoutId })
    .where(
      and(
        eq(recurringPlacements.recurringPurchaseId, done.recurringPurchaseId),
        eq(recurringPlacements.drawId, done.drawId),
      ),
    );
  await setLastAttempt(tx, done.recurringPurchaseId, 'purchased', null, done.now);
}

/**
 * A refused attempt, written after the order's transaction rolled back: a hard failure gives the
 * draw up (a placement row, so it is not tried again), a soft failure only marks the purchase to
 * be retried on the next run until the stop time. Either needs the customer's attention.
 */
export async function recordFailedAttempt(
  db: Db,
  failure: {
    recurringPurchaseId: string;
    customerId: string;
    drawId: string;
    drawDate: Date;
    kind: Exclude<LastAttemptStatus, 'purchased'>;
    code: string;
    now: Date;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    // The recurring purchase's row first, then its placement, as claimPlacement and claimPlacements
    // take them: the other way round, a batch's claim and this insert waited on each other (decision 417).
    await tx
      .select({ id: recurringPurchases.id })
      .from(recurringPurchases)
      .where(eq(recurringPurchases.id, failure.recurringPurchaseId))
      .for('update');
    if (failure.kind === 'hard_failure') {
      const [row] = await tx
        .insert(recurringPlacements)
        .values({
          recurringPurchaseId: failure.recurringPurchaseId,
          drawId: failure.drawId,
          customerId: failure.customerId,
          drawDate: failure.drawDate,
          outcome: 'hard_failure',
          failureCode: failure.code,
          placedAt: failure.now,
        })
        .onConflictDoNothing()
        .returning({ id: recurringPlacements.recurringPurchaseId });
      // Another run bought or gave up the draw meanwhile: its word stands.
      if (!row) return;
    }
    await setLastAttempt(tx, failure.recurringPurchaseId, failure.kind, failure.code, failure.now);
  });
}

async function setLastAttempt(
  tx: Tx,
  id: string,
  status: LastAttemptStatus,
  code: string | null,
  now: Date,
): Promise<void> {
  await tx
    .update(recurringPurchases)
    .set({ lastAttemptStatus: status, lastFailureCode: code, lastAttemptAt: now, updatedAt: now })
    .where(eq(recurringPurchases.id, id));
}

/** Every placement of a draw (tests and the console's run of a draw). */
export async function placementsOfDraw(exec: Executor, drawId: string) {
  return exec.select().from(recurringPlacements).where(eq(recurringPlacements.drawId, drawId));
}
