import type {
  Branding,
  Cause,
  Draw,
  GameOffer,
  GameTypeKey,
  Money,
  ProductOffer,
  ProductOffersAnswer,
  ProductType,
  Ranking,
  Restriction,
  SubVariant,
  SyndicateShare,
} from '@drawline/contracts';
import { matchOfferName, normaliseOfferName, toCurrency } from '@drawline/contracts';
import { and, asc, count, eq, gt, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../platform/app-error';
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
} from './catalogue.tables';
import { draws, syndicates } from './draws.tables';

type OfferRow = typeof productOffers.$inferSelect;
type CauseRow = typeof causes.$inferSelect;

/** The one way every call turns an offer name (key, url, url alias, older name; any case) into an offer. */
export interface OfferResolver {
  find(name: string): Promise<OfferRow | undefined>;
  /** As find, but an unknown name is a 404 not_found. */
  resolve(name: string): Promise<OfferRow>;
}

/**
 * Matches with the storefront's own rule (matchOfferName in contracts) over the same names the
 * product offers call gives it: keys, urls and the sub-variants' url aliases. The catalogue is a
 * few dozen offers, so its names are read whole rather than the rule being copied into SQL.
 */
export function createOfferResolver(db: Db): OfferResolver {
  async function find(name: string): Promise<OfferRow | undefined> {
    if (!normaliseOfferName(name) || name.length > 64) return undefined;
    const [offers, aliases] = await Promise.all([
      db.select().from(productOffers),
      db
        .select({ offerKey: productOfferAliases.offerKey, url: productOfferAliases.url })
        .from(productOfferAliases)
        .where(isNotNull(productOfferAliases.subvariant)),
    ]);
    const named = offers.map((offer) => ({
      offer,
      key: offer.key,
      url: offer.url,
      urlAliases: aliases.filter((a) => a.offerKey === offer.key),
    }));
    return matchOfferName(name, named)?.offer;
  }
  return {
    find,
    async resolve(name) {
      const offer = await find(name);
      if (!offer) throw notFound(`Product offer ${name}`);
      return offer;
    },
  };
}

export interface ProductOfferFilters {
  productTypes?: ProductType[];
  keys?: string[];
  displayCategory?: string;
  gameType?: GameTypeKey;
  causeKey?: string;
  availableOnly?: boolean;
}

export function toCause(c: CauseRow, productOfferKeys: string[]): Cause {
  return {
    key: c.key,
    urlSlug: c.urlSlug,
    name: c.name,
    charityName: c.charityName,
    summary: c.summary,
    description: c.description,
    websiteUrl: c.websiteUrl,
    logoImage: c.logoImage,
    image: c.image,
    state: c.state as Cause['state'],
    productOfferKeys,
  };
}

