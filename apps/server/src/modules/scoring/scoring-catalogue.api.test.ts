import type { FullResult, PastDraw, ProductOffersAnswer } from '@drawline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers';
import { fixedClock } from '../../lib/clock';
import { drawnNumbersOf } from './drawn-numbers';
import { lineRuleOf } from './game-types';
import { lotteryScoring, scoredLotteryKeys } from './prize-divisions';
import { scoreTicket, scoringDraw } from './score-ticket';

/**
 * The scoring module keeps its own copy of each lottery's line and divisions (decision 190); this
 * holds it to the demo catalogue as the shop serves it: every lottery sold has a table, every game
 * type sold can be scored, every game offer's sets fit the line, and every published result fits
 * the lottery and names the same divisions.
 */

let t: TestApp;
let offers: ProductOffersAnswer['offers'];

beforeAll(async () => {
  t = await createTestApp({ seed: true, clock: fixedClock('2026-03-10T02:00:00Z') });
  const res = await t.app.inject({ method: 'GET', url: '/v2/pricing/default/product_offers' });
  offers = (res.json() as { result: ProductOffersAnswer }).result.offers;
});
afterAll(() => t.close());

async function get<T>(url: string): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return (res.json() as { result: T }).result;
}

describe('the scorer and the demo catalogue agree', () => {
  it('has a division table for every lottery sold, and none for anything else', () => {
    const lotteries = offers.filter((o) => o.type === 'lottery_ticket').map((o) => o.key);
    expect([...lotteries].sort()).toEqual([...scoredLotteryKeys].sort());
  });

  it('scores every game type and game offer each lottery sells, with sets that fit its line', () => {
    for (const offer of offers.filter((o) => o.type === 'lottery_ticket')) {
      const lottery = lotteryScoring(offer.key);
      for (const gameType of offer.gameTypes) {
        const rule = lineRuleOf(lottery, gameType.key);
        for (const gameOffer of gameType.gameOffers) {
          const label = `${offer.key} ${gameType.key} ${gameOffer.key}`;
          const game: Record<string, number[]> = {};
          for (const set of gameOffer.numberSets) {
            const line = set.name === lottery.powerball?.name ? lottery.powerball : lottery.main;
            if (set.name !== 'Favourites') {
              expect(set.name, label).toBe(line.name);
              expect([set.min, set.max], label).toEqual([line.min, line.max]);
              expect(set.count, label).toBeGreaterThanOrEqual(line.count);
            }
            game[set.name] = Array.from({ length: set.count }, (_, i) => set.min + i);
          }
          if (rule === 'noNumbers') expect(gameOffer.numberSets, label).toEqual([]);
          // Random games take no numbers: the server draws them on the plain line when it sells them.
          else if (gameType.key === 'random') expect(gameOffer.numberSets, label).toEqual([]);
          else expect(game[lottery.main.name], label).toBeDefined();
        }
      }
    }
  });

  it('fits every lottery result published, and names the same divisions', async () => {
    for (const key of scoredLotteryKeys) {
      const [past] = await get<PastDraw[]>(`/v2/draws/pricing/default/past/${key}?limit=1`);
      expect(past, key).toBeDefined();
      const full = await get<FullResult>(`/v2/draw/full_result/${key}/${past?.drawNo}`);
      const draw = scoringDraw(key, drawnNumbersOf(full.winningNumbers));
      expect(
        full.divisions.map((d) => [d.division, d.description]),
        key,
      ).toEqual(lotteryScoring(key).divisions.map((d) => [d.division, d.description]));
      // The drawn Numbers themselves, played as a standard line, win division 1.
      const kind = lotteryScoring(key).kind;
      const gameType = kind === 'strike' ? 'strike_standard' : kind === 'sequential' ? 'sequential' : 'standard';
      const winning = Object.fromEntries(
        full.winningNumbers
          .filter((s) => s.name !== 'Supplementary' && s.name !== 'Bonus')
          .map((s) => [s.name, s.numbers]),
      );
      expect(scoreTicket(draw, { gameType, games: [winning] })[0], key).toEqual({ division: 1, count: 1 });
    }
  });
});
