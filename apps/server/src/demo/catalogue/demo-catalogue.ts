import type { GameOffer, GameTypeKey, ProductType } from '@drawline/contracts';
import type { DrawSchedule } from '../../modules/catalogue';

/**
 * The demo shop's catalogue as data: an Australian lottery shop's weekly lotteries with their
 * real game matrices, charity raffles with causes, prizes, ticket bundles and limited tickets,
 * and syndicates. seed-catalogue.ts turns it into rows and a history of draws with results.
 */

type NumberSet = GameOffer['numberSets'][number];

const set = (name: string, count: number, min: number, max: number, extra: Partial<NumberSet> = {}): NumberSet => ({
  name,
  count,
  min,
  max,
  ...extra,
});

export function combinations(n: number, k: number): number {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return Math.round(r);
}

interface GameOfferOptions {
  numGames: number[];
  minGames?: number;
  multiDraw?: number[];
  defaultGameOffer?: boolean;
  /** Price of each game count in cents, when not a plain multiple of the game price. */
  prices?: number[];
}

function gameOffer(key: string, numberSets: NumberSet[], perGameCents: number, o: GameOfferOptions): GameOffer {
  return {
    key,
    numberSets,
    numGames: o.numGames,
    defaultGameOffer: o.defaultGameOffer ?? true,
    multiDraw: o.multiDraw ?? [1, 2, 4, 8],
    prices: o.numGames.map((n, i) => ({
      numGames: n,
      price: { amount: o.prices?.[i] ?? perGameCents * n, currency: 'AUD' as const },
    })),
    minGames: o.minGames ?? o.numGames[0] ?? 1,
  };
}

export interface DemoGameType {
  key: GameTypeKey;
  gameOffers: GameOffer[];
}

/** Balls drawn from one barrel, in order, into named sets (Numbers then Supplementary…). */
export interface DemoBarrel {
  min: number;
  max: number;
  /** A digit may come up again (Super 66 draws each digit from its own barrel). */
  repeats?: boolean;
  sets: { name: string; count: number; ordered: boolean }[];
}

export interface DemoDivision {
  description: string;
  /** Winners range for divisions below the first. */
  winners: [number, number];
  /** Prize per winning entry in dollars (ignored for division 1, which comes from the prize pool). */
  prize: [number, number];
  suffix?: string;
}

export interface DemoJackpot {
  /** Dollars: the jackpot after a win, and what it grows by each draw it is not won. */
  base: number;
  step: number;
  /** Chance the top prize is won in a draw. */
  pWin: number;
  maxWinners: number;
  /** The top prize is a fixed amount per winner (Monday Lotto's $1 million, Set for Life's $20,000 a month). */
  fixedPerWinner?: boolean;
  /** Every n-th draw (by number) is a superdraw with this jackpot. */
  superdraw?: { every: number; name: string; amount: number };
}

export interface DemoPrize {
  type: 'main' | 'secondary' | 'early_bird' | 'bonus';
  name: string;
  description: string;
  /** Dollars. */
  value: number;
  quantity: number;
}

export interface DemoSyndicate {
  key: string;
  name: string;
  size: number;
  /** What the syndicate plays: each ticket's games are quick-picked from its sets when the syndicate is made. */
  tickets: { name: string; numStandardGames: number; numGames: number; gameType: string; numberSets: NumberSet[] }[];
}

interface DemoOfferBase {
  key: string;
  name: string;
  url: string;
  description: string;
  displayCategory: string;
  /** Url aliases per sub-variant. */
  aliases?: { subvariant: string; url: string }[];
  causes?: string[];
  gameTypes: DemoGameType[];
  selectableDays?: string[];
  recurringPurchase: { type: 'autoplay' | 'subscription' | 'combined_recurring_purchase'; availability: string } | null;
  recurringPurchaseInformation?: string;
  schedule: DrawSchedule;
  historyDays: number;
  upcoming: number;
}

export interface DemoLottery extends DemoOfferBase {
  kind: 'lottery';
  jackpot: DemoJackpot;
  prizePoolSuffix?: string;
  barrels: DemoBarrel[];
  divisions: DemoDivision[];
}

export interface DemoRaffle extends DemoOfferBase {
  kind: 'raffle';
  ticketCap: number | null;
  /** A jackpot lottery: the main prize is a jackpot that grows until a sold ticket wins it. */
  jackpot?: DemoJackpot;
  /** Main prizes, one per draw in turn. */
  mainPrizes: { name: string; description: string; value: number }[];
  otherPrizes: DemoPrize[];
  /** The draw on sale is sold out (capped), to show a sold-out draw. */
  currentDrawSoldOut?: boolean;
}

export interface DemoSyndicateOffer extends DemoOfferBase {
  kind: 'syndicate';
  plays: string;
  perGameCents: number;
  syndicates: DemoSyndicate[];
}

export type DemoOffer = DemoLottery | DemoRaffle | DemoSyndicateOffer;

export const productTypeOf = (o: DemoOffer): ProductType =>
  o.kind === 'lottery' ? 'lottery_ticket' : o.kind === 'raffle' ? 'raffle_ticket' : 'syndicate_share';

const weekdays = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const autoplay = { type: 'autoplay' as const, availability: 'optional' };
const subscription = { type: 'subscription' as const, availability: 'optional' };
const autoplayInformation =
  'AutoPlay buys the same entry for every draw until you stop it. Set a minimum jackpot to play only when the jackpot reaches it.';
const subscriptionInformation =
  'A subscription buys your tickets in every draw until you cancel. Pause or cancel any time in My account.';

const standardGameCounts = [4, 6, 8, 10, 12, 14, 16, 18, 20, 25, 30, 36, 40, 45, 50];
const smallGameCounts = [2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 25, 30, 40, 50];
const systemCounts = [1, 2, 3, 4, 5];

/** Syndicate shares are the tickets' cost split over the shares, rounded up to 5 cents. */
export function sharePriceCents(s: DemoSyndicate, perGameCents: number): number {
  const cost = s.tickets.reduce((n, t) => n + t.numStandardGames * t.numGames * perGameCents, 0);
  return Math.ceil(cost / s.size / 5) * 5;
}

