import type { Money, Receipt } from '@drawline/contracts';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { type FirstPart, inOneStatement, type StatementPart } from '../../db/one-statement';
import type { Clock } from '../../lib/clock';
import type { Random } from '../../lib/random';
import type { VisitAttribution } from '../../modules/analytics';
import { assertCartPurchasable, type CartModule, type PurchaseCart, type PurchaseLine } from '../../modules/cart';
import {
  type DrawFacts,
  refuseUnlessOnSale,
  type StockRow,
  settleStockTake,
  takeStockPart,
} from '../../modules/catalogue';
import { type CustomerContact, contactsPart } from '../../modules/identity';
import type { LimitsModule } from '../../modules/limits';
import { takeLottoPartyShares } from '../../modules/lotto-party';
import type { MailService } from '../../modules/mail';
import { type OrderLineInput, type OrdersService, orderNumberOf } from '../../modules/orders';
import { isHeldLine, recordRecurringPurchases, recordScheduledPurchases } from '../../modules/recurring';
import type { Wallet } from '../../modules/wallet';
import { AppError } from '../../platform/app-error';
import { type PremiumInOrderDeps, startPremiumInOrder } from '../membership/premium-in-order';
import { type OrderEmailSite, orderConfirmationEmail } from './order-confirmation-email';

export interface PlaceOrderDeps {
  clock: Clock;
  random: Random;
  cart: CartModule;
  orders: OrdersService;
  wallet: Wallet;
  limits: Pick<LimitsModule, 'lockForSpend'> & Partial<Pick<LimitsModule, 'limitStatePart'>>;
  /** The order confirmation's outbox and site (none where a test does not look at mail). */
  mail?: Pick<MailService, 'outboxInsert' | 'wake'>;
  site?: OrderEmailSite;
  /**
   * A line for a draw whose sales have not opened is held (RECURRING_PURCHASES on, decision 364):
   * paid now, recorded as a scheduled purchase or pre-order, its stock taken now and its tickets
   * issued when the draw opens (decisions 364, 556). Off, such a line is bought outright as before.
   */
  scheduledPurchases?: boolean;
  /** The membership program, for a cart's premium line (decision 476); without it such a cart is refused. */
  membership?: PremiumInOrderDeps['membership'];
}

export interface PlaceOrderInput {
  customerId: string;
  /** A deposit-and-buy's card charge, credited to the wallet just before (docs/decisions/301). */
  card?: { charged: Money; label: string };
  /**
   * The Idempotency-Key's answer as a part of the purchase's last statement (decision 338): given
   * by the key's wrapper (idempotency.answer), so the receipt is stored in the same round trip.
   */
  answerPart?: (receipt: Receipt | SQL) => StatementPart<void>;
  /** The Idempotency-Key's claim, sent with the cart row's lock (decision 542). */
  keyClaim?: FirstPart;
  /** The visit's first-party attribution (analytics' visitAttribution), kept on the order row (decision 486). */
  attribution?: VisitAttribution | null;
}

/**
 * POST /cart/purchase (2-shopping.md §7): the customer's cart bought from their wallet, in the
 * caller's transaction (the idempotency key's, so a retry answers this receipt and moves nothing):
 * read the cart priced now, refuse what cannot be sold, keep the customer's spend limits, check
 * every draw is still on sale on the server's clock, charge the wallet, pay a credit voucher,
 * record the voucher's use, close the cart, write the order and its tickets, and take limited
 * stock. Anything refused or failed on the way rolls all of it back.
 *
 * Each module's step is sent as a part of one of a few statements (docs/decisions/336): the
 * modules write their SQL and their rules, this flow says which parts travel together, so a
 * purchase is a handful of round trips instead of twenty.
 */
