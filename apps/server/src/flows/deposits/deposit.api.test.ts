import {
  type Deposit,
  type DepositPurchase,
  type Fund,
  formMessages,
  IDEMPOTENCY_KEY_HEADER,
  type PaymentMethod,
} from '@drawline/contracts';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  as,
  cartOf,
  checkoutTestApp,
  firstDraw,
  powerballEntry,
  refusal,
  signInAgain,
  visitor,
} from '../../../tests/cart-helpers';
import { addSandboxCard, sandboxCards, tokeniseCard } from '../../../tests/funds-helpers';
import { type SignedIn, signUp } from '../../../tests/identity-helpers';
import { cryptoRandom } from '../../lib/random';
import { SANDBOX_CHALLENGE_CODE } from '../../modules/sandbox-gateway';

const t = checkoutTestApp();

const cards = sandboxCards;
const key = () => ({ [IDEMPOTENCY_KEY_HEADER]: cryptoRandom.uuid() });

function form(values: Record<string, string>) {
  return {
    payload: new URLSearchParams(values).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  };
}

/** The customer's browser on the sandbox's card page, and the cards page adding its token. */
const tokenise = (number: string) => tokeniseCard(t, number);
const addCard = (who: SignedIn, number: string = cards.approve): Promise<Fund> => addSandboxCard(t, who, number);

function resultOf<T>(res: LightMyRequestResponse): T {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as T;
}

async function balanceOf(who: SignedIn): Promise<number> {
  return (await t.app.wallet.getFunds(who.customerId, 'AUD')).availableFunds.amount;
}

async function depositJournals(customerId: string): Promise<number> {
  const rows = await t.db.execute(
    sql`select count(*)::int as n from ledger_postings p join ledger_journals j on j.id = p.journal_id
        where j.kind = 'deposit' and p.account_id = ${`customer:${customerId}:cash:AUD`}`,
  );
  return Number((rows as unknown as { rows: { n: number }[] }).rows[0]?.n);
}

/** The customer's browser through 3-D Secure: the challenge page, the code, then the shop's notify. */
async function passChallenge(authorisationUrl: string, code = SANDBOX_CHALLENGE_CODE): Promise<string> {
  const page = await t.app.inject({ method: 'GET', url: authorisationUrl });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-security-policy']).toContain("default-src 'none'");
  const answered = await t.app.inject({ method: 'POST', url: authorisationUrl, ...form({ code, action: 'confirm' }) });
  expect(answered.statusCode).toBe(303);
  return String(answered.headers.location);
}

async function notify(url: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(303);
  return String(res.headers.location);
}