function syndicateGameOffers(syndicates: DemoSyndicate[], perGameCents: number): GameOffer[] {
  return syndicates.map((s, i) =>
    gameOffer(s.key, [], sharePriceCents(s, perGameCents), {
      numGames: [1, 2, 3, 4, 5, 10].filter((n) => n <= s.size),
      minGames: 1,
      multiDraw: [1],
      defaultGameOffer: i === 0,
    }),
  );
}

/** Systems: System N covers every line of N numbers, so costs C(N, k) games. */
function systemOffers(k: number, sizes: number[], min: number, max: number, perGame: number, extra: NumberSet[] = []) {
  return sizes.map((n, i) =>
    gameOffer(`system_${n}`, [set('Numbers', n, min, max), ...extra], perGame * combinations(n, k), {
      numGames: systemCounts,
      minGames: 1,
      defaultGameOffer: i === 0,
    }),
  );
}

/** A syndicate ticket's system game: `n` Numbers from min to max (and any other sets, a Powerball). */
const systemOf = (n: number, min: number, max: number, extra: NumberSet[] = []) => ({
  gameType: 'reduced_system',
  numberSets: [set('Numbers', n, min, max), ...extra],
});
/** A syndicate ticket's PowerHit system: `n` Numbers from 1 to 35 with every Powerball. */
const powerHitOf = (n: number) => ({ gameType: 'powerhit', numberSets: [set('Numbers', n, 1, 35)] });

// Syndicates of each lottery, shared by the lottery's syndicate game type and the syndicate offer.
const saturdaySyndicates: DemoSyndicate[] = [
  {
    key: 'syndicate_system_12',
    name: 'System 12 Syndicate',
    size: 50,
    tickets: [{ name: 'System 12', numStandardGames: 924, numGames: 1, ...systemOf(12, 1, 45) }],
  },
  {
    key: 'syndicate_mega',
    name: 'Mega Syndicate',
    size: 100,
    tickets: [
      { name: 'System 14', numStandardGames: 3003, numGames: 1, ...systemOf(14, 1, 45) },
      { name: 'System 10', numStandardGames: 210, numGames: 2, ...systemOf(10, 1, 45) },
    ],
  },
];
const ozSyndicates: DemoSyndicate[] = [
  {
    key: 'syndicate_system_11',
    name: 'System 11 Syndicate',
    size: 40,
    tickets: [{ name: 'System 11', numStandardGames: 330, numGames: 1, ...systemOf(11, 1, 47) }],
  },
  {
    key: 'syndicate_mega',
    name: 'Mega Syndicate',
    size: 80,
    tickets: [
      { name: 'System 13', numStandardGames: 1716, numGames: 1, ...systemOf(13, 1, 47) },
      { name: 'System 9', numStandardGames: 36, numGames: 4, ...systemOf(9, 1, 47) },
    ],
  },
];
const powerballSyndicates: DemoSyndicate[] = [
  {
    key: 'syndicate_powerhit',
    name: 'PowerHit Syndicate',
    size: 30,
    tickets: [{ name: 'PowerHit System 9', numStandardGames: 720, numGames: 1, ...powerHitOf(9) }],
  },
  {
    key: 'syndicate_mega',
    name: 'Mega Syndicate',
    size: 100,
    tickets: [
      { name: 'PowerHit System 11', numStandardGames: 6600, numGames: 1, ...powerHitOf(11) },
      { name: 'System 10', numStandardGames: 120, numGames: 3, ...systemOf(10, 1, 35, [set('Powerball', 1, 1, 20)]) },
    ],
  },
];

const SATURDAY_GAME = 85;
const MIDWEEK_GAME = 85;
const OZ_GAME = 155;
const POWERBALL_GAME = 175;
const SFL_GAME = 160;
const SUPER66_GAME = 110;
const STRIKE_GAME = 110;

/** Lotto divisions of a 6 from 45 game with 2 supplementaries. */
const lottoDivisions: DemoDivision[] = [
  { description: '6 winning numbers', winners: [0, 4], prize: [0, 0] },
  { description: '5 winning numbers and a supplementary', winners: [8, 40], prize: [4_000, 12_000] },
  { description: '5 winning numbers', winners: [250, 800], prize: [1_100, 2_600] },
  { description: '4 winning numbers', winners: [14_000, 26_000], prize: [24, 48] },
  { description: '3 winning numbers and a supplementary', winners: [30_000, 52_000], prize: [14, 24] },
  { description: '1 or 2 winning numbers and both supplementaries', winners: [50_000, 95_000], prize: [10, 15] },
];
const lottoBarrel: DemoBarrel = {
  min: 1,
  max: 45,
  sets: [
    { name: 'Numbers', count: 6, ordered: false },
    { name: 'Supplementary', count: 2, ordered: false },
  ],
};

function lotto645GameTypes(perGame: number, opts: { syndicates?: DemoSyndicate[]; lottoParty?: boolean } = {}) {
  const numbers = [set('Numbers', 6, 1, 45)];
  const types: DemoGameType[] = [
    {
      key: 'standard',
      gameOffers: [gameOffer('standard', numbers, perGame, { numGames: standardGameCounts })],
    },
    { key: 'reduced_system', gameOffers: systemOffers(6, [7, 8, 9, 10, 11, 12, 14], 1, 45, perGame) },
    {
      key: 'random',
      gameOffers: [gameOffer('random', [], perGame, { numGames: [6, 12, 18, 24, 36, 50], minGames: 6 })],
    },
  ];
  if (opts.lottoParty) {
    types.push({
      key: 'lotto_party',
      gameOffers: [
        gameOffer('lotto_party', numbers, perGame, { numGames: [10, 20, 30, 50], minGames: 10, multiDraw: [1] }),
      ],
    });
  }
  if (opts.syndicates) types.push({ key: 'syndicate', gameOffers: syndicateGameOffers(opts.syndicates, perGame) });
  return types;
}

