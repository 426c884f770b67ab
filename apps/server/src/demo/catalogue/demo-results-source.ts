import type { WinningNumberSet } from '@drawline/contracts';
import type { Random } from '../../lib/random';
import type { DrawRef, OfficialResult, ResultsSource } from '../../modules/catalogue';
import {
  type DemoBarrel,
  type DemoDivision,
  type DemoJackpot,
  type DemoLottery,
  type DemoOffer,
  demoOffers,
} from './demo-catalogue';
import { randomFor, unitOf } from './demo-random';

/**
 * The demo lotteries' results feed, and the only place the demo makes up results: winning
 * numbers, prize divisions and jackpots, from randomness seeded by the draw, so a draw's result
 * is the same whenever it is made. A real operator's official results replace this behind the
 * catalogue's ResultsSource (docs/decisions/036, 039).
 */

const between = (rnd: Random, [lo, hi]: readonly [number, number]) => rnd.int(lo, hi + 1);

export function topPrizeWon(offerKey: string, drawNo: number, j: DemoJackpot): boolean {
  return unitOf(randomFor(`${offerKey}:${drawNo}:won`)) < j.pWin;
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

function lotteryDivisions(o: DemoLottery, drawNo: number, rnd: Random): OfficialResult['divisions'] {
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
export function demoLotteryResult(o: DemoLottery, drawNo: number): OfficialResult {
  const rnd = randomFor(`${o.key}-${drawNo}:result`);
  return { winningNumbers: drawBalls(o.barrels, rnd), divisions: lotteryDivisions(o, drawNo, rnd) };
}

/** The lottery whose results an offer shows: a lottery itself, or the one a syndicate offer plays. */
export function demoLotteryOf(offerKey: string, offers: readonly DemoOffer[] = demoOffers): DemoLottery | undefined {
  const offer = offers.find((o) => o.key === offerKey);
  const key = offer?.kind === 'syndicate' ? offer.plays : offer?.kind === 'lottery' ? offer.key : undefined;
  return offers.find((o): o is DemoLottery => o.kind === 'lottery' && o.key === key);
}

/**
 * The default ResultsSource of the demo shop: the demo lotteries' results as soon as a draw is
 * drawn, and each growing jackpot; nothing for any other offer.
 */
export class DemoResultsSource implements ResultsSource {
  constructor(private readonly offers: readonly DemoOffer[] = demoOffers) {}

  async lotteryResult(draw: DrawRef): Promise<OfficialResult | null> {
    const lottery = this.offers.find((o): o is DemoLottery => o.kind === 'lottery' && o.key === draw.offerKey);
    return lottery ? demoLotteryResult(lottery, draw.drawNo) : null;
  }

  async announcedPrizePool(draw: DrawRef): Promise<number | null> {
    const lottery = demoLotteryOf(draw.offerKey, this.offers);
    return lottery ? jackpotDollars(lottery.key, lottery.jackpot, draw.drawNo) * 100 : null;
  }
}
