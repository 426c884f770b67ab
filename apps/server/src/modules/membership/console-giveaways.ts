import {
  CONSOLE_GIVEAWAY_ENTRIES,
  type ConsoleGiveaway,
  type ConsoleGiveawayPayout,
  type ConsoleGiveawayStatus,
  type EntryStatus,
  type GiveawayDisplay,
  type GiveawayType,
  toCurrency,
} from '@drawline/contracts';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { AppError, notFound } from '../../platform/app-error';
import type { GiveawayRow } from './giveaways';
import { giveawayEntries, giveaways, giveawayWinners } from './membership.tables';

const entrants = sql<number>`(select count(*)::int from giveaway_entries e where e.giveaway_id = giveaways.id)`;
const counted = sql<number>`(select coalesce(sum(e.count), 0)::int from giveaway_entries e
  where e.giveaway_id = giveaways.id and e.status in ('unlocked', 'guaranteed'))`;

function statusOf(row: GiveawayRow, now: Date): ConsoleGiveawayStatus {
  if (row.status === 'drawn') return 'drawn';
  if (row.closeAt <= now) return 'closed';
  return row.openAt > now ? 'scheduled' : 'open';
}

export function consoleGiveawayOf(row: GiveawayRow, counts: { entrants: number; counted: number }, now: Date) {
  return {
    giveawayId: row.id,
    type: row.type as GiveawayType,
    number: row.number,
    title: row.title,
    description: row.description,
    images: row.images,
    openAt: row.openAt.toISOString(),
    closeAt: row.closeAt.toISOString(),
    prizeKind: row.prizeKind as 'credit' | 'goods',
    prizeName: row.prizeName,
    prizeAmount: row.prizeKind === 'credit' ? { amount: row.prizeAmount, currency: toCurrency(row.currency) } : null,
    winnersCount: row.winnersCount,
    status: statusOf(row, now),
    entrants: Number(counts.entrants),
    countedEntries: Number(counts.counted),
    createdAt: row.createdAt.toISOString(),
  } satisfies ConsoleGiveaway;
}

/** Every giveaway of the program for the console (decision 460), the latest to close first. */
export async function consoleGiveaways(
  db: Db,
  input: { program: string; limit: number; offset: number; now: Date },
): Promise<ConsoleGiveaway[]> {
  const rows = await db
    .select({ row: giveaways, entrants, counted })
    .from(giveaways)
    .where(eq(giveaways.program, input.program))
    .orderBy(desc(giveaways.closeAt), desc(giveaways.id))
    .limit(input.limit)
    .offset(input.offset);
  return rows.map((r) => consoleGiveawayOf(r.row, r, input.now));
}

/** One giveaway for the console; an unknown id is 404. */
export async function consoleGiveaway(db: Db | Tx, id: string, now: Date): Promise<ConsoleGiveaway> {
  const [r] = await db.select({ row: giveaways, entrants, counted }).from(giveaways).where(eq(giveaways.id, id));
  if (!r) throw notFound('The giveaway');
  return consoleGiveawayOf(r.row, r, now);
}

/** The first entries of a giveaway by customer, for a draw operator. */
export async function consoleGiveawayEntries(
  db: Db,
  giveawayId: string,
): Promise<{ customerId: string; status: EntryStatus; count: number }[]> {
  const rows = await db
    .select({ customerId: giveawayEntries.customerId, status: giveawayEntries.status, count: giveawayEntries.count })
    .from(giveawayEntries)
    .where(eq(giveawayEntries.giveawayId, giveawayId))
    .orderBy(asc(giveawayEntries.createdAt), asc(giveawayEntries.customerId))
    .limit(CONSOLE_GIVEAWAY_ENTRIES);
  return rows.map((r) => ({ ...r, status: r.status as EntryStatus }));
}

/** Giveaway prizes won, newest draw first, for finance: paid with the draw, or goods to fulfil. */
export async function consoleGiveawayPayouts(
  db: Db,
  input: { program: string; limit: number; offset: number },
): Promise<ConsoleGiveawayPayout[]> {
  const rows = await db
    .select({ w: giveawayWinners, g: giveaways })
    .from(giveawayWinners)
    .innerJoin(giveaways, eq(giveaways.id, giveawayWinners.giveawayId))
    .where(eq(giveaways.program, input.program))
    .orderBy(desc(giveawayWinners.drawnAt), asc(giveawayWinners.giveawayId), asc(giveawayWinners.slot))
    .limit(input.limit)
    .offset(input.offset);
  return rows.map(({ w, g }) => ({
    giveawayId: g.id,
    type: g.type as GiveawayType,
    number: g.number,
    title: g.title,
    slot: w.slot,
    customerId: w.customerId,
    winnerName: w.winnerName,
    prizeName: g.prizeName,
    amount: g.prizeKind === 'credit' ? { amount: g.prizeAmount, currency: toCurrency(g.currency) } : null,
    status: w.status as 'paid' | 'to_fulfil',
    drawnAt: w.drawnAt.toISOString(),
  }));
}

/**
 * How a giveaway is shown (title, description, pictures) changed by a content editor in the
 * caller's transaction, the row locked; a drawn giveaway is kept as drawn (409). Answers the
 * fields before and after for the audit row.
 */
export async function editGiveawayDisplay(
  tx: Tx,
  giveawayId: string,
  display: GiveawayDisplay,
): Promise<{ before: GiveawayDisplay; after: GiveawayDisplay }> {
  const [row] = await tx.select().from(giveaways).where(eq(giveaways.id, giveawayId)).for('update');
  if (!row) throw notFound('The giveaway');
  if (row.status === 'drawn') {
    throw new AppError('conflict', { message: 'This giveaway has been drawn: it is kept as its winners saw it.' });
  }
  const before: GiveawayDisplay = {
    title: row.title,
    description: row.description,
    imageMobile: row.images.mobile,
    imageDesktop: row.images.desktop,
  };
  await tx
    .update(giveaways)
    .set({
      title: display.title,
      description: display.description,
      images: { mobile: display.imageMobile, desktop: display.imageDesktop },
    })
    .where(eq(giveaways.id, giveawayId));
  return { before, after: display };
}