const lotteryTime = { hour: 20, minute: 30 };
const HISTORY_DAYS = 26 * 7;

export const demoOffers: DemoOffer[] = [
  {
    kind: 'lottery',
    key: 'powerball2018',
    name: 'Powerball',
    url: 'powerball',
    displayCategory: 'lotto',
    description:
      "Australia's biggest jackpots. Pick 7 numbers from 1 to 35 and one Powerball from 1 to 20. Drawn every Thursday night.",
    gameTypes: [
      {
        key: 'standard',
        gameOffers: [
          gameOffer('standard', [set('Numbers', 7, 1, 35), set('Powerball', 1, 1, 20)], POWERBALL_GAME, {
            numGames: smallGameCounts,
          }),
        ],
      },
      // PowerHit covers all 20 Powerballs; a Super Combo is a System 8 with every Powerball.
      {
        key: 'powerhit',
        gameOffers: [
          gameOffer('powerhit', [set('Numbers', 7, 1, 35)], POWERBALL_GAME * 20, {
            numGames: systemCounts,
            minGames: 1,
          }),
        ],
      },
      {
        key: 'powerhit_super_combo',
        gameOffers: [
          gameOffer('powerhit_super_combo', [set('Numbers', 8, 1, 35)], POWERBALL_GAME * 20 * 8, {
            numGames: [1, 2, 3],
            minGames: 1,
          }),
        ],
      },
      // PowerPik: your numbers with the Powerballs you pick.
      {
        key: 'powerpik',
        gameOffers: [2, 5, 10].map((k, i) =>
          gameOffer(`powerpik_${k}`, [set('Numbers', 7, 1, 35), set('Powerball', k, 1, 20)], POWERBALL_GAME * k, {
            numGames: [1, 2, 4, 6, 8, 10],
            minGames: 1,
            defaultGameOffer: i === 0,
          }),
        ),
      },
      {
        key: 'powerpik_system',
        gameOffers: [8, 9].map((n, i) =>
          gameOffer(
            `powerpik_system_${n}`,
            [set('Numbers', n, 1, 35), set('Powerball', 2, 1, 20)],
            POWERBALL_GAME * combinations(n, 7) * 2,
            { numGames: systemCounts, minGames: 1, defaultGameOffer: i === 0 },
          ),
        ),
      },
      {
        key: 'reduced_system',
        gameOffers: systemOffers(7, [8, 9, 10, 11, 12], 1, 35, POWERBALL_GAME, [set('Powerball', 1, 1, 20)]),
      },
      {
        key: 'mega_combo',
        gameOffers: [
          gameOffer(
            'mega_combo_8',
            [set('Numbers', 8, 1, 35), set('Favourites', 3, 1, 35, { required: false })],
            POWERBALL_GAME,
            { numGames: [1, 2, 3], minGames: 1, prices: [1, 2, 3].map((n) => n * POWERBALL_GAME * (8 + 12)) },
          ),
        ],
      },
      {
        key: 'lotto_party',
        gameOffers: [
          gameOffer('lotto_party', [set('Numbers', 7, 1, 35), set('Powerball', 1, 1, 20)], POWERBALL_GAME, {
            numGames: [10, 20, 30, 50],
            minGames: 10,
            multiDraw: [1],
          }),
        ],
      },
      { key: 'syndicate', gameOffers: syndicateGameOffers(powerballSyndicates, POWERBALL_GAME) },
    ],
    recurringPurchase: autoplay,
    recurringPurchaseInformation: autoplayInformation,
    schedule: { weekdays: [4], epoch: { date: '2024-01-04', drawNo: 1444 }, time: lotteryTime, stopMinutesBefore: 60 },
    historyDays: HISTORY_DAYS,
    upcoming: 4,
    jackpot: {
      base: 10_000_000,
      step: 10_000_000,
      pWin: 0.14,
      maxWinners: 2,
      superdraw: { every: 25, name: '$100 Million Powerball Superdraw', amount: 100_000_000 },
    },
    barrels: [
      { min: 1, max: 35, sets: [{ name: 'Numbers', count: 7, ordered: false }] },
      { min: 1, max: 20, sets: [{ name: 'Powerball', count: 1, ordered: false }] },
    ],
    divisions: [
      { description: '7 winning numbers and the Powerball', winners: [0, 2], prize: [0, 0] },
      { description: '7 winning numbers', winners: [1, 8], prize: [40_000, 160_000] },
      { description: '6 winning numbers and the Powerball', winners: [10, 45], prize: [5_000, 12_000] },
      { description: '6 winning numbers', winners: [100, 320], prize: [400, 900] },
      { description: '5 winning numbers and the Powerball', winners: [600, 1_600], prize: [100, 260] },
      { description: '4 winning numbers and the Powerball', winners: [10_000, 20_000], prize: [50, 90] },
      { description: '5 winning numbers', winners: [7_000, 14_000], prize: [30, 60] },
      { description: '3 winning numbers and the Powerball', winners: [150_000, 260_000], prize: [15, 26] },
      { description: '2 winning numbers and the Powerball', winners: [400_000, 720_000], prize: [10, 15] },
    ],
  },
  {
    kind: 'lottery',
    key: 'oz_lotto2022',
    name: 'Oz Lotto',
    url: 'oz-lotto',
    displayCategory: 'lotto',
    description:
      'Pick 7 numbers from 1 to 47. Three supplementary numbers are drawn as well. Drawn every Tuesday night.',
    gameTypes: [
      {
        key: 'standard',
        gameOffers: [gameOffer('standard', [set('Numbers', 7, 1, 47)], OZ_GAME, { numGames: smallGameCounts })],
      },
      { key: 'reduced_system', gameOffers: systemOffers(7, [8, 9, 10, 11, 12, 13], 1, 47, OZ_GAME) },
      {
        key: 'mega_combo',
        gameOffers: [8, 9].map((n, i) =>
          gameOffer(
            `mega_combo_${n}`,
            [set('Numbers', n, 1, 47), set('Favourites', 3, 1, 47, { required: false })],
            OZ_GAME,
            {
              numGames: [1, 2, 3],
              minGames: 1,
              defaultGameOffer: i === 0,
              prices: [1, 2, 3].map((g) => g * OZ_GAME * (combinations(n, 7) + 12)),
            },
          ),
        ),
      },
      {
        key: 'random',
        gameOffers: [gameOffer('random', [], OZ_GAME, { numGames: [4, 8, 12, 18, 24], minGames: 4 })],
      },
      { key: 'syndicate', gameOffers: syndicateGameOffers(ozSyndicates, OZ_GAME) },
    ],
    recurringPurchase: autoplay,
    recurringPurchaseInformation: autoplayInformation,
    schedule: { weekdays: [2], epoch: { date: '2024-01-02', drawNo: 1559 }, time: lotteryTime, stopMinutesBefore: 60 },
    historyDays: HISTORY_DAYS,
    upcoming: 4,
    jackpot: {
      base: 3_000_000,
      step: 5_000_000,
      pWin: 0.16,
      maxWinners: 3,
      superdraw: { every: 20, name: '$50 Million Oz Lotto Superdraw', amount: 50_000_000 },
    },
    barrels: [
      {
        min: 1,
        max: 47,
        sets: [
          { name: 'Numbers', count: 7, ordered: false },
          { name: 'Supplementary', count: 3, ordered: false },
        ],
      },
    ],
    divisions: [
      { description: '7 winning numbers', winners: [0, 3], prize: [0, 0] },
      { description: '6 winning numbers and a supplementary', winners: [3, 16], prize: [15_000, 42_000] },
      { description: '6 winning numbers', winners: [60, 220], prize: [2_000, 5_200] },
      { description: '5 winning numbers and a supplementary', winners: [500, 1_500], prize: [280, 700] },
      { description: '5 winning numbers', winners: [4_000, 8_500], prize: [60, 110] },
      { description: '4 winning numbers', winners: [100_000, 180_000], prize: [30, 60] },
      { description: '3 winning numbers and a supplementary', winners: [150_000, 300_000], prize: [12, 25] },
    ],
  },
  {
    kind: 'lottery',
    key: 'saturday_lotto',
    name: 'Saturday Lotto',
    url: 'saturday-lotto',
    aliases: [
      { subvariant: 'VIC', url: 'tattslotto' },
      { subvariant: 'QLD', url: 'gold-lotto' },
      { subvariant: 'SA', url: 'x-lotto' },
    ],
    displayCategory: 'lotto',
    description:
      'Pick 6 numbers from 1 to 45. Two supplementary numbers are drawn as well. Drawn every Saturday night.',
    gameTypes: lotto645GameTypes(SATURDAY_GAME, { syndicates: saturdaySyndicates, lottoParty: true }),
    recurringPurchase: autoplay,
    recurringPurchaseInformation: autoplayInformation,
    schedule: { weekdays: [6], epoch: { date: '2024-01-06', drawNo: 4432 }, time: lotteryTime, stopMinutesBefore: 60 },
    historyDays: HISTORY_DAYS,
    upcoming: 4,
    jackpot: {
      base: 5_000_000,
      step: 2_500_000,
      pWin: 0.55,
      maxWinners: 4,
      superdraw: { every: 13, name: '$20 Million Saturday Lotto Superdraw', amount: 20_000_000 },
    },
    barrels: [lottoBarrel],
    divisions: lottoDivisions,
  },
  {
    kind: 'lottery',
    key: 'set_for_life2020',
    name: 'Set for Life',
    url: 'set-for-life',
    displayCategory: 'lotto',
    description:
      'Win $20,000 a month for 20 years. Pick 7 numbers from 1 to 44; two bonus numbers are drawn as well. Drawn every night: choose the days you play.',
    gameTypes: [
      {
        key: 'standard',
        gameOffers: [gameOffer('standard', [set('Numbers', 7, 1, 44)], SFL_GAME, { numGames: smallGameCounts })],
      },
      { key: 'reduced_system', gameOffers: systemOffers(7, [8, 9, 10], 1, 44, SFL_GAME) },
    ],
    selectableDays: weekdays,
    recurringPurchase: autoplay,
    recurringPurchaseInformation: autoplayInformation,
    schedule: {
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      epoch: { date: '2024-01-01', drawNo: 1975 },
      time: lotteryTime,
      stopMinutesBefore: 60,
    },
    historyDays: 8 * 7,
    upcoming: 7,
    jackpot: { base: 20_000, step: 0, pWin: 0.25, maxWinners: 2, fixedPerWinner: true },
    prizePoolSuffix: 'a month for 20 years',
    barrels: [
      {
        min: 1,
        max: 44,
        sets: [
          { name: 'Numbers', count: 7, ordered: false },
          { name: 'Bonus', count: 2, ordered: false },
        ],
      },
    ],
    divisions: [
      { description: '7 winning numbers', winners: [0, 2], prize: [0, 0], suffix: 'a month for 20 years' },
      {
        description: '6 winning numbers and a bonus number',
        winners: [0, 4],
        prize: [5_000, 5_000],
        suffix: 'a month for 1 year',
      },
      { description: '6 winning numbers', winners: [4, 20], prize: [3_000, 8_000] },
      { description: '5 winning numbers and a bonus number', winners: [20, 80], prize: [500, 1_000] },
      { description: '5 winning numbers', winners: [150, 420], prize: [60, 120] },
      { description: '4 winning numbers and a bonus number', winners: [500, 1_300], prize: [30, 50] },
      { description: '4 winning numbers', winners: [3_000, 7_000], prize: [10, 20] },
      { description: '3 winning numbers and a bonus number', winners: [8_000, 15_000], prize: [8, 12] },
    ],
  },
  {
    kind: 'lottery',
    key: 'monday_lotto',
    name: 'Monday Lotto',
    url: 'monday-lotto',
    aliases: [{ subvariant: 'QLD', url: 'monday-gold-lotto' }],
    displayCategory: 'lotto',
    description:
      'A $1 million division 1 prize for each winner. Pick 6 numbers from 1 to 45; two supplementaries are drawn as well. Drawn every Monday night.',
    gameTypes: lotto645GameTypes(MIDWEEK_GAME),
    recurringPurchase: autoplay,
    recurringPurchaseInformation: autoplayInformation,
    schedule: { weekdays: [1], epoch: { date: '2024-01-01', drawNo: 4201 }, time: lotteryTime, stopMinutesBefore: 60 },
    historyDays: HISTORY_DAYS,
    upcoming: 4,
    jackpot: { base: 1_000_000, step: 0, pWin: 0.6, maxWinners: 4, fixedPerWinner: true },
    barrels: [lottoBarrel],
    divisions: lottoDivisions,
  },
  {
    kind: 'lottery',
    key: 'wednesday_lotto',
    name: 'Wednesday Lotto',
    url: 'wednesday-lotto',
    aliases: [{ subvariant: 'QLD', url: 'wednesday-gold-lotto' }],
    displayCategory: 'lotto',
    description:
      'A $1 million division 1 prize for each winner. Pick 6 numbers from 1 to 45; two supplementaries are drawn as well. Drawn every Wednesday night.',
    gameTypes: lotto645GameTypes(MIDWEEK_GAME),
    recurringPurchase: autoplay,
    recurringPurchaseInformation: autoplayInformation,
    schedule: { weekdays: [3], epoch: { date: '2024-01-03', drawNo: 4202 }, time: lotteryTime, stopMinutesBefore: 60 },
    historyDays: HISTORY_DAYS,
    upcoming: 4,
    jackpot: { base: 1_000_000, step: 0, pWin: 0.6, maxWinners: 4, fixedPerWinner: true },
    barrels: [lottoBarrel],
    divisions: lottoDivisions,
  },
  {
    kind: 'lottery',
    key: 'super_66',
    name: 'Super 66',
    url: 'super-66',
    displayCategory: 'lotto',
    description:
      'Pick six digits from 0 to 9. Match them in order from the first or the last to win. Drawn every Saturday.',
    gameTypes: [
      {
        key: 'sequential',
        gameOffers: [
          gameOffer('sequential', [set('Numbers', 6, 0, 9, { ordered: true })], SUPER66_GAME, {
            numGames: [1, 2, 3, 4, 5, 10],
            minGames: 1,
          }),
        ],
      },
    ],
    recurringPurchase: autoplay,
    recurringPurchaseInformation: autoplayInformation,
    schedule: { weekdays: [6], epoch: { date: '2024-01-06', drawNo: 4432 }, time: lotteryTime, stopMinutesBefore: 60 },
    historyDays: HISTORY_DAYS,
    upcoming: 4,
    jackpot: { base: 30_000, step: 15_000, pWin: 0.2, maxWinners: 1 },
    barrels: [{ min: 0, max: 9, repeats: true, sets: [{ name: 'Numbers', count: 6, ordered: true }] }],
    divisions: [
      { description: 'All 6 digits in order', winners: [0, 1], prize: [0, 0] },
      { description: 'First 5 or last 5 digits in order', winners: [1, 10], prize: [6_000, 8_500] },
      { description: 'First 4 or last 4 digits in order', winners: [20, 60], prize: [60, 110] },
      { description: 'First 3 or last 3 digits in order', winners: [300, 700], prize: [20, 30] },
      { description: 'First 2 or last 2 digits in order', winners: [3_000, 6_500], prize: [5, 7] },
    ],
  },
  {
    kind: 'lottery',
    key: 'lotto_strike',
    name: 'Lotto Strike',
    url: 'lotto-strike',
    displayCategory: 'lotto',
    description:
      'Pick 4 numbers from 1 to 45 and match the first four balls of the Lotto draw in order. Play boxed to win in any order.',
    gameTypes: [
      {
        key: 'strike_standard',
        gameOffers: [
          gameOffer('strike_standard', [set('Numbers', 4, 1, 45, { ordered: true })], STRIKE_GAME, {
            numGames: [1, 2, 3, 4, 5, 10],
            minGames: 1,
          }),
        ],
      },
      {
        key: 'strike_boxed',
        gameOffers: [
          gameOffer('strike_boxed', [set('Numbers', 4, 1, 45)], STRIKE_GAME * 24, {
            numGames: [1, 2, 3, 4, 5],
            minGames: 1,
          }),
        ],
      },
    ],
    recurringPurchase: autoplay,
    recurringPurchaseInformation: autoplayInformation,
    schedule: {
      weekdays: [1, 3, 6],
      epoch: { date: '2024-01-01', drawNo: 4201 },
      time: lotteryTime,
      stopMinutesBefore: 60,
    },
    historyDays: 13 * 7,
    upcoming: 6,
    jackpot: { base: 100_000, step: 50_000, pWin: 0.1, maxWinners: 1 },
    barrels: [{ min: 1, max: 45, sets: [{ name: 'Numbers', count: 4, ordered: true }] }],
    divisions: [
      { description: 'Strike 4: the first four balls in order', winners: [0, 1], prize: [0, 0] },
      { description: 'Strike 3: the first three balls in order', winners: [5, 30], prize: [800, 2_000] },
      { description: 'Strike 2: the first two balls in order', winners: [200, 600], prize: [20, 50] },
      { description: 'Strike 1: the first ball', winners: [5_000, 12_000], prize: [3, 6] },
    ],
  },
  {
    kind: 'raffle',
    key: 'make_a_smile_lottery',
    name: 'Make a Smile Lottery',
    url: 'make-a-smile',
    displayCategory: 'charity',
    description:
      "Win a prize home and help sick children smile. Every ticket funds children's hospital wards and kids cancer research.",
    causes: ['childrens_hospital', 'kids_cancer_research'],
    gameTypes: [
      {
        key: 'standard',
        gameOffers: [
          gameOffer('tickets', [], 1000, {
            numGames: [1, 3, 5, 10, 20],
            minGames: 1,
            multiDraw: [1],
            prices: [1000, 2500, 4000, 7000, 12000],
          }),
        ],
      },
      {
        key: 'deferred',
        gameOffers: [
          gameOffer('subscription', [], 1000, {
            numGames: [1, 3, 5, 10],
            minGames: 1,
            multiDraw: [1],
            prices: [1000, 2500, 4000, 7000],
          }),
        ],
      },
    ],
    recurringPurchase: subscription,
    recurringPurchaseInformation: subscriptionInformation,
    schedule: {
      weekdays: [0],
      everyWeeks: 4,
      epoch: { date: '2024-01-07', drawNo: 180 },
      time: { hour: 11, minute: 0 },
      stopMinutesBefore: 13 * 60,
    },
    historyDays: 26 * 7,
    upcoming: 2,
    ticketCap: 300_000,
    mainPrizes: [
      {
        name: 'Burleigh Heads prize home',
        description: 'A four-bedroom beach house, fully furnished.',
        value: 1_650_000,
      },
      { name: 'Noosa hinterland prize home', description: 'A family home on two acres with a pool.', value: 1_450_000 },
      { name: 'Torquay prize home', description: 'A coastal home a short walk from the surf.', value: 1_550_000 },
    ],
    otherPrizes: [
      {
        type: 'secondary',
        name: 'Toyota RAV4 Hybrid',
        description: 'A new car, on the road.',
        value: 55_000,
        quantity: 1,
      },
      {
        type: 'early_bird',
        name: '$50,000 cash',
        description: 'For every ticket in the draw, drawn first on draw night.',
        value: 50_000,
        quantity: 1,
      },
      {
        type: 'bonus',
        name: '$1,000 gift card',
        description: 'Ten winners.',
        value: 1_000,
        quantity: 10,
      },
    ],
  },
  {
    kind: 'raffle',
    key: 'your_hospice_lottery',
    name: 'Your Hospice Lottery',
    url: 'your-hospice',
    displayCategory: 'charity',
    description: 'Support palliative care in your state and win cash prizes. Choose the hospice your ticket supports.',
    causes: ['hospice_care_nsw', 'hospice_care_vic', 'hospice_care_qld', 'hospice_care_wa'],
    gameTypes: [
      {
        key: 'standard',
        gameOffers: [
          gameOffer('tickets', [], 500, {
            numGames: [1, 4, 10, 25],
            minGames: 1,
            multiDraw: [1],
            prices: [500, 1800, 4000, 9000],
          }),
        ],
      },
      {
        key: 'deferred',
        gameOffers: [
          gameOffer('subscription', [], 500, {
            numGames: [1, 4, 10],
            minGames: 1,
            multiDraw: [1],
            prices: [500, 1800, 4000],
          }),
        ],
      },
    ],
    recurringPurchase: subscription,
    recurringPurchaseInformation: subscriptionInformation,
    schedule: {
      weekdays: [5],
      everyWeeks: 4,
      epoch: { date: '2024-01-19', drawNo: 96 },
      time: { hour: 11, minute: 0 },
      stopMinutesBefore: 13 * 60,
    },
    historyDays: 26 * 7,
    upcoming: 2,
    ticketCap: 120_000,
    mainPrizes: [{ name: '$250,000 cash', description: 'Paid to the winner in full.', value: 250_000 }],
    otherPrizes: [
      {
        type: 'secondary',
        name: '$25,000 cash',
        description: 'Second prize.',
        value: 25_000,
        quantity: 1,
      },
      { type: 'bonus', name: '$500 cash', description: 'Twenty winners.', value: 500, quantity: 20 },
    ],
  },
  {
    kind: 'raffle',
    key: 'one_lottery',
    name: 'The One Lottery',
    url: 'one-lottery',
    displayCategory: 'charity',
    description: 'One lottery, many charities: choose the cause your ticket supports. Win $1 million in cash.',
    causes: ['surf_life_saving', 'wildlife_rescue', 'youth_shelters', 'assistance_dogs', 'mental_health_support'],
    gameTypes: [
      {
        key: 'standard',
        gameOffers: [
          gameOffer('tickets', [], 1000, {
            numGames: [1, 3, 5, 10],
            minGames: 1,
            multiDraw: [1],
            prices: [1000, 2500, 4000, 7500],
          }),
        ],
      },
    ],
    recurringPurchase: null,
    schedule: {
      weekdays: [3],
      everyWeeks: 2,
      epoch: { date: '2024-01-10', drawNo: 301 },
      time: { hour: 11, minute: 0 },
      stopMinutesBefore: 13 * 60,
    },
    historyDays: 16 * 7,
    upcoming: 2,
    ticketCap: 200_000,
    currentDrawSoldOut: true,
    mainPrizes: [{ name: '$1 million cash', description: 'Paid to the winner in full.', value: 1_000_000 }],
    otherPrizes: [
      {
        type: 'early_bird',
        name: '$20,000 cash',
        description: 'For every ticket in the draw, drawn first on draw night.',
        value: 20_000,
        quantity: 1,
      },
      { type: 'bonus', name: '$2,000 cash', description: 'Five winners.', value: 2_000, quantity: 5 },
    ],
  },
  {
    kind: 'raffle',
    key: 'super_jackpot_lottery',
    name: 'Super Jackpot Lottery',
    url: 'super-jackpot',
    displayCategory: 'charity',
    description:
      'A weekly charity jackpot that grows until a ticket wins it. Every ticket supports surf life saving and wildlife rescue.',
    causes: ['surf_life_saving', 'wildlife_rescue'],
    gameTypes: [
      {
        key: 'standard',
        gameOffers: [
          gameOffer('tickets', [], 500, {
            numGames: [1, 2, 5, 10],
            minGames: 1,
            multiDraw: [1, 2, 4],
            prices: [500, 1000, 2250, 4000],
          }),
        ],
      },
    ],
    recurringPurchase: subscription,
    recurringPurchaseInformation: subscriptionInformation,
    schedule: {
      weekdays: [5],
      epoch: { date: '2024-01-05', drawNo: 512 },
      time: { hour: 19, minute: 0 },
      stopMinutesBefore: 2 * 60,
    },
    historyDays: 13 * 7,
    upcoming: 2,
    ticketCap: null,
    jackpot: { base: 100_000, step: 25_000, pWin: 0.18, maxWinners: 1 },
    mainPrizes: [{ name: 'Jackpot', description: 'Won by the ticket drawn, when it was sold.', value: 0 }],
    otherPrizes: [
      {
        type: 'secondary',
        name: '$1,000 cash',
        description: 'Ten winners every week.',
        value: 1_000,
        quantity: 10,
      },
    ],
  },
  {
    kind: 'raffle',
    key: 'mega_jackpot_lottery',
    name: 'Mega Jackpot Lottery',
    url: 'mega-jackpot',
    displayCategory: 'charity',
    description:
      'A bigger weekly charity jackpot that grows until a ticket wins it. Every ticket supports outback medical flights and mental health support.',
    causes: ['outback_medical_flights', 'mental_health_support'],
    gameTypes: [
      {
        key: 'standard',
        gameOffers: [
          gameOffer('tickets', [], 1000, {
            numGames: [1, 2, 5, 10],
            minGames: 1,
            multiDraw: [1, 2, 4],
            prices: [1000, 2000, 4500, 8000],
          }),
        ],
      },
    ],
    recurringPurchase: subscription,
    recurringPurchaseInformation: subscriptionInformation,
    schedule: {
      weekdays: [3],
      epoch: { date: '2024-01-03', drawNo: 233 },
      time: { hour: 19, minute: 0 },
      stopMinutesBefore: 2 * 60,
    },
    historyDays: 13 * 7,
    upcoming: 2,
    ticketCap: null,
    jackpot: { base: 500_000, step: 100_000, pWin: 0.12, maxWinners: 1 },
    mainPrizes: [{ name: 'Jackpot', description: 'Won by the ticket drawn, when it was sold.', value: 0 }],
    otherPrizes: [
      {
        type: 'secondary',
        name: '$5,000 cash',
        description: 'Five winners every week.',
        value: 5_000,
        quantity: 5,
      },
    ],
  },
  {
    kind: 'syndicate',
    key: 'powerball_syndicate',
    name: 'Powerball Syndicate',
    url: 'powerball-syndicate',
    plays: 'powerball2018',
    perGameCents: POWERBALL_GAME,
    displayCategory: 'syndicate',
    description: 'Share in big PowerHit system entries for Powerball. Prizes are shared by the syndicate members.',
    gameTypes: [{ key: 'syndicate', gameOffers: syndicateGameOffers(powerballSyndicates, POWERBALL_GAME) }],
    syndicates: powerballSyndicates,
    recurringPurchase: null,
    schedule: { weekdays: [4], epoch: { date: '2024-01-04', drawNo: 1444 }, time: lotteryTime, stopMinutesBefore: 120 },
    historyDays: 0,
    upcoming: 2,
  },
  {
    kind: 'syndicate',
    key: 'oz_lotto_syndicate',
    name: 'Oz Lotto Syndicate',
    url: 'oz-lotto-syndicate',
    plays: 'oz_lotto2022',
    perGameCents: OZ_GAME,
    displayCategory: 'syndicate',
    description: 'Share in big system entries for Oz Lotto. Prizes are shared by the syndicate members.',
    gameTypes: [{ key: 'syndicate', gameOffers: syndicateGameOffers(ozSyndicates, OZ_GAME) }],
    syndicates: ozSyndicates,
    recurringPurchase: null,
    schedule: { weekdays: [2], epoch: { date: '2024-01-02', drawNo: 1559 }, time: lotteryTime, stopMinutesBefore: 120 },
    historyDays: 0,
    upcoming: 2,
  },
  {
    kind: 'syndicate',
    key: 'saturday_lotto_syndicate',
    name: 'Saturday Lotto Syndicate',
    url: 'saturday-lotto-syndicate',
    plays: 'saturday_lotto',
    perGameCents: SATURDAY_GAME,
    displayCategory: 'syndicate',
    description: 'Share in big system entries for Saturday Lotto. Prizes are shared by the syndicate members.',
    gameTypes: [{ key: 'syndicate', gameOffers: syndicateGameOffers(saturdaySyndicates, SATURDAY_GAME) }],
    syndicates: saturdaySyndicates,
    recurringPurchase: null,
    schedule: { weekdays: [6], epoch: { date: '2024-01-06', drawNo: 4432 }, time: lotteryTime, stopMinutesBefore: 120 },
    historyDays: 0,
    upcoming: 2,
  },
];

