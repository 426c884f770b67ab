import {
  type ConsoleCauseChoice,
  type ConsoleRaffle,
  type ConsoleRaffleStatus,
  type RaffleRequest,
  raffleTimingIssues,
} from '@drawline/contracts';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { AppError, notFound } from '../../../platform/app-error';
import { causes } from '../catalogue.tables';
import { draws } from '../draws.tables';
import { raffleDrafts } from '../raffle-drafts.tables';

export type RaffleDraftRow = typeof raffleDrafts.$inferSelect;
type DrawState = Pick<typeof draws.$inferSelect, 'status' | 'stopDate' | 'ticketsSold'>;

/** Published, then closed once its draw stops selling (the draw's own status and stop time say so). */
export function raffleStatusOf(row: RaffleDraftRow, draw: DrawState | undefined, now: Date): ConsoleRaffleStatus {
  if (row.status === 'draft') return 'draft';
  const selling = draw && (draw.status === 'DRAW_OPEN' || draw.status === 'DRAW_CAPPED');
  return selling && draw.stopDate.getTime() > now.getTime() ? 'published' : 'closed';
}

export function toConsoleRaffle(row: RaffleDraftRow, draw: DrawState | undefined, now: Date): ConsoleRaffle {
  return {
    raffleId: row.raffleId,
    offerKey: row.offerKey,
    url: row.url,
    status: raffleStatusOf(row, draw, now),
    raffle: row.raffle,
    drawId: row.drawId,
    ticketsSold: draw?.ticketsSold ?? 0,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

const drawStateOf = (db: Db | Tx, drawId: string | null) =>
  drawId
    ? db
        .select({ status: draws.status, stopDate: draws.stopDate, ticketsSold: draws.ticketsSold })
        .from(draws)
        .where(eq(draws.drawId, drawId))
        .then((rows) => rows[0])
    : Promise.resolve(undefined);

/** One console raffle as it stands, in the caller's transaction or not. */
export async function readRaffle(db: Db | Tx, raffleId: string, now: Date): Promise<ConsoleRaffle> {
  const [row] = await db.select().from(raffleDrafts).where(eq(raffleDrafts.raffleId, raffleId));
  if (!row) throw notFound(`Raffle ${raffleId}`);
  return toConsoleRaffle(row, await drawStateOf(db, row.drawId), now);
}

/** Every console raffle, newest first, with its draw's state. */
export async function listRaffles(db: Db, now: Date): Promise<ConsoleRaffle[]> {
  const rows = await db
    .select({
      row: raffleDrafts,
      draw: { status: draws.status, stopDate: draws.stopDate, ticketsSold: draws.ticketsSold },
    })
    .from(raffleDrafts)
    .leftJoin(draws, eq(draws.drawId, raffleDrafts.drawId))
    .orderBy(desc(raffleDrafts.createdAt), asc(raffleDrafts.raffleId));
  return rows.map(({ row, draw }) => toConsoleRaffle(row, draw ?? undefined, now));
}

/** The causes a raffle may support. */
export async function causeChoices(db: Db): Promise<ConsoleCauseChoice[]> {
  return db
    .select({ key: causes.key, name: causes.name, charityName: causes.charityName })
    .from(causes)
    .orderBy(asc(causes.name));
}

/**
 * The checks a raffle passes on every save and again at publishing, beyond its schema: sales stop
 * in the future, and each cause exists. A refusal names its field, as the form shows it.
 */
export async function assertRaffleSavable(tx: Tx, raffle: RaffleRequest, now: Date): Promise<void> {
  const issues = raffleTimingIssues(raffle, now).map((i) => ({ target: 'stop_date', message: i.message }));
  const known = await tx.select({ key: causes.key }).from(causes).where(inArray(causes.key, raffle.causeKeys));
  if (known.length !== raffle.causeKeys.length)
    issues.push({ target: 'cause_keys', message: 'Choose causes from the list' });
  if (issues.length) {
    throw new AppError('validation_failed', { errors: issues.map((i) => ({ ...i, code: 'invalid' })) });
  }
}
