import {
  type AddCartItemRequest,
  ANONYMOUS_CART_TTL_SECONDS,
  type Cart,
  type CartChangeCall,
  cookieNames,
  errorMessages,
  type PlatformPort,
  safeIdentifier,
  type UpdateCartItemRequest,
} from '@drawline/contracts';
import type { AppLoadContext } from 'react-router';
import { ApiError } from '../../lib/api';
import { apiSession } from '../../lib/api-session.server';
import { serializeCookie } from '../../lib/cookies';
import { getCustomer } from '../../lib/customer.server';

/**
 * The storefront's side of the two carts (2-shopping.md §4, §5, §7; docs/decisions/111 and 140):
 * a signed-in customer's cart is theirs (/cart/…); a visitor's is the anonymous cart whose token
 * the storefront keeps in a 14-day cookie (/anon-cart/{token}/…). Each read and change goes through
 * the pages' port (contracts CartPort, docs/decisions/326), no HTTP in the process. Every call answers the whole
 * Cart, which is kept for the rest of the request, so a page render reads the cart once whether
 * the shell (the count badge) or the page asks first.
 */

const TOKEN_COOKIE = cookieNames.anonymousCartToken;

type Owner = { kind: 'customer' } | { kind: 'anonymous'; token: string } | { kind: 'visitor' };

/** A change to a cart, by what the customer did. */
export type CartChange =
  | { kind: 'add'; item: AddCartItemRequest }
  | { kind: 'update'; itemId: string; changes: UpdateCartItemRequest }
  | { kind: 'remove'; itemId: string }
  | { kind: 'applyPromotion'; promotionCode: string }
  | { kind: 'removePromotion' }
  | { kind: 'build' };

const carts = new WeakMap<object, Promise<Cart | null>>();

function remember(context: AppLoadContext, cart: Cart | null): Cart | null {
  carts.set(context, Promise.resolve(cart));
  return cart;
}

function storedToken(request: Request, context: AppLoadContext): string | undefined {
  return safeIdentifier(apiSession(request, context).cookie(TOKEN_COOKIE));
}

/** Keeps the token 14 days from this use (the API keeps the cart as long after its last use). */
function keepToken(request: Request, context: AppLoadContext, token: string): void {
  apiSession(request, context).setCookie(
    serializeCookie(TOKEN_COOKIE, token, {
      maxAgeSeconds: ANONYMOUS_CART_TTL_SECONDS,
      secure: context.cookieSecure,
      httpOnly: true,
    }),
  );
}

function dropToken(request: Request, context: AppLoadContext): void {
  apiSession(request, context).setCookie(
    serializeCookie(TOKEN_COOKIE, '', { maxAgeSeconds: 0, secure: context.cookieSecure, httpOnly: true }),
  );
}

async function ownerOf(request: Request, context: AppLoadContext): Promise<Owner> {
  if (await getCustomer(request, context)) return { kind: 'customer' };
  const token = storedToken(request, context);
  return token ? { kind: 'anonymous', token } : { kind: 'visitor' };
}

/** The anonymous cart is gone (expired, converted by someone else, or never was): 404 cart_not_found. */
function isCartGone(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404 && error.code === 'cart_not_found';
}

/** The attempt's Idempotency-Key, when it has one, as a change of the port carries it (decision 331). */
const keyed = (key: string | undefined): CartChangeCall | undefined => (key ? { idempotencyKey: key } : undefined);

/** A change to the signed-in customer's cart through the pages' port (POST /cart/items, …); building takes no key. */
function changeCustomerCart(port: PlatformPort, change: CartChange, key?: string): Promise<Cart> {
  switch (change.kind) {
    case 'add':
      return port.addCartItem(change.item, keyed(key));
    case 'update':
      return port.updateCartItem(change.itemId, change.changes, keyed(key));
    case 'remove':
      return port.removeCartItem(change.itemId, keyed(key));
    case 'applyPromotion':
      return port.applyPromotion({ promotionCode: change.promotionCode }, keyed(key));
    case 'removePromotion':
      return port.removePromotion(keyed(key));
    case 'build':
      return port.buildCart();
  }
}