/** Rank order of the South Australian pricing, where Saturday Lotto (X Lotto) leads. */
export const saRankOrder = [
  'saturday_lotto',
  'powerball2018',
  'oz_lotto2022',
  'set_for_life2020',
  'monday_lotto',
  'wednesday_lotto',
  'super_66',
  'lotto_strike',
  'make_a_smile_lottery',
  'one_lottery',
  'super_jackpot_lottery',
  'mega_jackpot_lottery',
  'saturday_lotto_syndicate',
  'powerball_syndicate',
  'oz_lotto_syndicate',
  'your_hospice_lottery',
];

export const demoRestrictions = [
  {
    id: 'sa-your_hospice_lottery-licensing',
    pricingName: 'sa',
    kind: 'licensing_restriction',
    offerKey: 'your_hospice_lottery',
    productType: null,
    message: 'Your Hospice Lottery is not licensed in South Australia.',
  },
];

export const demoCauses = [
  {
    key: 'childrens_hospital',
    urlSlug: 'childrens-hospital',
    name: "Children's hospital wards",
    charityName: "Children's Hospital Foundation",
    summary: 'Equipment, play therapy and family support on children’s wards.',
    description:
      'Funds from every ticket buy medical equipment for children’s wards, pay for play therapists and help families stay close to their child in hospital.',
    state: null,
  },
  {
    key: 'kids_cancer_research',
    urlSlug: 'kids-cancer-research',
    name: 'Kids cancer research',
    charityName: 'Kids Cancer Research Fund',
    summary: 'Research into kinder, more effective treatments for childhood cancer.',
    description:
      'Supports clinical trials and laboratory research into childhood cancers, so more children survive with fewer lasting side effects.',
    state: null,
  },
  ...(
    [
      ['nsw', 'NSW', 'New South Wales'],
      ['vic', 'VIC', 'Victoria'],
      ['qld', 'QLD', 'Queensland'],
      ['wa', 'WA', 'Western Australia'],
    ] as const
  ).map(([slug, state, stateName]) => ({
    key: `hospice_care_${slug}`,
    urlSlug: `hospice-care-${slug}`,
    name: `Hospice care ${state}`,
    charityName: `Hospice Care ${stateName}`,
    summary: `Palliative care at home and in hospice across ${stateName}.`,
    description: `Your ticket pays for nurses, respite beds and bereavement support for families in ${stateName}.`,
    state,
  })),
  {
    key: 'surf_life_saving',
    urlSlug: 'surf-life-saving',
    name: 'Surf life saving',
    charityName: 'Surf Life Saving Clubs',
    summary: 'Rescue boards, training and patrols on Australian beaches.',
    description:
      'Keeps volunteer lifesavers on patrol with rescue equipment, first-aid training and surf education for children.',
    state: null,
  },
  {
    key: 'wildlife_rescue',
    urlSlug: 'wildlife-rescue',
    name: 'Wildlife rescue',
    charityName: 'Wildlife Rescue Network',
    summary: 'Rescue, care and release of injured native animals.',
    description: 'Trains carers and runs a rescue hotline and hospitals for injured and orphaned native wildlife.',
    state: null,
  },
  {
    key: 'youth_shelters',
    urlSlug: 'youth-shelters',
    name: 'Youth shelters',
    charityName: 'Youth Shelter Network',
    summary: 'Safe beds and support for young people without a home.',
    description:
      'Provides crisis accommodation, meals and case workers for young people who have nowhere safe to sleep.',
    state: null,
  },
  {
    key: 'assistance_dogs',
    urlSlug: 'assistance-dogs',
    name: 'Assistance dogs',
    charityName: 'Assistance Dogs Fund',
    summary: 'Breeding and training assistance dogs for people with disability.',
    description:
      'Each assistance dog takes two years to train; your ticket helps place them with people who need them, free of charge.',
    state: null,
  },
  {
    key: 'mental_health_support',
    urlSlug: 'mental-health-support',
    name: 'Mental health support',
    charityName: 'Mental Health Support Line',
    summary: 'A 24-hour crisis support line and community programs.',
    description:
      'Keeps trained counsellors answering the crisis line day and night and funds programs in regional communities.',
    state: null,
  },
  {
    key: 'outback_medical_flights',
    urlSlug: 'outback-medical-flights',
    name: 'Outback medical flights',
    charityName: 'Outback Medical Flights',
    summary: 'Emergency flights and clinics for remote Australia.',
    description:
      'Funds aircraft, pilots and doctors who bring emergency care and regular clinics to remote communities.',
    state: null,
  },
];

