import { describe, expect, it } from 'vitest';
import { apiSession } from '../../lib/api-session.server';
import { adoptAnonymousCart, changeCart, readCart } from './cart.server';
import { cartItem, cartOf } from './cart-fixtures.test-support';
import { fakeApi, pageRequest } from './fake-api.test-support';

const item = { productOfferKey: 'saturday_lotto', gameType: 'standard' as const, gameOffer: 'standard', numGames: 2 };
const gone = () => ({ status: 404, code: 'cart_not_found', message: 'This cart no longer exists.' });
const customer = () => ({ result: { customerId: 'c1', firstname: 'Ann' } });

function setCookies(request: Request, context: Parameters<typeof apiSession>[1]): string[] {
  return apiSession(request, context).headers().getSetCookie();
}

describe('a visitor’s cart', () => {
  it('is nothing, and asks nothing, before a first item', async () => {
    const { calls, context } = fakeApi({});
    expect(await readCart(pageRequest(), context)).toBeNull();
    expect(calls).toEqual([]);
  });

  it('is made by the first item, its token kept 14 days in an HttpOnly, SameSite=Lax cookie', async () => {
    const { calls, context } = fakeApi(
      {
        'POST /anon-cart': () => ({ status: 201, result: cartOf([], { cartReference: 'tok_1' }) }),
        'POST /anon-cart/tok_1/items': () => ({ result: cartOf([cartItem()], { cartReference: 'tok_1' }) }),
      },
      { cookieSecure: true },
    );
    const request = pageRequest();
    const cart = await changeCart(request, context, { kind: 'add', item });
    expect(cart.cartItems).toHaveLength(1);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /anon-cart', 'POST /anon-cart/tok_1/items']);
    expect(calls[1]?.body).toEqual(item);
    const [cookie] = setCookies(request, context).slice(-1);
    expect(cookie).toMatch(/^anonymous_cart_token=tok_1;/);
    expect(cookie).toContain('Max-Age=1209600');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Secure');
    // The same request reads the cart it just changed without asking again.
    expect(await readCart(request, context)).toBe(cart);
    expect(calls).toHaveLength(2);
  });

  it('is not Secure where the shop runs on plain http (COOKIE_SECURE off)', async () => {
    const { context } = fakeApi({
      'POST /anon-cart': () => ({ status: 201, result: cartOf([], { cartReference: 'tok_1' }) }),
      'POST /anon-cart/tok_1/items': () => ({ result: cartOf([cartItem()]) }),
    });
    const request = pageRequest();
    await changeCart(request, context, { kind: 'add', item });
    expect(setCookies(request, context).join('\n')).not.toContain('Secure');
  });

  it('drops a stored token that answers 404, and shows no cart', async () => {
    const { context } = fakeApi({ 'GET /anon-cart/old_tok': gone });
    const request = pageRequest('anonymous_cart_token=old_tok');
    expect(await readCart(request, context)).toBeNull();
    expect(setCookies(request, context)).toEqual([expect.stringMatching(/^anonymous_cart_token=; .*Max-Age=0/)]);
  });

  it('makes a new cart for an item when the stored one is gone', async () => {
    const { calls, context } = fakeApi({
      'POST /anon-cart/old_tok/items': gone,
      'POST /anon-cart': () => ({ status: 201, result: cartOf([], { cartReference: 'new_tok' }) }),
      'POST /anon-cart/new_tok/items': () => ({ result: cartOf([cartItem()]) }),
    });
    const request = pageRequest('anonymous_cart_token=old_tok');
    await changeCart(request, context, { kind: 'add', item });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /anon-cart/old_tok/items',
      'POST /anon-cart',
      'POST /anon-cart/new_tok/items',
    ]);
    expect(setCookies(request, context).at(-1)).toMatch(/^anonymous_cart_token=new_tok;/);
  });

  it('says the cart is gone for any other change to a gone cart', async () => {
    const { context } = fakeApi({ 'DELETE /anon-cart/old_tok/items/i1': gone });
    await expect(
      changeCart(pageRequest('anonymous_cart_token=old_tok'), context, { kind: 'remove', itemId: 'i1' }),
    ).rejects.toMatchObject({ status: 404, code: 'cart_not_found' });
    await expect(changeCart(pageRequest(), context, { kind: 'build' })).rejects.toMatchObject({ status: 404 });
  });

  it('ignores a token cookie that is not a token (1-platform.md §5)', async () => {
    const { calls, context } = fakeApi({});
    expect(await readCart(pageRequest('anonymous_cart_token=../../x'), context)).toBeNull();
    expect(calls).toEqual([]);
  });

  it('takes promotions on its own calls', async () => {
    const { calls, context } = fakeApi({ 'POST /anon-cart/tok/promotion': () => ({ result: cartOf([cartItem()]) }) });
    await changeCart(pageRequest('anonymous_cart_token=tok'), context, {
      kind: 'applyPromotion',
      promotionCode: 'SAVE10',
    });
    expect(calls[0]?.body).toEqual({ promotionCode: 'SAVE10' });
  });
});

