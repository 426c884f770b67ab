import { describe, expect, it } from 'vitest';
import { cartAction } from './cart-action.server';
import { cartItem, cartOf } from './cart-fixtures.test-support';
import { fakeApi } from './fake-api.test-support';
import { itemFormData } from './item-form';

const entry = itemFormData({
  productOfferKey: 'saturday_lotto',
  option: { gameType: 'standard', gameOffer: 'standard', syndicateEncodedId: null },
  numGames: 2,
  numDraws: 1,
  quickPick: true,
});

function post(fields: Record<string, string>, query = '') {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  return new Request(`http://shop/cart${query}`, {
    method: 'POST',
    body,
    headers: { cookie: 'anonymous_cart_token=tok' },
  });
}

/** What an action answered: the data and status of data(), or the thrown redirect. */
async function outcome(run: Promise<unknown>) {
  try {
    const answer = (await run) as { data: unknown; init?: { status?: number } };
    return { data: answer.data, status: answer.init?.status ?? 200 };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { redirect: thrown.headers.get('location'), cookies: thrown.headers.getSetCookie() };
    throw thrown;
  }
}

const added = () => ({ result: cartOf([cartItem({ id: 'first' }), cartItem({ id: 'new', numGames: 2 })]) });

describe('the cart action: adding from a play page', () => {
  it('goes to the cart page keeping only the utm parameters (2-shopping.md §4)', async () => {
    const { calls, context } = fakeApi({ 'POST /anon-cart/tok/items': added });
    const answer = await outcome(cartAction(post(entry, '?utm_source=mail&utm_campaign=spring&gclid=x'), context));
    expect(answer).toMatchObject({ redirect: '/cart?utm_campaign=spring&utm_source=mail' });
    expect(answer.cookies).toEqual([expect.stringMatching(/^anonymous_cart_token=tok;/)]);
    expect(calls[0]?.body).toMatchObject({ productOfferKey: 'saturday_lotto', quickPick: true });
  });

  it('answers the added item for the pre-cart drawer when a script asks for it', async () => {
    const { context } = fakeApi({ 'POST /anon-cart/tok/items': added });
    const answer = await outcome(cartAction(post({ ...entry, drawer: '1' }), context));
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({
      ok: true,
      added: { id: 'new', summary: '2 games of Saturday Lotto for 1 draw' },
      count: 2,
      total: { amount: 340 },
    });
  });

  it('answers the first problem under errors.this when the cart refuses the item (2-shopping.md §8)', async () => {
    const { context } = fakeApi({
      'POST /anon-cart/tok/items': () => ({
        status: 400,
        code: 'cart_item_invalid',
        message: 'Lotto Party entries are bought in a Lotto Party session.',
        errors: {
          this: [
            { code: 'cart_item_invalid', message: 'Lotto Party entries are bought in a Lotto Party session.' },
            { code: 'cart_item_invalid', message: 'Another problem.' },
          ],
        },
      }),
    });
    const answer = await outcome(cartAction(post({ ...entry, drawer: '1' }), context));
    expect(answer).toEqual({
      status: 400,
      data: { ok: false, intent: 'add', error: 'Lotto Party entries are bought in a Lotto Party session.' },
    });
  });

  it('leaves a server failure to the error page', async () => {
    const { context } = fakeApi({
      'POST /anon-cart/tok/items': () => ({ status: 500, code: 'internal_error', message: 'Something went wrong' }),
    });
    await expect(cartAction(post(entry), context)).rejects.toMatchObject({ status: 500 });
  });
});

describe('the cart action: the cart page’s changes', () => {
  it('shows promotion_not_added with its message', async () => {
    const { context } = fakeApi({
      'POST /anon-cart/tok/promotion': () => ({
        status: 400,
        code: 'promotion_not_added',
        message: 'This promotion code has expired.',
        errors: { promotion_code: [{ code: 'promotion_not_added', message: 'This promotion code has expired.' }] },
      }),
    });
    const answer = await outcome(cartAction(post({ intent: 'apply-promotion', promotionCode: 'summer10' }), context));
    expect(answer).toMatchObject({ status: 400, data: { ok: false, error: 'This promotion code has expired.' } });
  });

  it('asks for a code before calling, and refuses what it does not know', async () => {
    const { calls, context } = fakeApi({});
    expect(await outcome(cartAction(post({ intent: 'apply-promotion', promotionCode: ' ' }), context))).toMatchObject({
      status: 400,
      data: { error: 'Enter a promotion code.' },
    });
    expect(await outcome(cartAction(post({ intent: 'explode' }), context))).toMatchObject({ status: 400 });
    expect(calls).toEqual([]);
  });

  it('changes a quantity, removes an item, and builds the cart when the removed-items notice is closed', async () => {
    const { calls, context } = fakeApi({
      'PUT /anon-cart/tok/items/i1': () => ({ result: cartOf([cartItem()]) }),
      'DELETE /anon-cart/tok/items/i1': () => ({ result: cartOf([]) }),
      'POST /anon-cart/tok/build': () => ({ result: cartOf([]) }),
    });
    await cartAction(post({ intent: 'quantity', itemId: 'i1', quantity: '3' }), context);
    await cartAction(post({ intent: 'remove', itemId: 'i1' }), context);
    const closed = await outcome(cartAction(post({ intent: 'close-removed' }), context));
    expect(closed).toMatchObject({ status: 200, data: { ok: true, added: null, count: 0 } });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'PUT /anon-cart/tok/items/i1',
      'DELETE /anon-cart/tok/items/i1',
      'POST /anon-cart/tok/build',
    ]);
    expect(calls[0]?.body).toEqual({ quantity: 3 });
  });
});

describe('the cart action: one Idempotency-Key an attempt (decision 331)', () => {
  it('sends the attempt’s key with the change, and the same key again on its retry', async () => {
    const { calls, context } = fakeApi({
      'POST /anon-cart/tok/items': added,
      'DELETE /anon-cart/tok/items/first': added,
    });
    const key = '6f1c7c1e-8c1e-4c55-9d7e-3f3a2b1c0d9e';
    await outcome(cartAction(post({ ...entry, drawer: '1', changeKey: key }), context));
    await outcome(cartAction(post({ ...entry, drawer: '1', changeKey: key }), context));
    await outcome(cartAction(post({ intent: 'remove', itemId: 'first', changeKey: 'another-key' }), context));
    expect(calls.map((c) => c.headers.get('idempotency-key'))).toEqual([key, key, 'another-key']);
  });

  it('sends no key for a form without one (no script) or with a malformed one, and changes as before', async () => {
    const { calls, context } = fakeApi({ 'POST /anon-cart/tok/items': added });
    await outcome(cartAction(post({ ...entry, drawer: '1' }), context));
    await outcome(cartAction(post({ ...entry, drawer: '1', changeKey: 'has spaces' }), context));
    expect(calls.map((c) => c.headers.get('idempotency-key'))).toEqual([null, null]);
  });

  it('shows a sold-out draw’s one message (decision 330)', async () => {
    const message = 'Sorry, Make a Smile Lottery draw 12 is sold out.';
    const { context } = fakeApi({
      'POST /anon-cart/tok/items': () => ({
        status: 409,
        code: 'sold_out',
        message,
        errors: { this: [{ code: 'sold_out', message }] },
      }),
    });
    const answer = await outcome(cartAction(post({ ...entry, drawer: '1' }), context));
    expect(answer).toEqual({ status: 409, data: { ok: false, intent: 'add', error: message } });
  });
});
