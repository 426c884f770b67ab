import type { z } from 'zod';
import type { DepositPurchase, depositPurchaseBodySchema, purchaseRequestSchema } from './funds';
import type { Receipt } from './orders';
import type { PartnerPort } from './partners';
import type { MoneyCall } from './payouts-port';

/**
 * The pages' port's purchase (2-shopping.md §7), as the buy page's action makes it; part of
 * PlatformPort (platform-port.ts, docs/decisions/326 and 332).
 */
export interface CheckoutPort extends PartnerPort {
  /** POST /cart/purchase: the signed-in customer's cart bought from their wallet; a money call, idempotent by key. */
  purchase(body: z.input<typeof purchaseRequestSchema>, money: MoneyCall): Promise<Receipt>;
  /**
   * POST /deposit_purchase (v3.3): a card deposit, then the cart bought from the wallet; a money
   * call, idempotent by key. With 3-D Secure the deposit answers its bank's page and the purchase
   * waits for the callback.
   */
  depositPurchase(body: z.input<typeof depositPurchaseBodySchema>, money: MoneyCall): Promise<DepositPurchase>;
}
