import type { WinningNumberSet } from '@drawline/contracts';
import { and, asc, eq, getTableColumns, gt, inArray, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Clock } from '../../lib/clock';
import { type Random, seededRandom } from '../../lib/random';
import { createCatalogueService, type DrawSchedule, drawsAround } from '../../modules/catalogue';
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
} from '../../modules/catalogue/catalogue.tables';
import { previousDraw, type ScheduledDraw } from '../../modules/catalogue/draw-schedule';
import {
  drawResults,
  draws,
  rafflePrizes,
  raffleWinners,
  type StoredDivision,
  syndicates,
} from '../../modules/catalogue/draws.tables';
import type { Db, Tx } from '../client';
import {
  type DemoBarrel,
  type DemoDivision,
  type DemoJackpot,
  type DemoLottery,
  type DemoOffer,
  type DemoRaffle,
  type DemoSyndicateOffer,
  demoCauses,
  demoOffers,
  demoRestrictions,
  demoSubVariants,
  productTypeOf,
  saRankOrder,
  sharePriceCents,
  winnerFirstNames,
  winnerLocations,
} from './demo-catalogue';

/** Demo data comes from fixed randomness keyed by what it describes, so every shop shows the same history. */
const SEED = 20261121;
const DAY_MS = 86_400_000;

export function hash(s: string): number {
  let h = 0;
  for (const ch of s) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0;
  return h >>> 0;
}

/** A repeatable random stream for one named thing (a draw, a syndicate). */
export const randomFor = (name: string): Random => seededRandom((SEED ^ hash(name)) >>> 0);
const unit = (name: string) => randomFor(name).int(0, 1_000_000) / 1_000_000;
const between = (rnd: Random, [lo, hi]: readonly [number, number]) => rnd.int(lo, hi + 1);

export function topPrizeWon(offerKey: string, drawNo: number, j: DemoJackpot): boolean {
  return unit(`${offerKey}:${drawNo}:won`) < j.pWin;
}

/** The jackpot of a draw in dollars: it grows by `step` for every draw since it was last won. */
export function jackpotDollars(offerKey: string, j: DemoJackpot, drawNo: number): number {
  if (j.superdraw && drawNo % j.superdraw.every === 0) return j.superdraw.amount;
  if (j.step === 0) return j.base;
  let misses = 0;
  for (let no = drawNo - 1; misses < 60 && !topPrizeWon(offerKey, no, j); no--) misses++;
  return j.base + j.step * misses;
}

/** Balls drawn from each barrel in turn; unordered sets are shown sorted, as results are published. */
export function drawBalls(barrels: readonly DemoBarrel[], rnd: Random): WinningNumberSet[] {
  const out: WinningNumberSet[] = [];
  for (const barrel of barrels) {
    const pool = Array.from({ length: barrel.max - barrel.min + 1 }, (_, i) => barrel.min + i);
    for (const s of barrel.sets) {
      const numbers = Array.from({ length: s.count }, () =>
        barrel.repeats ? barrel.min + rnd.int(0, pool.length) : (pool.splice(rnd.int(0, pool.length), 1)[0] as number),
      );
      out.push({ name: s.name, numbers: s.ordered ? numbers : numbers.sort((a, b) => a - b), ordered: s.ordered });
    }
  }
  return out;
}

function lotteryDivisions(o: DemoLottery, drawNo: number, rnd: Random): StoredDivision[] {
  const pool = jackpotDollars(o.key, o.jackpot, drawNo) * 100;
  return o.divisions.map((d: DemoDivision, i) => {
    if (i === 0) {
      const winners = topPrizeWon(o.key, drawNo, o.jackpot) ? rnd.int(1, o.jackpot.maxWinners + 1) : 0;
      const prize = winners === 0 ? 0 : o.jackpot.fixedPerWinner ? pool : Math.floor(pool / winners);
      return {
        division: 1,
        description: d.description,
        numWinners: winners,
        prizeAmount: prize,
        prizeSuffix: d.suffix ?? null,
      };
    }
    const [lo, hi] = d.prize;
    const prizeAmount = lo === hi ? lo * 100 : rnd.int(lo * 100, hi * 100 + 1);
    return {
      division: i + 1,
      description: d.description,
      numWinners: between(rnd, d.winners),
      prizeAmount,
      prizeSuffix: d.suffix ?? null,
    };
  });
}

