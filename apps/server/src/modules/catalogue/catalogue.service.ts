import type { GameTypeKey, ProductOffer, ProductType, UpcomingDraw } from '@drawline/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../platform/app-error';
import { brandings, draws, pricingProductOffers, pricings, productOffers } from './catalogue.tables';

/** Upcoming draws listed with each offer. */
const UPCOMING_DRAWS_PER_OFFER = 4;

export interface ProductOfferQuery {
  productTypes?: ProductType[];
  keys?: string[];
}

type DrawRow = typeof draws.$inferSelect;
type OfferRow = typeof productOffers.$inferSelect;

export function toUpcomingDraw(d: DrawRow): UpcomingDraw {
  return {
    drawId: d.drawId,
    drawNo: d.drawNo,
    stop: d.stopDate.toISOString(),
    drawDate: d.drawDate.toISOString(),
    prizePool: d.prizePool === null ? null : { amount: d.prizePool, currency: d.currency as 'AUD' | 'GBP' },
    prizePoolSuffix: d.prizePoolSuffix,
    isPrizePoolUnknown: d.prizePool === null,
    type: d.type as UpcomingDraw['type'],
  };
}

function toProductOffer(o: OfferRow, rank: number, upcoming: DrawRow[]): ProductOffer {
  return {
    key: o.key,
    type: o.type as ProductType,
    name: o.name,
    url: o.url,
    urlAliases: o.urlAliases,
    availability: o.availability as ProductOffer['availability'],
    suspended: o.suspended,
    displayCategory: o.displayCategory,
    rank,
    draws: upcoming.map(toUpcomingDraw),
    causes: o.causes,
    recurringPurchase: o.recurringPurchase as ProductOffer['recurringPurchase'],
    recurringPurchaseInformation: o.recurringPurchaseInformation,
    gameTypes: o.gameTypes.map((g) => ({ key: g.key as GameTypeKey, gameOffers: g.gameOffers })),
    selectableDays: o.selectableDays,
  };
}

export function createCatalogueService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    /** GET /pricing/{pricingName}/product_offers: the offers a pricing sells, in rank order. */
    async listProductOffers(pricingName: string, query: ProductOfferQuery = {}): Promise<ProductOffer[]> {
      const [pricing] = await db.select().from(pricings).where(eq(pricings.name, pricingName));
      if (!pricing) throw notFound(`Pricing ${pricingName}`);
      const filters = [eq(pricingProductOffers.pricingName, pricingName)];
      if (query.productTypes?.length) filters.push(inArray(productOffers.type, query.productTypes));
      if (query.keys?.length) filters.push(inArray(productOffers.key, query.keys));
      const rows = await db
        .select({ offer: productOffers, rank: pricingProductOffers.rank })
        .from(pricingProductOffers)
        .innerJoin(productOffers, eq(productOffers.key, pricingProductOffers.offerKey))
        .where(and(...filters))
        .orderBy(asc(pricingProductOffers.rank), asc(productOffers.key));
      if (!rows.length) return [];
      const upcoming = await db
        .select()
        .from(draws)
        .where(
          and(
            inArray(
              draws.offerKey,
              rows.map((r) => r.offer.key),
            ),
            eq(draws.status, 'DRAW_OPEN'),
            sql`${draws.stopDate} > ${clock.now().toISOString()}`,
          ),
        )
        .orderBy(asc(draws.drawDate));
      const byOffer = new Map<string, DrawRow[]>();
      for (const d of upcoming) {
        const list = byOffer.get(d.offerKey) ?? [];
        if (list.length < UPCOMING_DRAWS_PER_OFFER) list.push(d);
        byOffer.set(d.offerKey, list);
      }
      return rows.map((r) => toProductOffer(r.offer, r.rank, byOffer.get(r.offer.key) ?? []));
    },

    async listBrandings() {
      return db.select().from(brandings).orderBy(asc(brandings.id));
    },
  };
}
export type CatalogueService = ReturnType<typeof createCatalogueService>;
