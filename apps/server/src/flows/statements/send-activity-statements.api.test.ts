import { type ActivityStatement, type Envelope, IDEMPOTENCY_KEY_HEADER } from '@drawline/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { as, CART_NOW, type CartTestApp, cartOf, createCartTestApp, raffleEntry } from '../../../tests/cart-helpers';
import { signUp } from '../../../tests/identity-helpers';
import { expectLedgerBalanced, fundWallet } from '../../../tests/ledger-helpers';
import { aud } from '../../../tests/purchase-helpers';
import { cryptoRandom } from '../../lib/random';
import { sendActivityStatements } from './send-activity-statements';

let t: CartTestApp;

beforeAll(async () => {
  t = await createCartTestApp();
});
afterAll(() => t.close());
afterEach(async () => {
  t.clock.set(CART_NOW);
  await expectLedgerBalanced(t.db);
});

function resultOf<T>(res: LightMyRequestResponse): T {
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Envelope<T>).result as T;
}

describe('the monthly activity statement', () => {
  it('shows the month’s spend from the ledger and is emailed once in the first days of the next month', async () => {
    const who = await signUp(t);
    await fundWallet(t.app, who.customerId, aud(100_000));
    // Two Make a Smile tickets at $10 each, bought from the wallet.
    cartOf(await as(t, who).post('/v2/cart/build'));
    cartOf(await as(t, who).post('/v2/cart/items', raffleEntry({ num_games: 1, quantity: 2 })));
    const purchase = await as(t, who).post('/v2/cart/purchase', undefined, {
      [IDEMPOTENCY_KEY_HEADER]: cryptoRandom.uuid(),
    });
    expect(purchase.statusCode).toBe(200);

    const march = resultOf<ActivityStatement>(await as(t, who).get('/v2/activity-statement?month=2026-03'));
    expect(march).toEqual({
      year: 2026,
      month: 3,
      spend: aud(2000),
      deposits: aud(0),
      withdrawals: aud(0),
      prizes: aud(0),
      net: aud(-2000),
    });
    expect(resultOf<ActivityStatement>(await as(t, who).get('/v2/activity-statement?month=2026-02')).spend).toEqual(
      aud(0),
    );
    expect((await as(t, who).get('/v2/activity-statement?month=2026-13')).statusCode).toBe(400);

    // Not before the month has ended, then once, however often the job runs in the first week.
    t.clock.set('2026-04-08T02:00:00Z');
    expect(await sendActivityStatements(t.app.statements)).toBe(0);
    t.clock.set('2026-04-02T00:00:00Z');
    expect(await sendActivityStatements(t.app.statements)).toBeGreaterThan(0);
    expect(await sendActivityStatements(t.app.statements)).toBe(0);
    const mails = (await t.inbox(who.email)).filter((m) => m.subject === 'Your activity statement for March 2026');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Spend: $20.00');
    expect(mails[0]?.text).toContain('Net (prizes less spend): -$20.00');
  });
});
