import { describe, expect, it } from 'vitest';
import { type DemoLottery, demoOffers } from './demo-catalogue';
import { DemoResultsSource, demoLotteryResult, jackpotDollars } from './demo-results-source';

const source = new DemoResultsSource();
const ref = (offerKey: string, drawNo: number) => ({
  drawId: `${offerKey}-${drawNo}`,
  offerKey,
  drawNo,
  drawDate: new Date('2026-03-12T09:30:00Z'),
});
const powerball = demoOffers.find((o) => o.key === 'powerball2018') as DemoLottery;

describe('the demo results feed', () => {
  it("answers a demo lottery draw's result, the same whenever it is asked", async () => {
    const result = await source.lotteryResult(ref('powerball2018', 1558));
    expect(result).toEqual(demoLotteryResult(powerball, 1558));
    expect(result?.winningNumbers.map((s) => s.name)).toEqual(['Numbers', 'Powerball']);
    expect(await source.lotteryResult(ref('powerball2018', 1558))).toEqual(result);
    expect(await source.lotteryResult(ref('powerball2018', 1559))).not.toEqual(result);
  });

  it('has no results for raffles, syndicates or offers it does not know', async () => {
    expect(await source.lotteryResult(ref('make_a_smile_lottery', 100))).toBeNull();
    expect(await source.lotteryResult(ref('powerball_syndicate', 1558))).toBeNull();
    expect(await source.lotteryResult(ref('someone_elses_lottery', 1))).toBeNull();
  });

  it("announces a lottery's jackpot, and the same for the syndicate draw playing it", async () => {
    const pool = jackpotDollars('powerball2018', powerball.jackpot, 1560) * 100;
    expect(await source.announcedPrizePool(ref('powerball2018', 1560))).toBe(pool);
    expect(await source.announcedPrizePool(ref('powerball_syndicate', 1560))).toBe(pool);
    expect(await source.announcedPrizePool(ref('make_a_smile_lottery', 100))).toBeNull();
  });
});
