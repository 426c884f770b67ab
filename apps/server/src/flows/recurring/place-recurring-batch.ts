import type { ErrorCode, Money } from '@drawline/contracts';
import { sql } from 'drizzle-orm';
import { inOneStatement, type StatementPart } from '../../db/one-statement';
import { assertCartPurchasable, type PurchaseCart } from '../../modules/cart';
import { type DrawFacts, findSaleTerms, refuseUnlessOnSale, type SaleTerms } from '../../modules/catalogue';
import { type CustomerContact, contactsPart } from '../../modules/identity';
import { type OrderPlan, orderNumberOf } from '../../modules/orders';
import { claimNotices, claimPlacements, type RecurringCandidate, settleClaimsPart } from '../../modules/recurring';
import { orderConfirmationEmail } from '../checkout/order-confirmation-email';
import { orderLinesOf, purchaseDescription } from '../checkout/place-order';
import type { RecurringEngineDeps } from './recurring-flow.deps';
import { recurringPurchaseCart } from './recurring-purchase-cart';
import { failureNotice } from './tell-recurring-failure';

/** A due draw of a recurring purchase, as the engine found it. */
export interface DueItem {
  candidate: RecurringCandidate;
  drawId: string;
}

/** What the batch did: the draws it bought, those another run had (skipped), and the rest for the per-order path. */
export interface BatchResult {
  purchased: number;
  /** Draws a spend limit, a break or self-exclusion refused, given up and told as the per-order path does (decision 516). */
  hardFailures: number;
  skipped: number;
  rest: DueItem[];
  /**
   * Draws the limits allow and the wallet cannot pay, with their price: the card's turn (decision
   * 539), then a batch again, or the per-order path when no card pays.
   */
  short: ShortItem[];
  /** 1 when the batch's transaction failed (a deadlock, a lost connection, a rule it did not expect) and all went the per-order way. */
  failed: number;
}

/** A due draw the limits allow and the wallet is short for, and the price it needs. */
export interface ShortItem {
  item: DueItem;
  total: Money;
}

/** One placement the batch may decide: a lottery entry of an open draw with no stock, priced now. */
interface Decidable {
  item: DueItem;
  cart: PurchaseCart;
  facts: Map<string, DrawFacts>;
  drawDate: Date;
  checkoutId: string;
}

/**
 * The set-based path for wallet-paid placements (decision 417, point 1 of decision 376): a page
 * of due draws of recurring purchases in one transaction and a handful of statements whatever
 * its size: the offers' draws locked FOR KEY SHARE and priced (recurringPurchaseCart), the draws
 * claimed at once (the primary key still the once), the customers' limit rows then their wallet
 * accounts locked in customer id order, their limits, usage, balances, order numbers and contacts
 * read in one statement, each placement judged in the process by the limits' and the ledger's own
 * rules with what the batch counted before it, and every order, line, ticket, journal, posting,
 * usage row, balance, confirmation email and claim written by one statement of one insert or update
 * a table. What the batch cannot decide (a syndicate, a raffle or a draw with stock, a pre-order, a
 * minimum jackpot not reached, a limit or break that refuses, a wallet that cannot pay, anything
 * unexpected) is given back untouched, for the per-order path (placeOrder) to place or refuse as it
 * always has: its card, its failures and their telling stay where they are.
 */