/** A change to an anonymous cart by its token through the pages' port (POST /anon-cart/{ref}/items, …). */
function changeAnonymousCart(port: PlatformPort, token: string, change: CartChange, key?: string): Promise<Cart> {
  switch (change.kind) {
    case 'add':
      return port.addAnonymousCartItem(token, change.item, keyed(key));
    case 'update':
      return port.updateAnonymousCartItem(token, change.itemId, change.changes, keyed(key));
    case 'remove':
      return port.removeAnonymousCartItem(token, change.itemId, keyed(key));
    case 'applyPromotion':
      return port.applyAnonymousPromotion(token, { promotionCode: change.promotionCode }, keyed(key));
    case 'removePromotion':
      return port.removeAnonymousPromotion(token, keyed(key));
    case 'build':
      return port.buildAnonymousCart(token);
  }
}

const portOf = (request: Request, context: AppLoadContext) => apiSession(request, context).platform;

/**
 * Converts the visitor's anonymous cart into the signed-in customer's (POST /anon-cart/{ref}/convert:
 * its items join theirs) and removes the token cookie (2-shopping.md §4). Called where signing in
 * or signing up succeeds, and by any cart read that still finds a token beside a session. A failure
 * never stops the sign-in: a gone cart just loses its cookie, anything else is tried again later.
 */
export async function adoptAnonymousCart(request: Request, context: AppLoadContext): Promise<Cart | null> {
  const token = storedToken(request, context);
  if (!token) return null;
  try {
    const cart = await portOf(request, context).convertAnonymousCart(token);
    dropToken(request, context);
    return remember(context, cart);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) dropToken(request, context);
    return null;
  }
}

/**
 * The visitor's cart, read once per request (GET /cart/items or GET /anon-cart/{ref}); null when a
 * visitor has none. A stored token that answers 404 is dropped (2-shopping.md §4, §8): the next
 * item starts a new cart.
 */
export function readCart(request: Request, context: AppLoadContext): Promise<Cart | null> {
  const known = carts.get(context);
  if (known) return known;
  const pending = (async (): Promise<Cart | null> => {
    const owner = await ownerOf(request, context);
    if (owner.kind === 'customer') {
      const adopted = storedToken(request, context) ? await adoptAnonymousCart(request, context) : null;
      return adopted ?? apiSession(request, context).platform.cart();
    }
    if (owner.kind === 'visitor') return null;
    try {
      return await apiSession(request, context).platform.anonymousCart(owner.token);
    } catch (error) {
      if (!isCartGone(error)) throw error;
      dropToken(request, context);
      return null;
    }
  })();
  carts.set(context, pending);
  return pending;
}

/**
 * Makes one change to the visitor's cart and answers the cart after it, with the attempt's
 * Idempotency-Key when it has one (a retry of the attempt changes the cart once). The first item of a
 * visitor makes an anonymous cart (POST /anon-cart) and keeps its token; a stored token whose cart
 * is gone is dropped and, for an item, a new cart made.
 */
export async function changeCart(
  request: Request,
  context: AppLoadContext,
  change: CartChange,
  key?: string,
): Promise<Cart> {
  const owner = await ownerOf(request, context);
  const port = portOf(request, context);
  if (owner.kind === 'customer') return remember(context, await changeCustomerCart(port, change, key)) as Cart;
  if (owner.kind === 'anonymous') {
    try {
      const cart = await changeAnonymousCart(port, owner.token, change, key);
      keepToken(request, context, owner.token);
      return remember(context, cart) as Cart;
    } catch (error) {
      if (!isCartGone(error)) throw error;
      dropToken(request, context);
      remember(context, null);
      if (change.kind !== 'add') throw error;
    }
  } else if (change.kind !== 'add') {
    throw new ApiError(404, errorMessages.cart_not_found, 'cart_not_found', null, null);
  }
  const created = await port.createAnonymousCart();
  const token = safeIdentifier(created.cartReference);
  if (!token) throw new ApiError(502, errorMessages.internal_error, 'invalid_response', null, null);
  keepToken(request, context, token);
  remember(context, created);
  return remember(context, await changeAnonymousCart(port, token, change, key)) as Cart;
}
