import {
  baseCurrency,
  type Currency,
  MEMBERSHIP_PROGRAM,
  type Money,
  PREMIUM_MEMBERSHIP_OFFER,
  type ShopEngines,
  unbuiltEngineProblem,
  type VoucherType,
} from '@drawline/contracts';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import {
  inOneStatement,
  type PartAnswers,
  rowsAsJson,
  type StatementPart,
  tableRowsFromJson,
} from '../../db/one-statement';
import {
  type CatalogueCache,
  findSaleTerms,
  type SaleDraw,
  type SaleDrawsRead,
  type SaleSyndicate,
  type SaleTerms,
  saleDrawsPart,
} from '../catalogue';
import { lottoPartyShareTerms } from '../lotto-party';
import { blockedReasonsOf } from './blocked-reasons';
import {
  type CartItemRow,
  type CartRow,
  type Executor,
  isEntryRow,
  type MembershipLine,
  type PricedCart,
  type PricedLine,
  type RemovedLine,
  type StoredCartItemRow,
} from './priced-cart';

export type {
  CartItemRow,
  CartRow,
  Executor,
  MembershipLine,
  PricedCart,
  PricedLine,
  RemovedLine,
  StoredCartItemRow,
} from './priced-cart';

import { isRecurringOn } from '@drawline/contracts';
import { cartItems, voucherRedemptions, vouchers } from './cart.tables';
import { coveredDraws, entryCountOf, findGameOffer, unitPriceOf } from './cart-lines';
import { allocateDiscount, evaluatePromotion, type VoucherTerms } from './promotion-rules';

export async function listCartItems(exec: Executor, cartId: string): Promise<StoredCartItemRow[]> {
  return itemsQuery(exec, cartId);
}

/** A cart by its id, or by a query answering its id (a customer's active cart, readCartForPurchase). */
type CartRef = string | SQL;

const itemsQuery = (exec: Executor, cartId: CartRef) =>
  exec.select().from(cartItems).where(eq(cartItems.cartId, cartId)).orderBy(asc(cartItems.position));

/**
 * A purchase's cart reads as one statement (decision 511): its items and, through the catalogue's
 * part, the version row and the draws on sale of the offers the items name, locked FOR KEY SHARE.
 * The cart row is locked before, in its own statement: a read in the statement that waited for
 * that lock would see the items as they were before the change that held it. A cart shown, not
 * bought, is read the same way without the locks (`lock` false, decision 554): one statement
 * instead of the items', the version's and the draws'.
 */
export async function readPurchaseItems<P extends Record<string, StatementPart<unknown>>>(
  exec: Executor,
  cartId: CartRef,
  now: Date,
  along?: P,
  options: { lock: boolean } = { lock: true },
): Promise<{ rows: StoredCartItemRow[]; sale: SaleDrawsRead; along: PartAnswers<P> }> {
  const offerKeys = exec
    .selectDistinct({ key: cartItems.productOfferKey })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId));
  const own = {
    rows: {
      answer: rowsAsJson(itemsQuery(exec, cartId)),
      read: (value: unknown) => tableRowsFromJson(cartItems, value) as StoredCartItemRow[],
    },
    sale: saleDrawsPart(exec, offerKeys, now, options),
  };
  const parts: Record<string, StatementPart<unknown>> = { ...along, ...own };
  const { rows, sale, ...rest } = (await inOneStatement(exec, parts)) as unknown as PartAnswers<typeof own>;
  return { rows, sale, along: rest as unknown as PartAnswers<P> };
}

/**
 * The cart's premium membership line (decision 476), priced at the membership's monthly price:
 * sold only while premium is (the recurring engine on), never discounted by a promotion.
 */
export function membershipLineOf(
  rows: readonly StoredCartItemRow[],
  engines: Readonly<ShopEngines>,
): MembershipLine | null {
  const item = rows.find((r) => r.productType === 'membership');
  if (!item || !engines.recurringPurchases || item.productOfferKey !== PREMIUM_MEMBERSHIP_OFFER.key) return null;
  const offer = PREMIUM_MEMBERSHIP_OFFER;
  return { item, program: MEMBERSHIP_PROGRAM, offerKey: offer.key, offerName: offer.name, price: { ...offer.price } };
}

export async function findVoucher(exec: Executor, code: string): Promise<VoucherTerms | undefined> {
  const [row] = await exec.select().from(vouchers).where(eq(vouchers.code, code));
  return row ? { ...row, type: row.type as VoucherType } : undefined;
}

