import type { Money } from '@drawline/contracts';
import type { Tx } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { voucherRedemptions } from './cart.tables';
import type { CartDeps } from './cart-store';
import { promotionMessage } from './promotion-rules';

/**
 * For the checkout flow, in its transaction: the customer has used the voucher in this
 * checkout (amount: the discount given, or the credit to pay into the wallet). Once per
 * customer, kept by the table's key: a second use, even a racing one, is promotion_not_added.
 */
export async function recordRedemption(
  deps: CartDeps,
  tx: Tx,
  redemption: { promotionCode: string; customerId: string; checkoutId: string; amount: Money },
): Promise<void> {
  const written = await tx
    .insert(voucherRedemptions)
    .values({
      voucherCode: redemption.promotionCode,
      customerId: redemption.customerId,
      checkoutId: redemption.checkoutId,
      amount: redemption.amount.amount,
      currency: redemption.amount.currency,
      redeemedAt: deps.clock.now(),
    })
    .onConflictDoNothing()
    .returning({ code: voucherRedemptions.voucherCode });
  if (!written.length)
    throw new AppError('promotion_not_added', { message: promotionMessage('already_used', undefined) });
}
