import { describe, expect, it } from 'vitest';
import type { GameOffer } from './catalogue';
import {
  baseNumberSets,
  blankGame,
  combinations,
  defaultGameCount,
  defaultGameOffer,
  type EntryDraft,
  entriesPerGame,
  entryPrice,
  entryProblems,
  gameCountChoices,
  gameProblems,
  isGameComplete,
  MEGA_COMBO_EXTRA_GAMES,
  permutations,
  priceForGames,
  quickPickGame,
  quickPickSet,
  resizeGames,
  setPosition,
  toggleNumber,
} from './selection';

const aud = (amount: number) => ({ amount, currency: 'AUD' as const });
const set = (name: string, count: number, min: number, max: number, ordered?: boolean) => ({
  name,
  count,
  min,
  max,
  ...(ordered ? { ordered } : {}),
});

function offer(key: string, numberSets: GameOffer['numberSets'], numGames: number[], perGame = 100, minGames?: number) {
  return {
    key,
    numberSets,
    numGames,
    defaultGameOffer: true,
    multiDraw: [1, 2, 4, 8],
    prices: numGames.map((n) => ({ numGames: n, price: aud(perGame * n) })),
    minGames: minGames ?? numGames[0] ?? 1,
  } satisfies GameOffer;
}

/** A seeded source of [0, 1) so quick picks are repeatable. */
function seeded(seed = 42): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const powerballStandard = offer('standard', [set('Numbers', 7, 1, 35), set('Powerball', 1, 1, 20)], [4, 6, 18, 50]);
const powerballSets = powerballStandard.numberSets;
const lottoStandard = offer('standard', [set('Numbers', 6, 1, 45)], [4, 6, 8, 10, 12, 14, 16, 18, 20], 145);
const strikeStandard = offer('strike_standard', [set('Numbers', 4, 1, 45, true)], [1, 2, 3, 4], 110, 1);
const strikeBoxed = offer('strike_boxed', [set('Numbers', 4, 1, 45)], [1, 2], 110 * 24, 1);
const super66 = offer('sequential', [set('Numbers', 6, 0, 9, true)], [1, 2, 3], 110, 1);

describe('combinations and permutations', () => {
  it('counts C(n, k) and P(n, k)', () => {
    expect(combinations(7, 6)).toBe(7);
    expect(combinations(10, 6)).toBe(210);
    expect(combinations(20, 6)).toBe(38760);
    expect(combinations(20, 1)).toBe(20);
    expect(combinations(6, 6)).toBe(1);
    expect(combinations(5, 6)).toBe(0);
    expect(permutations(4, 4)).toBe(24);
    expect(permutations(5, 4)).toBe(120);
  });
});