describe('a signed-in customer’s cart', () => {
  const signedIn = 'web_access_token=at';

  it('is read once per request, however many loaders ask (the shell’s badge and the page)', async () => {
    const { calls, context } = fakeApi({
      'GET /customer': customer,
      'GET /cart/items': () => ({ result: cartOf([cartItem()]) }),
    });
    const request = pageRequest(signedIn);
    const [shell, page] = await Promise.all([readCart(request, context), readCart(request, context)]);
    expect(page).toBe(shell);
    expect(calls.filter((c) => c.path === '/cart/items')).toHaveLength(1);
  });

  it('uses the customer calls', async () => {
    const { calls, context } = fakeApi({
      'GET /customer': customer,
      'PUT /cart/items/i%2F1': () => ({ result: cartOf([cartItem()]) }),
      'DELETE /cart/promotion': () => ({ result: cartOf([cartItem()]) }),
    });
    const request = pageRequest(signedIn);
    await changeCart(request, context, { kind: 'update', itemId: 'i/1', changes: { quantity: 3 } });
    await changeCart(request, context, { kind: 'removePromotion' });
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ quantity: 3 });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('DELETE /cart/promotion');
  });

  it('takes in the anonymous cart still in the browser, and removes its cookie', async () => {
    const { calls, context } = fakeApi({
      'GET /customer': customer,
      'POST /anon-cart/tok/convert': () => ({ result: cartOf([cartItem(), cartItem({ id: 'b' })]) }),
    });
    const request = pageRequest(`${signedIn}; anonymous_cart_token=tok`);
    expect((await readCart(request, context))?.cartItems).toHaveLength(2);
    expect(calls.map((c) => c.path)).toEqual(['/customer', '/anon-cart/tok/convert']);
    expect(setCookies(request, context)).toEqual([expect.stringMatching(/^anonymous_cart_token=; .*Max-Age=0/)]);
  });
});

describe('adoptAnonymousCart (sign-in and sign-up)', () => {
  it('converts the visitor’s cart and removes the token', async () => {
    const { calls, context } = fakeApi({ 'POST /anon-cart/tok/convert': () => ({ result: cartOf([cartItem()]) }) });
    const request = pageRequest('anonymous_cart_token=tok');
    expect((await adoptAnonymousCart(request, context))?.cartItems).toHaveLength(1);
    expect(calls).toHaveLength(1);
    expect(setCookies(request, context)[0]).toMatch(/Max-Age=0/);
  });

  it('does nothing without a token', async () => {
    const { calls, context } = fakeApi({});
    expect(await adoptAnonymousCart(pageRequest(), context)).toBeNull();
    expect(calls).toEqual([]);
  });

  it('never stops a sign-in: a gone cart loses its cookie, a failure keeps it for later', async () => {
    const goneCart = fakeApi({ 'POST /anon-cart/tok/convert': gone });
    const request = pageRequest('anonymous_cart_token=tok');
    expect(await adoptAnonymousCart(request, goneCart.context)).toBeNull();
    expect(setCookies(request, goneCart.context)[0]).toMatch(/Max-Age=0/);

    const failing = fakeApi({
      'POST /anon-cart/tok/convert': () => ({ status: 503, code: 'service_unavailable', message: 'Later.' }),
    });
    const again = pageRequest('anonymous_cart_token=tok');
    expect(await adoptAnonymousCart(again, failing.context)).toBeNull();
    expect(setCookies(again, failing.context)).toEqual([]);
  });
});