export function createOffersService({
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
  async function loadGameTypes(keys: string[]): Promise<Map<string, ProductOffer['gameTypes']>> {
    const out = new Map<string, ProductOffer['gameTypes']>();
    if (!keys.length) return out;
    const [types, offersRows, prices] = await Promise.all([
      db
        .select()
        .from(gameTypes)
        .where(inArray(gameTypes.offerKey, keys))
        .orderBy(asc(gameTypes.offerKey), asc(gameTypes.position)),
      db
        .select()
        .from(gameOffers)
        .where(inArray(gameOffers.offerKey, keys))
        .orderBy(asc(gameOffers.position), asc(gameOffers.key)),
      db
        .select()
        .from(gameOfferPrices)
        .where(inArray(gameOfferPrices.offerKey, keys))
        .orderBy(asc(gameOfferPrices.numGames)),
    ]);
    const priceKey = (o: string, t: string, g: string) => `${o}|${t}|${g}`;
    const priceLists = new Map<string, GameOffer['prices']>();
    for (const p of prices) {
      const k = priceKey(p.offerKey, p.gameType, p.gameOfferKey);
      const list = priceLists.get(k) ?? [];
      list.push({ numGames: p.numGames, price: { amount: p.amount, currency: toCurrency(p.currency) } });
      priceLists.set(k, list);
    }
    const offersByType = new Map<string, GameOffer[]>();
    for (const g of offersRows) {
      const k = `${g.offerKey}|${g.gameType}`;
      const list = offersByType.get(k) ?? [];
      list.push({
        key: g.key,
        numberSets: g.numberSets,
        numGames: g.numGames,
        defaultGameOffer: g.defaultGameOffer,
        multiDraw: g.multiDraw,
        prices: priceLists.get(priceKey(g.offerKey, g.gameType, g.key)) ?? [],
        minGames: g.minGames,
      });
      offersByType.set(k, list);
    }
    for (const t of types) {
      const list = out.get(t.offerKey) ?? [];
      list.push({ key: t.key as GameTypeKey, gameOffers: offersByType.get(`${t.offerKey}|${t.key}`) ?? [] });
      out.set(t.offerKey, list);
    }
    return out;
  }

  async function loadSyndicates(offerRows: readonly OfferRow[]): Promise<Map<string, SyndicateShare[]>> {
    const out = new Map<string, SyndicateShare[]>();
    const keys = offerRows.filter((o) => o.type === 'syndicate_share').map((o) => o.key);
    if (!keys.length) return out;
    const lotteryKey = new Map(offerRows.map((o) => [o.key, o.lotteryKey]));
    const rows = await db
      .select({ s: syndicates, drawNo: draws.drawNo })
      .from(syndicates)
      .innerJoin(draws, eq(draws.drawId, syndicates.drawId))
      .where(and(inArray(syndicates.offerKey, keys), eq(draws.status, 'DRAW_OPEN'), gt(draws.stopDate, clock.now())))
      .orderBy(asc(draws.drawDate), asc(syndicates.size), asc(syndicates.syndicateEncodedId));
    for (const { s, drawNo } of rows) {
      const list = out.get(s.offerKey) ?? [];
      list.push({
        syndicateEncodedId: s.syndicateEncodedId,
        name: s.name,
        lotteryKey: lotteryKey.get(s.offerKey) ?? s.offerKey,
        drawNo,
        size: s.size,
        sharesSold: s.sharesSold,
        sharesRemaining: s.size - s.sharesSold,
        sharePrice: { amount: s.sharePrice, currency: toCurrency(s.currency) },
        // The spec's ticket fields only: what each game is (gameType, sets) stays the shop's.
        tickets: s.tickets.map(({ name, numStandardGames, numGames }) => ({ name, numStandardGames, numGames })),
      });
      out.set(s.offerKey, list);
    }
    return out;
  }

  async function causeKeysByOffer(keys: string[]): Promise<Map<string, string[]>> {
    const out = new Map<string, string[]>();
    if (!keys.length) return out;
    const rows = await db
      .select()
      .from(productOfferCauses)
      .where(inArray(productOfferCauses.offerKey, keys))
      .orderBy(asc(productOfferCauses.position));
    for (const r of rows) out.set(r.offerKey, [...(out.get(r.offerKey) ?? []), r.causeKey]);
    return out;
  }

  async function toProductOffers(rows: { offer: OfferRow; rank: number }[]): Promise<ProductOffer[]> {
    const offerRows = rows.map((r) => r.offer);
    const keys = offerRows.map((o) => o.key);
    const [types, causeKeys, aliases, upcoming, syndicateShares] = await Promise.all([
      loadGameTypes(keys),
      causeKeysByOffer(keys),
      keys.length
        ? db
            .select()
            .from(productOfferAliases)
            .where(and(inArray(productOfferAliases.offerKey, keys), isNotNull(productOfferAliases.subvariant)))
            .orderBy(asc(productOfferAliases.subvariant))
        : Promise.resolve([]),
      upcomingDraws(offerRows),
      loadSyndicates(offerRows),
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

  async function requirePricing(pricingName: string) {
    const [pricing] = await db.select().from(pricings).where(eq(pricings.name, pricingName));
    if (!pricing) throw notFound(`Pricing ${pricingName}`);
    return pricing;
  }

  async function restrictionsOf(pricingName: string): Promise<Restriction[]> {
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
  async function offersOfPricing(pricingName: string): Promise<{ offer: OfferRow; rank: number }[]> {
    const [rows, restricted] = await Promise.all([
      db
        .select({ offer: productOffers, rank: pricingProductOffers.rank })
        .from(pricingProductOffers)
        .innerJoin(productOffers, eq(productOffers.key, pricingProductOffers.offerKey))
        .where(eq(pricingProductOffers.pricingName, pricingName))
        .orderBy(asc(pricingProductOffers.rank), asc(productOffers.key)),
      restrictionsOf(pricingName),
    ]);
    return rows.filter(
      (r) => !restricted.some((x) => x.productOfferKey === r.offer.key || x.productType === r.offer.type),
    );
  }

  return {
    offersOfPricing,

    async pricingExists(pricingName: string): Promise<boolean> {
      const [row] = await db.select({ name: pricings.name }).from(pricings).where(eq(pricings.name, pricingName));
      return Boolean(row);
    },

    /**
     * GET /pricing/{pricingName}/product_offers: the offers a pricing sells in rank order, with
     * their game types, upcoming draws, causes and syndicates; restricted offers are left out
     * and the restrictions say why.
     */
    async listProductOffers(pricingName: string, filters: ProductOfferFilters = {}): Promise<ProductOffersAnswer> {
      await requirePricing(pricingName);
      let rows = await offersOfPricing(pricingName);
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
        restrictions: await restrictionsOf(pricingName),
      };
    },

    /** GET /branding. */
    async listBrandings(): Promise<Branding[]> {
      return db.select().from(brandings).orderBy(asc(brandings.id));
    },

    async listSubVariants(): Promise<SubVariant[]> {
      const rows = await db.select().from(subVariants).orderBy(asc(subVariants.code));
      return rows.map((r) => ({ code: r.code as SubVariant['code'], name: r.name, pricingName: r.pricingName }));
    },

    /** GET /causes?slug&limit&offset: causes by name, with the offers that support each. */
    async listCauses(query: { slug?: string; limit: number; offset: number }) {
      const where = query.slug ? sql`lower(${causes.urlSlug}) = ${query.slug.toLowerCase()}` : undefined;
      const [rows, [total]] = await Promise.all([
        db.select().from(causes).where(where).orderBy(asc(causes.name)).limit(query.limit).offset(query.offset),
        db.select({ n: count() }).from(causes).where(where),
      ]);
      const offersOf = await offersByCause(rows.map((c) => c.key));
      return {
        causes: rows.map((c) => toCause(c, offersOf.get(c.key) ?? [])),
        pageInfo: { limit: query.limit, offset: query.offset, total: total?.n ?? 0 },
      };
    },

    /** GET /causes/{key}: by key or url slug, any case. */
    async getCause(keyOrSlug: string): Promise<Cause> {
      const n = keyOrSlug.toLowerCase();
      const [row] = await db
        .select()
        .from(causes)
        .where(or(sql`lower(${causes.key}) = ${n}`, sql`lower(${causes.urlSlug}) = ${n}`))
        .orderBy(sql`lower(${causes.key}) = ${n} desc`)
        .limit(1);
      if (!row) throw notFound(`Cause ${keyOrSlug}`);
      return toCause(row, (await offersByCause([row.key])).get(row.key) ?? []);
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

  async function offersByCause(causeKeys: string[]): Promise<Map<string, string[]>> {
    const out = new Map<string, string[]>();
    if (!causeKeys.length) return out;
    const rows = await db
      .select({ causeKey: productOfferCauses.causeKey, offerKey: productOfferCauses.offerKey })
      .from(productOfferCauses)
      .where(inArray(productOfferCauses.causeKey, causeKeys))
      .orderBy(asc(productOfferCauses.offerKey));
    for (const r of rows) out.set(r.causeKey, [...(out.get(r.causeKey) ?? []), r.offerKey]);
    return out;
  }
}
export type OffersService = ReturnType<typeof createOffersService>;