describe('entriesPerGame', () => {
  it('a standard game is one entry', () => {
    expect(entriesPerGame('standard', lottoStandard, lottoStandard.numberSets)).toBe(1);
    expect(entriesPerGame('standard', powerballStandard, powerballSets)).toBe(1);
  });

  it('a system N entry covers C(N, k) games', () => {
    for (const [n, expected] of [
      [7, 7],
      [8, 28],
      [9, 84],
      [10, 210],
      [12, 924],
    ] as const) {
      const system = offer(`system_${n}`, [set('Numbers', n, 1, 45)], [1]);
      expect(entriesPerGame('reduced_system', system, lottoStandard.numberSets)).toBe(expected);
    }
  });

  it('a Powerball system covers its numbers with the chosen Powerball', () => {
    const system = offer('system_8', [set('Numbers', 8, 1, 35), set('Powerball', 1, 1, 20)], [1]);
    expect(entriesPerGame('reduced_system', system, powerballSets)).toBe(8);
  });

  it('Powerhit covers every Powerball: 20 entries, and its super combo C(8, 7) × 20', () => {
    const powerhit = offer('powerhit', [set('Numbers', 7, 1, 35)], [1]);
    expect(entriesPerGame('powerhit', powerhit, powerballSets)).toBe(20);
    const superCombo = offer('powerhit_super_combo', [set('Numbers', 8, 1, 35)], [1]);
    expect(entriesPerGame('powerhit', superCombo, powerballSets)).toBe(160);
    expect(entriesPerGame('powerhit_super_combo', superCombo, powerballSets)).toBe(160);
  });

  it('Powerpik picks several Powerballs: one entry for each', () => {
    const powerpik = offer('powerpik', [set('Numbers', 7, 1, 35), set('Powerball', 4, 1, 20)], [1]);
    expect(entriesPerGame('powerpik', powerpik, powerballSets)).toBe(4);
    const pikSystem = offer('powerpik_system', [set('Numbers', 9, 1, 35), set('Powerball', 3, 1, 20)], [1]);
    expect(entriesPerGame('powerpik', pikSystem, powerballSets)).toBe(combinations(9, 7) * 3);
  });

  it('a boxed Lotto Strike entry covers every order of its four numbers', () => {
    expect(entriesPerGame('strike_standard', strikeStandard, strikeStandard.numberSets)).toBe(1);
    expect(entriesPerGame('strike_boxed', strikeBoxed, strikeStandard.numberSets)).toBe(24);
  });

  it('a super combo is its system plus 12 quick-pick games', () => {
    const combo8 = offer(
      'mega_combo_8',
      [set('Numbers', 8, 1, 35), { ...set('Favourites', 3, 1, 35), required: false }],
      [1],
    );
    expect(entriesPerGame('mega_combo', combo8, powerballSets)).toBe(8 + MEGA_COMBO_EXTRA_GAMES);
    const oz9 = offer('mega_combo_9', [set('Numbers', 9, 1, 47)], [1]);
    expect(entriesPerGame('mega_combo', oz9, [set('Numbers', 7, 1, 47)])).toBe(36 + 12);
  });

  it('games without numbers (random, syndicate, deferred) are one entry each', () => {
    expect(entriesPerGame('random', offer('random', [], [6, 12]), lottoStandard.numberSets)).toBe(1);
  });

  it('finds the base sets from the standard, strike or sequential game type', () => {
    const gameTypes = [
      { key: 'reduced_system', gameOffers: [offer('system_7', [set('Numbers', 7, 1, 45)], [1])] },
      { key: 'standard', gameOffers: [lottoStandard] },
    ];
    expect(baseNumberSets(gameTypes, [])).toBe(lottoStandard.numberSets);
    expect(baseNumberSets([{ key: 'strike_boxed', gameOffers: [strikeBoxed] }], strikeBoxed.numberSets)).toBe(
      strikeBoxed.numberSets,
    );
    expect(
      baseNumberSets(
        [
          { key: 'strike_standard', gameOffers: [strikeStandard] },
          { key: 'strike_boxed', gameOffers: [strikeBoxed] },
        ],
        [],
      ),
    ).toBe(strikeStandard.numberSets);
  });

  it('takes the default game offer, else the first', () => {
    const a = { ...lottoStandard, key: 'a', defaultGameOffer: false };
    const b = { ...lottoStandard, key: 'b', defaultGameOffer: true };
    expect(defaultGameOffer([a, b])?.key).toBe('b');
    expect(defaultGameOffer([a])?.key).toBe('a');
    expect(defaultGameOffer([])).toBeUndefined();
  });
});

describe('prices and game counts', () => {
  it('the price of a game count comes from the price list by number of games', () => {
    expect(priceForGames(lottoStandard, 18)).toEqual(aud(18 * 145));
    expect(priceForGames(lottoStandard, 7)).toBeUndefined();
  });

  it('multiplies by the number of draws', () => {
    expect(entryPrice(lottoStandard, 10, 4)).toEqual(aud(4 * 10 * 145));
    expect(entryPrice(lottoStandard, 10)).toEqual(aud(10 * 145));
    expect(entryPrice(lottoStandard, 11, 2)).toBeUndefined();
  });

  it('starts every game type on the fewest games its price list sells (docs/decisions/303)', () => {
    // The spec's 18 stays on the list for standard; a page no longer opens on 18 empty games.
    expect(gameCountChoices(lottoStandard)).toContain(18);
    expect(defaultGameCount(lottoStandard)).toBe(gameCountChoices(lottoStandard)[0]);
    expect(defaultGameCount(offer('standard', lottoStandard.numberSets, [5, 10, 20]))).toBe(5);
    expect(defaultGameCount(offer('random', [], [6, 12, 18, 24]))).toBe(6);
    expect(defaultGameCount(offer('system_7', [set('Numbers', 7, 1, 45)], [1]))).toBe(1);
  });

  it('offers only game counts of at least minGames', () => {
    expect(gameCountChoices(offer('x', [], [1, 2, 5, 10], 100, 2))).toEqual([2, 5, 10]);
    expect(defaultGameCount(offer('x', [], [1, 2, 5, 10], 100, 2))).toBe(2);
  });
});

