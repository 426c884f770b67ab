import type { Cart } from '@drawline/contracts';
import { carts } from './cart.tables';
import { toCartAnswer } from './cart-answer';
import { type CartDeps, deleteExpiredAnonymousCarts, hashCartToken } from './cart-store';
import { priceCart } from './price-cart';

/**
 * POST /anon-cart (2-shopping.md §4): a new anonymous cart and its token, 256 random bits the
 * web keeps in its 14-day cookie and sends back in the path. Only the token's hash is stored,
 * so the table never holds a usable token. Each new cart also clears a few expired ones.
 */
export async function createAnonymousCart(deps: CartDeps): Promise<Cart> {
  const now = deps.clock.now();
  await deleteExpiredAnonymousCarts(deps.db, now);
  const token = deps.random.token(32);
  const [cart] = await deps.db
    .insert(carts)
    .values({ id: deps.random.uuid(), anonymousTokenHash: hashCartToken(token), createdAt: now, lastUsedAt: now })
    .returning();
  return toCartAnswer(
    await priceCart(deps.db, cart ?? null, { now, customerId: null, catalogue: deps.catalogue, engines: deps.engines }),
    token,
  );
}