export async function placeOrder(deps: PlaceOrderDeps, tx: Tx, input: PlaceOrderInput): Promise<Receipt> {
  const { customerId } = input;
  const now = deps.clock.now();

  // The limit row is locked with the cart's reads, after the cart's lock (decision 513).
  const along = deps.limits.limitStatePart ? { limitState: deps.limits.limitStatePart(tx, customerId) } : undefined;
  const cart = await deps.cart.readCartForPurchase(tx, customerId, along, input.keyClaim);
  assertCartPurchasable(cart);
  const premium = premiumOf(deps, cart);
  const held = (line: PurchaseLine) => deps.scheduledPurchases === true && isHeldLine(line);
  const checkoutId = deps.random.token(16);
  // After the cart's lock (beside the draws' key-share locks of its pricing, which block only a
  // draw's close, docs/decisions/287) and before the wallet's, in every purchase: the limit
  // state row is locked with the cart's reads (or here, in a statement of its own, for a cart
  // that was not read so), so parallel purchases by one customer are counted one at a time and
  // the reads below, a later statement, see the one before's usage.
  const limits = await deps.limits.lockForSpend(
    tx,
    { customerId, amount: premium.spent, now, reference: checkoutId },
    cart.along?.limitState,
  );
  const promotion = cart.promotion;
  const spend = deps.wallet.spendInParts(tx, {
    customerId,
    amount: premium.spent,
    reference: checkoutId,
    offerLines: premium.offerLines,
    discounts:
      promotion && promotion.discount.amount > 0
        ? [{ promotionKey: promotion.promotionCode, amount: promotion.discount }]
        : [],
  });
  const mail = deps.mail && deps.site ? { outbox: deps.mail, site: deps.site } : null;

  // Every read in one statement: the limits and usage, the wallet's balances (its rows locked),
  // the order's place in the sequence, whether it is the customer's first, where to write to them.
  const read = await inOneStatement(tx, {
    limits: limits.read,
    balances: spend.read,
    orderNo: deps.orders.orderNoPart(),
    firstOrder: deps.orders.firstOrderPart(tx, customerId),
    contacts: mail ? contactsPart(tx, [customerId]) : noPart(new Map<string, CustomerContact>()),
  });
  // Refused in the same order as ever: a customer on a break is told so, whatever their balance.
  limits.check(read.limits);
  const orderNumber = orderNumberOf(read.orderNo);
  // Named before it is written, so the ledger's line reads as the order number the customer knows.
  const charge = spend.charge(read.balances, purchaseDescription(cart, orderNumber));

  const drawFacts = factsOfDrawsOnSale(cart);

  if (promotion) {
    if (promotion.pendingCredit && promotion.pendingCredit.amount > 0) {
      await deps.wallet.creditPromotion(tx, {
        customerId,
        amount: promotion.pendingCredit,
        promotionKey: promotion.promotionCode,
        reference: checkoutId,
        description: `Voucher ${promotion.promotionCode}`,
      });
    }
    await deps.cart.recordRedemption(tx, {
      promotionCode: promotion.promotionCode,
      customerId,
      checkoutId,
      amount: promotion.pendingCredit ?? promotion.discount,
    });
  }
  const plan = await deps.orders.planOrder(tx, {
    customerId,
    checkoutId,
    lines: [...cart.lines.flatMap((l) => orderLinesOf(l, held(l) || l.socialSyndicateId !== null)), ...premium.lines],
    total: cart.total,
    discount: cart.discount,
    draws: drawFacts,
    orderNo: read.orderNo,
    card: input.card ?? null,
    attribution: input.attribution ?? null,
    // The first line's affiliate that has one: a cart is one visit's, so its lines name one (decision 486).
    affiliateCode: cart.lines.find((l) => l.affiliateCode)?.affiliateCode ?? null,
  });

  // The writes, the rows every buyer of a draw shares (its stock, then its raffle numbers) in the
  // same statement: they are held from there to the commit, so the fewer statements after them,
  // the more buyers a draw serves at once (docs/decisions/156, 337). Stock by draw (and syndicate)
  // id, never past the cap.
  // A held pre-order takes its tickets' stock now, so the draw cannot sell them before it opens;
  // its tickets, issued when sales open, do not take it again (decision 556).
  const stock = stockToTake(cart.lines.filter((l) => !l.stockReserved)).map((take) => ({ ...take, now }));
  const stockParts = Object.fromEntries(stock.map((take, i) => [`stock${i}`, takeStockPart(tx, take, `stock_${i}`)]));
  const money = {
    ...(charge.write ? { spend: charge.write } : {}),
    usage: limits.record,
    cart: deps.cart.cartPurchasedPart(tx, { cartId: cart.cartId, checkoutId }),
    ...stockParts,
  };
  const contact = read.contacts.get(customerId);
  // The confirmation names no raffle number, so it is written from the receipt before they are known.
  const mailed = (receipt: Receipt) =>
    mail && contact ? [mail.outbox.outboxInsert(tx, orderConfirmationEmail(mail.site, receipt, contact))] : [];
  const orderTaken = { firstOrder: read.firstOrder, orderNo: read.orderNo };

  let receipt: Receipt;
  let taken: Record<string, StockRow | undefined>;
  if (plan.raffleWanted.size) {
    // Raffle tickets numbered in SQL from the draw's counter in the statement that takes it and the
    // stock (decision 512): the rows every buyer of the draw shares are held for the commit alone.
    const order = deps.orders.numberedOrderWrites(tx, plan, orderTaken);
    const sent = await inOneStatement(tx, {
      ...money,
      numbers: deps.orders.raffleNumbersPart(tx, plan.raffleWanted),
      ...orderParts([...order.writes, ...mailed(order.placed.receipt)], input.answerPart, () =>
        order.receiptSql(order.placed.receipt),
      ),
    });
    taken = sent as unknown as Record<string, StockRow | undefined>;
    receipt = order.receipt(sent.numbers);
  } else {
    const order = deps.orders.orderWrites(tx, plan, { ...orderTaken, nextNumber: new Map() });
    const parts = orderParts(
      [...order.writes, ...mailed(order.placed.receipt)],
      input.answerPart,
      () => order.placed.receipt,
    );
    taken = (await inOneStatement(tx, { ...money, ...parts })) as unknown as Record<string, StockRow | undefined>;
    receipt = order.placed.receipt;
  }
  await settleStock(tx, stock, taken);
  await takeSessionShares(tx, deps, { cart, checkoutId, now });
  await premium.start(tx, { customerId, checkoutId, now });
  // A line bought to be bought again (an autoplay, a subscription) becomes a recurring purchase in
  // the same transaction; no statement when none is.
  await recordRecurringPurchases(tx, { customerId, checkoutId, now, lines: cart.lines });
  // A held line waits as a scheduled purchase, paid by this purchase's journal (decision 364).
  await recordScheduledPurchases(tx, {
    customerId,
    checkoutId,
    now,
    promotionCode: promotion?.promotionCode ?? null,
    lines: cart.lines.filter(held),
  });
  return receipt;
}

