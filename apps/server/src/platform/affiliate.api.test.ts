import { type AddCartItemRequest, cookieNames, toCamelKeys } from '@drawline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, type CartTestApp, cartOf, createCartTestApp, powerballEntry } from '../../tests/cart-helpers';
import { signUp } from '../../tests/identity-helpers';
import { pagePortProbe } from '../../tests/page-port-helpers';
import { AFFILIATE_COOKIE_SECONDS } from './affiliate';

let t: CartTestApp;
const probe = pagePortProbe();
beforeAll(async () => {
  t = await createCartTestApp({ beforeReady: probe.beforeReady });
});
afterAll(() => t.close());

const consent = { [cookieNames.cookieConsent]: 'essential,non_essential' };

async function visit(query: string, cookies: Record<string, string> = consent) {
  return t.app.inject({ method: 'GET', url: `/blank.html?${query}`, cookies });
}
const affiliateCookie = (res: Awaited<ReturnType<typeof visit>>) =>
  res.cookies.find((c) => c.name === cookieNames.affiliate);

describe('the affiliate cookie (decision 479)', () => {
  it('keeps ?affiliate=<code> for 14 days with non-essential consent, a later code replacing it', async () => {
    const first = affiliateCookie(await visit('affiliate=partner-one_1'));
    expect(first).toMatchObject({
      value: 'partner-one_1',
      maxAge: AFFILIATE_COOKIE_SECONDS,
      httpOnly: true,
      path: '/',
    });
    expect(AFFILIATE_COOKIE_SECONDS).toBe(14 * 24 * 3600);
    const later = affiliateCookie(await visit('affiliate=partner2', { ...consent, affiliate: 'partner-one_1' }));
    expect(later?.value).toBe('partner2');
  });

  it('keeps nothing without consent to non-essential cookies', async () => {
    expect(affiliateCookie(await visit('affiliate=partner', {}))).toBeUndefined();
    const essential = { [cookieNames.cookieConsent]: 'essential' };
    expect(affiliateCookie(await visit('affiliate=partner', essential))).toBeUndefined();
  });

  it('ignores hostile and over-long codes', async () => {
    for (const code of ['a%00b', '%F0%9F%98%80', 'a%20b', '%3Cscript%3E', 'x'.repeat(65), '%ED%A0%80', '']) {
      expect(affiliateCookie(await visit(`affiliate=${code}`)), code).toBeUndefined();
    }
    expect(affiliateCookie(await visit(`affiliate=${'x'.repeat(64)}`))?.value).toBe('x'.repeat(64));
  });
});

describe('cart adds take the code from the affiliate cookie', () => {
  it('uses the visitor cookie when the body names none, and the body code when it does', async () => {
    const who = await signUp(t);
    const me = as(t, who);
    const cookie = { cookie: `${cookieNames.affiliate}=partner-a` };
    const added = cartOf(await me.post('/v2/cart/items', powerballEntry(), cookie));
    expect(added.cartItems.at(-1)?.affiliateCode).toBe('partner-a');
    const named = cartOf(await me.post('/v2/cart/items', powerballEntry({ affiliate_code: 'own-code' }), cookie));
    expect(named.cartItems.at(-1)?.affiliateCode).toBe('own-code');
    const none = cartOf(await me.post('/v2/cart/items', powerballEntry()));
    expect(none.cartItems.at(-1)?.affiliateCode).toBeNull();
  });

  it('ignores a hostile cookie, and one visitor never gets another visitor code', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    cartOf(await as(t, a).post('/v2/cart/items', powerballEntry(), { cookie: `${cookieNames.affiliate}=code-a` }));
    const bCart = cartOf(await as(t, b).post('/v2/cart/items', powerballEntry()));
    expect(bCart.cartItems.map((i) => i.affiliateCode)).toEqual([null]);
    const hostile = cartOf(
      await as(t, b).post('/v2/cart/items', powerballEntry(), { cookie: `${cookieNames.affiliate}=a%3Cb%3E` }),
    );
    expect(hostile.cartItems.at(-1)?.affiliateCode).toBeNull();
  });

  it('the anonymous cart takes the cookie too', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/v2/anon-cart' });
    const ref = created.json().result.cartReference as string;
    const res = await t.app.inject({
      method: 'POST',
      url: `/v2/anon-cart/${ref}/items`,
      payload: powerballEntry(),
      cookies: { [cookieNames.affiliate]: 'anon-partner' },
    });
    expect(cartOf(res).cartItems.at(-1)?.affiliateCode).toBe('anon-partner');
  });

  it("the pages' port takes the page visitor's cookie on a cart add", async () => {
    const who = await signUp(t);
    const cookies = { [cookieNames.affiliate]: 'port-partner' };
    const port = await probe.portFor(t.app, { accessToken: who.accessToken, cookies });
    const body = toCamelKeys<AddCartItemRequest>(powerballEntry());
    const cart = await port.addCartItem(body);
    expect(cart.cartItems.at(-1)?.affiliateCode).toBe('port-partner');
    const other = await probe.portFor(t.app, { accessToken: (await signUp(t)).accessToken });
    expect((await other.addCartItem(body)).cartItems.at(-1)?.affiliateCode).toBeNull();
  });
});
