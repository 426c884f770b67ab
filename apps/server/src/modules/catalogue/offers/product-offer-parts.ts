import type { GameOffer, GameTypeKey, ProductOffer, SyndicateShare } from '@drawline/contracts';
import { toCurrency } from '@drawline/contracts';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { gameOfferPrices, gameOffers, gameTypes, productOfferCauses } from '../catalogue.tables';
import { draws, syndicates } from '../draws.tables';
import type { OfferRow } from './offer-resolver';

/** The game types of offers, each with its game offers and their price lists. */
export async function loadGameTypes(db: Db, keys: string[]): Promise<Map<string, ProductOffer['gameTypes']>> {
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

/** The syndicates of syndicate offers whose draws are on sale now. */
export async function loadSyndicates(
  db: Db,
  now: Date,
  offerRows: readonly OfferRow[],
): Promise<Map<string, SyndicateShare[]>> {
  const out = new Map<string, SyndicateShare[]>();
  const keys = offerRows.filter((o) => o.type === 'syndicate_share').map((o) => o.key);
  if (!keys.length) return out;
  const lotteryKey = new Map(offerRows.map((o) => [o.key, o.lotteryKey]));
  const rows = await db
    .select({ s: syndicates, drawNo: draws.drawNo })
    .from(syndicates)
    .innerJoin(draws, eq(draws.drawId, syndicates.drawId))
    .where(and(inArray(syndicates.offerKey, keys), eq(draws.status, 'DRAW_OPEN'), gt(draws.stopDate, now)))
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

/** The causes each offer supports, in their order. */
export async function causeKeysByOffer(db: Db, keys: string[]): Promise<Map<string, string[]>> {
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
