import { checkoutIdSchema, type Money, type Receipt, type Ticket } from '@drawline/contracts';
import { eq, type SQLWrapper } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { writeInOneStatement } from '../../db/one-statement';
import type { Clock } from '../../lib/clock';
import type { Random } from '../../lib/random';
import { type CatalogueCache, type DrawFacts, readDraws, readSyndicates, uncachedCatalogue } from '../catalogue';
import { type OrderLineRow, type OrderRow, toReceipt } from './get-receipt';
import { takeOrderNo } from './order-number';
import { PAID_ORDER_STATUS } from './order-status';
import { type OrderAttribution, orderLines, orders, raffleTickets, syndicateShares, tickets } from './orders.tables';
import { type OrderLineInput, type PlannedLine, planLine, refuse } from './plan-order-line';
import { takeRaffleNumbers } from './take-raffle-numbers';
import { type ShareRow, type TicketRow, toTicket } from './ticket-view';
import { trackingDataOf } from './tracking-data';

export type { OrderLineInput } from './plan-order-line';

export interface CreateOrderInput {
  customerId: string;
  /** The public id of the purchase; one is made when not given. */
  checkoutId?: string;
  lines: readonly OrderLineInput[];
  /** What the customer pays: the lines' amounts less the discount. */
  total: Money;
  /** A voucher's discount over the whole order. */
  discount?: Money;
  /**
   * The lines' draws as the caller read them in this transaction (a purchase's pricing, locked):
   * not read again when every one is here.
   */
  draws?: ReadonlyMap<string, DrawFacts>;
  /** The order's place in the sequence when the caller took it (takeOrderNo); taken here otherwise. */
  orderNo?: number;
  /** A deposit-and-buy's whole card charge and the card, for the receipt (docs/decisions/301). */
  card?: { charged: Money; label: string } | null;
  /** The visit's attribution and the cart's affiliate code, kept on the order row (decision 486). */
  attribution?: OrderAttribution | null;
  affiliateCode?: string | null;
}

export interface OrderDeps {
  clock: Clock;
  random: Random;
  /** The process's copy of the catalogue's static rows (docs/decisions/285); without it, read afresh. */
  catalogue?: CatalogueCache;
}

export interface PlacedOrder {
  orderId: string;
  checkoutId: string;
  customerId: string;
  /** The receipt, as GET /checkout/{checkoutID} answers it. */
  receipt: Receipt;
  /** Every ticket made, as GET /tickets/{ticketId} answers it. */
  tickets: Ticket[];
}

function assertTotals(input: CreateOrderInput): void {
  const { currency } = input.total;
  const discount = input.discount ?? { amount: 0, currency };
  const amounts = [input.total, discount, ...input.lines.map((l) => l.amount)];
  for (const m of amounts) {
    if (!Number.isSafeInteger(m.amount) || m.amount < 0) throw refuse(`${m.amount} is not an amount in cents.`);
    if (m.currency !== currency) throw refuse('Every amount of an order is in one currency.');
  }
  const sum = input.lines.reduce((n, l) => n + l.amount.amount, 0);
  if (sum - discount.amount !== input.total.amount) {
    throw refuse(
      `The order total ${input.total.amount} is not its lines' ${sum} less the discount ${discount.amount}.`,
    );
  }
}

/**
 * Writes an order, its lines and its tickets in the caller's transaction (the checkout flow's):
 * one ticket per entry and draw with the numbers exactly as chosen, quick picks drawn on the
 * server, raffle ticket numbers unique per draw, a syndicate share per syndicate ticket. Checks
 * that the lines name real draws, game offers and syndicates and that the total is the lines'
 * amounts less the discount; it does not price, check sales or take stock (the flow does, with
 * the cart's locked pricing or assertOnSale, and takeStock). Anything thrown after it in the transaction undoes it.
 */
export async function createOrder(tx: Tx, input: CreateOrderInput, deps: OrderDeps): Promise<PlacedOrder> {
  const plan = await planOrder(tx, input, deps);
  const nextNumber = await takeRaffleNumbers(tx, plan.raffleWanted);
  const [earlier] = await tx
    .select({ orderId: orders.orderId })
    .from(orders)
    .where(eq(orders.customerId, input.customerId))
    .limit(1);
  const orderNo = input.orderNo ?? (await takeOrderNo(tx));
  const { placed, writes } = orderWrites(tx, plan, { nextNumber, firstOrder: !earlier, orderNo });
  // One round trip for the order and everything under it: a raffle's counter row is held from
  // takeRaffleNumbers to the commit, so each statement after it keeps the draw's other buyers waiting.
  await writeInOneStatement(tx, writes);
  return placed;
}

