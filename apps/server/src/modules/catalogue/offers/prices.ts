import type { Branding, Money, ProductType, Restriction, SubVariant } from '@drawline/contracts';
import { toCurrency } from '@drawline/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { notFound } from '../../../platform/app-error';
import {
  brandings,
  gameOfferPrices,
  pricingProductOffers,
  pricings,
  productOffers,
  restrictions,
  subVariants,
} from '../catalogue.tables';
import type { OfferRow } from './offer-resolver';

export async function requirePricing(db: Db, pricingName: string) {
  const [pricing] = await db.select().from(pricings).where(eq(pricings.name, pricingName));
  if (!pricing) throw notFound(`Pricing ${pricingName}`);
  return pricing;
}

export async function restrictionsOf(db: Db, pricingName: string): Promise<Restriction[]> {
  const rows = await db
    .select()
    .from(restrictions)
    .where(eq(restrictions.pricingName, pricingName))
    .orderBy(asc(restrictions.id));
  return rows.map((r) => ({
    kind: r.kind as Restriction['kind'],
    productOfferKey: r.offerKey,
    productType: r.productType as ProductType | null,
    message: r.message,
  }));
}

/** The offers a pricing sells, rank order, without the restricted ones. */
export async function offersOfPricing(db: Db, pricingName: string): Promise<{ offer: OfferRow; rank: number }[]> {
  const [rows, restricted] = await Promise.all([
    db
      .select({ offer: productOffers, rank: pricingProductOffers.rank })
      .from(pricingProductOffers)
      .innerJoin(productOffers, eq(productOffers.key, pricingProductOffers.offerKey))
      .where(eq(pricingProductOffers.pricingName, pricingName))
      .orderBy(asc(pricingProductOffers.rank), asc(productOffers.key)),
    restrictionsOf(db, pricingName),
  ]);
  return rows.filter(
    (r) => !restricted.some((x) => x.productOfferKey === r.offer.key || x.productType === r.offer.type),
  );
}

/** The pricings (price lists by region), their sub-variants and brandings, and the price of a game offer. */
export function createPricesService(db: Db) {
  return {
    offersOfPricing: (pricingName: string) => offersOfPricing(db, pricingName),

    async pricingExists(pricingName: string): Promise<boolean> {
      const [row] = await db.select({ name: pricings.name }).from(pricings).where(eq(pricings.name, pricingName));
      return Boolean(row);
    },

    /** GET /branding. */
    async listBrandings(): Promise<Branding[]> {
      return db.select().from(brandings).orderBy(asc(brandings.id));
    },

    async listSubVariants(): Promise<SubVariant[]> {
      const rows = await db.select().from(subVariants).orderBy(asc(subVariants.code));
      return rows.map((r) => ({ code: r.code as SubVariant['code'], name: r.name, pricingName: r.pricingName }));
    },

    /** The price of a number of games of a game offer, from its price list; undefined when not on the list. */
    async priceOf(
      offerKey: string,
      gameType: string,
      gameOfferKey: string,
      numGames: number,
    ): Promise<Money | undefined> {
      const [row] = await db
        .select()
        .from(gameOfferPrices)
        .where(
          and(
            eq(gameOfferPrices.offerKey, offerKey),
            eq(gameOfferPrices.gameType, gameType),
            eq(gameOfferPrices.gameOfferKey, gameOfferKey),
            eq(gameOfferPrices.numGames, numGames),
          ),
        );
      return row ? { amount: row.amount, currency: toCurrency(row.currency) } : undefined;
    },
  };
}
