import {
  type Cart,
  type Envelope,
  IDEMPOTENCY_KEY_HEADER,
  type LimitsAnswer,
  type PrecommitmentAnswer,
  type SelfExclusionAnswer,
} from '@drawline/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  CART_NOW,
  type CartTestApp,
  cartOf,
  createCartTestApp,
  raffleEntry,
  signInAgain,
} from '../../../tests/cart-helpers';
import { type SignedIn, signUp } from '../../../tests/identity-helpers';
import { expectLedgerBalanced, fundWallet } from '../../../tests/ledger-helpers';
import { aud } from '../../../tests/purchase-helpers';
import { cryptoRandom } from '../../lib/random';
import { AppError } from '../../platform/app-error';

let t: CartTestApp;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createCartTestApp();
});
afterAll(() => t.close());
afterEach(async () => {
  t.clock.set(CART_NOW);
  await expectLedgerBalanced(t.db);
});

async function fundedCustomer(cents = 100_000): Promise<SignedIn> {
  const who = await signUp(t);
  await fundWallet(t.app, who.customerId, aud(cents));
  return who;
}

function resultOf<T>(res: LightMyRequestResponse): T {
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Envelope<T>).result as T;
}

function errorOf(res: LightMyRequestResponse) {
  const body = res.json() as Envelope<unknown>;
  return { status: res.statusCode, code: body.error?.code, message: body.error?.message, errors: body.errors, body };
}

const purchase = (who: SignedIn) =>
  as(t, who).post('/v2/cart/purchase', undefined, { [IDEMPOTENCY_KEY_HEADER]: cryptoRandom.uuid() });
const spendLimits = async (who: SignedIn) => resultOf<LimitsAnswer>(await as(t, who).get('/v2/spend-limits'));
const balanceOf = async (who: SignedIn) => (await t.app.wallet.getFunds(who.customerId, 'AUD')).availableFunds.amount;

/** A cart of `tickets` Make a Smile tickets at $10 each. */
async function cartOfTickets(who: SignedIn, tickets: number): Promise<Cart> {
  cartOf(await as(t, who).post('/v2/cart/build'));
  return cartOf(await as(t, who).post('/v2/cart/items', raffleEntry({ num_games: 1, quantity: tickets })));
}

/** Deposits through the limits' door, as a deposit flow does inside its transaction. */
function deposit(who: SignedIn, cents: number) {
  return t.db.transaction((tx) =>
    t.app.limits.assertDepositAllowed(tx, {
      customerId: who.customerId,
      amount: aud(cents),
      now: t.clock.now(),
      reference: cryptoRandom.uuid(),
    }),
  );
}

