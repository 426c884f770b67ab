import type { LastAttemptStatus } from '@drawline/contracts';
import { and, asc, desc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { recurringPlacements, recurringPurchases } from './recurring.tables';
import type { RecurringCandidate } from './recurring-due';
import {
  recurringCharges,
  recurringDrawRuns,
  recurringNotices,
  recurringPurchaseMethods,
} from './recurring-payments.tables';
import type { Executor, RecurringRow } from './recurring-store';

export type RecurringChargeRow = typeof recurringCharges.$inferSelect;
export type RecurringNoticeRow = typeof recurringNotices.$inferSelect;

/** The saved card chosen for recurring purchases (its fund id), or null for the wallet alone. */
export async function recurringMethodOf(exec: Executor, customerId: string): Promise<string | null> {
  const [row] = await exec
    .select({ fundId: recurringPurchaseMethods.fundId })
    .from(recurringPurchaseMethods)
    .where(eq(recurringPurchaseMethods.customerId, customerId));
  return row?.fundId ?? null;
}

/** The customer's chosen card for many customers at once (the warnings' run). */
export async function recurringMethodsOf(exec: Executor, customerIds: readonly string[]): Promise<Map<string, string>> {
  if (!customerIds.length) return new Map();
  const rows = await exec
    .select()
    .from(recurringPurchaseMethods)
    .where(inArray(recurringPurchaseMethods.customerId, [...customerIds]));
  return new Map(rows.filter((r) => r.fundId !== null).map((r) => [r.customerId, r.fundId as string]));
}

/** Chooses the card (a fund id already checked to be the customer's) or the wallet (null). */
export async function setRecurringMethod(db: Db, customerId: string, fundId: string | null, now: Date): Promise<void> {
  await db
    .insert(recurringPurchaseMethods)
    .values({ customerId, fundId, updatedAt: now })
    .onConflictDoUpdate({ target: recurringPurchaseMethods.customerId, set: { fundId, updatedAt: now } });
}

/** The latest card charge for a draw of a recurring purchase, if any. */
export async function latestCharge(
  exec: Executor,
  recurringPurchaseId: string,
  drawId: string,
): Promise<RecurringChargeRow | null> {
  const [row] = await exec
    .select()
    .from(recurringCharges)
    .where(and(eq(recurringCharges.recurringPurchaseId, recurringPurchaseId), eq(recurringCharges.drawId, drawId)))
    .orderBy(desc(recurringCharges.attempt))
    .limit(1);
  return row ?? null;
}

/**
 * Writes a charge as asked before the gateway is asked. Of two processes writing the same
 * attempt one writes it; both answer the row that stands, so both ask the gateway with its key
 * and get the one payment.
 */
export async function beginCharge(
  db: Db,
  charge: Omit<RecurringChargeRow, 'status' | 'gatewayReference' | 'depositId' | 'failureCode' | 'updatedAt'>,
): Promise<RecurringChargeRow> {
  await db
    .insert(recurringCharges)
    .values({ ...charge, status: 'asked', updatedAt: charge.createdAt })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(recurringCharges)
    .where(
      and(
        eq(recurringCharges.recurringPurchaseId, charge.recurringPurchaseId),
        eq(recurringCharges.drawId, charge.drawId),
        eq(recurringCharges.attempt, charge.attempt),
      ),
    );
  if (!row) throw new Error('The recurring charge was not stored.');
  return row;
}

/** The charge's money is in the wallet: in the deposit's own transaction. Only an asked charge moves. */
export async function markChargeBooked(
  tx: Tx,
  idempotencyKey: string,
  booked: { gatewayReference: string; depositId: string; now: Date },
): Promise<void> {
  await tx
    .update(recurringCharges)
    .set({
      status: 'booked',
      gatewayReference: booked.gatewayReference,
      depositId: booked.depositId,
      updatedAt: booked.now,
    })
    .where(and(eq(recurringCharges.idempotencyKey, idempotencyKey), eq(recurringCharges.status, 'asked')));
}

export async function markChargeDeclined(
  db: Db,
  idempotencyKey: string,
  declined: { gatewayReference: string | null; failureCode: string; now: Date },
): Promise<void> {
  await db
    .update(recurringCharges)
    .set({
      status: 'declined',
      gatewayReference: declined.gatewayReference,
      failureCode: declined.failureCode,
      updatedAt: declined.now,
    })
    .where(and(eq(recurringCharges.idempotencyKey, idempotencyKey), eq(recurringCharges.status, 'asked')));
}

/** Charges asked before `before` and never finished (a process killed after asking): to be finished. */
export async function unfinishedCharges(db: Db, before: Date, limit: number): Promise<RecurringChargeRow[]> {
  return db
    .select()
    .from(recurringCharges)
    .where(and(eq(recurringCharges.status, 'asked'), lt(recurringCharges.updatedAt, before)))
    .orderBy(asc(recurringCharges.createdAt))
    .limit(limit);
}

/** A customer's charges, newest first (the console's view and tests). */
export async function chargesOfCustomer(exec: Executor, customerId: string, limit = 50): Promise<RecurringChargeRow[]> {
  return exec
    .select()
    .from(recurringCharges)
    .where(eq(recurringCharges.customerId, customerId))
    .orderBy(desc(recurringCharges.createdAt))
    .limit(limit);
}

/**
 * Claims the one notice of its kind for a draw of a recurring purchase, in the caller's
 * transaction with the email it sends: true when this call wrote it.
 */
export async function claimNotice(tx: Tx, notice: Omit<RecurringNoticeRow, 'readAt'>): Promise<boolean> {
  const [row] = await tx
    .insert(recurringNotices)
    .values(notice)
    .onConflictDoNothing()
    .returning({ id: recurringNotices.recurringPurchaseId });
  return Boolean(row);
}

/** The customer's in-site messages about recurring purchases, newest first. */
export async function noticesOf(exec: Executor, customerId: string, limit = 20): Promise<RecurringNoticeRow[]> {
  return exec
    .select()
    .from(recurringNotices)
    .where(eq(recurringNotices.customerId, customerId))
    .orderBy(desc(recurringNotices.createdAt))
    .limit(limit);
}

const failures: LastAttemptStatus[] = ['soft_failure', 'hard_failure'];

/** The customer's recurring purchases whose last attempt failed and that are not cancelled. */
export async function failedRecurringOf(exec: Executor, customerId: string): Promise<RecurringRow[]> {
  return exec
    .select()
    .from(recurringPurchases)
    .where(
      and(
        eq(recurringPurchases.customerId, customerId),
        ne(recurringPurchases.status, 'recurring_status_cancelled'),
        inArray(recurringPurchases.lastAttemptStatus, failures),
      ),
    )
    .orderBy(asc(recurringPurchases.createdAt), asc(recurringPurchases.id));
}

/**
 * The customer asks again (POST /process_recurring_purchases/sync): the draws given up by a hard
 * failure that are not drawn yet are due again, so the engine's placement may buy them once.
 */
export async function reopenHardFailures(db: Db, recurringPurchaseId: string, now: Date): Promise<number> {
  const reopened = await db
    .delete(recurringPlacements)
    .where(
      and(
        eq(recurringPlacements.recurringPurchaseId, recurringPurchaseId),
        eq(recurringPlacements.outcome, 'hard_failure'),
        gte(recurringPlacements.drawDate, now),
      ),
    )
    .returning({ id: recurringPlacements.drawId });
  return reopened.length;
}

/**
 * The customer asks again for a membership's period a hard failure gave up (decision 475): it is
 * due again while it lasts (its start is past, so reopenHardFailures leaves it), to be billed once.
 */
export async function reopenHardFailure(db: Db, recurringPurchaseId: string, drawId: string): Promise<number> {
  const reopened = await db
    .delete(recurringPlacements)
    .where(
      and(
        eq(recurringPlacements.recurringPurchaseId, recurringPurchaseId),
        eq(recurringPlacements.drawId, drawId),
        eq(recurringPlacements.outcome, 'hard_failure'),
      ),
    )
    .returning({ id: recurringPlacements.drawId });
  return reopened.length;
}

/** One active recurring purchase of the customer as the engine sees it (with its last placed and bought draws), or null. */
export async function activeCandidateOf(
  exec: Executor,
  customerId: string,
  recurringPurchaseId: string,
): Promise<RecurringCandidate | null> {
  const lastPlaced = sql<Date | null>`(select max(${recurringPlacements.drawDate}) from ${recurringPlacements}
    where ${recurringPlacements.recurringPurchaseId} = ${recurringPurchases.id})`;
  const lastPurchased = sql<Date | null>`(select max(${recurringPlacements.drawDate}) from ${recurringPlacements}
    where ${recurringPlacements.recurringPurchaseId} = ${recurringPurchases.id}
    and ${recurringPlacements.outcome} = 'purchased')`;
  const [found] = await exec
    .select({ row: recurringPurchases, lastPlaced, lastPurchased })
    .from(recurringPurchases)
    .where(
      and(
        eq(recurringPurchases.id, recurringPurchaseId),
        eq(recurringPurchases.customerId, customerId),
        eq(recurringPurchases.status, 'recurring_status_active'),
      ),
    );
  if (!found) return null;
  const date = (v: Date | string | null) => (v === null ? null : new Date(v));
  return {
    row: found.row,
    lastPlacedDrawDate: date(found.lastPlaced),
    lastPurchasedDrawDate: date(found.lastPurchased),
  };
}

/** A customer's recurring purchases with how many draws each bought and gave up (the console's view). */
export async function recurringOfCustomer(exec: Executor, customerId: string, limit = 50) {
  const placed = sql<number>`(select count(*)::int from ${recurringPlacements}
    where ${recurringPlacements.recurringPurchaseId} = ${recurringPurchases.id} and ${recurringPlacements.outcome} = 'purchased')`;
  const givenUp = sql<number>`(select count(*)::int from ${recurringPlacements}
    where ${recurringPlacements.recurringPurchaseId} = ${recurringPurchases.id} and ${recurringPlacements.outcome} = 'hard_failure')`;
  return exec
    .select({ row: recurringPurchases, placed, givenUp })
    .from(recurringPurchases)
    .where(eq(recurringPurchases.customerId, customerId))
    .orderBy(desc(recurringPurchases.createdAt), desc(recurringPurchases.id))
    .limit(limit);
}

export interface DrawRunFigures {
  drawId: string;
  productOfferKey: string;
  pending: number;
  waitingForJackpot: number;
  softFailures: number;
}

/** The engine's run's figures per draw, replacing the last run's (the draws it saw this run only). */
export async function recordDrawRuns(db: Db, figures: readonly DrawRunFigures[], now: Date): Promise<void> {
  for (const f of figures) {
    const values = { ...f, ranAt: now };
    await db
      .insert(recurringDrawRuns)
      .values(values)
      .onConflictDoUpdate({ target: recurringDrawRuns.drawId, set: values });
  }
}

/**
 * Each draw's run for the dashboard: bought and given up counted from the placements, pending,
 * waiting for the jackpot and soft failures as the latest run found them; due is their sum.
 */
export async function drawRunsOf(exec: Executor, drawIds: readonly string[]) {
  if (!drawIds.length)
    return new Map<
      string,
      { due: number; placed: number; waitingForJackpot: number; softFailures: number; hardFailures: number }
    >();
  const placed = await exec
    .select({
      drawId: recurringPlacements.drawId,
      outcome: recurringPlacements.outcome,
      n: sql<number>`count(*)::int`,
    })
    .from(recurringPlacements)
    .where(inArray(recurringPlacements.drawId, [...drawIds]))
    .groupBy(recurringPlacements.drawId, recurringPlacements.outcome);
  const runs = await exec
    .select()
    .from(recurringDrawRuns)
    .where(inArray(recurringDrawRuns.drawId, [...drawIds]));
  const out = new Map<
    string,
    { due: number; placed: number; waitingForJackpot: number; softFailures: number; hardFailures: number }
  >();
  for (const drawId of drawIds) {
    const count = (outcome: string) => Number(placed.find((p) => p.drawId === drawId && p.outcome === outcome)?.n ?? 0);
    const run = runs.find((r) => r.drawId === drawId);
    const bought = count('purchased');
    const hard = count('hard_failure');
    out.set(drawId, {
      due: bought + hard + (run?.pending ?? 0),
      placed: bought,
      waitingForJackpot: run?.waitingForJackpot ?? 0,
      softFailures: run?.softFailures ?? 0,
      hardFailures: hard,
    });
  }
  return out;
}
