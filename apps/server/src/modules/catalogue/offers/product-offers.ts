import type {
  Draw,
  GameTypeKey,
  ProductOffer,
  ProductOffersAnswer,
  ProductOffersQuery,
  ProductType,
  Ranking,
} from '@drawline/contracts';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { gameTypes, pricingProductOffers, productOfferAliases, productOfferCauses } from '../catalogue.tables';
import type { OfferResolver, OfferRow } from './offer-resolver';
import { offersOfPricing, requirePricing, restrictionsOf } from './prices';
import { causeKeysByOffer, loadGameTypes, loadSyndicates } from './product-offer-parts';

export interface ProductOfferFilters {
  productTypes?: ProductType[];
  keys?: string[];
  displayCategory?: string;
  gameType?: GameTypeKey;
  causeKey?: string;
  availableOnly?: boolean;
}

/** The filters of a product offers call's query (its `available_only` is the string 'true'). */
export function productOfferFilters({ availableOnly, ...filters }: ProductOffersQuery): ProductOfferFilters {
  return { ...filters, availableOnly: availableOnly === 'true' };
}

/** The product offers as the spec's product offers calls show them (GET /pricing/{pricingName}/product_offers). */
export function createProductOffersService({
  db,
  clock,
  resolver,
  upcomingDraws,
}: {
  db: Db;
  clock: Clock;
  resolver: OfferResolver;
  upcomingDraws: (offers: readonly OfferRow[]) => Promise<Map<string, Draw[]>>;
}) {
  async function toProductOffers(rows: { offer: OfferRow; rank: number }[]): Promise<ProductOffer[]> {
    const offerRows = rows.map((r) => r.offer);
    const keys = offerRows.map((o) => o.key);
    const [types, causeKeys, aliases, upcoming, syndicateShares] = await Promise.all([
      loadGameTypes(db, keys),
      causeKeysByOffer(db, keys),
      keys.length
        ? db
            .select()
            .from(productOfferAliases)
            .where(and(inArray(productOfferAliases.offerKey, keys), isNotNull(productOfferAliases.subvariant)))
            .orderBy(asc(productOfferAliases.subvariant))
        : Promise.resolve([]),
      upcomingDraws(offerRows),
      loadSyndicates(db, clock.now(), offerRows),
    ]);
    return rows.map(({ offer: o, rank }) => ({
      key: o.key,
      type: o.type as ProductType,
      name: o.name,
      description: o.description,
      url: o.url,
      urlAliases: aliases
        .filter((a) => a.offerKey === o.key)
        .map((a) => ({ subvariant: a.subvariant as string, url: a.url })),
      availability: o.availability as ProductOffer['availability'],
      suspended: o.suspended,
      displayCategory: o.displayCategory,
      rank,
      lotteryKey: o.lotteryKey,
      draws: upcoming.get(o.key) ?? [],
      causes: causeKeys.get(o.key) ?? [],
      recurringPurchase: o.recurringPurchase as ProductOffer['recurringPurchase'],
      recurringPurchaseInformation: o.recurringPurchaseInformation,
      gameTypes: types.get(o.key) ?? [],
      selectableDays: o.selectableDays,
      syndicates: syndicateShares.get(o.key) ?? [],
      logoImage: o.logoImage,
    }));
  }

  return {
    /**
     * GET /pricing/{pricingName}/product_offers: the offers a pricing sells in rank order, with
     * their game types, upcoming draws, causes and syndicates; restricted offers are left out
     * and the restrictions say why.
     */
    async listProductOffers(pricingName: string, filters: ProductOfferFilters = {}): Promise<ProductOffersAnswer> {
      await requirePricing(db, pricingName);
      let rows = await offersOfPricing(db, pricingName);
      if (filters.productTypes?.length)
        rows = rows.filter((r) => filters.productTypes?.includes(r.offer.type as ProductType));
      if (filters.displayCategory) rows = rows.filter((r) => r.offer.displayCategory === filters.displayCategory);
      if (filters.availableOnly) rows = rows.filter((r) => r.offer.availability === 'available' && !r.offer.suspended);
      if (filters.keys?.length) {
        const wanted = new Set<string>();
        for (const name of filters.keys) {
          const offer = await resolver.find(name);
          if (offer) wanted.add(offer.key);
        }
        rows = rows.filter((r) => wanted.has(r.offer.key));
      }
      if (filters.gameType && rows.length) {
        const having = await db
          .select({ offerKey: gameTypes.offerKey })
          .from(gameTypes)
          .where(
            and(
              eq(gameTypes.key, filters.gameType),
              inArray(
                gameTypes.offerKey,
                rows.map((r) => r.offer.key),
              ),
            ),
          );
        const keys = new Set(having.map((h) => h.offerKey));
        rows = rows.filter((r) => keys.has(r.offer.key));
      }
      if (filters.causeKey && rows.length) {
        const having = await db
          .select({ offerKey: productOfferCauses.offerKey })
          .from(productOfferCauses)
          .where(sql`lower(${productOfferCauses.causeKey}) = ${filters.causeKey.toLowerCase()}`);
        const keys = new Set(having.map((h) => h.offerKey));
        rows = rows.filter((r) => keys.has(r.offer.key));
      }
      const perCategory = new Map<string, number>();
      const rankings: Ranking[] = rows.map((r) => {
        const rank = (perCategory.get(r.offer.displayCategory) ?? 0) + 1;
        perCategory.set(r.offer.displayCategory, rank);
        return { key: r.offer.key, rank, displayCategory: r.offer.displayCategory };
      });
      return {
        offers: await toProductOffers(rows),
        orderedKeys: rows.map((r) => r.offer.key),
        rankings,
        restrictions: await restrictionsOf(db, pricingName),
      };
    },

    /** One offer as the product offers call shows it, found by any of its names. */
    async getProductOffer(name: string): Promise<ProductOffer> {
      const offer = await resolver.resolve(name);
      const [ranked] = await db
        .select({ rank: pricingProductOffers.rank })
        .from(pricingProductOffers)
        .where(eq(pricingProductOffers.offerKey, offer.key))
        .orderBy(asc(pricingProductOffers.rank))
        .limit(1);
      const [full] = await toProductOffers([{ offer, rank: ranked?.rank ?? 0 }]);
      return full as ProductOffer;
    },
  };
}