export async function placeRecurringBatch(deps: RecurringEngineDeps, items: readonly DueItem[]): Promise<BatchResult> {
  const now = deps.clock.now();
  const result: BatchResult = { purchased: 0, hardFailures: 0, skipped: 0, rest: [], short: [], failed: 0 };
  if (!items.length) return result;
  try {
    return await deps.db.transaction(async (tx) => {
      result.purchased = 0;
      result.hardFailures = 0;
      result.skipped = 0;
      result.rest = [];
      result.short = [];
      const keys = [...new Set(items.map((i) => i.candidate.row.productOfferKey))].sort();
      const terms = await findSaleTerms(tx, deps.catalogue, keys, now, { syndicates: false, lockDraws: true });
      const decidable: Decidable[] = [];
      for (const item of [...items].sort((a, b) => cmp(a.candidate.row.id, b.candidate.row.id))) {
        const found = decidableOf(item, terms.get(item.candidate.row.productOfferKey));
        if (found) decidable.push(found);
        else result.rest.push(item);
      }
      const currency = decidable[0]?.cart.currency;
      const sameCurrency = decidable.filter((d) => d.cart.currency === currency);
      for (const d of decidable) if (d.cart.currency !== currency) result.rest.push(d.item);
      if (!currency || !sameCurrency.length) return result;

      // Each placement's checkout is chosen before its claim, which writes it (no update at the end).
      for (const d of sameCurrency) d.checkoutId = deps.random.token(16);
      const claimed = await claimPlacements(
        tx,
        sameCurrency.map((d) => ({
          recurringPurchaseId: d.item.candidate.row.id,
          drawId: d.item.drawId,
          customerId: d.item.candidate.row.customerId,
          drawDate: d.drawDate,
          checkoutId: d.checkoutId,
        })),
        now,
      );
      const mine = sameCurrency.filter((d) => claimed.has(d.item.candidate.row.id));
      result.skipped = sameCurrency.length - mine.length;
      if (!mine.length) return result;

      const customerIds = [...new Set(mine.map((d) => d.item.candidate.row.customerId))].sort();
      // Limit rows first, then wallet accounts, each in customer id order: a hand purchase takes its own in the same order.
      const limits = await deps.limits.lockForSpendBatch(tx, { customerIds, currency, now });
      const spend = deps.wallet.spendBatchInParts(tx, { customerIds, currency });
      const mail = deps.mail && deps.site ? { outbox: deps.mail, site: deps.site } : null;
      const read = await inOneStatement(tx, {
        limits: limits.read,
        balances: spend.read,
        orderNos: deps.orders.orderNosPart(mine.length),
        orderedBefore: deps.orders.orderedBeforePart(customerIds),
        contacts: mail ? contactsPart(tx, customerIds) : noPart(new Map<string, CustomerContact>()),
      });
      const charger = spend.charger(read.balances);
      const bought: { plan: OrderPlan; orderNo: number; item: DueItem; checkoutId: string }[] = [];
      const released: DueItem[] = [];
      const short: ShortItem[] = [];
      const refused: { d: Decidable; code: ErrorCode }[] = [];
      for (const [k, d] of mine.entries()) {
        const { customerId } = d.item.candidate.row;
        const total: Money = d.cart.total;
        const orderNo = read.orderNos[k] as number;
        const { checkoutId } = d;
        if (k % YIELD_EVERY === YIELD_EVERY - 1) await nextTurn();
        const decided = await decide(deps, tx, { d, total, orderNo, checkoutId, limits, reads: read.limits, charger });
        if (decided === 'short') {
          short.push({ item: d.item, total });
          continue;
        }
        if (!decided || 'refused' in decided) {
          if (decided) refused.push({ d, code: decided.refused });
          else released.push(d.item);
          continue;
        }
        limits.count(read.limits, customerId, total, checkoutId);
        bought.push({ plan: decided, orderNo, item: d.item, checkoutId });
      }
      await nextTurn();
      const orders = deps.orders.orderBatchWrites(bought, read.orderedBefore);
      await nextTurn();
      const emails = mail
        ? orders.placed.flatMap((placed) => {
            const contact = read.contacts.get(placed.customerId);
            return contact ? [orderConfirmationEmail(mail.site, placed.receipt, contact)] : [];
          })
        : [];
      emails.push(...(await tellRefusals(deps, tx, refused, mail ? read.contacts : null)));
      const written: Record<string, StatementPart<unknown>> = {
        claims: settleClaimsPart({
          bought: bought.map((b) => ({ recurringPurchaseId: b.item.candidate.row.id })),
          refused: refused.map((r) => ({
            recurringPurchaseId: r.d.item.candidate.row.id,
            drawId: r.d.item.drawId,
            code: r.code,
          })),
          released: [...released, ...short.map((s) => s.item)].map((r) => ({
            recurringPurchaseId: r.candidate.row.id,
            drawId: r.drawId,
          })),
          now,
        }),
        orders: {
          with: orders.writes.map((w, i) => [`batch_order_${i}`, w] as const),
          answer: sql`null`,
          read: () => undefined,
        },
      };
      const journals = charger.write();
      if (journals) written.spend = journals;
      const usage = limits.record();
      if (usage) written.usage = usage;
      if (emails.length && mail?.outbox.outboxInsertMany) {
        written.mail = {
          with: [['batch_mail', mail.outbox.outboxInsertMany(emails)]],
          answer: sql`null`,
          read: () => 0,
        };
      }
      await inOneStatement(tx, written);
      result.purchased = bought.length;
      result.hardFailures = refused.length;
      result.rest.push(...released);
      result.short = short;
      return result;
    });
  } catch {
    // A fault of the database (a deadlock, a lost connection) or a rule the batch did not expect:
    // nothing was written, and every placement goes the per-order way, which knows each failure.
    return { purchased: 0, hardFailures: 0, skipped: 0, rest: [...items], short: [], failed: 1 };
  }
}

