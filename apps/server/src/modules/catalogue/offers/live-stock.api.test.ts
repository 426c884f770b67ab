import { IDEMPOTENCY_KEY_HEADER, type PlatformPort, type ProductOffersAnswer } from '@drawline/contracts';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { as, cartOf, checkoutTestApp, firstDraw, raffleEntry } from '../../../../tests/cart-helpers';
import { signUp } from '../../../../tests/identity-helpers';
import { fundWallet } from '../../../../tests/ledger-helpers';
import { cryptoRandom } from '../../../lib/random';
import { MAX_STOCK_PER_TAKE, takeStock } from '../draws';

/**
 * The product offers answer is kept 60 s, but a raffle's stock and purchase status are never
 * shown stale (issue 24, docs/decisions/330): the moment the last tickets are bought, the call and
 * the pages' port both say sold out, while the rest of the answer stays kept.
 */
let seen: FastifyRequest | undefined;
const t = checkoutTestApp({
  beforeReady: (app) => {
    app.get('/port-probe', { schema: { hide: true } }, async (request, reply) => {
      seen = request;
      return reply.status(204).send();
    });
  },
});

async function port(): Promise<PlatformPort> {
  await t.app.inject({ method: 'GET', url: '/port-probe' });
  if (!seen) throw new Error('The probe page was not asked.');
  return t.app.pagePorts(seen)(undefined);
}

const OFFERS = '/v2/pricing/default/product_offers';
const drawIn = (answer: ProductOffersAnswer, drawId: string) =>
  answer.offers.flatMap((o) => o.draws).find((d) => d.drawId === drawId);

describe('the product offers answer after the last raffle tickets are bought', () => {
  it('says sold out with none remaining at once, over HTTP and through the pages’ port', async () => {
    const raffle = firstDraw(t, 'make_a_smile_lottery');
    expect(raffle.ticketCap, 'the demo raffle has limited stock').not.toBeNull();
    // Sold elsewhere, all but one bundle of 5 tickets.
    for (let rest = (raffle.ticketCap ?? 0) - raffle.ticketsSold - 5; rest > 0; rest -= MAX_STOCK_PER_TAKE) {
      const quantity = Math.min(rest, MAX_STOCK_PER_TAKE);
      await t.db.transaction((tx) => takeStock(tx, { drawId: raffle.drawId, quantity, now: t.clock.now() }));
    }
    // Both ways read once and keep the answer: 5 remaining, open.
    const before = await t.app.inject({ method: 'GET', url: OFFERS });
    expect(drawIn(before.json().result, raffle.drawId)).toMatchObject({ purchaseStatus: 'open', ticketsRemaining: 5 });
    expect((await t.app.inject({ method: 'GET', url: OFFERS })).headers['x-cache']).toBe('HIT');
    expect(drawIn(await (await port()).productOffers('default'), raffle.drawId)).toMatchObject({
      purchaseStatus: 'open',
      ticketsRemaining: 5,
    });

    // A customer buys the last 5.
    const buyer = await signUp(t);
    await fundWallet(t.app, buyer.customerId, { amount: 100_000, currency: 'AUD' });
    cartOf(await as(t, buyer).post('/v2/cart/items', raffleEntry({ draw_no: raffle.drawNo })));
    const bought = await as(t, buyer).post('/v2/cart/purchase', undefined, {
      [IDEMPOTENCY_KEY_HEADER]: cryptoRandom.uuid(),
    });
    expect(bought.statusCode, bought.body).toBe(200);

    const sold = { purchaseStatus: 'sold_out', ticketsRemaining: 0, ticketsSold: raffle.ticketCap };
    const after = await t.app.inject({ method: 'GET', url: OFFERS });
    expect(after.headers['x-cache']).toBe('MISS');
    expect(drawIn(after.json().result, raffle.drawId)).toMatchObject(sold);
    expect(drawIn(await (await port()).productOffers('default'), raffle.drawId)).toMatchObject(sold);
    // Kept again for everyone until the stock changes.
    const again = await t.app.inject({ method: 'GET', url: OFFERS });
    expect(again.headers['x-cache']).toBe('HIT');
    expect(again.body).toBe(after.body);
    // The rest of the answer is what was kept before the purchase.
    const others = (a: ProductOffersAnswer) => a.offers.filter((o) => o.key !== 'make_a_smile_lottery');
    expect(others(after.json().result)).toEqual(others(before.json().result));
  });
});