describe('game completion', () => {
  it('is complete only with every set at its exact count and no blanks', () => {
    const game = { Numbers: [1, 2, 3, 4, 5, 6, 7], Powerball: [20] };
    expect(isGameComplete('standard', powerballStandard, game)).toBe(true);
    expect(
      gameProblems('standard', powerballStandard, { Numbers: [1, 2, 3, 4, 5, null, null], Powerball: [null] }, 2),
    ).toEqual(['Game 3 needs 2 more numbers', 'Game 3 needs 1 more Powerball']);
    expect(gameProblems('standard', powerballStandard, { Numbers: [1, 2, 3, 4, 5, 6, 7] }, 0)).toEqual([
      'Game 1 needs 1 more Powerball',
    ]);
  });

  it('refuses too many numbers, numbers out of range and repeats', () => {
    expect(gameProblems('standard', lottoStandard, { Numbers: [1, 2, 3, 4, 5, 6, 7] }, 0)).toEqual([
      'Game 1 has too many numbers',
    ]);
    expect(gameProblems('standard', lottoStandard, { Numbers: [1, 2, 3, 4, 5, 46] }, 0)).toEqual([
      'Game 1 has numbers outside 1 to 45',
    ]);
    expect(gameProblems('standard', lottoStandard, { Numbers: [1, 2, 3, 4, 5, 5] }, 0)).toEqual([
      'Game 1 has the same number twice',
    ]);
  });

  it('lets Super 66 digits repeat, but not Lotto Strike numbers', () => {
    expect(isGameComplete('sequential', super66, { Numbers: [0, 0, 9, 9, 1, 1] })).toBe(true);
    expect(isGameComplete('strike_standard', strikeStandard, { Numbers: [5, 5, 9, 10] })).toBe(false);
  });

  describe('mega_combo', () => {
    const megaCombo = offer('mega_combo_10', [set('Numbers', 10, 1, 45), set('Favourites', 3, 1, 45)], [1], 100, 1);

    it('needs Numbers with no blanks; Favourites are optional', () => {
      const numbers = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
      expect(isGameComplete('mega_combo', megaCombo, { Numbers: numbers })).toBe(true);
      expect(gameProblems('mega_combo', megaCombo, { Numbers: [...numbers.slice(0, 9), null] }, 0)).toEqual([
        'Game 1 needs 1 more number',
      ]);
    });

    it('refuses Favourites that are present but empty', () => {
      const numbers = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
      expect(gameProblems('mega_combo', megaCombo, { Numbers: numbers, Favourites: [] }, 1)).toEqual([
        'Game 2 needs at least 1 favourite number',
      ]);
      expect(gameProblems('mega_combo', megaCombo, { Numbers: numbers, Favourites: [null, null] }, 0)).toEqual([
        'Game 1 needs at least 1 favourite number',
      ]);
      expect(isGameComplete('mega_combo', megaCombo, { Numbers: numbers, Favourites: [7, null, null] })).toBe(true);
      expect(gameProblems('mega_combo', megaCombo, { Numbers: numbers, Favourites: [7, 8, 9, 10] }, 0)).toEqual([
        'Game 1 has too many favourite numbers',
      ]);
      expect(gameProblems('mega_combo', megaCombo, { Numbers: numbers, Favourites: [50] }, 0)).toEqual([
        'Game 1 has favourite numbers outside 1 to 45',
      ]);
    });

    it('treats any set flagged not required the same way', () => {
      const optional = offer(
        'x',
        [set('Numbers', 6, 1, 45), { ...set('Bonus', 2, 1, 9), required: false }],
        [1],
        100,
        1,
      );
      expect(isGameComplete('standard', optional, { Numbers: [1, 2, 3, 4, 5, 6] })).toBe(true);
      expect(gameProblems('standard', optional, { Numbers: [1, 2, 3, 4, 5, 6], Bonus: [] }, 0)).toEqual([
        'Game 1 needs at least 1 Bonus',
      ]);
    });

    it('leaves Favourites out of a blank game and keeps them in a quick pick', () => {
      expect(blankGame('mega_combo', megaCombo)).toEqual({ Numbers: Array(10).fill(null) });
      const picked = quickPickGame(
        'mega_combo',
        megaCombo,
        { Numbers: Array(10).fill(null), Favourites: [44, 3] },
        seeded(),
      );
      expect(picked.Numbers).toEqual(expect.arrayContaining([44, 3]));
      expect(picked.Favourites).toEqual([44, 3]);
      expect(isGameComplete('mega_combo', megaCombo, picked)).toBe(true);
    });
  });
});

