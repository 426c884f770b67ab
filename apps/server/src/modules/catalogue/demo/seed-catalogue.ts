import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import type { Random } from '../../../lib/random';
import { createCatalogueService } from '../catalogue.service';
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
import { drawsAround, previousDraw, type ScheduledDraw } from '../draw-schedule';
import {
  type DrawCalendar,
  insertNewDraws,
  type NewDraw,
  type NewDrawRow,
  type ResultsSource,
} from '../draw-schedule.service';
import { drawResults, raffleWinners } from '../draws.tables';
import {
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
import { demoCausePicture, demoLogo, demoPrizePicture } from './demo-pictures';
import { randomFor, unitOf } from './demo-random';
import {
  DemoResultsSource,
  demoLotteryOf,
  demoLotteryResult,
  jackpotDollars,
  topPrizeWon,
} from './demo-results-source';

/** The lottery's prize pool is announced once the draw before it is drawn; fixed and superdraw pools are known ahead. */
function lotteryPrizePool(key: string, j: DemoJackpot, drawNo: number, announced: boolean): number | null {
  const known = announced || j.step === 0 || (j.superdraw !== undefined && drawNo % j.superdraw.every === 0);
  return known ? jackpotDollars(key, j, drawNo) * 100 : null;
}

function specialDraw(j: DemoJackpot | undefined, drawNo: number) {
  return j?.superdraw && drawNo % j.superdraw.every === 0 ? j.superdraw.name : null;
}

function newLotteryDraw(o: DemoLottery, draw: ScheduledDraw): NewDraw {
  return {
    draw: {
      drawId: `${o.key}-${draw.drawNo}`,
      offerKey: o.key,
      drawNo: draw.drawNo,
      type: 'lottery_ticket_draw',
      status: 'DRAW_OPEN',
      drawDate: draw.drawDate,
      stopDate: draw.stopDate,
      prizePool: lotteryPrizePool(o.key, o.jackpot, draw.drawNo, false),
      prizePoolSuffix: o.prizePoolSuffix ?? null,
      specialDrawName: specialDraw(o.jackpot, draw.drawNo),
    },
    prizes: [],
    syndicates: [],
  };
}

function newRaffleDraw(o: DemoRaffle, draw: ScheduledDraw): NewDraw {
  const drawId = `${o.key}-${draw.drawNo}`;
  const main = o.mainPrizes[draw.drawNo % o.mainPrizes.length] as DemoRaffle['mainPrizes'][number];
  const mainValue = o.jackpot ? jackpotDollars(o.key, o.jackpot, draw.drawNo) : main.value;
  const previous = previousDraw(o.schedule, draw);
  const prizes = [{ ...main, type: 'main' as const, value: mainValue, quantity: 1 }, ...o.otherPrizes].map((p, i) => ({
    prizeId: i === 0 ? `${drawId}-main` : `${drawId}-${p.type}-${i}`,
    drawId,
    type: p.type,
    name: p.name,
    description: p.description,
    value: p.value * 100,
    quantity: p.quantity,
    image: demoPrizePicture(p.name),
    // The settlement draws every prize when the draw closes (docs/decisions/201, 306): the main prize
    // and an early bird at the draw's time, the others a minute apart after them, in list order.
    drawnAt: new Date(draw.drawDate.getTime() + (p.type === 'early_bird' ? 0 : i * 60_000)),
  }));
  return {
    draw: {
      drawId,
      offerKey: o.key,
      drawNo: draw.drawNo,
      type: 'raffle_ticket_draw',
      status: 'DRAW_OPEN',
      drawDate: draw.drawDate,
      stopDate: draw.stopDate,
      prizePool: mainValue * 100,
      name: o.jackpot ? `Draw ${draw.drawNo} jackpot` : `Draw ${draw.drawNo}: ${main.name}`,
      prizeValue: prizes.reduce((n, p) => n + p.value * p.quantity, 0),
      featureImage: demoPrizePicture(main.name),
      // Sales of a draw open when the draw before it stops; pre-orders from the stop of the one before that.
      openDate: previous.stopDate,
      preOrderStartDate: previousDraw(o.schedule, previous).stopDate,
      ticketCap: o.ticketCap,
      ticketsSold: 0,
    },
    prizes,
    syndicates: [],
  };
}

/** The stream a syndicate's id (and its demo sales) come from. */
const syndicateRandom = (drawId: string, syndicateKey: string) => randomFor(`${drawId}:${syndicateKey}`);

function newSyndicateDraw(o: DemoSyndicateOffer, draw: ScheduledDraw): NewDraw {
  const lottery = demoLotteryOf(o.key);
  const drawId = `${o.key}-${draw.drawNo}`;
  return {
    draw: {
      drawId,
      offerKey: o.key,
      drawNo: draw.drawNo,
      type: 'syndicate_share_draw',
      status: 'DRAW_OPEN',
      drawDate: draw.drawDate,
      stopDate: draw.stopDate,
      prizePool: lottery ? lotteryPrizePool(lottery.key, lottery.jackpot, draw.drawNo, false) : null,
      prizePoolSuffix: lottery?.prizePoolSuffix ?? null,
      specialDrawName: specialDraw(lottery?.jackpot, draw.drawNo),
    },
    prizes: [],
    syndicates: o.syndicates.map((s) => ({
      syndicateEncodedId: syndicateRandom(drawId, s.key).token(6),
      offerKey: o.key,
      drawId,
      name: s.name,
      size: s.size,
      sharesSold: 0,
      sharePrice: sharePriceCents(s, o.perGameCents),
      tickets: s.tickets,
    })),
  };
}

/** A new draw of a demo offer as the catalogue holds it before any sale: open, nothing sold. */
export function newDemoDraw(o: DemoOffer, draw: ScheduledDraw): NewDraw {
  if (o.kind === 'lottery') return newLotteryDraw(o, draw);
  if (o.kind === 'raffle') return newRaffleDraw(o, draw);
  return newSyndicateDraw(o, draw);
}

/** The demo shop's draw calendar: every demo offer's schedule and how many draws it keeps on sale. */
export const demoDrawCalendar: DrawCalendar = {
  scheduledOffers: () =>
    demoOffers.map((o) => ({
      offerKey: o.key,
      schedule: o.schedule,
      upcoming: o.upcoming,
      newDraw: (draw: ScheduledDraw) => newDemoDraw(o, draw),
    })),
};

export interface DemoDrawOperations {
  drawCalendar: DrawCalendar;
  resultsSource: ResultsSource;
}

/**
 * What the running demo shop needs to keep its draws going: its calendar and its results feed,
 * which invents lottery results. Never on a real shop (config.ts refuses it in production unless
 * DEMO_SITE is set).
 */
export function demoDrawOperations(): DemoDrawOperations {
  return { drawCalendar: demoDrawCalendar, resultsSource: new DemoResultsSource() };
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

const statusOf = (phase: Planned['phase']): NewDrawRow['status'] =>
  phase === 'past'
    ? 'DRAW_EMAILED'
    : phase === 'latest'
      ? 'DRAW_PAID'
      : phase === 'closing'
        ? 'DRAW_CLOSED'
        : 'DRAW_OPEN';

/** The seeded syndicates' games are repeatable demo picks; those the running shop adds are the shop's own (cryptographic). */
const picksOf = (o: DemoOffer): Random => randomFor(`${o.key}:syndicate-games`);

const isHistory = (phase: Planned['phase']) => phase === 'past' || phase === 'latest';

/** The demo history of a lottery: its draws around now, with the results of those drawn. */
async function seedLottery(tx: Tx, o: DemoLottery, planned: Planned[]): Promise<void> {
  const rows = planned.map(({ draw, phase }) => {
    const row = newLotteryDraw(o, draw);
    row.draw.status = statusOf(phase);
    row.draw.prizePool = lotteryPrizePool(o.key, o.jackpot, draw.drawNo, phase !== 'next');
    return row;
  });
  const inserted = await insertNewDraws(tx, rows, picksOf(o));
  const results = planned
    .filter(({ draw, phase }) => isHistory(phase) && inserted.has(`${o.key}-${draw.drawNo}`))
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

/** The demo history of a raffle: its draws around now with demo sales, and the winners of those drawn. */
async function seedRaffle(tx: Tx, o: DemoRaffle, planned: Planned[]): Promise<void> {
  const details = planned.map(({ draw, phase }) => {
    const row = newRaffleDraw(o, draw);
    const rnd = randomFor(`${row.draw.drawId}:draw`);
    const sold = raffleTicketsSold(o, phase, rnd);
    row.draw.status = phase === 'current' && o.currentDrawSoldOut && o.ticketCap ? 'DRAW_CAPPED' : statusOf(phase);
    row.draw.ticketsSold = sold;
    return { row, phase, rnd, sold };
  });
  const inserted = await insertNewDraws(
    tx,
    details.map((d) => d.row),
    picksOf(o),
  );
  const winners = details
    .filter((d) => isHistory(d.phase) && inserted.has(d.row.draw.drawId))
    .flatMap(({ row, rnd, sold }) => {
      const taken = new Set<number>();
      return row.prizes.flatMap((p) => {
        if (p.type === 'main' && o.jackpot && !topPrizeWon(o.key, row.draw.drawNo, o.jackpot)) return [];
        return Array.from({ length: p.quantity ?? 1 }, (_, n) => {
          let ticket = rnd.int(1, sold + 1);
          while (taken.has(ticket)) ticket = rnd.int(1, sold + 1);
          taken.add(ticket);
          const first = winnerFirstNames[rnd.int(0, winnerFirstNames.length)];
          const initial = String.fromCharCode(65 + rnd.int(0, 26));
          return {
            winnerId: `${p.prizeId}-w${n + 1}`,
            drawId: row.draw.drawId,
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

/** The demo's syndicate draws on sale, with demo sales of their shares. */
async function seedSyndicate(tx: Tx, o: DemoSyndicateOffer, planned: Planned[]): Promise<void> {
  const lottery = demoLotteryOf(o.key);
  const rows = planned
    .filter(({ phase }) => phase === 'current' || phase === 'next')
    .map(({ draw, phase }) => {
      const row = newSyndicateDraw(o, draw);
      if (lottery) {
        row.draw.prizePool = lotteryPrizePool(lottery.key, lottery.jackpot, draw.drawNo, phase === 'current');
      }
      for (const [i, s] of o.syndicates.entries()) {
        const rnd = syndicateRandom(row.draw.drawId, s.key);
        rnd.token(6);
        (row.syndicates[i] as NewDraw['syndicates'][number]).sharesSold = Math.floor(s.size * 0.9 * unitOf(rnd));
      }
      return row;
    });
  await insertNewDraws(tx, rows, picksOf(o));
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
    .values(demoCauses.map((c) => ({ ...c, websiteUrl: null, logoImage: null, image: demoCausePicture(c.key) })))
    .onConflictDoUpdate({
      target: causes.key,
      set: fromExcluded(causes, ['urlSlug', 'name', 'charityName', 'summary', 'description', 'state', 'image']),
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
        logoImage: demoLogo(o.key),
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
        'logoImage',
      ]),
    });
  // Older names (oz_lotto for oz_lotto2022) follow from the key (docs/decisions/076): only url aliases are data.
  const aliases = demoOffers.flatMap((o) =>
    (o.aliases ?? []).map((a) => ({
      name: a.url.toLowerCase(),
      offerKey: o.key,
      subvariant: a.subvariant,
      url: a.url,
    })),
  );
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

/**
 * Loads the demo catalogue and its history: upserts offers, game offers, prices, causes,
 * rankings and restrictions; adds the draws of the history window (with their results and
 * winners) and the ones on sale (with demo sales) that are missing, never duplicating one. Then
 * runs the schedule maintenance the running shop runs every minute (docs/decisions/039): closes
 * draws whose sales stopped, tops up upcoming draws, publishes the lottery results that are due
 * and announces the next jackpots.
 */
export async function seedDemoCatalogue(db: Db, clock: Clock): Promise<void> {
  const now = clock.now();
  await db.transaction((tx) => upsertCatalogue(tx));
  for (const o of demoOffers) {
    const planned = plan(o, now);
    await db.transaction(async (tx) => {
      if (o.kind === 'lottery') await seedLottery(tx, o, planned);
      else if (o.kind === 'raffle') await seedRaffle(tx, o, planned);
      else await seedSyndicate(tx, o, planned);
    });
  }
  await createCatalogueService({ db, clock, ...demoDrawOperations() }).maintainDrawSchedule();
}