/** The official result the demo publishes for a lottery draw (same for a draw whenever it is made). */
export function demoLotteryResult(o: DemoLottery, drawNo: number) {
  const rnd = randomFor(`${o.key}-${drawNo}:result`);
  return { winningNumbers: drawBalls(o.barrels, rnd), divisions: lotteryDivisions(o, drawNo, rnd) };
}

type DrawInsert = typeof draws.$inferInsert;

/** The lottery's prize pool is announced once the draw before it is drawn; fixed and superdraw pools are known ahead. */
function lotteryPrizePool(key: string, j: DemoJackpot, drawNo: number, announced: boolean): number | null {
  const known = announced || j.step === 0 || (j.superdraw !== undefined && drawNo % j.superdraw.every === 0);
  return known ? jackpotDollars(key, j, drawNo) * 100 : null;
}

function specialDraw(j: DemoJackpot | undefined, drawNo: number) {
  return j?.superdraw && drawNo % j.superdraw.every === 0 ? j.superdraw.name : null;
}

interface Planned {
  draw: ScheduledDraw;
  phase: 'past' | 'latest' | 'closing' | 'current' | 'next';
}

function plan(o: DemoOffer, now: Date): Planned[] {
  const { past, closing, upcoming } = drawsAround(o.schedule, now, {
    historyDays: o.historyDays,
    upcoming: o.upcoming,
  });
  return [
    ...past.map((draw, i) => ({ draw, phase: i === past.length - 1 ? ('latest' as const) : ('past' as const) })),
    ...closing.map((draw) => ({ draw, phase: 'closing' as const })),
    ...upcoming.map((draw, i) => ({ draw, phase: i === 0 ? ('current' as const) : ('next' as const) })),
  ];
}

const statusOf = (phase: Planned['phase']) =>
  phase === 'past'
    ? 'DRAW_EMAILED'
    : phase === 'latest'
      ? 'DRAW_PAID'
      : phase === 'closing'
        ? 'DRAW_CLOSED'
        : 'DRAW_OPEN';

async function insertDraws(tx: Tx, rows: DrawInsert[]): Promise<Set<string>> {
  if (!rows.length) return new Set();
  const inserted = await tx.insert(draws).values(rows).onConflictDoNothing().returning({ drawId: draws.drawId });
  return new Set(inserted.map((r) => r.drawId));
}

async function topUpLottery(tx: Tx, o: DemoLottery, planned: Planned[]): Promise<void> {
  const rows: DrawInsert[] = planned.map(({ draw, phase }) => ({
    drawId: `${o.key}-${draw.drawNo}`,
    offerKey: o.key,
    drawNo: draw.drawNo,
    type: 'lottery_ticket_draw',
    status: statusOf(phase),
    drawDate: draw.drawDate,
    stopDate: draw.stopDate,
    prizePool: lotteryPrizePool(o.key, o.jackpot, draw.drawNo, phase !== 'next'),
    prizePoolSuffix: o.prizePoolSuffix ?? null,
    specialDrawName: specialDraw(o.jackpot, draw.drawNo),
  }));
  const inserted = await insertDraws(tx, rows);
  const results = planned
    .filter(({ draw, phase }) => (phase === 'past' || phase === 'latest') && inserted.has(`${o.key}-${draw.drawNo}`))
    .map(({ draw }) => ({
      drawId: `${o.key}-${draw.drawNo}`,
      ...demoLotteryResult(o, draw.drawNo),
      publishedAt: new Date(draw.drawDate.getTime() + 3600_000),
    }));
  if (results.length) await tx.insert(drawResults).values(results).onConflictDoNothing();
}