/**
 * Lotto party shares taken from their sessions under the cap, in the purchase's transaction
 * (decision 388). Their order lines are held: no ticket of the member's own, the session's games
 * are bought for it (decision 390).
 */
async function takeSessionShares(
  tx: Tx,
  deps: Pick<PlaceOrderDeps, 'random'>,
  p: { cart: PurchaseCart; checkoutId: string; now: Date },
): Promise<void> {
  for (const line of p.cart.lines) {
    if (!line.socialSyndicateId) continue;
    const { customerId } = p.cart;
    await takeLottoPartyShares(tx, deps, {
      sessionId: line.socialSyndicateId,
      customerId,
      shares: line.numGames,
      checkoutId: p.checkoutId,
      now: p.now,
    });
  }
}

/**
 * Every draw of the cart still on sale, and what its order records: the cart's pricing read them in
 * this transaction FOR KEY SHARE (in id order), which closing a draw waits for, so that read is the
 * check. Tickets a pre-order reserved are issued even when the pre-orders took the last ones (decision 556).
 */
function factsOfDrawsOnSale(cart: PurchaseCart): Map<string, DrawFacts> {
  const saleDraws = new Map(cart.lines.flatMap((l) => l.draws).map((d) => [d.drawId, d]));
  const drawFacts = new Map<string, DrawFacts>();
  for (const drawId of distinctSorted(cart.lines.flatMap((l) => l.drawIds))) {
    const draw = saleDraws.get(drawId);
    if (!draw) throw new AppError('draw_closed', { result: { drawId } });
    if (!(draw.purchaseStatus === 'sold_out' && onlyReserved(cart, drawId))) refuseUnlessOnSale(draw);
    if (draw.facts) drawFacts.set(drawId, draw.facts);
  }
  return drawFacts;
}

/** Every line of the cart buying a draw reserved its stock when it was pre-ordered (decision 556). */
function onlyReserved(cart: PurchaseCart, drawId: string): boolean {
  return cart.lines.every((l) => !l.drawIds.includes(drawId) || l.stockReserved === true);
}

/** Each take's answer settled in id order: the last ticket caps its draw, too few refuses (takeStock's rules). */
async function settleStock(
  tx: Tx,
  stock: readonly (ReturnType<typeof stockToTake>[number] & { now: Date })[],
  taken: Record<string, StockRow | undefined>,
): Promise<void> {
  for (const [i, take] of stock.entries()) await settleStockTake(tx, take, taken[`stock${i}`]);
}

/** The order's writes (and its confirmation) as one part, and the key's answer as another when the key's wrapper gave it. */
function orderParts(
  writes: readonly SQLWrapper[],
  answerPart: PlaceOrderInput['answerPart'],
  body: () => Receipt | SQL,
): Record<string, StatementPart<void>> {
  const order: StatementPart<void> = {
    with: writes.map((w, i) => [`order_${i}`, w] as const),
    answer: sql`null`,
    read: () => undefined,
  };
  return answerPart ? { order, key: answerPart(body()) } : { order };
}

