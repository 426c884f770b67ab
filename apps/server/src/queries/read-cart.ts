import type { Cart } from '@drawline/contracts';
import type { CartModule } from '../modules/cart';
import type { LimitsModule } from '../modules/limits';
import type { Wallet } from '../modules/wallet';

export interface CartReadDeps {
  cart: CartModule;
  limits: Pick<LimitsModule, 'purchaseBlockedReasons'>;
  wallet: Pick<Wallet, 'getFunds'>;
}

/** The customer's cart priced now, as GET /cart/items answers it (the pages' port reads it too). */
export async function readCart(deps: CartReadDeps, customerId: string): Promise<Cart> {
  return withLimitReasons(deps, customerId, await deps.cart.getCart({ customerId }));
}

/**
 * A customer's cart answer (the cart module's) with the blocked reasons of the customer's limits
 * after the cart's own (2-shopping.md §3; docs/decisions/211): a purchase past a spend or
 * pre-commitment limit, or, when the wallet's available funds fall short, a deposit past a
 * deposit limit (docs/decisions/327). An empty cart has none. No lock: the purchase checks again.
 */
export async function withLimitReasons(
  deps: Omit<CartReadDeps, 'cart'>,
  customerId: string,
  cart: Cart,
): Promise<Cart> {
  if (!cart.cartItems.length) return cart;
  const amount = cart.cartTotal;
  const { availableFunds } = await deps.wallet.getFunds(customerId, amount.currency);
  const reasons = await deps.limits.purchaseBlockedReasons({ customerId, amount, availableFunds });
  return { ...cart, blockedReasons: { ...cart.blockedReasons, ...reasons } };
}
