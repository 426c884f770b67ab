import type {
  DrawStatus,
  DrawType,
  GameOffer,
  GameTypeKey,
  Money,
  ProductOffer,
  ProductType,
  PurchaseStatus,
} from '@drawline/contracts';
import { toCurrency } from '@drawline/contracts';
import { and, asc, eq, gt, inArray, isNull, lte, or, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { parsedJson, rowsAsJson, type StatementPart, tableRowsFromJson } from '../../../db/one-statement';
import { catalogueVersion, productOffers } from '../catalogue.tables';
import { draws, syndicates } from '../draws.tables';
import type { CatalogueCache } from '../offers';
import { aestDay } from './draw-schedule';
import { type DrawFacts, drawFactsOf } from './purchase-facts';
import { purchaseStatusOf, salesOpenAt } from './purchase-status';

/** A draw an offer still sells (or sold out), as a cart prices it. */
export interface SaleDraw {
  drawId: string;
  drawNo: number;
  type: DrawType;
  drawDate: Date;
  stopDate: Date;
  /** The AEST weekday of the draw (sunday…saturday), for lotteries with selectable days. */
  weekday: string;
  purchaseStatus: PurchaseStatus;
  /**
   * Whether its sales have opened at the time read: false before its open date (a pre-order),
   * also when pre-orders have already taken every ticket (then it reads sold_out; decision 556).
   */
  salesOpen: boolean;
  prizePool: Money | null;
  /** Raffle tickets left; null when unlimited. */
  ticketsRemaining: number | null;
  /** What an order of it records (as readDraws answers); absent only for a draw of an offer the copy lacks. */
  facts?: DrawFacts;
}

export interface SaleSyndicate {
  syndicateEncodedId: string;
  name: string;
  sharesRemaining: number;
  sharePrice: Money;
  draw: SaleDraw;
}

/** What it takes to sell an offer now: its rules, game offers with their price lists, draws and syndicates on sale. */
export interface SaleTerms {
  offer: {
    key: string;
    name: string;
    url: string;
    /** The offer's logo, for the cart's lines (docs/decisions/304). */
    logoImage: string | null;
    type: ProductType;
    lotteryKey: string;
    availability: string;
    suspended: boolean;
    selectableDays: string[];
    causes: string[];
    recurringPurchase: ProductOffer['recurringPurchase'];
  };
  gameTypes: { key: GameTypeKey; gameOffers: GameOffer[] }[];
  /** Published draws whose sales have not stopped (open, pre-order or sold out), soonest first. */
  draws: SaleDraw[];
  /** Syndicates on sale that play the offer's lottery, with their draw. */
  syndicates: SaleSyndicate[];
}

type OfferRow = typeof productOffers.$inferSelect;

const weekdays = ['thursday', 'friday', 'saturday', 'sunday', 'monday', 'tuesday', 'wednesday'];
const money = (amount: number, currency: string): Money => ({ amount, currency: toCurrency(currency) });

function toSaleDraw(d: typeof draws.$inferSelect, now: Date, offer: OfferRow | undefined): SaleDraw {
  return {
    ...(offer ? { facts: drawFactsOf(d, offer) } : {}),
    drawId: d.drawId,
    drawNo: d.drawNo,
    type: d.type as DrawType,
    drawDate: d.drawDate,
    stopDate: d.stopDate,
    // Day 0 (1970-01-01) was a Thursday.
    weekday: weekdays[aestDay(d.drawDate) % 7] as string,
    purchaseStatus: purchaseStatusOf({ ...d, status: d.status as DrawStatus }, now),
    salesOpen: salesOpenAt(d, now),
    prizePool: d.prizePool === null ? null : money(d.prizePool, d.currency),
    ticketsRemaining: d.ticketCap === null ? null : Math.max(0, d.ticketCap - d.ticketsSold),
  };
}

/** Draws whose sales have not stopped (open, pre-order or sold out) and are published at `now`. */
const selling = (now: Date) =>
  and(
    inArray(draws.status, ['DRAW_OPEN', 'DRAW_CAPPED']),
    gt(draws.stopDate, now),
    or(isNull(draws.preOrderStartDate), lte(draws.preOrderStartDate, now)),
  );

/** What saleDrawsPart read: the catalogue's version and the draws on sale of the offers it was given (locked for a purchase). */
export interface SaleDrawsRead {
  version: number;
  /** The offer keys the draws were read for (as the caller named them). */
  offerKeys: ReadonlySet<string>;
  draws: (typeof draws.$inferSelect)[];
}

/**
 * findSaleTerms' reads as a part of the caller's statement (docs/decisions/336, 511, 554): the
 * catalogue's version row and the draws on sale of the offers `offerKeys` selects (a subquery of
 * the caller's: the cart's items), for a purchase (`lock`, the default) locked FOR KEY SHARE in id
 * order as findSaleTerms locks them. Given back to findSaleTerms as `read`, it sends no statement
 * of its own when every name is an offer's key (an alias or older name is read again, as before).
 */
export function saleDrawsPart(
  exec: Db | Tx,
  offerKeys: SQLWrapper,
  now: Date,
  options: { lock: boolean } = { lock: true },
): StatementPart<SaleDrawsRead> {
  const onSale = exec
    .select()
    .from(draws)
    .where(and(sql`${draws.offerKey} in (${offerKeys})`, selling(now)))
    .orderBy(asc(draws.drawId));
  const locked = options.lock ? onSale.for('key share') : onSale;
  const version = sql`(select ${catalogueVersion.version} from ${catalogueVersion})`;
  return {
    with: [['sale_draws', locked]],
    answer: sql`json_build_array(${version}, ${rowsAsJson(sql`select * from sale_draws`)}, ${rowsAsJson(offerKeys)})`,
    read: (value) => {
      const [v, rows, keys] = parsedJson(value) as [number | string | null, unknown, Record<string, string>[]];
      return {
        version: Number(v ?? 0),
        offerKeys: new Set(keys.map((k) => Object.values(k)[0] as string)),
        draws: tableRowsFromJson(draws, rows),
      };
    },
  };
}

/**
 * The sale terms of offers by name (key, url, alias or older name), read through the caller's
 * executor so a purchase flow reads them inside its own transaction (on PGlite a read outside
 * an open transaction would wait for it). The offers, game offers, prices and causes come from
 * the process's copy of the catalogue, checked against its version in that executor
 * (docs/decisions/285); the draws and syndicates on sale, which every sale changes, are read.
 * Unknown names are left out of the answer.
 */
export async function findSaleTerms(
  exec: Db | Tx,
  catalogue: CatalogueCache,
  names: readonly string[],
  now: Date,
  options: {
    /** False leaves `syndicates` empty and skips their read (a cart with no share in it). */
    syndicates: boolean;
    /**
     * A purchase: the draws read are locked FOR KEY SHARE, as assertOnSale locks them, so this one
     * read is the on-sale check (closing a draw waits for the purchase) and the order's draw facts.
     */
    lockDraws?: boolean;
    /** The version and the draws as saleDrawsPart read (and locked) them in this transaction. */
    read?: SaleDrawsRead;
  } = { syndicates: true },
): Promise<Map<string, SaleTerms>> {
  const out = new Map<string, SaleTerms>();
  const unique = [...new Set(names)];
  if (!unique.length) return out;
  const snapshot = await catalogue.read(exec, options.read?.version);
  const found = new Map<string, OfferRow>();
  for (const name of unique) {
    const offer = snapshot.findOffer(name);
    if (offer) found.set(name, offer);
  }
  if (!found.size) return out;
  const offerRows = [...new Map([...found.values()].map((o) => [o.key, o])).values()];
  const keys = offerRows.map((o) => o.key);
  const lotteryKeys = [...new Set(offerRows.map((o) => o.lotteryKey))];
  const onSale = selling(now);
  const drawQuery = exec
    .select()
    .from(draws)
    .where(and(inArray(draws.offerKey, keys), onSale));
  // The part's read serves when it read every offer's draws: each name the cart holds is its key.
  const { read } = options;
  const readDraws = read && keys.every((k) => read.offerKeys.has(k)) ? read.draws : undefined;
  const syndicateQuery = exec
    .select({ s: syndicates, d: draws, lotteryKey: productOffers.lotteryKey })
    .from(syndicates)
    .innerJoin(draws, eq(draws.drawId, syndicates.drawId))
    .innerJoin(productOffers, eq(productOffers.key, syndicates.offerKey))
    .where(and(inArray(productOffers.lotteryKey, lotteryKeys), onSale))
    .orderBy(asc(draws.drawDate), asc(syndicates.syndicateEncodedId));
  const [drawRows, syndicateRows] = await Promise.all([
    // Locked rows are taken in id order (as the flow's on-sale checks were), then shown soonest first.
    readDraws
      ? readDraws.filter((d) => keys.includes(d.offerKey)).sort((a, b) => a.drawDate.getTime() - b.drawDate.getTime())
      : options.lockDraws
        ? drawQuery
            .orderBy(asc(draws.drawId))
            .for('key share')
            .then((rows) => rows.sort((a, b) => a.drawDate.getTime() - b.drawDate.getTime()))
        : drawQuery.orderBy(asc(draws.drawDate)),
    options.syndicates ? (options.lockDraws ? syndicateQuery.for('key share', { of: draws }) : syndicateQuery) : [],
  ]);
  const terms = new Map<string, SaleTerms>();
  for (const o of offerRows) {
    const prices = snapshot.prices(o.key);
    const gameOffers = snapshot.gameOffers(o.key);
    terms.set(o.key, {
      offer: {
        key: o.key,
        name: o.name,
        url: o.url,
        logoImage: o.logoImage,
        type: o.type as ProductType,
        lotteryKey: o.lotteryKey,
        availability: o.availability,
        suspended: o.suspended,
        selectableDays: o.selectableDays,
        causes: snapshot.causes(o.key).map((c) => c.causeKey),
        recurringPurchase: o.recurringPurchase as ProductOffer['recurringPurchase'],
      },
      gameTypes: snapshot.gameTypes(o.key).map((t) => ({
        key: t.key as GameTypeKey,
        gameOffers: gameOffers
          .filter((g) => g.gameType === t.key)
          .map((g) => ({
            key: g.key,
            numberSets: g.numberSets,
            numGames: g.numGames,
            defaultGameOffer: g.defaultGameOffer,
            multiDraw: g.multiDraw,
            minGames: g.minGames,
            prices: prices
              .filter((p) => p.gameType === t.key && p.gameOfferKey === g.key)
              .map((p) => ({ numGames: p.numGames, price: money(p.amount, p.currency) })),
          })),
      })),
      draws: drawRows.filter((d) => d.offerKey === o.key).map((d) => toSaleDraw(d, now, o)),
      syndicates: syndicateRows
        .filter((r) => r.lotteryKey === o.lotteryKey)
        .map(({ s, d }) => ({
          syndicateEncodedId: s.syndicateEncodedId,
          name: s.name,
          sharesRemaining: s.size - s.sharesSold,
          sharePrice: money(s.sharePrice, s.currency),
          draw: toSaleDraw(d, now, snapshot.offer(d.offerKey)),
        })),
    });
  }
  for (const [name, offer] of found) out.set(name, terms.get(offer.key) as SaleTerms);
  return out;
}
