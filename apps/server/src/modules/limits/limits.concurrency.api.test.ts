import type { Envelope, LimitsAnswer } from '@drawline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, type CartTestApp, createCartTestApp } from '../../../tests/cart-helpers';
import { testDbKind } from '../../../tests/helpers';
import { type SignedIn, signUp } from '../../../tests/identity-helpers';
import { fundWallet } from '../../../tests/ledger-helpers';
import { aud } from '../../../tests/purchase-helpers';
import { cryptoRandom } from '../../lib/random';

/**
 * Issue 11's concurrency acceptance: 50 purchases at once by one customer never spend past their
 * limit. The cart's own lock already lets one customer buy one cart once, so the purchases here
 * are 50 transactions calling the limits' door side by side, as the cart, deposit-and-buy and
 * recurring purchases will. PostgreSQL only: PGlite has one
 * connection, so nothing there runs side by side.
 */
const PURCHASES = 50;
const onPostgres = testDbKind() === 'postgres';

describe.runIf(onPostgres)('spend limits under concurrency (PostgreSQL only)', () => {
  let t: CartTestApp;
  let who: SignedIn;

  beforeAll(async () => {
    t = await createCartTestApp({ poolSize: 60, config: { rateLimitPerMinute: 10_000_000 } });
    who = await signUp(t);
    await fundWallet(t.app, who.customerId, aud(1_000_000));
  }, 60_000);
  afterAll(() => t?.close());

  const spentThisWeek = async () =>
    ((await as(t, who).get('/v2/spend-limits')).json() as Envelope<LimitsAnswer>).result?.summary?.amountSpent.amount;

  it(`lets ${PURCHASES} purchases at once by one customer spend no more than their weekly limit`, async () => {
    // $95 a week and $10 purchases: nine fit, whatever order they arrive in.
    expect((await as(t, who).put('/v2/spend-limits/weekly', { limit: '95' })).statusCode).toBe(200);
    const outcomes = await Promise.allSettled(
      Array.from({ length: PURCHASES }, () =>
        t.db.transaction((tx) =>
          t.app.limits.assertCanSpend(tx, {
            customerId: who.customerId,
            amount: aud(1000),
            now: t.clock.now(),
            reference: cryptoRandom.uuid(),
          }),
        ),
      ),
    );
    const allowed = outcomes.filter((o) => o.status === 'fulfilled').length;
    for (const o of outcomes) {
      if (o.status === 'rejected') expect(o.reason).toMatchObject({ code: 'spend_limit_exceeded' });
    }
    expect(allowed).toBe(9);
    expect(await spentThisWeek()).toBe(9000);
  });
});
