import { randomBytes } from 'node:crypto';
import { RAFFLE_ALGORITHM, RAFFLE_ALGORITHM_DESCRIPTION, raffleCommitment } from '@drawline/contracts/raffle-draw';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { raffleSeeds } from './settlement.tables';

export type RaffleSeedRow = typeof raffleSeeds.$inferSelect;

/**
 * Commits to a fresh secret seed for each raffle draw that has none: 32 bytes from the
 * operating system's cryptographic source (never the app's injectable Random, which tests seed),
 * published as its SHA-256. A draw already committed keeps its seed. Answers how many were made.
 */
export async function commitRaffleSeeds(db: Db | Tx, drawIds: readonly string[], at: Date): Promise<number> {
  if (!drawIds.length) return 0;
  const rows = drawIds.map((drawId) => {
    const seed = randomBytes(32).toString('hex');
    return { drawId, seed, commitment: raffleCommitment(seed), committedAt: at };
  });
  const made = await db
    .insert(raffleSeeds)
    .values(rows)
    .onConflictDoNothing()
    .returning({ drawId: raffleSeeds.drawId });
  return made.length;
}

/** The draws of the list that have no commitment yet. */
export async function drawsWithoutSeed(db: Db | Tx, drawIds: readonly string[]): Promise<string[]> {
  if (!drawIds.length) return [];
  const have = await db
    .select({ drawId: raffleSeeds.drawId })
    .from(raffleSeeds)
    .where(inArray(raffleSeeds.drawId, [...drawIds]));
  const known = new Set(have.map((r) => r.drawId));
  return drawIds.filter((id) => !known.has(id));
}

/** The draw's seed row, locked for the rest of the transaction (one picker at a time). */
export async function lockRaffleSeed(tx: Tx, drawId: string): Promise<RaffleSeedRow | undefined> {
  const [row] = await tx.select().from(raffleSeeds).where(eq(raffleSeeds.drawId, drawId)).for('update');
  return row;
}

/** Reveals the seed with the digest of the ticket list the winners were picked from. */
export async function revealRaffleSeed(
  tx: Tx,
  drawId: string,
  tickets: { digest: string; count: number },
  at: Date,
): Promise<void> {
  await tx
    .update(raffleSeeds)
    .set({ revealedAt: at, ticketsDigest: tickets.digest, ticketsCount: tickets.count })
    .where(and(eq(raffleSeeds.drawId, drawId), isNull(raffleSeeds.revealedAt)));
}

/** What the public verification page shows: the seed only once revealed. */
export interface RaffleVerification {
  drawId: string;
  algorithm: string;
  algorithmDescription: string;
  commitment: string;
  committedAt: string;
  seed: string | null;
  revealedAt: string | null;
  ticketsDigest: string | null;
  ticketsCount: number | null;
}

export async function raffleVerification(db: Db | Tx, drawId: string): Promise<RaffleVerification | null> {
  const [row] = await db.select().from(raffleSeeds).where(eq(raffleSeeds.drawId, drawId));
  if (!row) return null;
  const revealed = row.revealedAt !== null;
  return {
    drawId,
    algorithm: RAFFLE_ALGORITHM,
    algorithmDescription: RAFFLE_ALGORITHM_DESCRIPTION,
    commitment: row.commitment,
    committedAt: row.committedAt.toISOString(),
    seed: revealed ? row.seed : null,
    revealedAt: row.revealedAt?.toISOString() ?? null,
    ticketsDigest: row.ticketsDigest,
    ticketsCount: row.ticketsCount,
  };
}
