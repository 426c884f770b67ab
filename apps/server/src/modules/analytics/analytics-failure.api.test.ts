import { IDEMPOTENCY_KEY_HEADER } from '@drawline/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, CART_NOW, cartOf, raffleEntry } from '../../../tests/cart-helpers';
import { testDbKind } from '../../../tests/helpers';
import { createIdentityTestApp, type IdentityTestApp, signUp } from '../../../tests/identity-helpers';
import { fundWallet } from '../../../tests/ledger-helpers';
import { aud } from '../../../tests/purchase-helpers';
import { cryptoRandom } from '../../lib/random';

/**
 * Analytics failures go to error reporting only (issue 30, decision 487): with the analytics table
 * gone, a batch is still answered 204 and a purchase still buys (unattributed); each failure is one
 * error line with the request id, and no line holds the events' attribution or the visitor's id.
 */
let t: IdentityTestApp;
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  t = await createIdentityTestApp({
    seed: true,
    at: CART_NOW,
    config: { rateLimitPerMinute: 1_000_000, logLevel: 'info' },
    logStream: { write: (line) => logLines.push(JSON.parse(line)) },
  });
});
afterAll(() => t.close());

const visit = 'anonymous_id=visit-failing; cookie_consent=essential%2Cnon_essential';
const failuresOf = (requestId: string) =>
  logLines.filter((l) => l.requestId === requestId && l.analyticsFailure !== undefined);

describe(`analytics failures (${testDbKind()})`, () => {
  it('reports a failed write and a failed attribution read, and the page and the purchase go on', async () => {
    const customer = await signUp(t);
    await fundWallet(t.app, customer.customerId, aud(10_000));
    cartOf(await as(t, customer).post('/v2/cart/build'));
    cartOf(await as(t, customer).post('/v2/cart/items', raffleEntry({ num_games: 1 })));
    await t.db.execute(sql`alter table analytics_events rename to analytics_events_away`);
    try {
      const sent = await t.app.inject({
        method: 'POST',
        url: '/v2/analytics/events',
        headers: { ...customer.auth, cookie: visit, 'x-request-id': 'analytics-write-1' },
        payload: {
          events: [{ type: 'page', name: 'play', properties: { offer: 'powerball' } }],
          attribution: { campaign: 'secret-campaign', source: 'newsletter' },
        },
      });
      expect(sent.statusCode, sent.body).toBe(204);
      expect(failuresOf('analytics-write-1')).toEqual([
        expect.objectContaining({ level: 50, analyticsFailure: expect.objectContaining({ step: 'record events' }) }),
      ]);

      const bought = await as(t, customer).post('/v2/cart/purchase', undefined, {
        cookie: visit,
        'x-request-id': 'purchase-1',
        [IDEMPOTENCY_KEY_HEADER]: cryptoRandom.uuid(),
      });
      expect(bought.statusCode, bought.body).toBe(200);
      expect(failuresOf('purchase-1')).toEqual([
        expect.objectContaining({
          level: 50,
          analyticsFailure: expect.objectContaining({ step: 'order attribution' }),
        }),
      ]);
    } finally {
      await t.db.execute(sql`alter table analytics_events_away rename to analytics_events`);
    }
    const orders = (await t.db.execute(
      sql`select attribution from orders where customer_id = ${customer.customerId}`,
    )) as unknown as { rows: { attribution: unknown }[] };
    expect(orders.rows).toEqual([{ attribution: null }]);
    const logged = JSON.stringify(logLines);
    expect(logged).not.toContain('secret-campaign');
    expect(logged).not.toContain('visit-failing');
    expect(logged).not.toContain('powerball');
  });
});