function raffleTicketsSold(o: DemoRaffle, phase: Planned['phase'], rnd: Random): number {
  const cap = o.ticketCap;
  if (phase === 'next') return cap ? Math.floor(cap * 0.03 * unitOf(rnd)) : rnd.int(0, 2_000);
  if (phase === 'current') {
    if (cap && o.currentDrawSoldOut) return cap;
    return cap ? Math.floor(cap * (0.3 + 0.5 * unitOf(rnd))) : rnd.int(5_000, 40_000);
  }
  if (!cap) return rnd.int(20_000, 90_000);
  const share = 0.65 + 0.38 * unitOf(rnd);
  return share >= 0.97 ? cap : Math.floor(cap * share);
}
const unitOf = (rnd: Random) => rnd.int(0, 1_000_000) / 1_000_000;

async function topUpRaffle(tx: Tx, o: DemoRaffle, planned: Planned[]): Promise<void> {
  const schedule: DrawSchedule = o.schedule;
  const details = planned.map(({ draw, phase }) => {
    const drawId = `${o.key}-${draw.drawNo}`;
    const rnd = randomFor(`${drawId}:draw`);
    const main = o.mainPrizes[draw.drawNo % o.mainPrizes.length] as DemoRaffle['mainPrizes'][number];
    const mainValue = o.jackpot ? jackpotDollars(o.key, o.jackpot, draw.drawNo) : main.value;
    const previous = previousDraw(schedule, draw);
    const sold = raffleTicketsSold(o, phase, rnd);
    const prizes = [
      { ...main, type: 'main' as const, value: mainValue, quantity: 1, daysBefore: 0 },
      ...o.otherPrizes,
    ].map((p, i) => ({
      prizeId: i === 0 ? `${drawId}-main` : `${drawId}-${p.type}-${i}`,
      drawId,
      type: p.type,
      name: p.name,
      description: p.description,
      value: p.value * 100,
      quantity: p.quantity,
      // Early birds are drawn days before; other prizes straight after the main one, in list order.
      drawnAt: new Date(draw.drawDate.getTime() - p.daysBefore * DAY_MS + (p.daysBefore ? 0 : i * 60_000)),
    }));
    const row: DrawInsert = {
      drawId,
      offerKey: o.key,
      drawNo: draw.drawNo,
      type: 'raffle_ticket_draw',
      status: phase === 'current' && o.currentDrawSoldOut && o.ticketCap ? 'DRAW_CAPPED' : statusOf(phase),
      drawDate: draw.drawDate,
      stopDate: draw.stopDate,
      prizePool: mainValue * 100,
      name: o.jackpot ? `Draw ${draw.drawNo} jackpot` : `Draw ${draw.drawNo}: ${main.name}`,
      prizeValue: prizes.reduce((n, p) => n + p.value * p.quantity, 0),
      // Sales of a draw open when the draw before it stops; pre-orders from the stop of the one before that.
      openDate: previous.stopDate,
      preOrderStartDate: previousDraw(schedule, previous).stopDate,
      ticketCap: o.ticketCap,
      ticketsSold: sold,
    };
    return { row, prizes, phase, rnd, sold };
  });
  const inserted = await insertDraws(
    tx,
    details.map((d) => d.row),
  );
  const fresh = details.filter((d) => inserted.has(d.row.drawId));
  const prizes = fresh.flatMap((d) => d.prizes);
  if (prizes.length) await tx.insert(rafflePrizes).values(prizes).onConflictDoNothing();
  const winners = fresh
    .filter((d) => d.phase === 'past' || d.phase === 'latest')
    .flatMap(({ row, prizes: drawPrizes, rnd, sold }) => {
      const taken = new Set<number>();
      return drawPrizes.flatMap((p) => {
        if (p.type === 'main' && o.jackpot && !topPrizeWon(o.key, row.drawNo, o.jackpot)) return [];
        return Array.from({ length: p.quantity }, (_, n) => {
          let ticket = rnd.int(1, sold + 1);
          while (taken.has(ticket)) ticket = rnd.int(1, sold + 1);
          taken.add(ticket);
          const first = winnerFirstNames[rnd.int(0, winnerFirstNames.length)];
          const initial = String.fromCharCode(65 + rnd.int(0, 26));
          return {
            winnerId: `${p.prizeId}-w${n + 1}`,
            drawId: row.drawId,
            prizeId: p.prizeId,
            ticketNumber: String(ticket).padStart(7, '0'),
            winnerName: `${first} ${initial}.`,
            location: winnerLocations[rnd.int(0, winnerLocations.length)] as string,
            drawnAt: p.drawnAt,
          };
        });
      });
    });
  if (winners.length) await tx.insert(raffleWinners).values(winners).onConflictDoNothing();
}

