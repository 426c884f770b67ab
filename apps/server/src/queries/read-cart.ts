import { type Cart, cartBlockedReasons } from '@drawline/contracts';
import type { CartModule } from '../modules/cart';
import { COUNTRY_BANNED_REASON, type CountryRules } from '../modules/country-rules';
import type { LimitsModule } from '../modules/limits';
import type { Verification } from '../modules/verification';
import type { Wallet } from '../modules/wallet';

export interface CartReadDeps {
  cart: CartModule;
  limits: Pick<LimitsModule, 'purchaseBlockedReasons'>;
  wallet: Pick<Wallet, 'getFunds'>;
  countryRules: Pick<CountryRules, 'isBanned' | 'bannedMessage'>;
  verification: Pick<Verification, 'purchaseBlockedReasons'>;
}

/** Whose cart is read, and where the request comes from (the country rules judge it). */
export interface CartReader {
  customerId: string;
  /** The customer's segment: some buy only once verified (decision 441). */
  segmentName: string;
  countryCode: string;
  /** Support asked the customer to complete their details first (decision 469). */
  accountUpgrade?: boolean;
}

/** The customer's cart priced now, as GET /cart/items answers it (the pages' port reads it too). */
export async function readCart(deps: CartReadDeps, reader: CartReader): Promise<Cart> {
  return withBlockedReasons(deps, reader, await deps.cart.getCart({ customerId: reader.customerId }));
}

/**
 * A customer's cart answer (the cart module's) with the blocked reasons of the customer after the
 * cart's own (2-shopping.md §3; docs/decisions/211): a purchase from a country the shop does not
 * sell to (docs/decisions/384), by a customer whose segment buys only once verified (decision 441), past a spend or pre-commitment limit, or, when the wallet's
 * available funds fall short, a deposit past a deposit limit (docs/decisions/327). An empty cart
 * has none. No lock: the purchase checks again.
 */
export async function withBlockedReasons(
  deps: Omit<CartReadDeps, 'cart'>,
  reader: CartReader,
  cart: Cart,
): Promise<Cart> {
  if (!cart.cartItems.length) return cart;
  const amount = cart.cartTotal;
  const { availableFunds } = await deps.wallet.getFunds(reader.customerId, amount.currency);
  const reasons = await deps.limits.purchaseBlockedReasons({ customerId: reader.customerId, amount, availableFunds });
  const verification = await deps.verification.purchaseBlockedReasons(reader.customerId, reader.segmentName);
  const country: Record<string, string> = deps.countryRules.isBanned(reader.countryCode)
    ? { [COUNTRY_BANNED_REASON]: deps.countryRules.bannedMessage(reader.countryCode) }
    : {};
  const upgrade: Record<string, string> = reader.accountUpgrade
    ? { account_upgrade_required: cartBlockedReasons.account_upgrade_required.message({}) }
    : {};
  return { ...cart, blockedReasons: { ...cart.blockedReasons, ...country, ...upgrade, ...verification, ...reasons } };
}