export const demoSubVariants: { code: string; name: string; pricingName: string }[] = [
  { code: 'ACT', name: 'Australian Capital Territory', pricingName: 'default' },
  { code: 'GB', name: 'Great Britain', pricingName: 'default' },
  { code: 'LW', name: 'Lottery West', pricingName: 'default' },
  { code: 'NSW', name: 'New South Wales', pricingName: 'default' },
  { code: 'NSWL', name: 'New South Wales Lotteries', pricingName: 'default' },
  { code: 'NT', name: 'Northern Territory', pricingName: 'default' },
  { code: 'QLD', name: 'Queensland', pricingName: 'default' },
  { code: 'SA', name: 'South Australia', pricingName: 'sa' },
  { code: 'TAS', name: 'Tasmania', pricingName: 'default' },
  { code: 'VIC', name: 'Victoria', pricingName: 'default' },
  { code: 'WA', name: 'Western Australia', pricingName: 'default' },
  { code: 'OTHER', name: 'Other', pricingName: 'default' },
];

/** Published winners show a first name and initial, and a suburb. */
export const winnerFirstNames = [
  'Sarah',
  'James',
  'Mia',
  'Liam',
  'Olivia',
  'Noah',
  'Charlotte',
  'Jack',
  'Amelia',
  'William',
  'Isla',
  'Thomas',
  'Grace',
  'Lucas',
  'Chloe',
  'Henry',
  'Ava',
  'Oliver',
  'Zoe',
  'Ethan',
  'Ruby',
  'Leo',
  'Harper',
  'Cooper',
  'Matilda',
  'Hamish',
  'Priya',
  'Wei',
  'Fatima',
  'Nikolai',
  'Aroha',
  'Mateo',
  'Linh',
  'Darren',
  'Kylie',
  'Bruce',
  'Sharon',
  'Graham',
  'Megan',
  'Rajesh',
];
export const winnerLocations = [
  'Penrith NSW',
  'Parramatta NSW',
  'Newcastle NSW',
  'Wollongong NSW',
  'Dubbo NSW',
  'Ballarat VIC',
  'Geelong VIC',
  'Frankston VIC',
  'Bendigo VIC',
  'Carlton VIC',
  'Toowoomba QLD',
  'Cairns QLD',
  'Logan QLD',
  'Townsville QLD',
  'Southport QLD',
  'Joondalup WA',
  'Fremantle WA',
  'Bunbury WA',
  'Rockingham WA',
  'Glenelg SA',
  'Mount Gambier SA',
  'Salisbury SA',
  'Launceston TAS',
  'Hobart TAS',
  'Devonport TAS',
  'Belconnen ACT',
  'Tuggeranong ACT',
  'Darwin NT',
  'Alice Springs NT',
  'Palmerston NT',
];
