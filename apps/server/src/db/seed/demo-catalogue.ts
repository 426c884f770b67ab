import type { GameOffer } from '@drawline/contracts';

/** A number set: `count` numbers from min..max (ordered when position matters). */
const set = (name: string, count: number, min: number, max: number, ordered = false) => ({
  name,
  count,
  min,
  max,
  ...(ordered ? { ordered } : {}),
});

const aud = (cents: number) => ({ amount: cents, currency: 'AUD' as const });

/** A price list by number of games, from a price per game. */
const priceList = (perGameCents: number, games: number[]) =>
  games.map((n) => ({ numGames: n, price: aud(perGameCents * n) }));

const standardGames = [4, 6, 8, 10, 12, 14, 16, 18, 20, 25, 30, 36, 40, 45, 50];

function gameOffer(
  key: string,
  sets: GameOffer['numberSets'],
  perGame: number,
  opts: Partial<GameOffer> = {},
): GameOffer {
  const numGames = opts.numGames ?? standardGames;
  return {
    key,
    numberSets: sets,
    numGames,
    defaultGameOffer: opts.defaultGameOffer ?? true,
    multiDraw: opts.multiDraw ?? [1, 2, 4, 8],
    prices: opts.prices ?? priceList(perGame, numGames),
    minGames: opts.minGames ?? numGames[0] ?? 1,
  };
}

export interface DemoOffer {
  key: string;
  type: 'lottery_ticket' | 'raffle_ticket' | 'syndicate_share';
  name: string;
  url: string;
  legacyKeys?: string[];
  urlAliases?: { subvariant: string; url: string }[];
  displayCategory: string;
  description: string;
  causes?: string[];
  gameTypes: { key: string; gameOffers: GameOffer[] }[];
  selectableDays?: string[];
  recurringPurchase?: { type: string; availability: string } | null;
  /** Weekday of the draw (0 Sunday) and jackpot range in dollars, for the schedule. */
  drawWeekday: number;
  jackpot: [number, number] | null;
  prizePoolSuffix?: string;
  ticketCap?: number;
}

const lotto645 = (key: string, name: string, url: string, weekday: number, jackpot: [number, number]): DemoOffer => ({
  key,
  type: 'lottery_ticket',
  name,
  url,
  displayCategory: 'lotto',
  description: `Pick 6 numbers from 1 to 45. Two supplementary numbers are drawn as well.`,
  gameTypes: [
    {
      key: 'standard',
      gameOffers: [gameOffer('standard', [set('Numbers', 6, 1, 45)], 145, { numGames: standardGames })],
    },
    {
      key: 'reduced_system',
      gameOffers: [7, 8, 9, 10].map((n, i) =>
        gameOffer(`system_${n}`, [set('Numbers', n, 1, 45)], 145 * combinations(n, 6), {
          numGames: [1],
          defaultGameOffer: i === 0,
          minGames: 1,
        }),
      ),
    },
    { key: 'random', gameOffers: [gameOffer('random', [], 145, { numGames: [6, 12, 18, 24] })] },
  ],
  recurringPurchase: { type: 'autoplay', availability: 'optional' },
  drawWeekday: weekday,
  jackpot,
});

export function combinations(n: number, k: number): number {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return Math.round(r);
}

