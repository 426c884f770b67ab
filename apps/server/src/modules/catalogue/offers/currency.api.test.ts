import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers';
import { fixedClock } from '../../../lib/clock';
import { gameOfferPrices } from '../catalogue.tables';
import { draws } from '../draws.tables';

let t: TestApp;
const logs: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    seed: true,
    clock: fixedClock('2026-03-10T02:00:00Z'),
    config: { logLevel: 'error' },
    logStream: { write: (line) => logs.push(line) },
  });
});
afterAll(() => t.close());

describe('an amount in a currency the shop does not sell in', () => {
  it('is an error, never shown as AUD', async () => {
    const url = '/v2/pricing/default/product_offers?keys=super_66';
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    await t.db.update(gameOfferPrices).set({ currency: 'USD' }).where(eq(gameOfferPrices.offerKey, 'super_66'));
    const res = await t.app.inject({ method: 'GET', url: `${url}&clear_cache=1` });
    expect(res.statusCode).toBe(500);
    expect(res.json().error.code).toBe('internal_error');
    expect(res.body).not.toContain('AUD');
    expect(logs.some((line) => line.includes('UnknownCurrencyError'))).toBe(true);
  });

  it('in a prize pool is an error too', async () => {
    const [draw] = await t.db
      .select()
      .from(draws)
      .where(and(eq(draws.offerKey, 'powerball2018'), isNotNull(draws.prizePool)))
      .limit(1);
    await t.db.update(draws).set({ currency: 'XYZ' }).where(eq(draws.drawId, draw!.drawId));
    const res = await t.app.inject({ method: 'GET', url: `/v2/draw/details/powerball2018/${draw!.drawNo}` });
    expect(res.statusCode).toBe(500);
    expect(res.json().error.code).toBe('internal_error');
  });
});