describe('adding an entry', () => {
  const blanks = (n: number) => Array.from({ length: n }, () => blankGame('standard', lottoStandard));
  const draft = (over: Partial<EntryDraft> = {}): EntryDraft => ({
    gameTypeKey: 'standard',
    gameOffer: lottoStandard,
    numGames: 4,
    numDraws: 1,
    games: blanks(4).map((g) => quickPickGame('standard', lottoStandard, g, seeded())),
    ...over,
  });
  const noRules = { selectableDays: [], causes: [] };

  it('allows a complete entry', () => {
    expect(entryProblems(draft(), noRules)).toEqual([]);
  });

  it('says which game needs how many more numbers', () => {
    const games = draft().games.map((g) => ({ ...g }));
    games[2] = { Numbers: [1, 2, 3, 4, null, null] };
    expect(entryProblems(draft({ games }), noRules)).toEqual(['Game 3 needs 2 more numbers']);
  });

  it('needs a game count of at least minGames that is on the price list', () => {
    expect(entryProblems(draft({ numGames: 2, games: draft().games.slice(0, 2) }), noRules)).toContain(
      'Choose at least 4 games',
    );
    expect(
      entryProblems(
        draft({ numGames: 5, games: [...draft().games, quickPickGame('standard', lottoStandard, {}, seeded(7))] }),
        noRules,
      ),
    ).toEqual(['Choose a number of games from the list']);
  });

  it('needs one selection per game', () => {
    expect(entryProblems(draft({ games: draft().games.slice(0, 3) }), noRules)).toEqual([
      'Pick numbers for all 4 games',
    ]);
  });

  it('needs a draw count the game offer sells', () => {
    expect(entryProblems(draft({ numDraws: 3 }), noRules)).toEqual(['Choose a number of draws from the list']);
  });

  it('needs a day when the lottery has selectable days', () => {
    const rules = { selectableDays: ['monday', 'friday'], causes: [] };
    expect(entryProblems(draft(), rules)).toEqual(['Choose a draw day']);
    expect(entryProblems(draft({ day: 'sunday' }), rules)).toEqual(['Choose a draw day']);
    expect(entryProblems(draft({ day: 'friday' }), rules)).toEqual([]);
  });

  it('needs a cause when the lottery has causes', () => {
    const rules = { selectableDays: [], causes: ['hospice_care'] };
    expect(entryProblems(draft(), rules)).toEqual(['Choose a cause to support']);
    expect(entryProblems(draft({ causeKey: 'hospice_care' }), rules)).toEqual([]);
  });

  it('needs a syndicate with enough shares left when the offer has syndicates', () => {
    const shares = offer('syndicate_small', [], [1, 2, 5, 10], 1000, 1);
    const rules = {
      selectableDays: [],
      causes: [],
      syndicates: [
        { syndicateEncodedId: 'a', sharesRemaining: 3 },
        { syndicateEncodedId: 'b', sharesRemaining: 0 },
      ],
    };
    const share = (over: Partial<EntryDraft>): EntryDraft => ({
      gameTypeKey: 'syndicate',
      gameOffer: shares,
      numGames: 2,
      numDraws: 1,
      games: [],
      ...over,
    });
    expect(entryProblems(share({}), rules)).toEqual(['Choose a syndicate']);
    expect(entryProblems(share({ syndicateEncodedId: 'b' }), rules)).toEqual(['This syndicate is sold out']);
    expect(entryProblems(share({ syndicateEncodedId: 'a', numGames: 5 }), rules)).toEqual(['Only 3 shares are left']);
    expect(entryProblems(share({ syndicateEncodedId: 'a' }), rules)).toEqual([]);
  });

  it('needs no numbers for game types without number sets', () => {
    const random = offer('random', [], [6, 12, 18, 24]);
    expect(
      entryProblems({ gameTypeKey: 'random', gameOffer: random, numGames: 6, numDraws: 1, games: [] }, noRules),
    ).toEqual([]);
  });
});

