import { createHash } from 'node:crypto';
import { ANONYMOUS_CART_TTL_SECONDS, type ShopEngines } from '@drawline/contracts';
import { and, eq, gt, inArray, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { type FirstPart, inOneStatement, rowsAsJson, tableRowsFromJson, writePart } from '../../db/one-statement';
import type { Clock } from '../../lib/clock';
import type { Random } from '../../lib/random';
import { AppError } from '../../platform/app-error';
import type { CatalogueCache } from '../catalogue';
import { carts } from './cart.tables';
import type { CartRow, Executor } from './price-cart';

export interface CartDeps {
  db: Db;
  /** The process's copy of the catalogue's static rows that carts are priced from (docs/decisions/285). */
  catalogue: CatalogueCache;
  clock: Clock;
  random: Random;
  /** The engines the shop sells with (config.shopEngines, docs/decisions/353): nothing of one that is off gets in. */
  engines: Readonly<ShopEngines>;
}

/** Who a call acts for: a signed-in customer, or the holder of an anonymous cart's token. */
export type CartOwner = { customerId: string } | { anonymousToken: string };

export const isCustomer = (owner: CartOwner): owner is { customerId: string } => 'customerId' in owner;

/** Anonymous tokens are 256-bit random, so a plain SHA-256 is enough to store them. */
export const hashCartToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Tokens we hand out are 43 characters of base64url; anything else cannot be one. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const anonymousCartExpiry = (now: Date): Date => new Date(now.getTime() - ANONYMOUS_CART_TTL_SECONDS * 1000);

export const cartNotFound = () => new AppError('cart_not_found');

/** Item ids are UUIDs; any other text names no item (and never reaches a query). */
const ITEM_ID_SHAPE = /^[0-9a-fA-F-]{36}$/;
export const isItemId = (id: string): boolean => ITEM_ID_SHAPE.test(id);

/** The customer's active cart: one at most (carts_active_customer_idx). */
const isActiveCartOf = (customerId: string) => and(eq(carts.customerId, customerId), eq(carts.status, 'active'));

/**
 * The id of the customer's active cart as a query, for a statement sent before the cart's own row
 * is known (a purchase's reads sent behind the cart's lock, decision 565).
 */
export const activeCartIdOf = (exec: Executor, customerId: string): SQL =>
  sql`(${exec.select({ id: carts.id }).from(carts).where(isActiveCartOf(customerId))})`;

export async function findCustomerCart(
  exec: Executor,
  customerId: string,
  opts: { lock?: boolean } = {},
): Promise<CartRow | undefined> {
  const query = exec.select().from(carts).where(isActiveCartOf(customerId));
  const [row] = opts.lock ? await query.for('update') : await query;
  return row;
}

/**
 * The customer's active cart locked in one statement with a part that runs first (decision 542):
 * the lock waits for the part's gate, and takes nothing when the gate is shut.
 */
export async function lockCustomerCartAfter(
  tx: Tx,
  customerId: string,
  first: FirstPart,
): Promise<CartRow | undefined> {
  const lock = tx
    .select()
    .from(carts)
    .where(and(isActiveCartOf(customerId), first.gate))
    .for('update');
  const sent = await inOneStatement(tx, {
    first: first.part,
    cart: {
      with: [['purchase_cart_lock', lock]],
      answer: rowsAsJson(sql`select * from purchase_cart_lock`),
      read: (value) => tableRowsFromJson(carts, value)[0],
    },
  });
  return sent.cart;
}

/** An anonymous cart by its token, in any status; undefined once unused for 14 days. */
export async function findAnonymousCart(
  exec: Executor,
  token: string,
  now: Date,
  opts: { lock?: boolean } = {},
): Promise<CartRow | undefined> {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  const query = exec
    .select()
    .from(carts)
    .where(and(eq(carts.anonymousTokenHash, hashCartToken(token)), gt(carts.lastUsedAt, anonymousCartExpiry(now))));
  const [row] = opts.lock ? await query.for('update') : await query;
  return row;
}

/** The customer's active cart, made when there is none (two racing calls end with the same one). */
export async function openCustomerCart(deps: CartDeps, exec: Executor, customerId: string): Promise<CartRow> {
  const existing = await findCustomerCart(exec, customerId, { lock: true });
  if (existing) return existing;
  const now = deps.clock.now();
  await exec
    .insert(carts)
    .values({ id: deps.random.uuid(), customerId, createdAt: now, lastUsedAt: now })
    .onConflictDoNothing();
  const made = await findCustomerCart(exec, customerId, { lock: true });
  if (!made) throw new AppError('conflict', { message: 'Your cart changed meanwhile; try again.' });
  return made;
}

/**
 * The cart a call acts on: the customer's active cart (undefined when there is none yet), or
 * the active anonymous cart of the token (cart_not_found otherwise: 2-shopping.md §8, the web
 * then makes a new one).
 */
export async function findOwnCart(
  deps: CartDeps,
  exec: Executor,
  owner: CartOwner,
  opts: { lock?: boolean } = {},
): Promise<CartRow | undefined> {
  if (isCustomer(owner)) return findCustomerCart(exec, owner.customerId, opts);
  const cart = await findAnonymousCart(exec, owner.anonymousToken, deps.clock.now(), opts);
  if (cart?.status !== 'active') throw cartNotFound();
  return cart;
}

/** As findOwnCart, making the customer's cart when there is none. */
export async function openOwnCart(deps: CartDeps, exec: Executor, owner: CartOwner): Promise<CartRow> {
  if (isCustomer(owner)) return openCustomerCart(deps, exec, owner.customerId);
  return (await findOwnCart(deps, exec, owner, { lock: true })) as CartRow;
}

const touchQuery = (exec: Executor, cartId: string, now: Date) =>
  exec
    .update(carts)
    .set({ lastUsedAt: now })
    .where(and(eq(carts.id, cartId), lt(carts.lastUsedAt, now)));

/** Marks a cart used now: an anonymous cart lives 14 days from its last use. */
export async function touchCart(exec: Executor, cartId: string, now: Date): Promise<void> {
  await touchQuery(exec, cartId, now);
}

/** touchCart as a part of a statement another write sends (adding an item, decision 561). */
export const touchCartPart = (exec: Executor, cartId: string, now: Date) =>
  writePart('cart_touched', touchQuery(exec, cartId, now).returning({ id: carts.id }));

/** The reference an owner calls its cart by (see toCartAnswer). */
export const referenceOf = (owner: CartOwner, cart: CartRow | undefined): string | null =>
  isCustomer(owner) ? (cart?.id ?? null) : owner.anonymousToken;

export const customerIdOf = (owner: CartOwner): string | null => (isCustomer(owner) ? owner.customerId : null);

/** Anonymous carts unused for 14 days, converted markers included; at most `limit` a call, so it stays cheap. */
export async function deleteExpiredAnonymousCarts(exec: Executor, now: Date, limit = 100): Promise<number> {
  const expired = await exec
    .select({ id: carts.id })
    .from(carts)
    .where(and(isNotNull(carts.anonymousTokenHash), lt(carts.lastUsedAt, anonymousCartExpiry(now))))
    .limit(limit);
  if (!expired.length) return 0;
  const gone = await exec
    .delete(carts)
    .where(
      and(
        inArray(
          carts.id,
          expired.map((c) => c.id),
        ),
        lt(carts.lastUsedAt, anonymousCartExpiry(now)),
      ),
    )
    .returning({ id: carts.id });
  return gone.length;
}