/** A part that sends nothing, for a reading a purchase does not need. */
function noPart<T>(value: T): StatementPart<T> {
  return { answer: sql`null`, read: () => value };
}

function distinctSorted(ids: readonly string[]): string[] {
  return [...new Set(ids)].sort();
}

/** Stock per draw (and per syndicate for shares), summed over the cart's lines, in id order. */
export function stockToTake(
  lines: readonly PurchaseLine[],
): { drawId: string; syndicateEncodedId: string | null; quantity: number }[] {
  const byKey = new Map<string, { drawId: string; syndicateEncodedId: string | null; quantity: number }>();
  for (const line of lines) {
    if (line.stockUnits === null) continue;
    const key = `${line.drawId}\u0000${line.syndicateEncodedId ?? ''}`;
    const taken = byKey.get(key) ?? { drawId: line.drawId, syndicateEncodedId: line.syndicateEncodedId, quantity: 0 };
    taken.quantity += line.stockUnits;
    byKey.set(key, taken);
  }
  return [...byKey.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, v]) => v);
}

/**
 * The order lines of a cart line. Raffle tickets and syndicate shares are counted in numGames;
 * a lottery entry bought `quantity` times is that many entries, each with its own quick picks.
 */
export function orderLinesOf(line: PurchaseLine, held = false): OrderLineInput[] {
  const base = {
    productType: line.productType,
    productOfferKey: line.productOfferKey,
    gameType: line.gameType,
    gameOffer: line.gameOffer,
    drawIds: line.drawIds,
    games: line.quickPick ? undefined : line.games,
    day: line.day,
    causeKey: line.causeKey,
    syndicateEncodedId: line.syndicateEncodedId,
    cartItemId: line.itemId,
    ...(held ? { held } : {}),
  };
  if (line.stockUnits !== null) return [{ ...base, numGames: line.stockUnits, amount: line.lineTotal }];
  const copies = Math.max(1, line.quantity);
  return splitAmount(line.lineTotal, copies).map((amount) => ({ ...base, numGames: line.numGames, amount }));
}

/** `total` in `parts` amounts that add up to it exactly (the first ones carry the odd cents). */
export function splitAmount(total: Money, parts: number): Money[] {
  const each = Math.floor(total.amount / parts);
  const odd = total.amount - each * parts;
  return Array.from({ length: parts }, (_, i) => ({ amount: each + (i < odd ? 1 : 0), currency: total.currency }));
}

/**
 * A cart's premium line (decision 476): the order's own spend leaves it out (`spent`, the entries'
 * total less the discount, and their journal lines); its order line is one month with no draw; its
 * subscription is started in the order's transaction, the first month charged as every premium
 * month is, by its own journal and the limits (startPremiumInOrder).
 */
function premiumOf(deps: Omit<PlaceOrderDeps, 'cart' | 'orders'>, cart: PurchaseCart) {
  const premium = cart.membership ?? null;
  const { membership } = deps;
  const offerLines = cart.lines.map((l) => ({ productOfferKey: l.productOfferKey, amount: l.lineTotal }));
  if (!premium) return { spent: cart.total, offerLines, lines: [], start: async (_tx: Tx, _input: PremiumStart) => {} };
  if (!membership) throw new AppError('cart_blocked', { message: 'Premium is not sold here.' });
  const line: OrderLineInput = {
    productType: 'membership',
    productOfferKey: premium.offerKey,
    gameType: 'membership',
    gameOffer: premium.offerKey,
    numGames: 1,
    drawIds: [],
    amount: premium.price,
    cartItemId: premium.itemId,
  };
  return {
    spent: { amount: cart.total.amount - premium.price.amount, currency: cart.total.currency },
    offerLines,
    lines: [line],
    start: (tx: Tx, input: PremiumStart) => startPremiumInOrder({ ...deps, membership }, tx, input),
  };
}
type PremiumStart = { customerId: string; checkoutId: string; now: Date };

export function purchaseDescription(cart: PurchaseCart, orderNumber: string): string {
  const names = [
    ...new Set([...cart.lines.map((l) => l.productOfferName), ...(cart.membership ? [cart.membership.offerName] : [])]),
  ];
  const what = names.length <= 2 ? names.join(', ') : `${names[0]} and ${names.length - 1} more`;
  return `Purchase ${orderNumber}: ${what}`;
}