/**
 * The placement's plan when the limits allow it and the wallet pays it (both counted then); the
 * refusal's code when a limit, a break or self-exclusion refuses it (the single purchase's own,
 * from the limits' one rule); 'short' when the wallet cannot pay it (the card's turn); null when the
 * batch cannot decide it.
 */
async function decide(
  deps: RecurringEngineDeps,
  tx: Parameters<Parameters<RecurringEngineDeps['db']['transaction']>[0]>[0],
  input: {
    d: Decidable;
    total: Money;
    orderNo: number;
    checkoutId: string;
    limits: Awaited<ReturnType<RecurringEngineDeps['limits']['lockForSpendBatch']>>;
    reads: Parameters<Awaited<ReturnType<RecurringEngineDeps['limits']['lockForSpendBatch']>>['judge']>[0];
    charger: ReturnType<ReturnType<RecurringEngineDeps['wallet']['spendBatchInParts']>['charger']>;
  },
): Promise<OrderPlan | { refused: ErrorCode } | 'short' | null> {
  const { d, total, checkoutId } = input;
  const { customerId } = d.item.candidate.row;
  const refusal = input.limits.refusal(input.limits.judge(input.reads, customerId, total));
  if (refusal) return { refused: refusal };
  let plan: OrderPlan;
  try {
    plan = await deps.orders.planOrder(tx, {
      customerId,
      checkoutId,
      lines: d.cart.lines.flatMap((l) => orderLinesOf(l)),
      total,
      discount: d.cart.discount,
      draws: d.facts,
      orderNo: input.orderNo,
      card: null,
    });
  } catch {
    return null;
  }
  const spent = input.charger.tryCharge({
    customerId,
    amount: total,
    reference: checkoutId,
    offerLines: d.cart.lines.map((l) => ({ productOfferKey: l.productOfferKey, amount: l.lineTotal })),
    discounts: [],
    description: purchaseDescription(d.cart, orderNumberOf(input.orderNo)),
  });
  return spent ? plan : 'short';
}

/** A due draw the batch can decide, priced now; null for the per-order path. */
function decidableOf(item: DueItem, terms: SaleTerms | undefined): Decidable | null {
  const { row } = item.candidate;
  if (!terms || row.gameType === 'syndicate' || row.productType !== 'lottery_ticket') return null;
  const draw = terms.draws.find((d) => d.drawId === item.drawId);
  if (draw?.purchaseStatus !== 'open' || draw.ticketsRemaining !== null || !draw.facts) return null;
  if (row.minimumJackpotAmount !== null && (draw.prizePool?.amount ?? 0) < row.minimumJackpotAmount) return null;
  try {
    refuseUnlessOnSale(draw);
    const cart = recurringPurchaseCart(row, terms, draw, null);
    assertCartPurchasable(cart);
    if (cart.lines.some((l) => l.stockUnits !== null)) return null;
    return { item, cart, facts: new Map([[draw.drawId, draw.facts]]), drawDate: draw.drawDate, checkoutId: '' };
  } catch {
    return null;
  }
}

/**
 * The refused draws' notices, each written unless its draw's was (tellRecurringFailure's rule, in
 * the batch's transaction), and the emails of those written for the customers with an address.
 */
async function tellRefusals(
  deps: RecurringEngineDeps,
  tx: Parameters<Parameters<RecurringEngineDeps['db']['transaction']>[0]>[0],
  refused: readonly { d: Decidable; code: ErrorCode }[],
  contacts: ReadonlyMap<string, CustomerContact> | null,
) {
  const told = refused.map(({ d, code }) =>
    failureNotice(deps, d.item.candidate.row, d.item.drawId, code, {
      offerName: d.cart.lines[0]?.productOfferName ?? d.item.candidate.row.productOfferKey,
      drawDate: d.drawDate,
      period: false,
    }),
  );
  const written = await claimNotices(
    tx,
    told.map((t) => t.notice),
  );
  return told.flatMap((t) => {
    const contact = contacts?.get(t.notice.customerId);
    return contact && written.has(`${t.notice.recurringPurchaseId} ${t.notice.drawId}`) ? [t.email(contact)] : [];
  });
}

/**
 * Placements judged between two turns of the event loop: a page is a second of the process's
 * work, and the shop's other requests in the process (a hand purchase) wait for none of it
 * longer than a slice (decision 517).
 */
const YIELD_EVERY = 100;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

function noPart<T>(value: T): StatementPart<T> {
  return { answer: sql`null`, read: () => value };
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
