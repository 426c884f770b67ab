import type { ConsolePlacement, PlacementKey, PlacementRequest } from '@drawline/contracts';
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Random } from '../../lib/random';
import { AppError } from '../../platform/app-error';
import { placements } from './placements.tables';

type Row = typeof placements.$inferSelect;

const toConsole = (row: Row): ConsolePlacement => ({
  placementId: row.placementId,
  key: row.key as PlacementKey,
  productOfferKey: row.productOfferKey,
  gameOffer: row.gameOffer,
  numGames: row.numGames,
  headline: row.headline,
  message: row.message,
  position: row.position,
  active: row.active,
  segmentName: row.segmentName,
  brandingKey: row.brandingKey,
  updatedAt: row.updatedAt.toISOString(),
});

/** Who a placement read is for (decision 536): their segment and the branding asked, each null when none. */
export interface PlacementAsker {
  segmentName: string | null;
  brandingKey: string | null;
}

/**
 * The placements content editors set (decision 474): the console's list and its changes (each
 * written in the caller's transaction, beside its audit row: flows/placements), and the active
 * ones of some keys for the placement read (queries/read-placements.ts).
 */
export function createPlacements(deps: { db: Db; clock: Clock; random: Random }) {
  const { db, clock, random } = deps;
  const fields = (input: PlacementRequest) => ({
    key: input.key,
    productOfferKey: input.productOfferKey,
    gameOffer: input.gameOffer,
    numGames: input.numGames,
    headline: input.headline,
    message: input.message,
    position: input.position,
    active: input.active,
    segmentName: input.segmentName,
    brandingKey: input.brandingKey,
    updatedAt: clock.now(),
  });
  const found = async (tx: Tx, placementId: string) => {
    const [row] = await tx.select().from(placements).where(eq(placements.placementId, placementId)).for('update');
    if (!row) throw new AppError('not_found', { message: 'There is no such placement.' });
    return row;
  };
  return {
    /** Every placement, by key and position, for the console. */
    async list(): Promise<ConsolePlacement[]> {
      const rows = await db.select().from(placements).orderBy(asc(placements.key), asc(placements.position));
      return rows.map(toConsole);
    },
    /**
     * The active placements of the keys, in position order, that may reach this asker: shop-wide
     * or aimed at their segment, every branding or theirs (decision 536). Which of them win is the read's.
     */
    async activeOf(keys: readonly PlacementKey[], asker: PlacementAsker): Promise<ConsolePlacement[]> {
      if (!keys.length) return [];
      const aimed = (column: typeof placements.segmentName | typeof placements.brandingKey, value: string | null) =>
        value === null ? isNull(column) : or(isNull(column), eq(column, value));
      const rows = await db
        .select()
        .from(placements)
        .where(
          and(
            inArray(placements.key, [...keys]),
            eq(placements.active, true),
            aimed(placements.segmentName, asker.segmentName),
            aimed(placements.brandingKey, asker.brandingKey),
          ),
        )
        .orderBy(asc(placements.position), asc(placements.updatedAt));
      return rows.map(toConsole);
    },
    async create(tx: Tx, input: PlacementRequest): Promise<ConsolePlacement> {
      const [row] = await tx
        .insert(placements)
        .values({ placementId: random.uuid(), ...fields(input) })
        .returning();
      return toConsole(row!);
    },
    async update(
      tx: Tx,
      placementId: string,
      input: PlacementRequest,
    ): Promise<{ before: ConsolePlacement; after: ConsolePlacement }> {
      const before = toConsole(await found(tx, placementId));
      const [row] = await tx
        .update(placements)
        .set(fields(input))
        .where(eq(placements.placementId, placementId))
        .returning();
      return { before, after: toConsole(row!) };
    },
    async remove(tx: Tx, placementId: string): Promise<ConsolePlacement> {
      const before = toConsole(await found(tx, placementId));
      await tx.delete(placements).where(eq(placements.placementId, placementId));
      return before;
    },
  };
}
export type PlacementsModule = ReturnType<typeof createPlacements>;
