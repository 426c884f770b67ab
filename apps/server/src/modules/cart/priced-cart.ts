import type { AutoRemovedItem, CartItemPurchaseStatus, Currency, GameOffer, Money } from '@drawline/contracts';
import type { Db, Tx } from '../../db/client';
import type { SaleDraw, SaleSyndicate, SaleTerms } from '../catalogue';
import type { cartItems, carts } from './cart.tables';
import type { PromotionOutcome, VoucherTerms } from './promotion-rules';

/** The shapes of a priced cart, shared by pricing and the blocked-reason checks. */
export type CartRow = typeof carts.$inferSelect;
/** A cart_items row as stored: a membership line has no draw (decision 476). */
export type StoredCartItemRow = typeof cartItems.$inferSelect;
/** An entry's row: it always has its draw (the table's check cart_items_draw). */
export type CartItemRow = StoredCartItemRow & { drawNo: number; drawId: string; drawDate: Date };
export const isEntryRow = (row: StoredCartItemRow): row is CartItemRow =>
  row.productType !== 'membership' && row.drawNo !== null && row.drawId !== null && row.drawDate !== null;

/** The premium membership line (decision 476): one a cart, a month of the membership's price, never discounted. */
export interface MembershipLine {
  item: StoredCartItemRow;
  program: string;
  offerKey: string;
  offerName: string;
  price: Money;
}
export type Executor = Db | Tx;

/** An item the cart can sell now, priced from the catalogue. */
export interface PricedLine {
  item: CartItemRow;
  terms: SaleTerms;
  gameOffer: GameOffer;
  draw: SaleDraw;
  /** The draws covered that are scheduled now, first draw first. */
  draws: SaleDraw[];
  syndicate: SaleSyndicate | null;
  unitPrice: Money;
  price: Money;
  /** The line's share of the promotion's discount. */
  discount: Money;
  entryCount: number;
  purchaseStatus: CartItemPurchaseStatus;
  recurringOn: boolean;
  /** The offer is suspended or unavailable for now (blocked reason offer_unavailable). */
  offerUnavailable: boolean;
  /** More tickets or shares are asked for in the cart than are left (blocked reason not_enough_stock). */
  stockShort: boolean;
}

/** An item a build takes out (autoRemovedItems), with what is still known of it. */
export interface RemovedLine {
  item: CartItemRow;
  terms: SaleTerms | undefined;
  gameOffer: GameOffer | undefined;
  unitPrice: Money;
  reason: AutoRemovedItem['removedReason'];
}

export interface PricedCart {
  cart: CartRow | null;
  lines: PricedLine[];
  removed: RemovedLine[];
  /** The premium membership line, when the cart holds one and premium is on sale. */
  membership: MembershipLine | null;
  currency: Currency;
  subtotal: Money;
  preOrderTotal: Money;
  total: Money;
  voucher: VoucherTerms | null;
  promotion: PromotionOutcome | null;
  blockedReasons: Record<string, string>;
}
