import type { Cart, UpdateCartItemRequest } from '@drawline/contracts';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../platform/app-error';
import { findSaleTerms } from '../catalogue';
import { cartItems } from './cart.tables';
import { type CartChangeClaim, changeCart } from './cart-change-keys';
import { type CartDeps, type CartOwner, findOwnCart, isItemId, touchCart } from './cart-store';
import { draftOfItem, refuse } from './check-cart-item';
import { checkDraft } from './check-lotto-party-share';
import { getCart } from './get-cart';
import type { CartItemRow, Executor } from './price-cart';
import { isEntryRow } from './priced-cart';

/** An item of the owner's cart; another cart's item is not found, never touched. */
export async function findOwnItem(
  deps: CartDeps,
  exec: Executor,
  owner: CartOwner,
  itemId: string,
): Promise<{ cartId: string; item: CartItemRow }> {
  const cart = await findOwnCart(deps, exec, owner);
  const [item] =
    cart && isItemId(itemId)
      ? await exec
          .select()
          .from(cartItems)
          .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cart.id)))
      : [];
  if (!cart || !item) throw new AppError('cart_item_not_found');
  // A membership line is one month of premium, nothing to choose: it is removed, not changed (decision 476).
  if (!isEntryRow(item)) refuse(['Daily Winners Premium has nothing to change: remove it from your cart instead.']);
  return { cartId: cart.id, item };
}

/**
 * PUT /cart/items/{id} and PUT /anon-cart/{ref}/items/{itemId}: lays the change over the item
 * and checks the whole entry again as on adding (its draw included), then stores it.
 */
export async function updateCartItem(
  deps: CartDeps,
  owner: CartOwner,
  itemId: string,
  change: UpdateCartItemRequest,
  claim?: CartChangeClaim,
): Promise<Cart> {
  return changeCart(
    deps,
    claim,
    async ({ db }) => {
      const { cartId, item } = await findOwnItem(deps, db, owner, itemId);
      const draft = draftOfItem(item, change);
      // A syndicate's stock is read only for a share of one (checkCartItem looks at it for no other draft).
      const terms = await findSaleTerms(db, deps.catalogue, [draft.productOfferKey], deps.clock.now(), {
        syndicates: draft.gameType === 'syndicate',
      });
      const checked = await checkDraft(db, deps, owner, draft, terms.get(draft.productOfferKey));
      const now = deps.clock.now();
      const updated = await db
        .update(cartItems)
        .set({ ...checked, updatedAt: now })
        .where(and(eq(cartItems.id, item.id), eq(cartItems.cartId, cartId)))
        .returning({ id: cartItems.id });
      // Removed meanwhile (another tab, a build): the item is gone.
      if (!updated.length) throw new AppError('cart_item_not_found');
      await touchCart(db, cartId, now);
    },
    ({ db }) => getCart(deps, owner, db),
  );
}
