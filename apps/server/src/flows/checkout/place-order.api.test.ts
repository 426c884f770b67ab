import { type Cart, IDEMPOTENCY_KEY_HEADER, type Receipt, type Ticket, type Transaction } from '@drawline/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  as,
  cartOf,
  checkoutTestApp,
  firstDraw,
  powerballEntry,
  priceOf,
  raffleEntry,
  refusal,
  signInAgain,
} from '../../../tests/cart-helpers';
import { type SignedIn, signUp } from '../../../tests/identity-helpers';
import { fundWallet } from '../../../tests/ledger-helpers';
import { cryptoRandom } from '../../lib/random';

const t = checkoutTestApp();

const newKey = () => cryptoRandom.uuid();
const aud = (amount: number) => ({ amount, currency: 'AUD' as const });

function purchase(who: SignedIn, key: string | null = newKey(), body?: Record<string, unknown>) {
  return as(t, who).post('/v2/cart/purchase', body, key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {});
}

function receiptOf(res: LightMyRequestResponse): Receipt {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as Receipt;
}

async function fundedCustomer(cents: number): Promise<SignedIn> {
  const who = await signUp(t);
  await fundWallet(t.app, who.customerId, aud(cents));
  return who;
}

async function balanceOf(who: SignedIn): Promise<number> {
  return (await t.app.wallet.getFunds(who.customerId, 'AUD')).availableFunds.amount;
}

async function ticketsSold(drawId: string): Promise<number> {
  const offers = (await t.app.inject({ method: 'GET', url: '/v2/pricing/default/product_offers?clear_cache=1' })).json()
    .result.offers as { draws: { drawId: string; ticketsSold: number }[] }[];
  for (const o of offers) for (const d of o.draws) if (d.drawId === drawId) return d.ticketsSold;
  throw new Error(`No draw ${drawId}`);
}

