import { matchOfferName, normaliseOfferName } from '@drawline/contracts';
import { getTableColumns, sql } from 'drizzle-orm';
import { type PgTable, PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../../db/client';
import {
  catalogueVersion,
  gameOfferPrices,
  gameOffers,
  gameTypes,
  productOfferAliases,
  productOfferCauses,
  productOffers,
} from '../catalogue.tables';

type OfferRow = typeof productOffers.$inferSelect;
type AliasRow = typeof productOfferAliases.$inferSelect;
type GameTypeRow = typeof gameTypes.$inferSelect;
type GameOfferRow = typeof gameOffers.$inferSelect;
type PriceRow = typeof gameOfferPrices.$inferSelect;
type OfferCauseRow = typeof productOfferCauses.$inferSelect;

/**
 * The catalogue's static rows (those only an operator's act changes) as of one version, frozen:
 * callers share it and must not change it. Draws, stock and syndicates are not in it: they change
 * with every sale and are read in the purchase's transaction.
 */
export interface CatalogueSnapshot {
  version: number;
  offer(key: string): OfferRow | undefined;
  /** Offer by key, url, url alias or older name, any case (the storefront's matchOfferName rule). */
  findOffer(name: string): OfferRow | undefined;
  /** Of one offer, each list in the order the offer shows it. */
  gameTypes(offerKey: string): readonly GameTypeRow[];
  gameOffers(offerKey: string): readonly GameOfferRow[];
  prices(offerKey: string): readonly PriceRow[];
  causes(offerKey: string): readonly OfferCauseRow[];
}

/** A process's copy of the catalogue's static rows, checked against the version row before use. */
export interface CatalogueCache {
  /**
   * The copy as of now: one small read of the version row (once per transaction), and a reload
   * in one statement when another process or this one changed the catalogue since the copy.
   * `version`: the version row as the caller already read it in `exec` (a part of one of its
   * statements, saleDrawsPart): not read again.
   */
  read(exec: Db | Tx, version?: number): Promise<CatalogueSnapshot>;
}

/** docs/decisions/285. One per process (per database), made where the app is wired. */
export function createCatalogueCache(): CatalogueCache {
  let kept: CatalogueSnapshot | undefined;
  // A purchase asks several times in its transaction (pricing, order lines): one version read serves them all.
  const inTransaction = new WeakMap<object, CatalogueSnapshot>();
  return {
    async read(exec, known) {
      const seen = inTransaction.get(exec);
      if (seen) return seen;
      const version = known ?? (await readVersion(exec));
      let snapshot = kept;
      if (!snapshot || snapshot.version !== version) {
        snapshot = await loadSnapshot(exec);
        // Versions only grow: a slower load of an older version never replaces a newer copy.
        if (!kept || snapshot.version >= kept.version) kept = snapshot;
      }
      if (exec instanceof PgTransaction) inTransaction.set(exec, snapshot);
      return snapshot;
    },
  };
}

async function readVersion(exec: Db | Tx): Promise<number> {
  const [row] = await exec.select({ version: catalogueVersion.version }).from(catalogueVersion);
  return row?.version ?? 0;
}

/** A cache for callers without the process's one (tests, tools): it reads afresh each transaction. */
export const uncachedCatalogue = (): CatalogueCache => createCatalogueCache();

/**
 * Every static row and the version in ONE statement, so the copy is of one snapshot of the
 * database and labelled with that snapshot's version (several statements under read committed
 * could mix two versions of the catalogue).
 */
async function loadSnapshot(exec: Db | Tx): Promise<CatalogueSnapshot> {
  const rows = (await exec.execute(sql`
    select
      (select ${catalogueVersion.version} from ${catalogueVersion}) as version,
      (select coalesce(json_agg(to_jsonb(t) order by t.key), '[]'::json) from ${productOffers} t) as offers,
      (select coalesce(json_agg(to_jsonb(t) order by t.name), '[]'::json)
         from ${productOfferAliases} t where t.subvariant is not null) as aliases,
      (select coalesce(json_agg(to_jsonb(t) order by t.offer_key, t.position, t.key), '[]'::json)
         from ${gameTypes} t) as game_types,
      (select coalesce(json_agg(to_jsonb(t) order by t.offer_key, t.game_type, t.position, t.key), '[]'::json)
         from ${gameOffers} t) as game_offers,
      (select coalesce(json_agg(to_jsonb(t) order by t.offer_key, t.game_type, t.game_offer_key, t.num_games), '[]'::json)
         from ${gameOfferPrices} t) as prices,
      (select coalesce(json_agg(to_jsonb(t) order by t.offer_key, t.position), '[]'::json)
         from ${productOfferCauses} t) as causes
  `)) as unknown as { rows: Record<string, unknown>[] };
  const r = rows.rows[0] ?? {};
  return snapshotOf({
    version: Number(r.version ?? 0),
    offers: rowsOf(productOffers, r.offers),
    aliases: rowsOf(productOfferAliases, r.aliases),
    gameTypes: rowsOf(gameTypes, r.game_types),
    gameOffers: rowsOf(gameOffers, r.game_offers),
    prices: rowsOf(gameOfferPrices, r.prices),
    causes: rowsOf(productOfferCauses, r.causes),
  });
}

/** JSON rows (column names) as Drizzle's rows of the table (field names). */
function rowsOf<T extends PgTable>(table: T, json: unknown): T['$inferSelect'][] {
  const fields = Object.entries(getTableColumns(table)).map(([field, column]) => [field, column.name] as const);
  const list = (typeof json === 'string' ? JSON.parse(json) : (json ?? [])) as Record<string, unknown>[];
  return list.map((row) => Object.fromEntries(fields.map(([field, name]) => [field, row[name] ?? null])));
}

function groupByOffer<T extends { offerKey: string }>(rows: T[]): Map<string, readonly T[]> {
  const out = new Map<string, T[]>();
  for (const row of rows) {
    const list = out.get(row.offerKey) ?? [];
    list.push(row);
    out.set(row.offerKey, list);
  }
  return out;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

export function snapshotOf(rows: {
  version: number;
  offers: OfferRow[];
  aliases: AliasRow[];
  gameTypes: GameTypeRow[];
  gameOffers: GameOfferRow[];
  prices: PriceRow[];
  causes: OfferCauseRow[];
}): CatalogueSnapshot {
  deepFreeze(rows);
  const offers = new Map(rows.offers.map((o) => [o.key, o]));
  const aliases = groupByOffer(rows.aliases);
  const named = rows.offers.map((offer) => ({
    offer,
    key: offer.key,
    url: offer.url,
    urlAliases: (aliases.get(offer.key) ?? []).map((a) => ({ offerKey: a.offerKey, url: a.url })),
  }));
  const types = groupByOffer(rows.gameTypes);
  const gameOfferList = groupByOffer(rows.gameOffers);
  const priceList = groupByOffer(rows.prices);
  const causeList = groupByOffer(rows.causes);
  const none: readonly never[] = Object.freeze([]);
  return {
    version: rows.version,
    offer: (key) => offers.get(key),
    findOffer(name) {
      if (!normaliseOfferName(name) || name.length > 64) return undefined;
      return matchOfferName(name, named)?.offer;
    },
    gameTypes: (key) => types.get(key) ?? none,
    gameOffers: (key) => gameOfferList.get(key) ?? none,
    prices: (key) => priceList.get(key) ?? none,
    causes: (key) => causeList.get(key) ?? none,
  };
}
