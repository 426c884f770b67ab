import type { z } from 'zod';
import type { addCartItemRequestSchema, Cart, promotionRequestSchema, updateCartItemRequestSchema } from './cart';

/**
 * What a cart change of the pages' port carries beside its input: the attempt's Idempotency-Key,
 * optional as on the HTTP call (docs/decisions/331). A retry with the same key answers the first
 * answer and changes nothing; a key used over HTTP is the same key here.
 */
export interface CartChangeCall {
  idempotencyKey?: string;
}

type AddItem = z.input<typeof addCartItemRequestSchema>;
type UpdateItem = z.input<typeof updateCartItemRequestSchema>;
type Promotion = z.input<typeof promotionRequestSchema>;

/**
 * The pages' port's cart changes (2-shopping.md §4, §5, §7), as the storefront's actions make
 * them; part of PlatformPort (platform-port.ts, docs/decisions/326). Each answers the cart after
 * the change, as the call named beside it does: the customer's with their limits' blocked reasons.
 */
export interface CartPort {
  /** POST /cart/items: 401 for a visitor. */
  addCartItem(body: AddItem, change?: CartChangeCall): Promise<Cart>;
  /** PUT /cart/items/{id} */
  updateCartItem(itemId: string, body: UpdateItem, change?: CartChangeCall): Promise<Cart>;
  /** DELETE /cart/items/{id} */
  removeCartItem(itemId: string, change?: CartChangeCall): Promise<Cart>;
  /** POST /cart/promotion (v3.3) */
  applyPromotion(body: Promotion, change?: CartChangeCall): Promise<Cart>;
  /** DELETE /cart/promotion (v3.3) */
  removePromotion(change?: CartChangeCall): Promise<Cart>;
  /** POST /cart/build: takes no key (building again changes nothing more). */
  buildCart(): Promise<Cart>;
  /** POST /anon-cart/{ref}/convert: the anonymous cart's items join the signed-in customer's. */
  convertAnonymousCart(ref: string): Promise<Cart>;
  /** POST /anon-cart: a new anonymous cart, its token in cartReference. */
  createAnonymousCart(): Promise<Cart>;
  /** POST /anon-cart/{ref}/items: 404 cart_not_found when the cart is gone. */
  addAnonymousCartItem(ref: string, body: AddItem, change?: CartChangeCall): Promise<Cart>;
  /** PUT /anon-cart/{ref}/items/{itemId} */
  updateAnonymousCartItem(ref: string, itemId: string, body: UpdateItem, change?: CartChangeCall): Promise<Cart>;
  /** DELETE /anon-cart/{ref}/items/{itemId} */
  removeAnonymousCartItem(ref: string, itemId: string, change?: CartChangeCall): Promise<Cart>;
  /** POST /anon-cart/{ref}/promotion */
  applyAnonymousPromotion(ref: string, body: Promotion, change?: CartChangeCall): Promise<Cart>;
  /** DELETE /anon-cart/{ref}/promotion */
  removeAnonymousPromotion(ref: string, change?: CartChangeCall): Promise<Cart>;
  /** POST /anon-cart/{ref}/build */
  buildAnonymousCart(ref: string): Promise<Cart>;
}