export async function hasRedeemed(exec: Executor, code: string, customerId: string | null): Promise<boolean> {
  if (!customerId) return false;
  const [row] = await exec
    .select({ code: voucherRedemptions.voucherCode })
    .from(voucherRedemptions)
    .where(and(eq(voucherRedemptions.voucherCode, code), eq(voucherRedemptions.customerId, customerId)));
  return Boolean(row);
}

const zero = (currency: Currency): Money => ({ amount: 0, currency });
const sum = (list: readonly Money[], currency: Currency): Money => ({
  amount: list.filter((m) => m.currency === currency).reduce((n, m) => n + m.amount, 0),
  currency,
});

/** Takes the item's draw from the sale terms: the syndicate's draw for a share, else the stored draw number. */
function drawOf(
  item: CartItemRow,
  terms: SaleTerms,
): { draw?: SaleDraw; syndicate: SaleSyndicate | null; gone?: RemovedLine['reason'] } {
  if (item.syndicateEncodedId) {
    const syndicate = terms.syndicates.find((s) => s.syndicateEncodedId === item.syndicateEncodedId);
    if (!syndicate) return { syndicate: null, gone: 'draw_closed' };
    if (syndicate.sharesRemaining <= 0) return { syndicate, gone: 'sold_out' };
    return { draw: syndicate.draw, syndicate };
  }
  const draw = terms.draws.find((d) => d.drawNo === item.drawNo);
  if (!draw || draw.purchaseStatus === 'past_draw') return { syndicate: null, gone: 'draw_closed' };
  if (draw.purchaseStatus === 'sold_out') return { draw, syndicate: null, gone: 'sold_out' };
  return { draw, syndicate: null };
}

/**
 * Prices a cart now from the catalogue (2-shopping.md §3, §4): each item's unit price and
 * price, its draws and purchase status; items whose draw has closed or sold out, or that the
 * catalogue no longer sells, are set apart as removed; the subtotal, the pre-order total, the
 * promotion and its discount shared over the lines, the total and the blocked reasons.
 * Reads only through `exec`, so a purchase flow prices the cart inside its transaction.
 */