async function topUpSyndicate(tx: Tx, o: DemoSyndicateOffer, planned: Planned[]): Promise<void> {
  const lottery = demoOffers.find((x): x is DemoLottery => x.kind === 'lottery' && x.key === o.plays);
  const rows: DrawInsert[] = planned
    .filter(({ phase }) => phase === 'current' || phase === 'next')
    .map(({ draw, phase }) => ({
      drawId: `${o.key}-${draw.drawNo}`,
      offerKey: o.key,
      drawNo: draw.drawNo,
      type: 'syndicate_share_draw',
      status: 'DRAW_OPEN',
      drawDate: draw.drawDate,
      stopDate: draw.stopDate,
      prizePool: lottery ? lotteryPrizePool(lottery.key, lottery.jackpot, draw.drawNo, phase === 'current') : null,
      prizePoolSuffix: lottery?.prizePoolSuffix ?? null,
      specialDrawName: specialDraw(lottery?.jackpot, draw.drawNo),
    }));
  const inserted = await insertDraws(tx, rows);
  const shares = rows
    .filter((r) => inserted.has(r.drawId))
    .flatMap((r) =>
      o.syndicates.map((s) => {
        const rnd = randomFor(`${r.drawId}:${s.key}`);
        return {
          syndicateEncodedId: `${rnd.token(6)}`,
          offerKey: o.key,
          drawId: r.drawId,
          name: s.name,
          size: s.size,
          sharesSold: Math.floor(s.size * 0.9 * unitOf(rnd)),
          sharePrice: sharePriceCents(s, o.perGameCents),
          tickets: s.tickets,
        };
      }),
    );
  if (shares.length) await tx.insert(syndicates).values(shares).onConflictDoNothing();
}

/** `set` of an upsert that takes the proposed row's values (`excluded`) for the given columns. */
function fromExcluded<T extends PgTable>(table: T, keys: (keyof T['_']['columns'] & string)[]) {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  return Object.fromEntries(keys.map((k) => [k, sql.raw(`excluded."${columns[k]?.name}"`)]));
}

