import { type AddCartItemRequest, toCamelKeys } from '@drawline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, type CartTestApp, createCartTestApp, powerballEntry } from '../../tests/cart-helpers';
import { signUp } from '../../tests/identity-helpers';
import { pagePortProbe, sent } from '../../tests/page-port-helpers';
import { aud, fundCustomer } from '../../tests/purchase-helpers';
import { cryptoRandom } from '../lib/random';

/**
 * The customer's funds are read once a page for the customer and the cart (docs/decisions/508),
 * and afresh after a call of the same page that may change them: an action's loaders run in the
 * same request as the action, so the page after a purchase shows what is left, as GET /customer does.
 */
let t: CartTestApp;
const probe = pagePortProbe();

beforeAll(async () => {
  t = await createCartTestApp({ beforeReady: probe.beforeReady });
});
afterAll(() => t.close());

describe('the funds of one page', () => {
  it('after a purchase through the same port, the customer and the cart read what is left', async () => {
    const who = await signUp(t);
    await fundCustomer(t.db, who.customerId, aud(100_00));
    expect((await as(t, who).post('/v2/cart/items', powerballEntry())).statusCode).toBe(200);
    const port = await probe.portFor(t.app, { accessToken: who.accessToken });
    const [before, cart] = await Promise.all([port.customer(), port.cart()]);
    expect(before.balance).toEqual(aud(100_00));
    expect(cart.cartItems.length).toBe(1);

    await port.purchase({}, { idempotencyKey: cryptoRandom.uuid() });
    const after = await port.customer();
    expect(after.balance.amount).toBe(100_00 - cart.cartTotal.amount);
    const http = await t.app.inject({ method: 'GET', url: '/v2/customer', headers: who.auth });
    expect(sent(after)).toEqual(http.json().result);

    // A second page of the same customer reads the same, once.
    expect(sent(await port.customer())).toEqual(sent(after));
  });

  it('a page that adds to the cart reads the cart’s funds after the change', async () => {
    const who = await signUp(t);
    await fundCustomer(t.db, who.customerId, aud(1_00));
    const port = await probe.portFor(t.app, { accessToken: who.accessToken });
    expect((await port.customer()).availableFunds).toEqual(aud(1_00));
    await fundCustomer(t.db, who.customerId, aud(50_00));
    // Not a change through the port: the page keeps what it read (one read a page).
    expect((await port.customer()).availableFunds).toEqual(aud(1_00));
    await port.addCartItem(toCamelKeys<AddCartItemRequest>(powerballEntry()));
    expect((await port.customer()).availableFunds).toEqual(aud(51_00));
    const http = await as(t, who).get('/v2/cart/items');
    expect(sent(await port.cart())).toEqual(http.json().result);
  });
});
