import { type AddCartItemRequest, type Cart, MAX_CART_ITEMS } from '@drawline/contracts';
import { count, eq, max, sql } from 'drizzle-orm';
import { inOneStatement, writePart } from '../../db/one-statement';
import { AppError } from '../../platform/app-error';
import { findSaleTerms, saleDrawsPart } from '../catalogue';
import { cartItems } from './cart.tables';
import { type CartChangeClaim, changeCart } from './cart-change-keys';
import { type CartDeps, type CartOwner, openOwnCart, touchCartPart } from './cart-store';
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

/**
 * Appends a checked item to a cart, within the cart's limit of items, and marks the cart used, in
 * one statement: the item takes the position after the cart's last, and the count the statement saw
 * before its insert decides the limit (a full cart throws, and the caller's transaction takes the
 * insert back). The cart row is locked by the caller, in an earlier statement, so this one's
 * snapshot holds every item of the changes that held the lock before.
 */
export async function appendItem(
  deps: CartDeps,
  exec: Executor,
  cartId: string,
  item: CheckedCartItem | CheckedMembershipLine,
): Promise<string> {
  const now = deps.clock.now();
  const id = deps.random.uuid();
  const ofCart = eq(cartItems.cartId, cartId);
  const position = sql`(${exec
    .select({ next: sql`coalesce(${max(cartItems.position)}, 0) + 1` })
    .from(cartItems)
    .where(ofCart)})`;
  const insert = exec
    .insert(cartItems)
    .values({ ...item, id, cartId, position, addedAt: now, updatedAt: now })
    .returning({ id: cartItems.id });
  const { countBefore } = await inOneStatement(exec, {
    countBefore: { answer: sql`(${exec.select({ n: count() }).from(cartItems).where(ofCart)})`, read: Number },
    added: writePart('cart_item_added', insert),
    touched: touchCartPart(exec, cartId, now),
  });
  if (countBefore >= MAX_CART_ITEMS) {
    const message = `Your cart is full (${MAX_CART_ITEMS} items). Buy or remove some items first.`;
    throw new AppError('cart_item_invalid', {
      message,
      errors: [{ target: 'this', code: 'cart_item_invalid', message }],
    });
  }
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
        });
        return;
      }
      // The catalogue's version and the offer's draws on sale in one statement (decision 561); a
      // syndicate's stock is read only for a share of one (checkCartItem looks at it for no other draft).
      const now = deps.clock.now();
      const offerKey = sql`select ${draft.productOfferKey}::text as key`;
      const { sale } = await inOneStatement(db, { sale: saleDrawsPart(db, offerKey, now, { lock: false }) });
      const terms = await findSaleTerms(db, deps.catalogue, [draft.productOfferKey], now, {
        syndicates: draft.gameType === 'syndicate',
        read: sale,
      });
      const item = await checkDraft(db, deps, owner, draft, terms.get(draft.productOfferKey));
      await transaction(async (tx) => {
        const cart = await openOwnCart(deps, tx, owner);
        await appendItem(deps, tx, cart.id, item);
      });
    },
    ({ db }) => getCart(deps, owner, db),
  );
}