async function upsertCatalogue(tx: Tx): Promise<void> {
  await tx
    .insert(pricings)
    .values([
      { name: 'default', currency: 'AUD' },
      { name: 'sa', currency: 'AUD' },
    ])
    .onConflictDoNothing();
  await tx
    .insert(subVariants)
    .values(demoSubVariants)
    .onConflictDoUpdate({ target: subVariants.code, set: fromExcluded(subVariants, ['name', 'pricingName']) });
  await tx
    .insert(causes)
    .values(demoCauses.map((c) => ({ ...c, websiteUrl: null, logoImage: null })))
    .onConflictDoUpdate({
      target: causes.key,
      set: fromExcluded(causes, ['urlSlug', 'name', 'charityName', 'summary', 'description', 'state']),
    });
  await tx
    .insert(brandings)
    .values([
      {
        id: 'drawline',
        subvariant: 'OTHER',
        url: '/',
        brandColourBackgroundText: '#ffffff',
        regionOverrides: {
          brandingRegions: ['ACT', 'GB', 'LW', 'NSW', 'NSWL', 'NT', 'QLD', 'TAS', 'VIC', 'WA', 'OTHER'],
          overrides: {},
        },
      },
      {
        id: 'drawline_sa',
        subvariant: 'SA',
        url: '/',
        brandColourBackgroundText: '#ffffff',
        regionOverrides: { brandingRegions: ['SA'], overrides: { pricingName: 'sa' } },
      },
    ])
    .onConflictDoNothing();

  await tx
    .insert(productOffers)
    .values(
      demoOffers.map((o) => ({
        key: o.key,
        type: productTypeOf(o),
        name: o.name,
        url: o.url,
        displayCategory: o.displayCategory,
        lotteryKey: o.kind === 'syndicate' ? o.plays : o.key,
        description: o.description,
        recurringPurchase: o.recurringPurchase,
        recurringPurchaseInformation: o.recurringPurchaseInformation ?? null,
        selectableDays: o.selectableDays ?? [],
      })),
    )
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
      ]),
    });
  const aliases = demoOffers.flatMap((o) => [
    ...(o.legacyNames ?? []).map((n) => ({ name: n.toLowerCase(), offerKey: o.key, subvariant: null, url: n })),
    ...(o.aliases ?? []).map((a) => ({
      name: a.url.toLowerCase(),
      offerKey: o.key,
      subvariant: a.subvariant,
      url: a.url,
    })),
  ]);
  await tx
    .insert(productOfferAliases)
    .values(aliases)
    .onConflictDoUpdate({
      target: productOfferAliases.name,
      set: fromExcluded(productOfferAliases, ['offerKey', 'subvariant', 'url']),
    });
  await tx
    .insert(gameTypes)
    .values(demoOffers.flatMap((o) => o.gameTypes.map((t, position) => ({ offerKey: o.key, key: t.key, position }))))
    .onConflictDoUpdate({ target: [gameTypes.offerKey, gameTypes.key], set: fromExcluded(gameTypes, ['position']) });
  const games = demoOffers.flatMap((o) =>
    o.gameTypes.flatMap((t) => t.gameOffers.map((g, position) => ({ o, t, g, position }))),
  );
  await tx
    .insert(gameOffers)
    .values(
      games.map(({ o, t, g, position }) => ({
        offerKey: o.key,
        gameType: t.key,
        key: g.key,
        position,
        numberSets: g.numberSets,
        numGames: g.numGames,
        defaultGameOffer: g.defaultGameOffer,
        multiDraw: g.multiDraw,
        minGames: g.minGames,
      })),
    )
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
  await tx
    .insert(gameOfferPrices)
    .values(
      games.flatMap(({ o, t, g }) =>
        g.prices.map((p) => ({
          offerKey: o.key,
          gameType: t.key,
          gameOfferKey: g.key,
          numGames: p.numGames,
          amount: p.price.amount,
          currency: p.price.currency,
        })),
      ),
    )
    .onConflictDoUpdate({
      target: [
        gameOfferPrices.offerKey,
        gameOfferPrices.gameType,
        gameOfferPrices.gameOfferKey,
        gameOfferPrices.numGames,
      ],
      set: fromExcluded(gameOfferPrices, ['amount', 'currency']),
    });
  await tx
    .insert(productOfferCauses)
    .values(
      demoOffers.flatMap((o) =>
        (o.causes ?? []).map((causeKey, position) => ({ offerKey: o.key, causeKey, position })),
      ),
    )
    .onConflictDoUpdate({
      target: [productOfferCauses.offerKey, productOfferCauses.causeKey],
      set: fromExcluded(productOfferCauses, ['position']),
    });
  await tx
    .insert(pricingProductOffers)
    .values(
      demoOffers.flatMap((o, i) => {
        const saRank = saRankOrder.indexOf(o.key);
        return [
          { pricingName: 'default', offerKey: o.key, rank: i + 1 },
          { pricingName: 'sa', offerKey: o.key, rank: saRank >= 0 ? saRank + 1 : demoOffers.length + i + 1 },
        ];
      }),
    )
    .onConflictDoUpdate({
      target: [pricingProductOffers.pricingName, pricingProductOffers.offerKey],
      set: fromExcluded(pricingProductOffers, ['rank']),
    });
  await tx
    .insert(restrictions)
    .values(demoRestrictions)
    .onConflictDoUpdate({
      target: restrictions.id,
      set: fromExcluded(restrictions, ['pricingName', 'kind', 'offerKey', 'productType', 'message']),
    });
}

