import type { Money, Receipt } from '@drawline/contracts';
import type { Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Random } from '../../lib/random';
import { assertCartPurchasable, type CartModule, type PurchaseCart, type PurchaseLine } from '../../modules/cart';
import { type DrawFacts, refuseUnlessOnSale, takeStock } from '../../modules/catalogue';
import { contactsOf } from '../../modules/identity';
import type { LimitsModule } from '../../modules/limits';
import type { MailService } from '../../modules/mail';
import type { OrderLineInput, OrdersService } from '../../modules/orders';
import type { Wallet } from '../../modules/wallet';
import { AppError } from '../../platform/app-error';
import { type OrderEmailSite, orderConfirmationEmail } from './order-confirmation-email';

export interface PlaceOrderDeps {
  clock: Clock;
  random: Random;
  cart: CartModule;
  orders: OrdersService;
  wallet: Wallet;
  limits: Pick<LimitsModule, 'assertCanSpend'>;
  /** The order confirmation's outbox and site (none where a test does not look at mail). */
  mail?: Pick<MailService, 'enqueue' | 'wake'>;
  site?: OrderEmailSite;
}

export interface PlaceOrderInput {
  customerId: string;
  /** A deposit-and-buy's card charge, credited to the wallet just before (docs/decisions/301). */
  card?: { charged: Money; label: string };
}

/**
 * POST /cart/purchase (2-shopping.md §7): the customer's cart bought from their wallet, in the
 * caller's transaction (the idempotency key's, so a retry answers this receipt and moves nothing):
 * read the cart priced now, refuse what cannot be sold, keep the customer's spend limits, check
 * every draw is still on sale on the server's clock, charge the wallet, pay a credit voucher,
 * record the voucher's use, close the cart, write the order and its tickets, and take limited
 * stock. Anything refused or failed on the way rolls all of it back.
 */
export async function placeOrder(deps: PlaceOrderDeps, tx: Tx, input: PlaceOrderInput): Promise<Receipt> {
  const { customerId } = input;
  const now = deps.clock.now();

  const cart = await deps.cart.readCartForPurchase(tx, customerId);
  assertCartPurchasable(cart);
  const checkoutId = deps.random.token(16);
  // After the cart's lock (and the draws' key-share locks of its pricing, which block only a
  // draw's close, docs/decisions/287) and before the wallet's, in every purchase: the limit
  // state row is locked here, so parallel purchases by one customer are counted one at a time.
  // Before the funds: a customer on a break is told so, whatever their balance.
  await deps.limits.assertCanSpend(tx, { customerId, amount: cart.total, now, reference: checkoutId });
  // A quick refusal before the stock and wallet locks are taken; the charge below is the one that counts.
  const funds = await deps.wallet.getFunds(customerId, cart.currency, tx);
  if (funds.availableFunds.amount < cart.total.amount) throw new AppError('insufficient_funds');

  // Every draw still on sale: the cart's pricing read them in this transaction FOR KEY SHARE (in
  // id order), which closing a draw waits for, so that read is the check and the order's facts.
  const saleDraws = new Map(cart.lines.flatMap((l) => l.draws).map((d) => [d.drawId, d]));
  const drawFacts = new Map<string, DrawFacts>();
  for (const drawId of distinctSorted(cart.lines.flatMap((l) => l.drawIds))) {
    const draw = saleDraws.get(drawId);
    if (!draw) throw new AppError('draw_closed', { result: { drawId } });
    refuseUnlessOnSale(draw);
    if (draw.facts) drawFacts.set(drawId, draw.facts);
  }

  // The customer's own rows first (their wallet, their voucher, their cart), the rows every buyer
  // of a draw shares last (its raffle numbers, then its stock): those are held from their update
  // to the commit, so the fewer statements after them, the more buyers a draw serves at once
  // (docs/decisions/156). Anything refused on the way rolls all of it back.
  const promotion = cart.promotion;
  // Named before it is written, so the ledger's line reads as the order number the customer knows.
  const { orderNo, orderNumber } = await deps.orders.takeOrderNumber(tx);
  await deps.wallet.spendFromWallet(tx, {
    customerId,
    amount: cart.total,
    reference: checkoutId,
    offerLines: cart.lines.map((l) => ({ productOfferKey: l.productOfferKey, amount: l.lineTotal })),
    discounts:
      promotion && promotion.discount.amount > 0
        ? [{ promotionKey: promotion.promotionCode, amount: promotion.discount }]
        : [],
    description: purchaseDescription(cart, orderNumber),
  });
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
  await deps.cart.markCartPurchased(tx, { cartId: cart.cartId, checkoutId });
  const order = await deps.orders.createOrder(tx, {
    customerId,
    checkoutId,
    lines: cart.lines.flatMap(orderLinesOf),
    total: cart.total,
    discount: cart.discount,
    draws: drawFacts,
    orderNo,
    card: input.card ?? null,
  });
  // Stock by draw (and syndicate) id, in every purchase alike; never past the cap.
  for (const stock of stockToTake(cart.lines)) await takeStock(tx, { ...stock, now });
  if (deps.mail && deps.site) {
    const contact = (await contactsOf(tx, [customerId])).get(customerId);
    if (contact) await deps.mail.enqueue(tx, orderConfirmationEmail(deps.site, order.receipt, contact));
  }
  return order.receipt;
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
export function orderLinesOf(line: PurchaseLine): OrderLineInput[] {
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

function purchaseDescription(cart: PurchaseCart, orderNumber: string): string {
  const names = [...new Set(cart.lines.map((l) => l.productOfferName))];
  const what = names.length <= 2 ? names.join(', ') : `${names[0]} and ${names.length - 1} more`;
  return `Purchase ${orderNumber}: ${what}`;
}
