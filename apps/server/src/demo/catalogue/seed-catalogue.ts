import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Random } from '../../lib/random';
import {
  type CatalogueRows,
  createCatalogueService,
  drawsAround,
  insertNewDraws,
  loadCatalogue,
  loadDrawHistory,
  type NewDraw,
  type NewDrawRow,
  type ScheduledDraw,
} from '../../modules/catalogue';
import {
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
  winnerFirstNames,
  winnerLocations,
} from './demo-catalogue';
import {
  demoDrawOperations,
  lotteryPrizePool,
  newLotteryDraw,
  newRaffleDraw,
  newSyndicateDraw,
  syndicateRandom,
} from './demo-draws';
import { demoCausePicture, demoLogo } from './demo-pictures';
import { randomFor, unitOf } from './demo-random';
import { demoLotteryOf, demoLotteryResult, topPrizeWon } from './demo-results-source';

export { type DemoDrawOperations, demoDrawOperations } from './demo-draws';

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
  await loadDrawHistory(tx, { results });
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
  await loadDrawHistory(tx, { winners });
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

/** The demo catalogue as the catalogue's rows: offers, games and prices, causes, rankings, restrictions. */
function demoCatalogueRows(): CatalogueRows {
  const games = demoOffers.flatMap((o) =>
    o.gameTypes.flatMap((t) => t.gameOffers.map((g, position) => ({ o, t, g, position }))),
  );
  return {
    pricings: [
      { name: 'default', currency: 'AUD' },
      { name: 'sa', currency: 'AUD' },
    ],
    subVariants: demoSubVariants,
    causes: demoCauses.map((c) => ({ ...c, websiteUrl: null, logoImage: null, image: demoCausePicture(c.key) })),
    brandings: demoBrandings,
    productOffers: demoOffers.map((o) => ({
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
    // Older names (oz_lotto for oz_lotto2022) follow from the key (docs/decisions/076): only url aliases are data.
    productOfferAliases: demoOffers.flatMap((o) =>
      (o.aliases ?? []).map((a) => ({
        name: a.url.toLowerCase(),
        offerKey: o.key,
        subvariant: a.subvariant,
        url: a.url,
      })),
    ),
    gameTypes: demoOffers.flatMap((o) => o.gameTypes.map((t, position) => ({ offerKey: o.key, key: t.key, position }))),
    gameOffers: games.map(({ o, t, g, position }) => ({
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
    gameOfferPrices: games.flatMap(({ o, t, g }) =>
      g.prices.map((p) => ({
        offerKey: o.key,
        gameType: t.key,
        gameOfferKey: g.key,
        numGames: p.numGames,
        amount: p.price.amount,
        currency: p.price.currency,
      })),
    ),
    productOfferCauses: demoOffers.flatMap((o) =>
      (o.causes ?? []).map((causeKey, position) => ({ offerKey: o.key, causeKey, position })),
    ),
    pricingProductOffers: demoOffers.flatMap((o, i) => {
      const saRank = saRankOrder.indexOf(o.key);
      return [
        { pricingName: 'default', offerKey: o.key, rank: i + 1 },
        { pricingName: 'sa', offerKey: o.key, rank: saRank >= 0 ? saRank + 1 : demoOffers.length + i + 1 },
      ];
    }),
    restrictions: demoRestrictions,
  };
}

/** The shop's branding and the South Australian one, whose pricing is 'sa'. */
const demoBrandings: CatalogueRows['brandings'] = [
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
];

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
  await db.transaction((tx) => loadCatalogue(tx, demoCatalogueRows()));
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