export const demoOffers: DemoOffer[] = [
  {
    key: 'powerball2018',
    type: 'lottery_ticket',
    name: 'Powerball',
    url: 'powerball',
    legacyKeys: ['powerball'],
    displayCategory: 'lotto',
    description: 'Pick 7 numbers from 1 to 35 and one Powerball from 1 to 20.',
    gameTypes: [
      {
        key: 'standard',
        gameOffers: [gameOffer('standard', [set('Numbers', 7, 1, 35), set('Powerball', 1, 1, 20)], 165)],
      },
      {
        key: 'powerhit',
        gameOffers: [
          gameOffer('powerhit', [set('Numbers', 7, 1, 35)], 165 * 20, { numGames: [1], minGames: 1 }),
          gameOffer('powerhit_super_combo', [set('Numbers', 8, 1, 35)], 165 * 20 * 8, {
            numGames: [1],
            minGames: 1,
            defaultGameOffer: false,
          }),
        ],
      },
    ],
    recurringPurchase: { type: 'autoplay', availability: 'optional' },
    drawWeekday: 4,
    jackpot: [3_000_000, 150_000_000],
  },
  {
    key: 'oz_lotto2022',
    type: 'lottery_ticket',
    name: 'Oz Lotto',
    url: 'oz-lotto',
    legacyKeys: ['oz_lotto'],
    displayCategory: 'lotto',
    description: 'Pick 7 numbers from 1 to 47. Three supplementary numbers are drawn as well.',
    gameTypes: [{ key: 'standard', gameOffers: [gameOffer('standard', [set('Numbers', 7, 1, 47)], 160)] }],
    recurringPurchase: { type: 'autoplay', availability: 'optional' },
    drawWeekday: 2,
    jackpot: [2_000_000, 100_000_000],
  },
  lotto645('saturday_lotto', 'Saturday Lotto', 'saturday-lotto', 6, [5_000_000, 30_000_000]),
  lotto645('monday_lotto', 'Monday Lotto', 'monday-lotto', 1, [1_000_000, 1_000_000]),
  lotto645('wednesday_lotto', 'Wednesday Lotto', 'wednesday-lotto', 3, [1_000_000, 1_000_000]),
  {
    key: 'set_for_life2020',
    type: 'lottery_ticket',
    name: 'Set for Life',
    url: 'set-for-life',
    legacyKeys: ['set_for_life'],
    displayCategory: 'lotto',
    description: 'Pick 7 numbers from 1 to 44. Two bonus numbers are drawn as well. Win $20,000 a month for 20 years.',
    gameTypes: [{ key: 'standard', gameOffers: [gameOffer('standard', [set('Numbers', 7, 1, 44)], 155)] }],
    selectableDays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
    recurringPurchase: { type: 'autoplay', availability: 'optional' },
    drawWeekday: 5,
    jackpot: [20_000, 20_000],
    prizePoolSuffix: 'a month for 20 years',
  },
  {
    key: 'super_66',
    type: 'lottery_ticket',
    name: 'Super 66',
    url: 'super-66',
    displayCategory: 'lotto',
    description: 'Six digits from 0 to 9, matched in order.',
    gameTypes: [
      {
        key: 'sequential',
        gameOffers: [
          gameOffer('sequential', [set('Numbers', 6, 0, 9, true)], 110, { numGames: [1, 2, 3, 4, 5], minGames: 1 }),
        ],
      },
    ],
    drawWeekday: 6,
    jackpot: [50_000, 500_000],
  },
  {
    key: 'lotto_strike',
    type: 'lottery_ticket',
    name: 'Lotto Strike',
    url: 'lotto-strike',
    displayCategory: 'lotto',
    description: 'Pick 4 numbers from 1 to 45 and match the first four balls in order.',
    gameTypes: [
      {
        key: 'strike_standard',
        gameOffers: [
          gameOffer('strike_standard', [set('Numbers', 4, 1, 45, true)], 110, { numGames: [1, 2, 3, 4], minGames: 1 }),
        ],
      },
      {
        key: 'strike_boxed',
        gameOffers: [
          gameOffer('strike_boxed', [set('Numbers', 4, 1, 45)], 110 * 24, { numGames: [1, 2], minGames: 1 }),
        ],
      },
    ],
    drawWeekday: 6,
    jackpot: [100_000, 1_000_000],
  },
  {
    key: 'make_a_smile_lottery',
    type: 'raffle_ticket',
    name: 'Make a Smile Lottery',
    url: 'make-a-smile',
    displayCategory: 'charity',
    description: 'Win a prize home on the Gold Coast and help sick children smile.',
    causes: ['childrens_hospital', 'kids_cancer_research'],
    gameTypes: [],
    drawWeekday: 0,
    jackpot: [1_500_000, 1_500_000],
    ticketCap: 250_000,
  },
  {
    key: 'your_hospice_lottery',
    type: 'raffle_ticket',
    name: 'Your Hospice Lottery',
    url: 'your-hospice',
    displayCategory: 'charity',
    description: 'Support palliative care in your community and win cash prizes.',
    causes: ['hospice_care'],
    gameTypes: [],
    drawWeekday: 0,
    jackpot: [250_000, 250_000],
    ticketCap: 100_000,
  },
  {
    key: 'saturday_lotto_syndicate',
    type: 'syndicate_share',
    name: 'Saturday Lotto Syndicate',
    url: 'saturday-lotto-syndicate',
    displayCategory: 'syndicate',
    description: 'A share in 20 systems entries for Saturday Lotto.',
    gameTypes: [
      {
        key: 'syndicate',
        gameOffers: [gameOffer('syndicate_small', [], 1000, { numGames: [1, 2, 5, 10], minGames: 1 })],
      },
    ],
    drawWeekday: 6,
    jackpot: [5_000_000, 30_000_000],
    ticketCap: 50,
  },
];

export const demoCauses = [
  { key: 'childrens_hospital', name: "Children's hospital wards" },
  { key: 'kids_cancer_research', name: 'Kids cancer research' },
  { key: 'hospice_care', name: 'Hospice care' },
];