describe('cards', () => {
  it('adds a card from the sandbox token, lists it in the payment methods and never holds its number', async () => {
    const who = await signUp(t);
    const fund = await addCard(who);
    expect(fund).toMatchObject({ type: 'cc', gateway: 'sandbox', brand: 'visa', last4: '4242', default: true });
    const methods = resultOf<PaymentMethod[]>(await as(t, who).get('/v2/payment_methods?filter=funds.cart'));
    const card = methods.find((m) => m.code === 'cc');
    expect(card?.funds.map((f) => f.id)).toEqual([fund.id]);
    expect(card?.rules).toMatchObject({ enabled: true, minAmount: { amount: 1000 }, maxAmount: { amount: 500_000 } });
    expect(card?.rules.gateway.sandbox?.cscRequired).toMatchObject({ visa: true, amex: true });
    const wallets = resultOf<PaymentMethod[]>(await as(t, who).get('/v2/payment_methods?filter=funds.digital_wallets'));
    expect(wallets.map((m) => m.code).sort()).toEqual(['ap', 'gp', 'pl']);
    const stored = await t.db.execute(
      sql`select count(*)::int as n from funds_cards where token like '%4242424242424242%'`,
    );
    expect((stored as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    const gateways = resultOf<{ priorityGateway: string }>(await as(t, who).get('/v2/funds/card_gateways'));
    expect(gateways.priorityGateway).toBe('sandbox');
  });

  it('refuses a card number that is not a published test card on the gateway page, with nothing to the shop', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/sandbox-gateway/card',
      ...form({ number: '4111111111111112', expiry: '12/30', csc: '123', name: 'Pat', return_to: '/deposit' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain('4111111111111112');
  });

  it('moves the default and removes a card', async () => {
    const who = await signUp(t);
    const first = await addCard(who);
    const second = await addCard(who, '5555555555554444');
    expect(second.default).toBe(false);
    expect(resultOf<Fund>(await as(t, who).post(`/v2/funds/${second.id}/default`)).default).toBe(true);
    expect((await as(t, who).delete(`/v2/funds/${first.id}`)).statusCode).toBe(204);
    const methods = resultOf<PaymentMethod[]>(await as(t, who).get('/v2/payment_methods'));
    expect(methods.find((m) => m.code === 'cc')?.funds.map((f) => [f.id, f.default])).toEqual([[second.id, true]]);
  });

  it("never lets one customer see, use, default or delete another's card, or add their token", async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    await addCard(other);
    const token = await tokenise(cards.approve);
    const fund = resultOf<Fund>(await as(t, owner).post('/v2/funds/cc/sandbox', { token }));

    const methods = resultOf<PaymentMethod[]>(await as(t, other).get('/v2/payment_methods'));
    expect(methods.flatMap((m) => m.funds).map((f) => f.id)).not.toContain(fund.id);
    const stolen = await as(t, other).post('/v2/funds/cc/sandbox', { token });
    expect(refusal(stolen)).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(refusal(await as(t, other).post(`/v2/funds/${fund.id}/default`))).toMatchObject({
      status: 404,
      code: 'fund_not_found',
    });
    expect(refusal(await as(t, other).delete(`/v2/funds/${fund.id}`))).toMatchObject({ status: 404 });
    expect(refusal(await as(t, other).get(`/v2/funds/${fund.id}/deposit`))).toMatchObject({ status: 404 });
    const use = await as(t, other).post(`/v2/funds/${fund.id}/deposit`, { amount: '20.00' }, key());
    expect(refusal(use)).toMatchObject({ status: 404, code: 'fund_not_found' });
    expect(await balanceOf(other)).toBe(0);
    expect(refusal(await visitor(t).get('/v2/payment_methods'))).toMatchObject({ status: 401 });

    const mine = resultOf<Deposit>(await as(t, owner).post(`/v2/funds/${fund.id}/deposit`, { amount: '20.00' }, key()));
    expect(refusal(await as(t, other).get(`/v2/funds/deposits/${mine.depositId}`))).toMatchObject({ status: 404 });
  });
});

describe('POST /funds/{id}/deposit', () => {
  it('credits the wallet once per key through the ledger', async () => {
    const who = await signUp(t);
    const fund = await addCard(who);
    const headers = key();
    const deposit = resultOf<Deposit>(
      await as(t, who).post(`/v2/funds/${fund.id}/deposit`, { amount: '25.50' }, headers),
    );
    expect(deposit).toMatchObject({ status: 'completed', amount: { amount: 2550, currency: 'AUD' } });
    expect(deposit.transactionId).toBeTruthy();
    const again = await as(t, who).post(`/v2/funds/${fund.id}/deposit`, { amount: '25.50' }, headers);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(resultOf<Deposit>(again).depositId).toBe(deposit.depositId);
    expect(await balanceOf(who)).toBe(2550);
    expect(await depositJournals(who.customerId)).toBe(1);
    const summary = resultOf<Deposit>(await as(t, who).get(`/v2/funds/deposits/transaction/${deposit.transactionId}`));
    expect(summary.depositId).toBe(deposit.depositId);
    const other = await signUp(t);
    expect(refusal(await as(t, other).get(`/v2/funds/deposits/transaction/${deposit.transactionId}`)).status).toBe(404);
    expect((await t.app.wallet.getFunds(who.customerId, 'AUD')).withdrawableFunds.amount).toBe(2550);
  });

  it.each([
    ['9.99', formMessages.minimum('$10.00')],
    ['5000.01', formMessages.maximum('$5,000.00')],
    ['10.555', formMessages.currency],
    ['-10', formMessages.currency],
  ])('refuses %s with the field message and changes nothing', async (amount, message) => {
    const who = await signUp(t);
    const fund = await addCard(who);
    const res = await as(t, who).post(`/v2/funds/${fund.id}/deposit`, { amount }, key());
    expect(refusal(res)).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(res.json().errors.amount[0].message).toBe(message);
    expect(await balanceOf(who)).toBe(0);
  });

  it.each([
    [cards.decline, 'Your card was declined.'],
    [cards.insufficient, 'Your card has insufficient funds.'],
  ])('answers a declined card (%s) with the gateway message and credits nothing', async (number, message) => {
    const who = await signUp(t);
    const fund = await addCard(who, number);
    const res = await as(t, who).post(`/v2/funds/${fund.id}/deposit`, { amount: '30' }, key());
    expect(refusal(res)).toMatchObject({ status: 402, code: 'payment_declined' });
    expect(res.json().errors.general[0].message).toBe(message);
    expect(await balanceOf(who)).toBe(0);
  });

  it('waits for 3-D Secure, credits once however often the callback is replayed', async () => {
    const who = await signUp(t);
    const fund = await addCard(who, cards.challenge);
    const waiting = resultOf<Deposit>(await as(t, who).post(`/v2/funds/${fund.id}/deposit`, { amount: '40' }, key()));
    expect(waiting.status).toBe('pending_authorisation');
    expect(waiting.authorisationUrl).toMatch(/^\/sandbox-gateway\/3ds\//);
    expect(await balanceOf(who)).toBe(0);

    const notifyUrl = await passChallenge(waiting.authorisationUrl ?? '');
    expect(notifyUrl).toMatch(/^\/3ds\/notify\?/);
    expect(await notify(notifyUrl)).toBe(`/my-account/deposit/details/${waiting.depositId}/success`);
    expect(await notify(notifyUrl)).toBe(`/my-account/deposit/details/${waiting.depositId}/success`);
    await Promise.all([notify(notifyUrl), notify(notifyUrl)]);
    expect(await balanceOf(who)).toBe(4000);
    expect(await depositJournals(who.customerId)).toBe(1);
    expect(resultOf<Deposit>(await as(t, who).get(`/v2/funds/deposits/${waiting.depositId}`)).status).toBe('completed');
  });

  it('declines a deposit whose 3-D Secure check fails', async () => {
    const who = await signUp(t);
    const fund = await addCard(who, cards.challenge);
    const waiting = resultOf<Deposit>(await as(t, who).post(`/v2/funds/${fund.id}/deposit`, { amount: '40' }, key()));
    const notifyUrl = await passChallenge(waiting.authorisationUrl ?? '', '0000');
    expect(await notify(notifyUrl)).toBe(`/my-account/deposit/details/${waiting.depositId}/failure`);
    const ended = resultOf<Deposit>(await as(t, who).get(`/v2/funds/deposits/${waiting.depositId}`));
    expect(ended).toMatchObject({ status: 'declined' });
    expect(ended.message).toMatch(/3-D Secure/);
    expect(await balanceOf(who)).toBe(0);
  });

  it('takes a digital wallet deposit once the customer approves it at the gateway', async () => {
    const who = await signUp(t);
    const waiting = resultOf<Deposit>(await as(t, who).post('/v2/funds/pl/sandbox/deposit', { amount: '15' }, key()));
    expect(waiting).toMatchObject({ status: 'pending_authorisation', methodCode: 'pl', fundId: null });
    const approved = await t.app.inject({
      method: 'POST',
      url: waiting.authorisationUrl ?? '',
      ...form({ action: 'approve' }),
    });
    expect(await notify(String(approved.headers.location))).toBe(
      `/my-account/deposit/details/${waiting.depositId}/success`,
    );
    expect(await balanceOf(who)).toBe(1500);
    expect(refusal(await as(t, who).post('/v2/funds/pl/stripe/deposit', { amount: '15' }, key()))).toMatchObject({
      code: 'payment_method_unavailable',
    });
  });
});

describe('POST /deposit_purchase', () => {
  const v33 = () => ({ ...key(), version: '3.3' });

  it('deposits and buys the cart in one call, answering the receipt', async () => {
    const who = await signUp(t);
    const fund = await addCard(who);
    const cart = cartOf(await as(t, who).post('/v2/cart/items', powerballEntry({ num_games: 4 })));
    const answer = resultOf<DepositPurchase>(
      await as(t, who).post(
        '/v2/deposit_purchase',
        { deposit: { fund_id: fund.id, amount: '50' }, purchase: {} },
        v33(),
      ),
    );
    expect(answer.deposit.status).toBe('completed');
    expect(answer.purchaseError).toBeNull();
    expect(answer.receipt?.total.amount).toBe(cart.cartTotal.amount);
    expect(answer.deposit.checkoutId).toBe(answer.receipt?.checkoutId);
    expect(await balanceOf(who)).toBe(5000 - cart.cartTotal.amount);
  });

  it('answers a second call with the same key made after the first bought the cart, with the same receipt', async () => {
    const who = await signUp(t);
    const fund = await addCard(who);
    const cart = cartOf(await as(t, who).post('/v2/cart/items', powerballEntry({ num_games: 2 })));
    // Under the card's usual minimum: allowed only as what the cart is short, so an emptied cart would refuse it.
    expect(cart.cartTotal.amount).toBeLessThan(10_00);
    const body = { deposit: { fund_id: fund.id, amount: (cart.cartTotal.amount / 100).toFixed(2) }, purchase: {} };
    const headers = { ...v33(), 'idempotency-key': `same-${who.customerId}` };
    const first = resultOf<DepositPurchase>(await as(t, who).post('/v2/deposit_purchase', body, headers));
    expect(first.receipt?.total).toEqual(cart.cartTotal);
    // The cart is empty now: the second call is the first's answer, not a refusal of the amount.
    const second = await as(t, who).post('/v2/deposit_purchase', body, headers);
    expect(second.statusCode, second.body).toBe(200);
    expect(resultOf<DepositPurchase>(second).receipt?.checkoutId).toBe(first.receipt?.checkoutId);
    expect(await depositJournals(who.customerId)).toBe(1);
    expect(await balanceOf(who)).toBe(0);
    // Without a key's answer, an empty cart is refused as empty, and no card is asked.
    const empty = await as(t, who).post('/v2/deposit_purchase', body, {
      ...v33(),
      'idempotency-key': `new-${who.customerId}`,
    });
    expect(empty.statusCode).toBeGreaterThanOrEqual(400);
    expect(empty.statusCode).toBeLessThan(500);
    expect(empty.json().error?.code).toBe('cart_empty');
    expect(await depositJournals(who.customerId)).toBe(1);
  });

  it('keeps the deposit in the wallet and says why when the purchase cannot be made', async () => {
    const who = await signUp(t);
    const fund = await addCard(who);
    const draw = firstDraw(t, 'powerball2018');
    cartOf(await as(t, who).post('/v2/cart/items', powerballEntry({ draw_no: draw.drawNo })));
    t.clock.set(new Date(new Date(draw.stop).getTime() + 1000).toISOString());
    const again = await signInAgain(t, who);
    const answer = resultOf<DepositPurchase>(
      await as(t, again).post('/v2/deposit_purchase', { deposit: { fund_id: fund.id, amount: '50' } }, v33()),
    );
    expect(answer.receipt).toBeNull();
    expect(answer.deposit.status).toBe('completed');
    expect(['cart_blocked', 'draw_closed']).toContain(answer.purchaseError?.code);
    expect(await balanceOf(who)).toBe(5000);
    expect(await depositJournals(who.customerId)).toBe(1);
  });

  it('buys after the 3-D Secure callback, once, and shows the checkout outcome page', async () => {
    const who = await signUp(t);
    const fund = await addCard(who, cards.challenge);
    const cart = cartOf(await as(t, who).post('/v2/cart/items', powerballEntry({ num_games: 4 })));
    const answer = resultOf<DepositPurchase>(
      await as(t, who).post('/v2/deposit_purchase', { deposit: { fund_id: fund.id, amount: '50' } }, v33()),
    );
    expect(answer.deposit.status).toBe('pending_authorisation');
    expect(answer.receipt).toBeNull();
    const notifyUrl = await passChallenge(answer.deposit.authorisationUrl ?? '');
    const page = `/checkout/deposit/${answer.deposit.depositId}/success`;
    expect(await notify(notifyUrl)).toBe(page);
    expect(await notify(notifyUrl)).toBe(page);
    const done = resultOf<Deposit>(await as(t, who).get(`/v2/funds/deposits/${answer.deposit.depositId}`));
    expect(done.checkoutId).toBeTruthy();
    expect(resultOf<{ checkoutId: string }>(await as(t, who).get(`/v2/checkout/${done.checkoutId}`)).checkoutId).toBe(
      done.checkoutId,
    );
    expect(await balanceOf(who)).toBe(5000 - cart.cartTotal.amount);
  });

  it('charges nothing for a declined card and leaves the cart', async () => {
    const who = await signUp(t);
    const fund = await addCard(who, cards.decline);
    cartOf(await as(t, who).post('/v2/cart/items', powerballEntry()));
    const res = await as(t, who).post('/v2/deposit_purchase', { deposit: { fund_id: fund.id, amount: '50' } }, v33());
    expect(refusal(res)).toMatchObject({ status: 402, code: 'payment_declined' });
    expect(res.json().errors.general[0].message).toBe('Your card was declined.');
    expect(await balanceOf(who)).toBe(0);
    expect(cartOf(await as(t, who).get('/v2/cart/items')).cartItems).toHaveLength(1);
  });
});
