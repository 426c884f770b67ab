import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../../db/client';
import {
  brandings,
  causes,
  gameOfferPrices,
  gameOffers,
  gameTypes,
  pricingProductOffers,
  pricings,
  productOfferAliases,
  productOfferCauses,
  productOffers,
  restrictions,
  subVariants,
} from '../catalogue.tables';

/** A catalogue as rows: what an operator's catalogue (the demo shop's, an import) loads. */
export interface CatalogueRows {
  pricings: (typeof pricings.$inferInsert)[];
  subVariants: (typeof subVariants.$inferInsert)[];
  causes: (typeof causes.$inferInsert)[];
  brandings: (typeof brandings.$inferInsert)[];
  productOffers: (typeof productOffers.$inferInsert)[];
  productOfferAliases: (typeof productOfferAliases.$inferInsert)[];
  gameTypes: (typeof gameTypes.$inferInsert)[];
  gameOffers: (typeof gameOffers.$inferInsert)[];
  gameOfferPrices: (typeof gameOfferPrices.$inferInsert)[];
  productOfferCauses: (typeof productOfferCauses.$inferInsert)[];
  pricingProductOffers: (typeof pricingProductOffers.$inferInsert)[];
  restrictions: (typeof restrictions.$inferInsert)[];
}

/** `set` of an upsert that takes the proposed row's values (`excluded`) for the given columns. */
function fromExcluded<T extends PgTable>(table: T, keys: (keyof T['_']['columns'] & string)[]) {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  return Object.fromEntries(keys.map((k) => [k, sql.raw(`excluded."${columns[k]?.name}"`)]));
}

/**
 * Loads a catalogue: upserts its offers, game offers, prices, causes, rankings and restrictions
 * (the rows given win over those kept); pricings and brandings already kept are left as they are.
 */
export async function loadCatalogue(tx: Tx, rows: CatalogueRows): Promise<void> {
  if (rows.pricings.length) await tx.insert(pricings).values(rows.pricings).onConflictDoNothing();
  if (rows.subVariants.length) {
    await tx
      .insert(subVariants)
      .values(rows.subVariants)
      .onConflictDoUpdate({ target: subVariants.code, set: fromExcluded(subVariants, ['name', 'pricingName']) });
  }
  if (rows.causes.length) {
    await tx
      .insert(causes)
      .values(rows.causes)
      .onConflictDoUpdate({
        target: causes.key,
        set: fromExcluded(causes, ['urlSlug', 'name', 'charityName', 'summary', 'description', 'state', 'image']),
      });
  }
  if (rows.brandings.length) await tx.insert(brandings).values(rows.brandings).onConflictDoNothing();
  await loadProductOffers(tx, rows);
  await loadGames(tx, rows);
  await loadRankings(tx, rows);
}

async function loadProductOffers(tx: Tx, rows: CatalogueRows): Promise<void> {
  if (rows.productOffers.length) {
    await tx
      .insert(productOffers)
      .values(rows.productOffers)
      .onConflictDoUpdate({
        target: productOffers.key,
        set: fromExcluded(productOffers, [
          'type',
          'name',
          'url',
          'displayCategory',
          'lotteryKey',
          'description',
          'recurringPurchase',
          'recurringPurchaseInformation',
          'selectableDays',
          'logoImage',
        ]),
      });
  }
  if (rows.productOfferAliases.length) {
    await tx
      .insert(productOfferAliases)
      .values(rows.productOfferAliases)
      .onConflictDoUpdate({
        target: productOfferAliases.name,
        set: fromExcluded(productOfferAliases, ['offerKey', 'subvariant', 'url']),
      });
  }
}

async function loadGames(tx: Tx, rows: CatalogueRows): Promise<void> {
  if (rows.gameTypes.length) {
    await tx
      .insert(gameTypes)
      .values(rows.gameTypes)
      .onConflictDoUpdate({ target: [gameTypes.offerKey, gameTypes.key], set: fromExcluded(gameTypes, ['position']) });
  }
  if (rows.gameOffers.length) {
    await tx
      .insert(gameOffers)
      .values(rows.gameOffers)
      .onConflictDoUpdate({
        target: [gameOffers.offerKey, gameOffers.gameType, gameOffers.key],
        set: fromExcluded(gameOffers, [
          'position',
          'numberSets',
          'numGames',
          'defaultGameOffer',
          'multiDraw',
          'minGames',
        ]),
      });
  }
  if (rows.gameOfferPrices.length) {
    await tx
      .insert(gameOfferPrices)
      .values(rows.gameOfferPrices)
      .onConflictDoUpdate({
        target: [
          gameOfferPrices.offerKey,
          gameOfferPrices.gameType,
          gameOfferPrices.gameOfferKey,
          gameOfferPrices.numGames,
        ],
        set: fromExcluded(gameOfferPrices, ['amount', 'currency']),
      });
  }
}

async function loadRankings(tx: Tx, rows: CatalogueRows): Promise<void> {
  if (rows.productOfferCauses.length) {
    await tx
      .insert(productOfferCauses)
      .values(rows.productOfferCauses)
      .onConflictDoUpdate({
        target: [productOfferCauses.offerKey, productOfferCauses.causeKey],
        set: fromExcluded(productOfferCauses, ['position']),
      });
  }
  if (rows.pricingProductOffers.length) {
    await tx
      .insert(pricingProductOffers)
      .values(rows.pricingProductOffers)
      .onConflictDoUpdate({
        target: [pricingProductOffers.pricingName, pricingProductOffers.offerKey],
        set: fromExcluded(pricingProductOffers, ['rank']),
      });
  }
  if (rows.restrictions.length) {
    await tx
      .insert(restrictions)
      .values(rows.restrictions)
      .onConflictDoUpdate({
        target: restrictions.id,
        set: fromExcluded(restrictions, ['pricingName', 'kind', 'offerKey', 'productType', 'message']),
      });
  }
}