/** An order checked and planned (its quick picks drawn), nothing written: what orderWrites writes. */
export interface OrderPlan {
  input: CreateOrderInput;
  checkoutId: string;
  now: Date;
  planned: PlannedLine[];
  draws: Map<string, DrawFacts>;
  /** Raffle tickets wanted per raffle draw: their numbers are taken from the draw's counter. */
  raffleWanted: Map<string, number>;
  random: Random;
}

/**
 * createOrder's checks and plan (docs/decisions/336): the lines name real draws, game offers and
 * syndicates, the total is the lines' amounts less the discount, the quick picks are drawn. It
 * reads only what the caller did not give (the draws, when not all given; a syndicate line's
 * syndicate).
 */
export async function planOrder(tx: Tx, input: CreateOrderInput, deps: OrderDeps): Promise<OrderPlan> {
  const { random } = deps;
  const catalogue = deps.catalogue ?? uncachedCatalogue();
  const now = deps.clock.now();
  if (!input.customerId) throw refuse('An order needs a customer.');
  if (!input.lines.length) throw refuse('An order needs at least one line.');
  assertTotals(input);
  const checkoutId = input.checkoutId ?? random.token(16);
  if (!checkoutIdSchema.safeParse(checkoutId).success) throw refuse('The checkout id is not valid.');

  const drawIds = input.lines.flatMap((l) => l.drawIds);
  const known = input.draws;
  const syndicateIds = input.lines.flatMap((l) => (l.syndicateEncodedId ? [l.syndicateEncodedId] : []));
  const [draws, syndicates] = await Promise.all([
    known && drawIds.every((id) => known.has(id)) ? new Map(known) : readDraws(tx, drawIds),
    readSyndicates(tx, syndicateIds),
  ]);
  const planned: PlannedLine[] = [];
  for (const [i, line] of input.lines.entries())
    planned.push(await planLine(tx, line, i, { draws, syndicates, catalogue }, random));

  const raffleWanted = new Map<string, number>();
  for (const p of planned) {
    if (p.input.productType !== 'raffle_ticket' || p.input.held) continue;
    for (const d of p.draws) raffleWanted.set(d.drawId, (raffleWanted.get(d.drawId) ?? 0) + p.input.numGames);
  }
  return { input, checkoutId, now, planned, draws, raffleWanted, random };
}

/**
 * The order's rows from its plan, its raffle numbers (the first of each draw's range), whether it is
 * the customer's first and its place in the sequence: the inserts, not yet sent (one statement's
 * worth: they need nothing back from one another), and the order as it will read once they are.
 */
export function orderWrites(
  tx: Tx,
  plan: OrderPlan,
  taken: { nextNumber: ReadonlyMap<string, number>; firstOrder: boolean; orderNo: number },
): { placed: PlacedOrder; writes: SQLWrapper[] } {
  const { placed, rows } = orderRows(plan, taken);
  const writes = [
    tx.insert(orders).values(rows.order),
    tx.insert(orderLines).values(rows.lines),
    ...(rows.tickets.length ? [tx.insert(tickets).values(rows.tickets)] : []),
    ...(rows.numbers.length ? [tx.insert(raffleTickets).values(rows.numbers)] : []),
    ...(rows.shares.length ? [tx.insert(syndicateShares).values(rows.shares)] : []),
  ];
  return { placed, writes };
}

/** An order's rows, built from its plan and not yet written: what orderWrites and orderBatchWrites send. */
export interface OrderRows {
  order: OrderRow;
  lines: OrderLineRow[];
  tickets: TicketRow[];
  numbers: { drawId: string; ticketNumber: number; ticketId: string }[];
  shares: ShareRow[];
}