describe('picking numbers', () => {
  it('toggles a number into the first blank and out again, leaving a blank in its place', () => {
    let picks = toggleNumber([null, null, null, null], 12);
    picks = toggleNumber(picks, 7);
    expect(picks).toEqual([12, 7, null, null]);
    picks = toggleNumber(picks, 12);
    expect(picks).toEqual([null, 7, null, null]);
    expect(toggleNumber([1, 2], 3)).toEqual([1, 2]);
  });

  it('sets a digit position', () => {
    expect(setPosition([null, 3, null], 2, 3)).toEqual([null, 3, 3]);
  });

  it('quick picks distinct numbers in range, keeping the customer’s picks', () => {
    const numbers = set('Numbers', 6, 1, 45);
    const picked = quickPickSet('standard', numbers, [9, null, null, null, null, null], seeded());
    expect(picked[0]).toBe(9);
    expect(new Set(picked).size).toBe(6);
    expect(picked.every((n) => n !== null && n >= 1 && n <= 45)).toBe(true);
  });

  it('picks a full set afresh', () => {
    const numbers = set('Numbers', 3, 1, 3);
    const again = quickPickSet('standard', numbers, [1, 2, 3], seeded(3));
    expect([...again].sort()).toEqual([1, 2, 3]);
  });

  it('quick picks a whole game to completion for every game type with numbers', () => {
    const random = seeded(99);
    for (const [key, gameOffer] of [
      ['standard', powerballStandard],
      ['strike_standard', strikeStandard],
      ['strike_boxed', strikeBoxed],
      ['sequential', super66],
    ] as const) {
      for (let i = 0; i < 50; i++) {
        const game = quickPickGame(key, gameOffer, blankGame(key, gameOffer), random);
        expect(isGameComplete(key, gameOffer, game)).toBe(true);
      }
    }
  });

  it('resizes games, keeping picks and positions that still fit', () => {
    const games = [{ Numbers: [1, 2, 3, 4, 5, 6] }, { Numbers: [null, 9, null, null, null, null] }];
    const bigger = resizeGames('standard', lottoStandard, games, 4);
    expect(bigger).toHaveLength(4);
    expect(bigger[1]).toEqual({ Numbers: [null, 9, null, null, null, null] });
    expect(bigger[3]).toEqual(blankGame('standard', lottoStandard));
    expect(resizeGames('standard', lottoStandard, games, 1)).toEqual([{ Numbers: [1, 2, 3, 4, 5, 6] }]);
    const system = offer('system_7', [set('Numbers', 7, 1, 45)], [1]);
    expect(resizeGames('reduced_system', system, games, 1)).toEqual([{ Numbers: [1, 2, 3, 4, 5, 6, null] }]);
    expect(resizeGames('random', offer('random', [], [6]), games, 6)).toEqual([]);
  });
});