describe('spend limits', () => {
  it('blocks a cart past a weekly limit, refuses its purchase when called directly, and counts only purchases', async () => {
    const who = await fundedCustomer();
    const set = resultOf<LimitsAnswer>(await as(t, who).put('/v2/spend-limits/weekly', { limit: '25.00' }));
    expect(set.availablePeriods).toEqual(['daily', 'weekly', 'monthly']);
    expect(set.customerLimits).toMatchObject([{ period: 'weekly', amount: aud(2500), pending: null }]);
    expect(set.summary).toMatchObject({ amountSpent: aud(0), spendLimit: aud(2500), remaining: aud(2500) });
    expect(set.systemLimits.map((l) => l.period)).toEqual(['daily', 'weekly', 'monthly']);

    const cart = await cartOfTickets(who, 3);
    expect(cart.cartTotal).toEqual(aud(3000));
    expect(cart.blockedReasons.spend_limit).toBe(
      'This cart would take you past your weekly spend limit of $25.00. You can spend $25.00 more this period.',
    );
    const refused = errorOf(await purchase(who));
    expect(refused).toMatchObject({ status: 422, code: 'spend_limit_exceeded' });
    expect(refused.message).toBe(cart.blockedReasons.spend_limit);
    expect(await balanceOf(who)).toBe(100_000);

    const fits = cartOf(await as(t, who).put(`/v2/cart/items/${cart.cartItems[0]?.id}`, { quantity: 2 }));
    expect(fits.blockedReasons).toEqual({});
    expect((await purchase(who)).statusCode).toBe(200);
    expect((await spendLimits(who)).summary).toMatchObject({
      amountSpent: aud(2000),
      remaining: aud(500),
      exceededAmount: aud(0),
    });

    // Money coming in (a prize, a refund, a deposit) is not spend.
    await fundWallet(t.app, who.customerId, aud(5000));
    expect((await spendLimits(who)).summary?.amountSpent).toEqual(aud(2000));

    const next = await cartOfTickets(who, 1);
    expect(next.blockedReasons.spend_limit).toContain('You can spend $5.00 more this period.');
    expect(errorOf(await purchase(who)).code).toBe('spend_limit_exceeded');

    // A new week starts from nothing (the week runs from Monday, AEST).
    t.clock.set('2026-03-15T14:00:00Z');
    expect(cartOf(await as(t, await signInAgain(t, who)).get('/v2/cart/items')).blockedReasons).toEqual({});
  });

  it('lowers a limit at once, raises it only after the cooling-off, and lets a waiting raise be cancelled', async () => {
    const who = await fundedCustomer();
    await as(t, who).put('/v2/spend-limits/weekly', { limit: '50' });
    const lowered = resultOf<LimitsAnswer>(await as(t, who).post('/v2/spend-limits/weekly', { limit: '30' }));
    expect(lowered.customerLimits[0]).toMatchObject({ amount: aud(3000), pending: null });

    const raised = resultOf<LimitsAnswer>(await as(t, who).post('/v2/spend-limits/weekly', { limit: '80.50' }));
    const effectiveFrom = new Date(t.clock.now().getTime() + 7 * DAY).toISOString();
    expect(raised.coolingOffDays).toBe(7);
    expect(raised.customerLimits[0]).toMatchObject({
      amount: aud(3000),
      pending: { amount: aud(8050), effectiveFrom },
    });
    const id = raised.customerLimits[0]?.id as string;

    const cancelled = resultOf<LimitsAnswer>(await as(t, who).delete(`/v2/spend-limits/${id}/pending`));
    expect(cancelled.customerLimits[0]).toMatchObject({ amount: aud(3000), pending: null });
    const nothingWaiting = errorOf(await as(t, who).delete(`/v2/spend-limits/${id}/pending`));
    expect(nothingWaiting).toMatchObject({ status: 422, code: 'limit_change_refused' });

    await as(t, who).post('/v2/spend-limits/weekly', { limit: '80.50' });
    t.clock.advance(7 * DAY - 60_000);
    expect(await t.app.limits.getLimits(who.customerId, 'AUD', 'spend')).toMatchObject({
      customerLimits: [{ amount: aud(3000) }],
    });
    t.clock.advance(120_000);
    expect(await t.app.limits.getLimits(who.customerId, 'AUD', 'spend')).toMatchObject({
      customerLimits: [{ amount: aud(8050), pending: null }],
    });
  });

  it('removes a limit only after the cooling-off; a second removal is a 422 with its message', async () => {
    const who = await fundedCustomer();
    const id = resultOf<LimitsAnswer>(await as(t, who).put('/v2/spend-limits/daily', { limit: '10' })).customerLimits[0]
      ?.id as string;
    const removing = resultOf<LimitsAnswer>(await as(t, who).delete(`/v2/spend-limits/${id}`));
    expect(removing.customerLimits[0]).toMatchObject({ amount: aud(1000), pending: { amount: null } });
    // Until then it still holds.
    expect((await cartOfTickets(who, 2)).blockedReasons.spend_limit).toBeDefined();

    const again = errorOf(await as(t, who).delete(`/v2/spend-limits/${id}`));
    expect(again).toMatchObject({
      status: 422,
      code: 'limit_change_refused',
      message: 'This limit already ends on 2026-03-17.',
    });
    expect(errorOf(await as(t, who).delete('/v2/spend-limits/not-a-limit')).status).toBe(404);
    const other = await fundedCustomer();
    expect(errorOf(await as(t, other).delete(`/v2/spend-limits/${id}`)).status).toBe(404);

    t.clock.advance(7 * DAY);
    expect((await t.app.limits.getLimits(who.customerId, 'AUD', 'spend')).customerLimits).toEqual([]);
  });

  it('checks the amount with the spec messages, the system limit as the maximum', async () => {
    const who = await fundedCustomer();
    const fieldError = async (limit: unknown) => {
      const e = errorOf(await as(t, who).put('/v2/spend-limits/daily', { limit }));
      expect(e.status, JSON.stringify(e.body)).toBe(400);
      return e.errors?.limit?.[0]?.message;
    };
    expect(await fieldError('1.234')).toBe('Amount must follow format e.g: 1.50');
    expect(await fieldError('-5')).toBe('Amount must follow format e.g: 1.50');
    expect(await fieldError('ten')).toBe('Amount must follow format e.g: 1.50');
    expect(await fieldError('')).toBe('This field is required');
    expect(await fieldError('0.00')).toBe('Please enter an amount equal to or greater than $0.01.');
    expect(await fieldError('2000.01')).toBe('Please enter an amount equal to or less than $2,000.00.');
    expect((await as(t, who).put('/v2/spend-limits/daily', { limit: '2000' })).statusCode).toBe(200);

    expect(errorOf(await as(t, who).put('/v2/spend-limits/daily', { limit: '5' }))).toMatchObject({
      status: 422,
      message: 'You already have a daily spend limit. Change it instead.',
    });
    expect(errorOf(await as(t, who).post('/v2/spend-limits/weekly', { limit: '5' }))).toMatchObject({
      status: 422,
      message: 'You have no weekly spend limit to change.',
    });
    expect((await as(t, who).put('/v2/spend-limits/yearly', { limit: '5' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/v2/spend-limits' })).statusCode).toBe(401);
  });

  it('takes a form-encoded limit, as the storefront posts it', async () => {
    const who = await fundedCustomer();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/v2/spend-limits/monthly',
      headers: { ...who.auth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'limit=75.25',
    });
    expect(resultOf<LimitsAnswer>(res).customerLimits[0]?.amount).toEqual(aud(7525));
  });
});

describe('the pre-commitment limit', () => {
  it('caps all spend in the month, and goes only after the cooling-off', async () => {
    const who = await fundedCustomer();
    const set = resultOf<PrecommitmentAnswer>(await as(t, who).post('/v2/precommitment', { limit: '15' }));
    expect(set.limit).toMatchObject({ period: 'monthly', amount: aud(1500) });
    const cart = await cartOfTickets(who, 2);
    expect(cart.blockedReasons.precommitment_limit).toBe(
      'This cart would take you past your pre-commitment limit of $15.00 a month. You can spend $15.00 more this month.',
    );
    expect(errorOf(await purchase(who)).code).toBe('spend_limit_exceeded');

    const removing = resultOf<PrecommitmentAnswer>(await as(t, who).delete('/v2/precommitment'));
    expect(removing.limit?.pending).toMatchObject({ amount: null });
    t.clock.advance(7 * DAY);
    expect((await t.app.limits.getPrecommitment(who.customerId)).limit).toBeNull();
  });
});

describe('deposit limits', () => {
  it('refuses a deposit past the daily deposit limit, through the door every deposit path calls', async () => {
    const who = await fundedCustomer();
    resultOf<LimitsAnswer>(await as(t, who).put('/v2/deposit-limits/daily', { limit: '50' }));
    await deposit(who, 3000);
    const refused = await deposit(who, 3000).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      code: 'deposit_limit_exceeded',
      message: 'This would take you past your daily deposit limit of $50.00. You can deposit $20.00 more this period.',
    });
    const answer = resultOf<LimitsAnswer>(await as(t, who).get('/v2/deposit-limits'));
    expect(answer.summary).toMatchObject({ amountSpent: aud(3000), remaining: aud(2000) });
    // Purchases are not deposits.
    expect((await spendLimits(who)).customerLimits).toEqual([]);
    t.clock.advance(DAY);
    await deposit(who, 3000);
  });
});

describe('the deposit a cart needs', () => {
  it('shows deposit_limit when the wallet falls short and the deposit to make it up passes a deposit limit', async () => {
    const who = await fundedCustomer(500);
    resultOf<LimitsAnswer>(await as(t, who).put('/v2/deposit-limits/daily', { limit: '10' }));
    const cart = await cartOfTickets(who, 2);
    expect(cart.blockedReasons.deposit_limit).toBe(
      'This would take you past your daily deposit limit of $10.00. You can deposit $10.00 more this period.',
    );
    // Enough in the wallet: no deposit is needed, so no deposit limit stands in the way.
    await fundWallet(t.app, who.customerId, aud(5000));
    expect(cartOf(await as(t, who).get('/v2/cart/items')).blockedReasons).toEqual({});
  });
});

describe('self-exclusion', () => {
  it('refuses buying and depositing and leaves the customer out of marketing until the break ends', async () => {
    const who = await fundedCustomer();
    const other = await fundedCustomer();
    await cartOfTickets(who, 1);
    const taken = resultOf<SelfExclusionAnswer>(await as(t, who).post('/v2/self-exclusion', { period: '7_days' }));
    expect(taken).toEqual({
      excluded: true,
      until: new Date(t.clock.now().getTime() + 7 * DAY).toISOString(),
      indefinite: false,
    });

    const cart = cartOf(await as(t, who).get('/v2/cart/items'));
    expect(cart.blockedReasons.self_excluded).toBe(
      'You are taking a break from play until 2026-03-17. You cannot buy until then.',
    );
    expect(errorOf(await purchase(who))).toMatchObject({ status: 403, code: 'self_excluded' });
    await expect(deposit(who, 1000)).rejects.toMatchObject({ code: 'self_excluded' });

    // Not lifted early, nor shortened, from the account.
    expect(errorOf(await as(t, who).post('/v2/self-exclusion', { period: '24_hours' })).status).toBe(422);
    expect(await t.app.limits.isExcludedFromMarketing(who.customerId)).toBe(true);
    expect(await t.app.limits.marketingAudience([who.customerId, other.customerId])).toEqual([other.customerId]);

    t.clock.advance(7 * DAY + 60_000);
    expect(await t.app.limits.marketingAudience([who.customerId, other.customerId])).toEqual([
      who.customerId,
      other.customerId,
    ]);
    expect(cartOf(await as(t, await signInAgain(t, who)).get('/v2/cart/items')).blockedReasons).toEqual({});
  });

  it('an indefinite break does not end', async () => {
    const who = await fundedCustomer();
    resultOf<SelfExclusionAnswer>(await as(t, who).post('/v2/self-exclusion', { period: 'indefinite' }));
    t.clock.advance(3650 * DAY);
    expect(await t.app.limits.getSelfExclusion(who.customerId)).toEqual({
      excluded: true,
      until: null,
      indefinite: true,
    });
    expect(await t.app.limits.isExcludedFromMarketing(who.customerId)).toBe(true);
  });
});
