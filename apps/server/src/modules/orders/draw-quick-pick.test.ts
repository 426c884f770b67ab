import type { NumberSet } from '@drawline/contracts';
import { describe, expect, it } from 'vitest';
import { cryptoRandom, type Random, seededRandom } from '../../lib/random';
import { drawQuickPick, type SelectionRules } from './draw-quick-pick';

const set = (name: string, count: number, min: number, max: number, extra: Partial<NumberSet> = {}): NumberSet => ({
  name,
  count,
  min,
  max,
  ...extra,
});

// Matrices of the demo catalogue's games.
const powerball: SelectionRules = {
  gameTypeKey: 'standard',
  numberSets: [set('Numbers', 7, 1, 35), set('Powerball', 1, 1, 20)],
};
const powerballSystem12: SelectionRules = {
  gameTypeKey: 'reduced_system',
  numberSets: [set('Numbers', 12, 1, 35), set('Powerball', 1, 1, 20)],
};
const lottoStrike: SelectionRules = {
  gameTypeKey: 'strike_standard',
  numberSets: [set('Numbers', 4, 1, 45, { ordered: true })],
};
const super66: SelectionRules = { gameTypeKey: 'sequential', numberSets: [set('Numbers', 6, 0, 9, { ordered: true })] };
const superCombo: SelectionRules = {
  gameTypeKey: 'mega_combo',
  numberSets: [set('Numbers', 8, 1, 35), set('Favourites', 3, 1, 35, { required: false })],
};
/** Every number of a small matrix is drawn: a pool of 7 from 1 to 7. */
const wholePool: SelectionRules = { gameTypeKey: 'standard', numberSets: [set('Numbers', 7, 1, 7)] };

/** A source that counts its calls, so a test can see the quick pick used it. */
function counting(random: Random): Random & { calls: number } {
  const spy = {
    calls: 0,
    int: (min: number, max: number) => {
      spy.calls++;
      return random.int(min, max);
    },
    uuid: () => random.uuid(),
    token: (bytes?: number) => random.token(bytes),
  };
  return spy;
}

describe('drawQuickPick', () => {
  it('draws exactly the count of every set, each number in range, none twice in a set', () => {
    const random = seededRandom(42);
    for (const rules of [powerball, powerballSystem12, lottoStrike, wholePool]) {
      for (let i = 0; i < 500; i++) {
        const game = drawQuickPick(rules, random);
        expect(Object.keys(game).sort()).toEqual(rules.numberSets.map((s) => s.name).sort());
        for (const s of rules.numberSets) {
          const numbers = game[s.name] ?? [];
          expect(numbers).toHaveLength(s.count);
          for (const n of numbers) {
            expect(Number.isInteger(n)).toBe(true);
            expect(n).toBeGreaterThanOrEqual(s.min);
            expect(n).toBeLessThanOrEqual(s.max);
          }
          expect(new Set(numbers).size, `${s.name} ${numbers}`).toBe(numbers.length);
        }
      }
    }
    expect(
      drawQuickPick(wholePool, random)
        .Numbers?.slice()
        .sort((a, b) => a - b),
    ).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('reaches both ends of every range', () => {
    const random = seededRandom(7);
    const seen = new Set<number>();
    for (let i = 0; i < 400; i++) for (const n of drawQuickPick(powerball, random).Powerball ?? []) seen.add(n);
    expect(seen.has(1) && seen.has(20)).toBe(true);
    expect([...seen].every((n) => n >= 1 && n <= 20)).toBe(true);
  });

  it('lets Super 66 digits repeat, each from 0 to 9, six of them', () => {
    const random = seededRandom(3);
    let repeated = false;
    for (let i = 0; i < 200; i++) {
      const digits = drawQuickPick(super66, random).Numbers ?? [];
      expect(digits).toHaveLength(6);
      expect(digits.every((d) => Number.isInteger(d) && d >= 0 && d <= 9)).toBe(true);
      if (new Set(digits).size < digits.length) repeated = true;
    }
    expect(repeated).toBe(true);
  });

  it('uses the injected random source: the same seed draws the same game, another seed another', () => {
    const a = drawQuickPick(powerballSystem12, seededRandom(1234));
    expect(drawQuickPick(powerballSystem12, seededRandom(1234))).toEqual(a);
    expect(drawQuickPick(powerballSystem12, seededRandom(4321))).not.toEqual(a);
    const spy = counting(cryptoRandom);
    drawQuickPick(powerball, spy);
    expect(spy.calls).toBe(8);
  });

  it('keeps every number the customer chose where it is and draws only the blanks', () => {
    const spy = counting(seededRandom(9));
    const game = drawQuickPick(powerball, spy, { Numbers: [3, null, 17, null, null, 30, null], Powerball: [null] });
    expect(spy.calls).toBe(5);
    const numbers = game.Numbers ?? [];
    expect([numbers[0], numbers[2], numbers[5]]).toEqual([3, 17, 30]);
    expect(new Set(numbers).size).toBe(7);
    const chosen = { Numbers: [5, 4, 3, 2, 1, 6, 7], Powerball: [11] };
    const none = counting(seededRandom(9));
    expect(drawQuickPick(powerball, none, chosen)).toEqual(chosen);
    expect(none.calls).toBe(0);
    // An ordered set keeps its positions.
    expect(drawQuickPick(lottoStrike, seededRandom(1), { Numbers: [null, 44, null, 2] }).Numbers?.[1]).toBe(44);
  });

  it("places a super combo's Favourites among its Numbers and keeps them as given", () => {
    const random = seededRandom(11);
    for (let i = 0; i < 50; i++) {
      const game = drawQuickPick(superCombo, random, { Favourites: [4, 9, 33] });
      expect(game.Favourites).toEqual([4, 9, 33]);
      expect(game.Numbers).toHaveLength(8);
      expect(game.Numbers).toEqual(expect.arrayContaining([4, 9, 33]));
      expect(new Set(game.Numbers).size).toBe(8);
    }
    expect(drawQuickPick(superCombo, random, { Favourites: [] })).not.toHaveProperty('Favourites');
  });
});
