import { IDEMPOTENCY_KEY_HEADER, type Receipt } from '@drawline/contracts';
import { describe, expect, it, vi } from 'vitest';
import { as, cartOf, checkoutTestApp, powerballEntry, refusal } from '../../../tests/cart-helpers';
import { type SignedIn, signUp } from '../../../tests/identity-helpers';
import { fundWallet } from '../../../tests/ledger-helpers';
import { cryptoRandom } from '../../lib/random';
import { IDEMPOTENT_REPLAYED_HEADER } from '../../modules/idempotency';

/**
 * Purchase lanes (docs/decisions/286): one purchase at once and one waiting here. A purchase past
 * them is refused at once with 503, Retry-After and the envelope, having changed nothing; one that
 * waited, or ran, finishes; the refused one's retry with its key buys once.
 */
const t = checkoutTestApp({ config: { purchaseLanes: { running: 1, waiting: 1, maxWaitMs: 60_000 } } });

async function customerWithCart(): Promise<SignedIn> {
  const who = await signUp(t);
  await fundWallet(t.app, who.customerId, { amount: 10_000, currency: 'AUD' });
  cartOf(await as(t, who).post('/v2/cart/items', powerballEntry({ num_games: 4 })));
  return who;
}

const purchase = (who: SignedIn, key: string) =>
  as(t, who).post('/v2/cart/purchase', undefined, { [IDEMPOTENCY_KEY_HEADER]: key });
const balanceOf = async (who: SignedIn) => (await t.app.wallet.getFunds(who.customerId, 'AUD')).availableFunds.amount;
const itemsOf = async (who: SignedIn) => cartOf(await as(t, who).get('/v2/cart/items')).cartItems.length;

describe('purchase lanes', () => {
  it('refuses a purchase past the lanes at once with 503 and changes nothing; the waiting one and the retry buy once', async () => {
    const [waiting, refused] = [await customerWithCart(), await customerWithCart()];
    let openLane: () => void = () => {};
    const held = t.app.purchaseLanes.run(
      () =>
        new Promise<void>((resolve) => {
          openLane = resolve;
        }),
    );
    const queued = purchase(waiting, cryptoRandom.uuid());
    await vi.waitFor(() => expect(t.app.purchaseLanes.load()).toEqual({ running: 1, waiting: 1 }));

    const key = cryptoRandom.uuid();
    const busy = await purchase(refused, key);
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('1');
    expect(refusal(busy).code).toBe('service_unavailable');
    expect(await balanceOf(refused)).toBe(10_000);
    expect(await itemsOf(refused)).toBe(1);

    openLane();
    await held;
    const bought = await queued;
    expect(bought.statusCode, bought.body).toBe(200);
    const paid = (bought.json().result as Receipt).total.amount;
    expect(await balanceOf(waiting)).toBe(10_000 - paid);

    const retried = await purchase(refused, key);
    expect(retried.statusCode, retried.body).toBe(200);
    const again = await purchase(refused, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers[IDEMPOTENT_REPLAYED_HEADER]).toBe('true');
    expect(again.json().result).toEqual(retried.json().result);
    expect(await balanceOf(refused)).toBe(10_000 - (retried.json().result as Receipt).total.amount);
    expect(t.app.purchaseLanes.load()).toEqual({ running: 0, waiting: 0 });
  });
});
