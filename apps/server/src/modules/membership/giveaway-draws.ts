import { and, asc, eq, inArray, lte, notInArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { GiveawayRow } from './giveaways';
import { giveawayEntries, giveaways, giveawayWinners } from './membership.tables';
import { countedEntryStatuses } from './membership-rules';

export type GiveawayWinnerRow = typeof giveawayWinners.$inferSelect;

/** The seed's draw id of a giveaway in settlement's raffle seeds (docs/decisions/397). */
export const giveawaySeedId = (giveawayId: string) => `giveaway:${giveawayId}`;

/** Open giveaways whose close has passed, oldest first. */
export async function dueGiveaways(db: Db, now: Date, limit = 50): Promise<GiveawayRow[]> {
  return db
    .select()
    .from(giveaways)
    .where(and(eq(giveaways.status, 'open'), lte(giveaways.closeAt, now)))
    .orderBy(asc(giveaways.closeAt), asc(giveaways.id))
    .limit(limit);
}

/** The giveaway locked for its draw, or null when it is drawn already (another run got there). */
export async function lockGiveawayToDraw(tx: Tx, giveawayId: string): Promise<GiveawayRow | null> {
  const [row] = await tx.select().from(giveaways).where(eq(giveaways.id, giveawayId)).for('update');
  return row && row.status === 'open' ? row : null;
}

/** An entry's numbers in the draw: from `first` to `first + count - 1`. */
export interface NumberedEntry {
  customerId: string;
  first: number;
  count: number;
}

/**
 * The counted entries (unlocked or guaranteed), less those of the customers left out (on a break
 * from play: few), ordered by customer id and
 * numbered 1…N, each entry taking as many numbers as its count (docs/decisions/397).
 */
export async function numberedEntries(
  db: Db | Tx,
  giveawayId: string,
  leftOut: readonly string[] = [],
): Promise<NumberedEntry[]> {
  const rows = await db
    .select({ customerId: giveawayEntries.customerId, count: giveawayEntries.count })
    .from(giveawayEntries)
    .where(
      and(
        eq(giveawayEntries.giveawayId, giveawayId),
        inArray(giveawayEntries.status, [...countedEntryStatuses]),
        leftOut.length ? notInArray(giveawayEntries.customerId, [...leftOut]) : undefined,
      ),
    )
    .orderBy(asc(giveawayEntries.customerId));
  let next = 1;
  return rows.map((r) => {
    const entry = { customerId: r.customerId, first: next, count: r.count };
    next += r.count;
    return entry;
  });
}

/** Every customer holding a counted entry in the giveaway. */
export async function entrantsOf(db: Db | Tx, giveawayId: string): Promise<string[]> {
  const rows = await db
    .select({ customerId: giveawayEntries.customerId })
    .from(giveawayEntries)
    .where(and(eq(giveawayEntries.giveawayId, giveawayId), inArray(giveawayEntries.status, [...countedEntryStatuses])));
  return rows.map((r) => r.customerId);
}

export type NewGiveawayWinner = Omit<GiveawayWinnerRow, 'giveawayId' | 'drawnAt'>;

/**
 * The winners written and the giveaway moved to drawn, once: answers false (and writes nothing)
 * when it was drawn already.
 */
export async function recordGiveawayWinners(
  tx: Tx,
  giveawayId: string,
  winners: readonly NewGiveawayWinner[],
  now: Date,
): Promise<boolean> {
  const moved = await tx
    .update(giveaways)
    .set({ status: 'drawn', drawnAt: now })
    .where(and(eq(giveaways.id, giveawayId), eq(giveaways.status, 'open')))
    .returning({ id: giveaways.id });
  if (!moved.length) return false;
  if (winners.length) {
    await tx.insert(giveawayWinners).values(winners.map((w) => ({ ...w, giveawayId, drawnAt: now })));
  }
  return true;
}

export async function winnersOfGiveaway(db: Db | Tx, giveawayId: string): Promise<GiveawayWinnerRow[]> {
  return db
    .select()
    .from(giveawayWinners)
    .where(eq(giveawayWinners.giveawayId, giveawayId))
    .orderBy(asc(giveawayWinners.slot));
}

/** The winners of many giveaways in one read. */
export async function winnersOfGiveaways(db: Db | Tx, giveawayIds: readonly string[]) {
  if (!giveawayIds.length) return new Map<string, GiveawayWinnerRow[]>();
  const rows = await db
    .select()
    .from(giveawayWinners)
    .where(inArray(giveawayWinners.giveawayId, [...giveawayIds]))
    .orderBy(asc(giveawayWinners.slot));
  const by = new Map<string, GiveawayWinnerRow[]>();
  for (const r of rows) by.set(r.giveawayId, [...(by.get(r.giveawayId) ?? []), r]);
  return by;
}
