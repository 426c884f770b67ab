import type { Money } from '@drawline/contracts';
import type { CartLineView } from './cart-view';

/** What the cart page's forms ask its action to do (the add-to-cart form's intent is in item-form.ts). */
export const cartIntents = {
  quantity: 'quantity',
  remove: 'remove',
  applyPromotion: 'apply-promotion',
  removePromotion: 'remove-promotion',
  /** Turns a line's AutoPlay on or off (PUT /cart/items/{id} recurringPurchase): issue 25. */
  recurring: 'recurring',
  /** Dismisses the notice of items taken out: the build removes them for good (action type close). */
  closeRemoved: 'close-removed',
} as const;

/** The cart action's answer when it does not redirect. */
export type CartActionData =
  | { ok: true; intent: string; added: CartLineView | null; count: number; total: Money }
  | { ok: false; intent: string; error: string };

/** The buy form's field that carries the attempt's Idempotency-Key (purchase.server.ts). */
export const IDEMPOTENCY_KEY_FIELD = 'idempotencyKey';
