import { AsyncLocalStorage } from 'node:async_hooks';
import { type Cart, IDEMPOTENCY_KEY_HEADER } from '@drawline/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client';
import { takesIdempotencyKey } from '../../platform/openapi-access';
import { type IdempotencyClaim, idempotencyKeyOf, requestHash, withIdempotency } from '../idempotency';
import { type CartDeps, hashCartToken } from './cart-store';

/**
 * A cart change with an `Idempotency-Key` is made once per key (issue 24, docs/decisions/331): a
 * retry with the same key answers the first answer and changes nothing. The key is optional on
 * these calls (a browser already in the field sends none, and a change without one works as
 * before): adding, changing and removing an item, adding and removing a promotion, of the
 * customer's cart and of an anonymous cart (platform/openapi-access.ts names them).
 */

/**
 * The key a cart change runs under, from the request to the cart's own functions. The customer's
 * cart calls are queries that call the cart's functions (queries/cart.routes.ts), so the claim
 * travels with the request rather than as an argument through them.
 */
const changeKeys = new AsyncLocalStorage<IdempotencyClaim>();

/** Whose key: the customer's, or the anonymous cart's (by its token's hash, never the token). */
function scopeOf(request: FastifyRequest): string | undefined {
  const customerId = request.auth?.customerId;
  if (request.routeOptions.url?.startsWith('/v2/cart/')) return customerId ? `cart:customer:${customerId}` : undefined;
  const ref = (request.params as { ref?: unknown } | undefined)?.ref;
  return typeof ref === 'string' ? `cart:anon:${hashCartToken(ref)}` : undefined;
}

/**
 * The hook (after the sign-in and the body's validation) that puts a cart change's key, when it
 * has one, around the rest of the request: a malformed key is 400 idempotency_key_invalid.
 */
export function registerCartChangeKeys(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => {
    if (!request.headers[IDEMPOTENCY_KEY_HEADER]) return done();
    const route = request.routeOptions.url ?? '';
    if (!takesIdempotencyKey(request.method, route)) return done();
    const scope = scopeOf(request);
    if (!scope) return done();
    let key: string;
    try {
      key = idempotencyKeyOf(request);
    } catch (error) {
      return done(error as Error);
    }
    const hash = requestHash({
      method: request.method,
      route,
      params: request.params,
      query: request.query,
      body: request.body,
    });
    changeKeys.run({ scope, key, requestHash: hash }, done);
  });
}

/**
 * Runs a cart change and answers the cart after it. Without a key: `change` with the database,
 * its transactions its own. With one: the change and its answer in the key's transaction, once
 * (withIdempotency); a retry answers the stored cart.
 */
export async function changeCart(
  deps: CartDeps,
  change: (exec: CartExecutor) => Promise<void>,
  answer: (exec: CartExecutor) => Promise<Cart>,
): Promise<Cart> {
  const claim = changeKeys.getStore();
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
