import type { Autoplay } from '@drawline/contracts';
import { describe, expect, it } from 'vitest';
import { as, checkoutTestApp } from '../../../tests/cart-helpers';
import { signUp } from '../../../tests/identity-helpers';
import { fundWallet } from '../../../tests/ledger-helpers';
import { aud } from '../../../tests/purchase-helpers';
import { powerballAutoplayLine, recordRecurring } from '../../../tests/recurring-helpers';
import { findSaleTerms } from '../../modules/catalogue';
import { listActiveRecurring } from '../../modules/recurring';
import { placeOrder } from '../checkout/place-order';
import { placementCartModule, recurringPurchaseCart } from './recurring-purchase-cart';

/**
 * The checkout records a line bought to be bought again inside its purchase transaction (issue
 * 25): its placeOrder, given a cart whose line has its autoplay on, makes the autoplay with the
 * order; a line without it makes none; a purchase refused makes nothing. (The cart itself sells
 * no recurring line while the engine is off, decision 303: the cart here is built as the
 * customer's will be, from a recorded autoplay's terms.)
 */
const t = checkoutTestApp();

async function autoplaysOf(who: Awaited<ReturnType<typeof signUp>>): Promise<Autoplay[]> {
  return ((await as(t, who).get('/v2/autoplay')).json().result ?? []) as Autoplay[];
}

/** Buys one draw of Powerball through the checkout's placeOrder, the line's autoplay on or off. */
async function buyPowerball(customerId: string, recurring: boolean) {
  const deps = t.app.recurringEngine;
  // The line's terms from an autoplay recorded for another customer, as the engine reads one.
  const other = await signUp(t);
  const [templateId] = await recordRecurring(t, other.customerId, [powerballAutoplayLine(t)]);
  const template = (await listActiveRecurring(deps.db, { afterId: null, limit: 10_000 })).find(
    (c) => c.row.id === templateId,
  )?.row;
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const terms = (
      await findSaleTerms(tx, deps.catalogue, ['powerball2018'], now, { syndicates: false, lockDraws: true })
    ).get('powerball2018');
    const draw = terms!.draws[0]!;
    const cart = recurringPurchaseCart({ ...template!, customerId }, terms!, draw, null);
    const line = {
      ...cart.lines[0]!,
      itemId: `item_${customerId}`,
      recurringPurchase: recurring ? { type: 'autoplay', enabled: true } : null,
    };
    return placeOrder({ ...deps, cart: placementCartModule(deps.cart, { ...cart, lines: [line] }) }, tx, {
      customerId,
    });
  });
}

describe('a purchase with a line bought to be bought again', () => {
  it('makes its autoplay in the purchase transaction, and an ordinary line makes none', async () => {
    const who = await signUp(t);
    await fundWallet(t.app, who.customerId, aud(200_00));

    await buyPowerball(who.customerId, false);
    expect(await autoplaysOf(who)).toEqual([]);

    const receipt = await buyPowerball(who.customerId, true);
    const [autoplay, ...more] = await autoplaysOf(who);
    expect(more).toEqual([]);
    expect(autoplay).toMatchObject({ productOfferKey: 'powerball2018' });
    expect(receipt.checkoutId).toBeTruthy();
  });

  it('makes nothing when the purchase is refused', async () => {
    const who = await signUp(t);
    // An empty wallet: the purchase is refused, and with it the autoplay.
    await expect(buyPowerball(who.customerId, true)).rejects.toThrow();
    expect(await autoplaysOf(who)).toEqual([]);
  });
});
