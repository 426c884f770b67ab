import type { Money } from '@drawline/contracts';
import type { PricedCart } from './priced-cart';

/**
 * What the cart asks of the responsible-gambling limits (the limits module, wired in app.ts): the
 * blocked reasons a purchase of the cart's total would meet now. The purchase checks again, under
 * a lock, in its own transaction (flows/checkout/place-order.ts).
 */
export interface CartLimits {
  purchaseBlockedReasons(input: { customerId: string; amount: Money }): Promise<Record<string, string>>;
}

/** The priced cart with the limits' reasons added after its own (2-shopping.md §3 blockedReasons). */
export async function withLimitReasons(
  limits: CartLimits | undefined,
  priced: PricedCart,
  customerId: string | null,
): Promise<PricedCart> {
  if (!limits || !customerId || !priced.lines.length) return priced;
  const reasons = await limits.purchaseBlockedReasons({ customerId, amount: priced.total });
  return { ...priced, blockedReasons: { ...priced.blockedReasons, ...reasons } };
}