export async function priceCart(
  exec: Executor,
  cart: CartRow | null,
  /** lockDraws: a purchase's pricing, whose draw read is also its on-sale check (findSaleTerms). */
  ctx: {
    now: Date;
    customerId: string | null;
    catalogue: CatalogueCache;
    /** The shop's engines (decision 353): an item of one that is off is set apart, not sold. */
    engines: Readonly<ShopEngines>;
    lockDraws?: boolean;
    /** A purchase's items and sale draws read in one statement (readCartForPurchase, decision 511). */
    read?: { rows: StoredCartItemRow[]; sale: SaleDrawsRead };
  },
): Promise<PricedCart> {
  // A cart shown (not bought): its items, the catalogue's version and the draws on sale in one
  // statement, as a purchase reads them but unlocked (decision 554).
  const read =
    ctx.read ??
    (cart && !ctx.lockDraws ? await readPurchaseItems(exec, cart.id, ctx.now, undefined, { lock: false }) : undefined);
  const rows = read?.rows ?? (cart ? await listCartItems(exec, cart.id) : []);
  const items = rows.filter(isEntryRow);
  const membership = membershipLineOf(rows, ctx.engines);
  const terms = await findSaleTerms(
    exec,
    ctx.catalogue,
    items.map((i) => i.productOfferKey),
    ctx.now,
    // A syndicate's stock is read only for a cart that holds a share of one: one statement fewer per purchase.
    { syndicates: items.some((i) => i.syndicateEncodedId !== null), lockDraws: ctx.lockDraws, read: read?.sale },
  );
  // A lotto party share is priced from its session, read in the same transaction (decision 388).
  const sessions = await lottoPartyShareTerms(
    exec,
    items.flatMap((i) => (i.socialSyndicateId ? [i.socialSyndicateId] : [])),
    ctx.now,
  );
  const lines: Omit<PricedLine, 'discount'>[] = [];
  const removed: RemovedLine[] = [];
  for (const item of items) {
    const t = terms.get(item.productOfferKey);
    const gameOffer = t && findGameOffer(t, item.gameType, item.gameOffer);
    const session = item.socialSyndicateId ? sessions.get(item.socialSyndicateId) : undefined;
    const drawn = t ? drawOf(item, t) : { syndicate: null, gone: 'not_sold' as const };
    const { draw, syndicate } = drawn;
    const gone = item.socialSyndicateId ? (drawn.gone ?? sessionGone(session)) : drawn.gone;
    const unitPrice = session
      ? { amount: session.sharePrice.amount * item.numGames, currency: session.sharePrice.currency }
      : gameOffer
        ? unitPriceOf(item, gameOffer, syndicate)
        : undefined;
    const recurringOn = isRecurringOn(
      item.gameType,
      item.recurringType,
      item.recurringEnabled,
      t?.offer.recurringPurchase?.availability,
    );
    // An item kept from before its engine was switched off is not sold now (docs/decisions/303).
    const unbuilt = unbuiltEngineProblem({ gameType: item.gameType, recurring: recurringOn }, ctx.engines) !== null;
    if (!t || !gameOffer || !unitPrice || gone || !draw || unbuilt) {
      removed.push({
        item,
        terms: t,
        gameOffer,
        unitPrice: unitPrice ?? zero(baseCurrency),
        reason: gone ?? 'not_sold',
      });
      continue;
    }
    lines.push({
      item,
      terms: t,
      gameOffer,
      draw,
      draws: coveredDraws(t, item, draw),
      syndicate,
      unitPrice,
      price: { amount: unitPrice.amount * item.quantity, currency: unitPrice.currency },
      entryCount: entryCountOf(t, item, gameOffer),
      purchaseStatus: draw.purchaseStatus === 'pre_order' ? 'pre_order' : 'standard',
      recurringOn,
      offerUnavailable: t.offer.availability !== 'available' || t.offer.suspended,
      stockShort: session !== undefined && item.numGames > session.sharesRemaining,
    });
  }
  markStockShort(lines);

  const currency = lines[0]?.price.currency ?? membership?.price.currency ?? baseCurrency;
  // A promotion counts and discounts the entries only; the membership's month is added after (decision 476).
  const entries = sum(
    lines.map((l) => l.price),
    currency,
  );
  const monthly = membership?.price.currency === currency ? membership.price.amount : 0;
  const subtotal = { amount: entries.amount + monthly, currency };
  const preOrderTotal = sum(
    lines.filter((l) => l.purchaseStatus === 'pre_order').map((l) => l.price),
    currency,
  );
  const code = cart?.promotionCode ?? null;
  const voucher = code ? ((await findVoucher(exec, code)) ?? null) : null;
  // Vouchers are never deleted (redemptions keep them), so a stored code always finds its voucher.
  const promotion = voucher
    ? evaluatePromotion(voucher, {
        subtotal: entries,
        now: ctx.now,
        alreadyRedeemed: await hasRedeemed(exec, voucher.code, ctx.customerId),
      })
    : null;
  const discounts = allocateDiscount(
    lines.map((l) => (l.price.currency === currency ? l.price.amount : 0)),
    promotion?.discount.amount ?? 0,
  );
  const priced: PricedLine[] = lines.map((l, i) => ({
    ...l,
    discount: { amount: discounts[i] ?? 0, currency: l.price.currency },
  }));
  const total = { amount: subtotal.amount - (promotion?.discount.amount ?? 0), currency };
  return {
    cart,
    lines: priced,
    removed,
    membership,
    currency,
    subtotal,
    preOrderTotal,
    total,
    voucher,
    promotion,
    blockedReasons: blockedReasonsOf({ lines: priced, removed, currency }),
  };
}

/** Why a lotto party share's session no longer sells it: gone or stopped, or nothing left. */
function sessionGone(
  session: { onSale: boolean; sharesRemaining: number } | undefined,
): RemovedLine['reason'] | undefined {
  if (!session?.onSale) return 'draw_closed';
  return session.sharesRemaining <= 0 ? 'sold_out' : undefined;
}

/** Stock is shared: every item of the cart for the same raffle draw or syndicate counts against what is left. */
function markStockShort(lines: Omit<PricedLine, 'discount'>[]): void {
  const wanted = new Map<string, { remaining: number; units: number; lines: typeof lines }>();
  for (const l of lines) {
    const remaining = l.syndicate ? l.syndicate.sharesRemaining : l.draw.ticketsRemaining;
    if (remaining === null) continue;
    const key = l.syndicate ? `syndicate:${l.syndicate.syndicateEncodedId}` : `draw:${l.draw.drawId}`;
    const entry = wanted.get(key) ?? { remaining, units: 0, lines: [] };
    entry.units += l.item.numGames * l.item.quantity;
    entry.lines.push(l);
    wanted.set(key, entry);
  }
  for (const { remaining, units, lines: short } of wanted.values()) {
    if (units > remaining) for (const l of short) l.stockShort = true;
  }
}
