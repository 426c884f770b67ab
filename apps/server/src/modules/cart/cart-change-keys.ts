import { type Cart, IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@drawline/contracts';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { type IdempotencyClaim, requestHash, withIdempotency } from '../idempotency';
import { type CartDeps, type CartOwner, hashCartToken, isCustomer } from './cart-store';

/**
 * A cart change with an `Idempotency-Key` is made once per key (issue 24, docs/decisions/331): a
 * retry with the same key answers the first answer and changes nothing. The key is optional on
 * these calls (a browser already in the field sends none, and a change without one works as
 * before): adding, changing and removing an item, adding and removing a promotion, of the
 * customer's cart and of an anonymous cart (platform/openapi-access.ts names them). The claim is
 * an argument of each change, made by its HTTP route or by the pages' port from the same parts.
 */
export type CartChangeClaim = IdempotencyClaim;

/** A cart change as its key judges it: the request's parts as its HTTP route reads them. */
export interface CartChangeParts {
  owner: CartOwner;
  key: string | undefined;
  method: string;
  /** The route's registered pattern, e.g. /v2/anon-cart/:ref/items. */
  route: string;
  params: unknown;
  query: unknown;
  body: unknown;
}

/**
 * The claim a change runs under, or none when the call has no key; a malformed key is 400
 * idempotency_key_invalid. Whose key: the customer's cart's, or the anonymous cart's (by its
 * token's hash, never the token), apart from the money calls' `customer:<id>`.
 */
export function cartChangeClaim(call: CartChangeParts): CartChangeClaim | undefined {
  if (!call.key) return undefined;
  if (!IDEMPOTENCY_KEY_PATTERN.test(call.key)) throw new AppError('idempotency_key_invalid');
  const scope = isCustomer(call.owner)
    ? `cart:customer:${call.owner.customerId}`
    : `cart:anon:${hashCartToken(call.owner.anonymousToken)}`;
  const { method, route, params, query, body } = call;
  return { scope, key: call.key, requestHash: requestHash({ method, route, params, query, body }) };
}

/**
 * The cart changes' routes as registered (under API_PREFIX): a change's key is judged with its
 * route's pattern, so the routes and the pages' port name them from here (decision 331).
 */
export const cartChangeRoutes = {
  items: '/cart/items',
  item: '/cart/items/:id',
  promotion: '/cart/promotion',
  anonItems: '/anon-cart/:ref/items',
  anonItem: '/anon-cart/:ref/items/:itemId',
  anonPromotion: '/anon-cart/:ref/promotion',
} as const;

/** The claim of a cart change's HTTP request, by its `Idempotency-Key` header. */
export function cartChangeClaimOf(request: FastifyRequest, owner: CartOwner): CartChangeClaim | undefined {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  return cartChangeClaim({
    owner,
    key: Array.isArray(header) ? header[0] : header,
    method: request.method,
    route: request.routeOptions.url ?? '',
    params: request.params,
    query: request.query,
    body: request.body,
  });
}

/**
 * Runs a cart change and answers the cart after it. Without a claim: `change` with the database,
 * its transactions its own. With one: the change and its answer in the key's transaction, once
 * (withIdempotency); a retry answers the stored cart.
 */
export async function changeCart(
  deps: CartDeps,
  claim: CartChangeClaim | undefined,
  change: (exec: CartExecutor) => Promise<void>,
  answer: (exec: CartExecutor) => Promise<Cart>,
): Promise<Cart> {
  if (!claim) {
    await change({ db: deps.db, transaction: (work) => deps.db.transaction(work) });
    return answer({ db: deps.db, transaction: (work) => deps.db.transaction(work) });
  }
  const outcome = await withIdempotency(deps, claim, async (tx) => {
    const inKey: CartExecutor = { db: tx, transaction: (work) => work(tx) };
    await change(inKey);
    return { status: 200, body: await answer(inKey) };
  });
  return outcome.body;
}

/** Where a change reads and writes: the database (or the key's transaction), and a transaction in it. */
export interface CartExecutor {
  db: CartDeps['db'] | Tx;
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
}