/** Publishes the demo result of every lottery draw that closed and has been drawn since the last start. */
async function publishDueResults(db: Db, clock: Clock): Promise<void> {
  const catalogue = createCatalogueService({ db, clock });
  await catalogue.closeStoppedDraws();
  const due = await db
    .select({ drawId: draws.drawId, offerKey: draws.offerKey, drawNo: draws.drawNo })
    .from(draws)
    .where(
      and(
        eq(draws.type, 'lottery_ticket_draw'),
        eq(draws.status, 'DRAW_CLOSED'),
        lte(draws.drawDate, clock.now()),
        notExists(db.select().from(drawResults).where(eq(drawResults.drawId, draws.drawId))),
      ),
    );
  for (const d of due) {
    const lottery = demoOffers.find((o): o is DemoLottery => o.kind === 'lottery' && o.key === d.offerKey);
    if (lottery) await catalogue.recordDrawResults(d.drawId, demoLotteryResult(lottery, d.drawNo));
  }
  // A syndicate draw is drawn with the lottery draw it plays (its results are the lottery's).
  const syndicateDraws = await db
    .select({ drawId: draws.drawId, offerKey: draws.offerKey, drawNo: draws.drawNo })
    .from(draws)
    .where(
      and(eq(draws.type, 'syndicate_share_draw'), eq(draws.status, 'DRAW_CLOSED'), lte(draws.drawDate, clock.now())),
    );
  for (const d of syndicateDraws) {
    const plays = demoOffers.find(
      (o): o is DemoSyndicateOffer => o.kind === 'syndicate' && o.key === d.offerKey,
    )?.plays;
    if (!plays) continue;
    const [lotteryDraw] = await db
      .select({ status: draws.status })
      .from(draws)
      .where(and(eq(draws.offerKey, plays), eq(draws.drawNo, d.drawNo)));
    if (lotteryDraw?.status === 'DRAW_DRAWN') await catalogue.changeDrawStatus(d.drawId, 'DRAW_DRAWN');
  }
}

/** Announces the jackpot of the next draw of each growing jackpot, once the draw before it is done. */
async function announceJackpots(db: Db, now: Date): Promise<void> {
  for (const o of demoOffers) {
    const lottery =
      o.kind === 'lottery'
        ? o
        : o.kind === 'syndicate'
          ? demoOffers.find((x): x is DemoLottery => x.kind === 'lottery' && x.key === o.plays)
          : undefined;
    if (!lottery) continue;
    const [next] = await db
      .select()
      .from(draws)
      .where(and(eq(draws.offerKey, o.key), inArray(draws.status, ['DRAW_OPEN']), gt(draws.stopDate, now)))
      .orderBy(asc(draws.drawDate))
      .limit(1);
    if (next && next.prizePool === null) {
      await db
        .update(draws)
        .set({ prizePool: jackpotDollars(lottery.key, lottery.jackpot, next.drawNo) * 100 })
        .where(and(eq(draws.drawId, next.drawId), isNull(draws.prizePool)));
    }
  }
}

/**
 * Loads the demo catalogue and keeps its draw schedule current: upserts offers, game offers,
 * prices, causes, rankings and restrictions; adds the draws of the history window and the
 * upcoming ones that are missing (never duplicating one); closes draws whose sales stopped,
 * publishes the lottery results that are due and announces the next jackpots.
 */
export async function seedDemoCatalogue(db: Db, clock: Clock): Promise<void> {
  const now = clock.now();
  await db.transaction((tx) => upsertCatalogue(tx));
  for (const o of demoOffers) {
    const planned = plan(o, now);
    await db.transaction(async (tx) => {
      if (o.kind === 'lottery') await topUpLottery(tx, o, planned);
      else if (o.kind === 'raffle') await topUpRaffle(tx, o, planned);
      else await topUpSyndicate(tx, o, planned);
    });
  }
  await publishDueResults(db, clock);
  await announceJackpots(db, now);
}