describe('POST /cart/purchase', () => {
  it('buys the cart from the wallet: receipt, tickets, stock, one journal, an emptied cart', async () => {
    const who = await fundedCustomer(10_000);
    const raffle = firstDraw(t, 'make_a_smile_lottery');
    const soldBefore = await ticketsSold(raffle.drawId);
    cartOf(await as(t, who).post('/v2/cart/items', powerballEntry({ num_games: 4 })));
    const built = cartOf(await as(t, who).post('/v2/cart/items', raffleEntry({ quantity: 2 })));
    const total = built.cartTotal.amount;
    expect(total).toBe(priceOf(t, 'powerball2018', 'standard', 'standard', 4) + built.cartItems[1]!.price.amount);

    const receipt = receiptOf(await purchase(who));
    expect(receipt.total).toEqual(aud(total));
    expect(receipt.status).toBe('completed');
    expect(await balanceOf(who)).toBe(10_000 - total);
    // Ten raffle tickets (a bundle of 5, twice) from the draw's stock.
    expect(await ticketsSold(raffle.drawId)).toBe(soldBefore + 10);

    const again = (await as(t, who).get(`/v2/checkout/${receipt.checkoutId}`)).json().result as Receipt;
    expect(again.checkoutId).toBe(receipt.checkoutId);
    expect(again.total).toEqual(receipt.total);

    const tickets = (await as(t, who).get('/v2/tickets?state=upcoming&limit=100')).json().result as Ticket[];
    expect(tickets.filter((x) => x.productOfferKey === 'powerball2018')).toHaveLength(1);
    expect(tickets.filter((x) => x.productOfferKey === 'make_a_smile_lottery').length).toBeGreaterThan(0);

    const transactions = (await as(t, who).get('/v2/transactions?limit=10&offset=0')).json().result as Transaction[];
    expect(transactions[0]?.amount).toEqual(aud(-total));

    const cart = (await as(t, who).get('/v2/cart/items')).json().result as Cart | undefined;
    expect(cart?.cartItems ?? []).toEqual([]);
  });

  it('draws quick picks on the server: every ticket of a quick-pick entry has full numbers', async () => {
    const who = await fundedCustomer(10_000);
    cartOf(await as(t, who).post('/v2/cart/items', powerballEntry({ games: [], quick_pick: true, num_games: 4 })));
    const receipt = receiptOf(await purchase(who));
    const tickets = (await as(t, who).get('/v2/tickets?state=upcoming')).json().result as Ticket[];
    const ticket = tickets.find((x) => receipt.orders.some((o) => o.tickets.some((r) => r.ticketId === x.ticketId)));
    expect(ticket?.games).toHaveLength(4);
    for (const game of ticket?.games ?? []) {
      expect(game.Numbers).toHaveLength(7);
      expect(new Set(game.Numbers).size).toBe(7);
      expect(game.Powerball).toHaveLength(1);
    }
  });

  it('answers a retry with the same key with the first receipt and moves money once', async () => {
    const who = await fundedCustomer(10_000);
    cartOf(await as(t, who).post('/v2/cart/items', powerballEntry()));
    const key = newKey();
    const first = receiptOf(await purchase(who, key));
    const balance = await balanceOf(who);
    const retry = await purchase(who, key);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(receiptOf(retry)).toEqual(first);
    expect(await balanceOf(who)).toBe(balance);
    // The same key with another body is refused; a new key finds an empty cart.
    expect(refusal(await purchase(who, key, { purchase: { source: 'app' } })).code).toBe('idempotency_key_reused');
    expect(refusal(await purchase(who)).code).toBe('cart_empty');
  });

  it('answers concurrent retries with one key once', async () => {
    const who = await fundedCustomer(10_000);
    cartOf(await as(t, who).post('/v2/cart/items', powerballEntry()));
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 5 }, () => purchase(who, key)));
    const ids = new Set(answers.map((a) => receiptOf(a).checkoutId));
    expect(ids.size).toBe(1);
    expect(await balanceOf(who)).toBe(10_000 - priceOf(t, 'powerball2018', 'standard', 'standard', 4));
  });

  it('needs an Idempotency-Key and a signed-in customer', async () => {
    const who = await fundedCustomer(10_000);
    cartOf(await as(t, who).post('/v2/cart/items', powerballEntry()));
    expect(refusal(await purchase(who, null))).toMatchObject({ status: 400, code: 'idempotency_key_missing' });
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/v2/cart/purchase',
      headers: { [IDEMPOTENCY_KEY_HEADER]: newKey() },
    });
    expect(visitor.statusCode).toBe(401);
    expect(await balanceOf(who)).toBe(10_000);
  });

  it('refuses a purchase the wallet cannot pay, and changes nothing', async () => {
    const who = await fundedCustomer(100);
    const raffle = firstDraw(t, 'make_a_smile_lottery');
    const soldBefore = await ticketsSold(raffle.drawId);
    cartOf(await as(t, who).post('/v2/cart/items', raffleEntry()));
    const res = await purchase(who);
    expect(refusal(res)).toMatchObject({ status: 422, code: 'insufficient_funds' });
    expect(await balanceOf(who)).toBe(100);
    expect(await ticketsSold(raffle.drawId)).toBe(soldBefore);
    expect(((await as(t, who).get('/v2/cart/items')).json().result as Cart).cartItems).toHaveLength(1);
    const tickets = await as(t, who).get('/v2/tickets?state=upcoming');
    expect(tickets.statusCode === 204 ? [] : tickets.json().result).toEqual([]);
  });

  it('refuses a purchase one second after the draw stops selling, and charges nothing', async () => {
    const who = await fundedCustomer(10_000);
    const draw = firstDraw(t, 'powerball2018');
    cartOf(await as(t, who).post('/v2/cart/items', powerballEntry({ draw_no: draw.drawNo })));
    t.clock.set(new Date(new Date(draw.stop).getTime() + 1000).toISOString());
    const res = await purchase(await signInAgain(t, who));
    expect(res.statusCode).toBe(409);
    expect(['cart_blocked', 'draw_closed']).toContain(refusal(res).code);
    expect(await balanceOf(who)).toBe(10_000);
  });

  it('charges the discounted total with a voucher, books the discount to promotions, and uses it once', async () => {
    const who = await fundedCustomer(20_000);
    cartOf(await as(t, who).post('/v2/cart/items', powerballEntry({ num_games: 18 })));
    const withCode = cartOf(
      await as(t, who).post('/v2/cart/promotion', { promotion_code: 'WELCOME5' }, { version: '3.3' }),
    );
    const receipt = receiptOf(await purchase(who));
    expect(receipt.discount).toEqual(aud(500));
    expect(receipt.total).toEqual(withCode.cartTotal);
    expect(await balanceOf(who)).toBe(20_000 - withCode.cartTotal.amount);
    // Once per customer.
    cartOf(await as(t, who).post('/v2/cart/items', powerballEntry({ num_games: 18 })));
    const second = await as(t, who).post('/v2/cart/promotion', { promotion_code: 'WELCOME5' }, { version: '3.3' });
    expect(refusal(second).code).toBe('promotion_not_added');
  });

  it('pays a credit voucher into the wallet after the purchase', async () => {
    const who = await fundedCustomer(20_000);
    cartOf(await as(t, who).post('/v2/cart/items', powerballEntry({ num_games: 18, num_draws: 2 })));
    const cart = cartOf(await as(t, who).post('/v2/cart/promotion', { promotion_code: 'BONUS20' }, { version: '3.3' }));
    receiptOf(await purchase(who));
    expect(await balanceOf(who)).toBe(20_000 - cart.cartTotal.amount + 2000);
  });

  it('keeps receipts to their owner', async () => {
    const who = await fundedCustomer(10_000);
    const other = await signUp(t);
    cartOf(await as(t, who).post('/v2/cart/items', powerballEntry()));
    const receipt = receiptOf(await purchase(who));
    expect((await as(t, other).get(`/v2/checkout/${receipt.checkoutId}`)).statusCode).toBe(404);
  });
});
