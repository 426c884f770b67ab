import { type Fund, IDEMPOTENCY_KEY_HEADER, type LimitsAnswer } from '@drawline/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, type CartTestApp, createCartTestApp, refusal } from '../../../tests/cart-helpers';
import { type SignedIn, signUp } from '../../../tests/identity-helpers';
import { expectLedgerBalanced } from '../../../tests/ledger-helpers';
import { cryptoRandom } from '../../lib/random';

/**
 * The deposit call keeps the deposit limits and the break from play (issue 11; decision 214):
 * refused before the gateway takes any money, counted when the money arrives.
 */
let t: CartTestApp;

beforeAll(async () => {
  t = await createCartTestApp();
});
afterAll(() => t.close());

const key = () => ({ [IDEMPOTENCY_KEY_HEADER]: cryptoRandom.uuid() });

async function addCard(who: SignedIn): Promise<Fund> {
  const tokenised = await t.app.inject({
    method: 'POST',
    url: '/sandbox-gateway/card',
    payload: new URLSearchParams({
      number: '4242 4242 4242 4242',
      expiry: '12/30',
      csc: '123',
      name: 'Pat Player',
      return_to: '/my-account/cards-and-accounts',
    }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const token = new URL(String(tokenised.headers.location), 'http://shop.test').searchParams.get('gateway_token');
  const res = await as(t, who).post('/v2/funds/cc/sandbox', { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as Fund;
}

const balanceOf = async (who: SignedIn) => (await t.app.wallet.getFunds(who.customerId, 'AUD')).availableFunds.amount;
const deposit = (who: SignedIn, fund: Fund, amount: string): Promise<LightMyRequestResponse> =>
  as(t, who).post(`/v2/funds/${fund.id}/deposit`, { amount }, key());

describe('deposits and the limits', () => {
  it('refuses a card deposit past the daily deposit limit and counts the ones that arrive', async () => {
    const who = await signUp(t);
    const fund = await addCard(who);
    expect((await as(t, who).put('/v2/deposit-limits/daily', { limit: '50' })).statusCode).toBe(200);

    expect((await deposit(who, fund, '30')).statusCode).toBe(200);
    const refused = refusal(await deposit(who, fund, '25'));
    expect(refused).toMatchObject({ status: 422, code: 'deposit_limit_exceeded' });
    expect(refused.body.error?.message).toBe(
      'This would take you past your daily deposit limit of $50.00. You can deposit $20.00 more this period.',
    );
    expect(await balanceOf(who)).toBe(3000);
    const limits = (await as(t, who).get('/v2/deposit-limits')).json().result as LimitsAnswer;
    expect(limits.summary).toMatchObject({ amountSpent: { amount: 3000 }, remaining: { amount: 2000 } });
    expect((await deposit(who, fund, '20')).statusCode).toBe(200);
    // The monthly activity statement reads the deposits from the ledger.
    const statement = (await as(t, who).get('/v2/activity-statement?month=2026-03')).json().result;
    expect(statement).toMatchObject({ deposits: { amount: 5000 }, spend: { amount: 0 } });
    await expectLedgerBalanced(t.db);
  });

  it('refuses every deposit during a break from play', async () => {
    const who = await signUp(t);
    const fund = await addCard(who);
    expect((await as(t, who).post('/v2/self-exclusion', { period: '30_days' })).statusCode).toBe(200);
    expect(refusal(await deposit(who, fund, '10'))).toMatchObject({ status: 403, code: 'self_excluded' });
    expect(await balanceOf(who)).toBe(0);
  });
});
