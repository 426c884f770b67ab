import { IDEMPOTENCY_KEY_HEADER } from '@drawline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  type CartTestApp,
  cartOf,
  createCartTestApp,
  powerballEntry,
  raffleEntry,
} from '../../../tests/cart-helpers';
import { type SignedIn, signUp } from '../../../tests/identity-helpers';
import { cryptoRandom } from '../../lib/random';

/**
 * A cart change retried with its Idempotency-Key changes nothing (issue 24, docs/decisions/331):
 * an add whose answer was lost and was sent again puts one item in the cart, not two, and answers
 * the first answer. The key is optional: without one each call is a change of its own.
 */
let t: CartTestApp;
beforeAll(async () => {
  t = await createCartTestApp({ poolSize: 10 });
});
afterAll(() => t.close());

const newKey = () => cryptoRandom.uuid();
const keyed = (key: string) => ({ [IDEMPOTENCY_KEY_HEADER]: key });
const items = async (who: SignedIn) => cartOf(await as(t, who).get('/v2/cart/items')).cartItems;

describe('a cart change with an Idempotency-Key', () => {
  it('retried with the same key leaves one item and answers the same', async () => {
    const who = await signUp(t);
    const key = newKey();
    const first = await as(t, who).post('/v2/cart/items', powerballEntry(), keyed(key));
    expect(first.statusCode, first.body).toBe(200);
    const again = await as(t, who).post('/v2/cart/items', powerballEntry(), keyed(key));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await items(who)).toHaveLength(1);
    // A new attempt (a new key) is a new change.
    cartOf(await as(t, who).post('/v2/cart/items', powerballEntry(), keyed(newKey())));
    expect(await items(who)).toHaveLength(2);
  });

  it('sent twice at once with one key adds one item', async () => {
    const who = await signUp(t);
    const key = newKey();
    const answers = await Promise.all([
      as(t, who).post('/v2/cart/items', raffleEntry(), keyed(key)),
      as(t, who).post('/v2/cart/items', raffleEntry(), keyed(key)),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers[1]?.json()).toEqual(answers[0]?.json());
    expect(await items(who)).toHaveLength(1);
  });

  it('retried removal answers the first answer instead of not found; another body with the key is refused', async () => {
    const who = await signUp(t);
    const [item] = cartOf(await as(t, who).post('/v2/cart/items', powerballEntry())).cartItems;
    const key = newKey();
    const removed = await as(t, who).delete(`/v2/cart/items/${item?.id}`, keyed(key));
    expect(removed.statusCode, removed.body).toBe(200);
    const again = await as(t, who).delete(`/v2/cart/items/${item?.id}`, keyed(key));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(removed.json());
    const reused = await as(t, who).post('/v2/cart/items', powerballEntry(), keyed(key));
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error.code).toBe('idempotency_key_reused');
    expect(await items(who)).toHaveLength(0);
  });

  it('keeps nothing of a refused change, refuses a malformed key, and works without a key as before', async () => {
    const who = await signUp(t);
    const key = newKey();
    const refused = await as(t, who).post('/v2/cart/items', powerballEntry({ num_games: 3 }), keyed(key));
    expect(refused.statusCode).toBe(400);
    // The same key with a body that passes is judged afresh: the refusal kept no key.
    expect((await as(t, who).post('/v2/cart/items', powerballEntry({ num_games: 3 }), keyed(key))).statusCode).toBe(
      400,
    );
    const malformed = await as(t, who).post('/v2/cart/items', powerballEntry(), keyed('has spaces'));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('idempotency_key_invalid');
    cartOf(await as(t, who).post('/v2/cart/items', powerballEntry()));
    cartOf(await as(t, who).post('/v2/cart/items', powerballEntry()));
    expect(await items(who)).toHaveLength(2);
  });

  it('on an anonymous cart too: a retried add puts one item in it', async () => {
    const ref = (await t.app.inject({ method: 'POST', url: '/v2/anon-cart' })).json().result.cartReference as string;
    const key = newKey();
    const add = () =>
      t.app.inject({
        method: 'POST',
        url: `/v2/anon-cart/${ref}/items`,
        payload: powerballEntry(),
        headers: keyed(key),
      });
    const first = await add();
    expect(first.statusCode, first.body).toBe(200);
    const again = await add();
    expect(again.json()).toEqual(first.json());
    const cart = await t.app.inject({ method: 'GET', url: `/v2/anon-cart/${ref}` });
    expect(cart.json().result.cartItems).toHaveLength(1);
  });
});
