import { count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers';
import { type DemoLottery, demoOffers } from '../../demo/catalogue/demo-catalogue';
import { demoLotteryResult, jackpotDollars } from '../../demo/catalogue/demo-results-source';
import { seedDemoCatalogue } from '../../demo/catalogue/seed-catalogue';
import { fixedClock } from '../../lib/clock';
import { gameOfferPrices, gameOffers, productOfferAliases, productOffers } from './catalogue.tables';
import { drawResults, draws, rafflePrizes, raffleWinners, syndicates } from './draws.tables';

const clock = fixedClock('2026-03-10T02:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: true, clock });
});
afterAll(() => t.close());

async function counts() {
  const n = async (table: PgTable) => (await t.db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return {
    offers: await n(productOffers),
    aliases: await n(productOfferAliases),
    gameOffers: await n(gameOffers),
    prices: await n(gameOfferPrices),
    draws: await n(draws),
    results: await n(drawResults),
    prizes: await n(rafflePrizes),
    winners: await n(raffleWinners),
    syndicates: await n(syndicates),
  };
}

describe('the demo catalogue seed', () => {
  it('never duplicates anything when it runs again', async () => {
    const before = await counts();
    expect(before.offers).toBe(16);
    expect(before.draws).toBeGreaterThan(300);
    await seedDemoCatalogue(t.db, clock);
    await seedDemoCatalogue(t.db, clock);
    expect(await counts()).toEqual(before);
  });

  it('makes the same history whenever it runs, from fixed randomness', () => {
    const powerball = demoOffers.find((o) => o.key === 'powerball2018') as DemoLottery;
    expect(demoLotteryResult(powerball, 1500)).toEqual(demoLotteryResult(powerball, 1500));
    expect(jackpotDollars('powerball2018', powerball.jackpot, 1525)).toBe(100_000_000);
  });

  it('stores the result the seed makes for a draw', async () => {
    const powerball = demoOffers.find((o) => o.key === 'powerball2018') as DemoLottery;
    const [row] = await t.db.select().from(draws).where(eq(draws.drawId, 'powerball2018-1555'));
    expect(row?.status).toBe('DRAW_EMAILED');
    const [result] = await t.db.select().from(drawResults).where(eq(drawResults.drawId, 'powerball2018-1555'));
    expect(result?.winningNumbers).toEqual(demoLotteryResult(powerball, 1555).winningNumbers);
  });

  it('tops up future draws, closes stopped ones and publishes due results on a later start', async () => {
    const later = fixedClock('2026-03-24T02:00:00Z');
    await seedDemoCatalogue(t.db, later);
    const open = await t.db
      .select({ offerKey: draws.offerKey, n: count() })
      .from(draws)
      .where(sql`${draws.status} in ('DRAW_OPEN', 'DRAW_CAPPED') and ${draws.stopDate} > ${later.now().toISOString()}`)
      .groupBy(draws.offerKey);
    for (const o of demoOffers) {
      expect(open.find((r) => r.offerKey === o.key)?.n ?? 0, o.key).toBeGreaterThanOrEqual(o.upcoming);
    }
    const stale = await t.db
      .select({ n: count() })
      .from(draws)
      .where(sql`${draws.status} = 'DRAW_OPEN' and ${draws.stopDate} <= ${later.now().toISOString()}`);
    expect(stale[0]?.n).toBe(0);
    // Powerball's draw of 12 March was on sale at the first start: it is now drawn, with its result.
    const [drawn] = await t.db.select().from(draws).where(eq(draws.drawId, 'powerball2018-1558'));
    expect(drawn?.status).toBe('DRAW_DRAWN');
    const [result] = await t.db.select().from(drawResults).where(eq(drawResults.drawId, 'powerball2018-1558'));
    expect(result?.winningNumbers.map((s) => s.name)).toEqual(['Numbers', 'Powerball']);
    // Its syndicate draw follows it.
    const [syndicateDraw] = await t.db.select().from(draws).where(eq(draws.drawId, 'powerball_syndicate-1558'));
    expect(syndicateDraw?.status).toBe('DRAW_DRAWN');
    // The next draw's jackpot is announced.
    const [next] = await t.db.select().from(draws).where(eq(draws.drawId, 'powerball2018-1560'));
    expect(next?.prizePool).not.toBeNull();
    // And a second start at the same time changes nothing.
    const before = await counts();
    await seedDemoCatalogue(t.db, later);
    expect(await counts()).toEqual(before);
  });
});