/** orderWrites' rows and the order as it will read once they are written: nothing sent. */
export function orderRows(
  plan: OrderPlan,
  taken: { nextNumber: ReadonlyMap<string, number>; firstOrder: boolean; orderNo: number },
): { placed: PlacedOrder; rows: OrderRows } {
  const { input, checkoutId, now, planned, draws } = plan;
  const { random } = plan;
  const nextNumber = new Map(taken.nextNumber);
  const currency = input.total.currency;
  const order: OrderRow = {
    orderId: random.uuid(),
    checkoutId,
    customerId: input.customerId,
    status: PAID_ORDER_STATUS,
    total: input.total.amount,
    discount: input.discount?.amount ?? 0,
    currency,
    trackingData: trackingDataOf(planned, taken.firstOrder),
    createdAt: now,
    orderNo: taken.orderNo,
    cardCharged: input.card?.charged.amount ?? null,
    cardLabel: input.card?.label ?? null,
    attribution: input.attribution ?? null,
    affiliateCode: input.affiliateCode ?? null,
  };
  const lineRows: OrderLineRow[] = planned.map((p, position) => ({
    orderLineId: random.uuid(),
    orderId: order.orderId,
    position,
    productType: p.input.productType,
    productOfferKey: p.input.productOfferKey,
    gameType: p.input.gameType,
    gameOffer: p.input.gameOffer,
    numGames: p.input.numGames,
    // A membership line is one month, no draw (decision 476).
    numDraws: Math.max(1, p.draws.length),
    amount: p.input.amount.amount,
    currency,
    day: p.input.day ?? null,
    causeKey: p.input.causeKey ?? null,
    syndicateEncodedId: p.input.syndicateEncodedId ?? null,
    cartItemId: p.input.cartItemId ?? null,
  }));
  const ticketRows: TicketRow[] = [];
  const numbers = new Map<string, number[]>();
  const shares: ShareRow[] = [];
  for (const [i, p] of planned.entries()) {
    // A held line's tickets are issued when its draw opens (decision 364): none now.
    if (p.input.held) continue;
    for (const draw of p.draws) {
      const ticketId = random.uuid();
      ticketRows.push({
        ticketId,
        orderLineId: lineRows[i]?.orderLineId as string,
        customerId: input.customerId,
        productType: p.input.productType,
        drawId: draw.drawId,
        drawNo: draw.drawNo,
        drawDate: draw.drawDate,
        gameType: p.input.gameType,
        gameOffer: p.input.gameOffer,
        numGames: p.input.numGames,
        games: p.games,
        quickPick: p.quickPick,
        comboGames: p.comboGames,
        day: p.input.day ?? null,
        causeKey: p.input.causeKey ?? null,
        createdAt: now,
      });
      if (p.input.productType === 'raffle_ticket') {
        const first = nextNumber.get(draw.drawId) as number;
        numbers.set(
          ticketId,
          Array.from({ length: p.input.numGames }, (_, k) => first + k),
        );
        nextNumber.set(draw.drawId, first + p.input.numGames);
      }
      if (p.syndicate) {
        shares.push({
          ticketId,
          syndicateEncodedId: p.syndicate.syndicateEncodedId,
          drawId: draw.drawId,
          numShares: p.input.numGames,
          syndicateName: p.syndicate.name,
          syndicateSize: p.syndicate.size,
          syndicateTickets: p.syndicate.tickets.map(({ name, numStandardGames, numGames }) => ({
            name,
            numStandardGames,
            numGames,
          })),
        });
      }
    }
  }

  const numberRows = [...numbers].flatMap(([ticketId, list]) => {
    const drawId = ticketRows.find((t) => t.ticketId === ticketId)?.drawId as string;
    return list.map((ticketNumber) => ({ drawId, ticketNumber, ticketId }));
  });

  const shareOf = new Map(shares.map((s) => [s.ticketId, s]));
  const placed: PlacedOrder = {
    orderId: order.orderId,
    checkoutId,
    customerId: input.customerId,
    receipt: toReceipt(order, lineRows, ticketRows, numbers, draws),
    tickets: ticketRows.map((ticket) =>
      toTicket(
        {
          ticket,
          checkoutId,
          orderNo: order.orderNo,
          raffleNumbers: numbers.get(ticket.ticketId) ?? [],
          share: shareOf.get(ticket.ticketId) ?? null,
        },
        draws.get(ticket.drawId) as DrawFacts,
        now,
      ),
    ),
  };
  return { placed, rows: { order, lines: lineRows, tickets: ticketRows, numbers: numberRows, shares } };
}
