import { type AddCartItemRequest, type Cart, MAX_CART_ITEMS } from '@drawline/contracts';
import { count, eq, max } from 'drizzle-orm';
import { AppError } from '../../platform/app-error';
import { findSaleTerms } from '../catalogue';
import { cartItems } from './cart.tables';
import { type CartChangeClaim, changeCart } from './cart-change-keys';
import { type CartDeps, type CartOwner, openOwnCart, touchCart } from './cart-store';
import { type CheckedCartItem, draftOf } from './check-cart-item';
import { checkDraft } from './check-lotto-party-share';
import {
  type CheckedMembershipLine,
  checkMembershipLine,
  isMembershipDraft,
  refuseSecondMembership,
} from './check-membership-line';
import { getCart } from './get-cart';
import type { Executor } from './price-cart';

/** Appends a checked item to a cart, within the cart's limit of items; the cart row is locked by the caller. */
export async function appendItem(
  deps: CartDeps,
  exec: Executor,
  cartId: string,
  item: CheckedCartItem | CheckedMembershipLine,
): Promise<string> {
  const [held] = await exec
    .select({ n: count(), last: max(cartItems.position) })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId));
  if ((held?.n ?? 0) >= MAX_CART_ITEMS) {
    const message = `Your cart is full (${MAX_CART_ITEMS} items). Buy or remove some items first.`;
    throw new AppError('cart_item_invalid', {
      message,
      errors: [{ target: 'this', code: 'cart_item_invalid', message }],
    });
  }
  const now = deps.clock.now();
  const id = deps.random.uuid();
  await exec.insert(cartItems).values({
    ...item,
    id,
    cartId,
    position: (held?.last ?? 0) + 1,
    addedAt: now,
    updatedAt: now,
  });
  return id;
}

/**
 * POST /cart/items and POST /anon-cart/{ref}/items (2-shopping.md §5): checks the entry against
 * the catalogue (outside the transaction, so the database is held only for the write; inside the
 * key's transaction when it has an Idempotency-Key, decision 331), then adds it to the owner's
 * cart, making the customer's cart when there is none.
 */
export async function addCartItem(
  deps: CartDeps,
  owner: CartOwner,
  request: AddCartItemRequest,
  claim?: CartChangeClaim,
): Promise<Cart> {
  return changeCart(
    deps,
    claim,
    async ({ db, transaction }) => {
      const draft = draftOf(request);
      if (isMembershipDraft(draft)) {
        const line = checkMembershipLine(draft, owner, deps.engines);
        await transaction(async (tx) => {
          const cart = await openOwnCart(deps, tx, owner);
          await refuseSecondMembership(tx, cart.id);
          await appendItem(deps, tx, cart.id, line);
          await touchCart(tx, cart.id, deps.clock.now());
        });
        return;
      }
      // A syndicate's stock is read only for a share of one (checkCartItem looks at it for no other draft).
      const terms = await findSaleTerms(db, deps.catalogue, [draft.productOfferKey], deps.clock.now(), {
        syndicates: draft.gameType === 'syndicate',
      });
      const item = await checkDraft(db, deps, owner, draft, terms.get(draft.productOfferKey));
      await transaction(async (tx) => {
        const cart = await openOwnCart(deps, tx, owner);
        await appendItem(deps, tx, cart.id, item);
        await touchCart(tx, cart.id, deps.clock.now());
      });
    },
    ({ db }) => getCart(deps, owner, db),
  );
}
