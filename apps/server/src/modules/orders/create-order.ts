import {
  checkoutIdSchema,
  type DrawType,
  type GameSelection,
  type GameTypeKey,
  gameProblems,
  isOptionalSet,
  MEGA_COMBO_EXTRA_GAMES,
  type Money,
  type NumberSet,
  type ProductType,
  type Receipt,
  type Ticket,
  type TrackingData,
} from '@drawline/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Random } from '../../lib/random';
import { AppError, notFound } from '../../platform/app-error';
import {
  type DrawFacts,
  type GameOfferMatrix,
  MAX_STOCK_PER_TAKE,
  readDraws,
  readGameOfferMatrix,
  readSyndicates,
  type SyndicateFacts,
} from '../catalogue';
import { drawQuickPick } from './draw-quick-pick';
import { type OrderLineRow, type OrderRow, toReceipt } from './get-receipt';
import { PAID_ORDER_STATUS } from './order-status';
import {
  type GameNumbers,
  orderLines,
  orders,
  raffleTicketCounters,
  raffleTickets,
  syndicateShares,
  tickets,
} from './orders.tables';
import { type ShareRow, type TicketRow, toTicket } from './ticket-view';

/** One thing bought (a priced cart item): an entry for one or more draws. */
export interface OrderLineInput {
  productType: ProductType;
  /** The offer the entry was chosen on (a lottery's key for a syndicate share bought on its page). */
  productOfferKey: string;
  gameType: GameTypeKey;
  gameOffer: string;
  /** Games per draw; raffle tickets for a raffle, shares for a syndicate. */
  numGames: number;
  /** The draws the entry plays, one ticket each. */
  drawIds: readonly string[];
  /**
   * The customer's games, numbers as chosen; a blank (null), a missing set or a missing game is a
   * quick pick the server draws. Empty for raffles and syndicates.
   */
  games?: readonly GameSelection[];
  /** The line's price for all its draws, after any per-item price rule. */
  amount: Money;
  day?: string | null;
  causeKey?: string | null;
  syndicateEncodedId?: string | null;
  cartItemId?: string | null;
}

export interface CreateOrderInput {
  customerId: string;
  /** The public id of the purchase; one is made when not given. */
  checkoutId?: string;
  lines: readonly OrderLineInput[];
  /** What the customer pays: the lines' amounts less the discount. */
  total: Money;
  /** A voucher's discount over the whole order. */
  discount?: Money;
}

export interface OrderDeps {
  clock: Clock;
  random: Random;
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

/** The draw type each product type plays; any other product type cannot be ordered yet. */
const drawTypeOf: Partial<Record<ProductType, DrawType>> = {
  lottery_ticket: 'lottery_ticket_draw',
  multi_draw_ticket: 'lottery_ticket_draw',
  raffle_ticket: 'raffle_ticket_draw',
  syndicate_share: 'syndicate_share_draw',
};

const refuse = (message: string) => new AppError('unprocessable', { message });

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

interface PlannedLine {
  input: OrderLineInput;
  draws: DrawFacts[];
  games: GameNumbers[];
  quickPick: boolean[];
  comboGames: GameNumbers[];
  syndicate: SyndicateFacts | null;
}

function hasBlanks(gameTypeKey: string, sets: readonly NumberSet[], picks: GameSelection): boolean {
  return sets
    .filter((s) => !isOptionalSet(gameTypeKey, s))
    .some((s) => {
      const p = picks[s.name];
      return !p || p.length < s.count || p.some((n) => n === null);
    });
}

/** The games a line plays, with the server's quick picks drawn; refuses numbers outside the matrix. */
function drawGames(
  line: OrderLineInput,
  label: string,
  matrix: GameOfferMatrix,
  random: Random,
): Pick<PlannedLine, 'games' | 'quickPick' | 'comboGames'> {
  const given = line.games ?? [];
  if (!matrix.numberSets.length) {
    if (given.length) throw refuse(`${label}: ${line.gameOffer} takes no numbers.`);
    return { games: [], quickPick: [], comboGames: [] };
  }
  if (given.length > line.numGames) throw refuse(`${label}: ${given.length} games given for ${line.numGames}.`);
  const rules = { gameTypeKey: line.gameType, numberSets: matrix.numberSets };
  const out = { games: [] as GameNumbers[], quickPick: [] as boolean[], comboGames: [] as GameNumbers[] };
  for (let g = 0; g < line.numGames; g++) {
    const picks = given[g] ?? {};
    for (const [name, numbers] of Object.entries(picks)) {
      const set = matrix.numberSets.find((s) => s.name === name);
      if (!set) throw refuse(`${label}: Game ${g + 1} has no set ${name}.`);
      if (numbers.length > set.count) throw refuse(`${label}: Game ${g + 1} has too many in ${name}.`);
    }
    const game = drawQuickPick(rules, random, picks);
    const problem = gameProblems(line.gameType, { numberSets: matrix.numberSets }, game, g)[0];
    if (problem) throw refuse(`${label}: ${problem}.`);
    out.games.push(game);
    out.quickPick.push(hasBlanks(line.gameType, matrix.numberSets, picks));
    if (line.gameType === 'mega_combo') {
      // A super combo comes with quick-pick games on the lottery's plain line, keeping its Favourites (decision 042).
      const base = { gameTypeKey: 'mega_combo', numberSets: matrix.baseNumberSets };
      for (let x = 0; x < MEGA_COMBO_EXTRA_GAMES; x++) {
        const { Favourites: _kept, ...extra } = drawQuickPick(base, random, { Favourites: game.Favourites ?? [] });
        out.comboGames.push(extra);
      }
    }
  }
  return out;
}

async function planLine(
  tx: Tx,
  line: OrderLineInput,
  index: number,
  facts: { draws: Map<string, DrawFacts>; syndicates: Map<string, SyndicateFacts> },
  random: Random,
): Promise<PlannedLine> {
  const label = `Line ${index + 1}`;
  const drawType = drawTypeOf[line.productType];
  if (!drawType) throw refuse(`${label}: ${line.productType} cannot be bought in an order yet.`);
  if (!Number.isSafeInteger(line.numGames) || line.numGames < 1 || line.numGames > MAX_STOCK_PER_TAKE) {
    throw refuse(`${label}: ${line.numGames} is not a number of games.`);
  }
  if (!line.drawIds.length) throw refuse(`${label}: choose at least one draw.`);
  if (new Set(line.drawIds).size !== line.drawIds.length) throw refuse(`${label}: a draw is given twice.`);

  const syndicate = line.syndicateEncodedId ? (facts.syndicates.get(line.syndicateEncodedId) ?? null) : null;
  if (line.productType === 'syndicate_share') {
    if (!line.syndicateEncodedId) throw refuse(`${label}: choose a syndicate.`);
    if (!syndicate) throw notFound(`Syndicate ${line.syndicateEncodedId}`);
    if (line.drawIds.length !== 1 || line.drawIds[0] !== syndicate.drawId) {
      throw refuse(`${label}: the syndicate plays draw ${syndicate.drawId} only.`);
    }
    if (line.numGames > syndicate.size) throw refuse(`${label}: the syndicate has ${syndicate.size} shares.`);
  } else if (line.syndicateEncodedId) {
    throw refuse(`${label}: only a syndicate share names a syndicate.`);
  }

  const draws = line.drawIds.map((id) => {
    const draw = facts.draws.get(id);
    if (!draw) throw notFound(`Draw ${id}`);
    if (draw.type !== drawType) throw refuse(`${label}: draw ${id} is not a ${drawType}.`);
    const ofOffer = syndicate
      ? draw.offerKey === line.productOfferKey || draw.lotteryKey === line.productOfferKey
      : draw.offerKey === line.productOfferKey;
    if (!ofOffer) throw refuse(`${label}: draw ${id} is not a draw of ${line.productOfferKey}.`);
    return draw;
  });

  const matrix = await readGameOfferMatrix(tx, {
    offerKey: line.productOfferKey,
    gameType: line.gameType,
    gameOffer: line.gameOffer,
  });
  if (!matrix) throw refuse(`${label}: ${line.productOfferKey} has no game offer ${line.gameType} ${line.gameOffer}.`);
  return { input: line, draws, syndicate, ...drawGames(line, label, matrix, random) };
}

/**
 * Raffle ticket numbers for each raffle draw of the order: one atomic increment of the draw's
 * counter, so concurrent purchases get disjoint ranges. Taken in draw id order, so two orders
 * for the same draws never wait on each other in a cycle.
 */
async function takeRaffleNumbers(tx: Tx, wanted: Map<string, number>): Promise<Map<string, number>> {
  const next = new Map<string, number>();
  for (const drawId of [...wanted.keys()].sort()) {
    const quantity = wanted.get(drawId) as number;
    const [counter] = await tx
      .insert(raffleTicketCounters)
      .values({ drawId, lastNumber: quantity })
      .onConflictDoUpdate({
        target: raffleTicketCounters.drawId,
        set: { lastNumber: sql`${raffleTicketCounters.lastNumber} + ${quantity}` },
      })
      .returning({ lastNumber: raffleTicketCounters.lastNumber });
    next.set(drawId, (counter?.lastNumber as number) - quantity + 1);
  }
  return next;
}

/**
 * Writes an order, its lines and its tickets in the caller's transaction (the checkout flow's):
 * one ticket per entry and draw with the numbers exactly as chosen, quick picks drawn on the
 * server, raffle ticket numbers unique per draw, a syndicate share per syndicate ticket. Checks
 * that the lines name real draws, game offers and syndicates and that the total is the lines'
 * amounts less the discount; it does not price, check sales or take stock (the flow does, with
 * the cart, assertOnSale and takeStock). Anything thrown after it in the transaction undoes it.
 */
export async function createOrder(tx: Tx, input: CreateOrderInput, deps: OrderDeps): Promise<PlacedOrder> {
  const { random } = deps;
  const now = deps.clock.now();
  if (!input.customerId) throw refuse('An order needs a customer.');
  if (!input.lines.length) throw refuse('An order needs at least one line.');
  assertTotals(input);
  const checkoutId = input.checkoutId ?? random.token(16);
  if (!checkoutIdSchema.safeParse(checkoutId).success) throw refuse('The checkout id is not valid.');

  const [draws, syndicates] = await Promise.all([
    readDraws(
      tx,
      input.lines.flatMap((l) => l.drawIds),
    ),
    readSyndicates(
      tx,
      input.lines.flatMap((l) => (l.syndicateEncodedId ? [l.syndicateEncodedId] : [])),
    ),
  ]);
  const planned: PlannedLine[] = [];
  for (const [i, line] of input.lines.entries())
    planned.push(await planLine(tx, line, i, { draws, syndicates }, random));

  const raffleWanted = new Map<string, number>();
  for (const p of planned) {
    if (p.input.productType !== 'raffle_ticket') continue;
    for (const d of p.draws) raffleWanted.set(d.drawId, (raffleWanted.get(d.drawId) ?? 0) + p.input.numGames);
  }
  const nextNumber = await takeRaffleNumbers(tx, raffleWanted);
  const [earlier] = await tx
    .select({ orderId: orders.orderId })
    .from(orders)
    .where(eq(orders.customerId, input.customerId))
    .limit(1);

  const currency = input.total.currency;
  const order: OrderRow = {
    orderId: random.uuid(),
    checkoutId,
    customerId: input.customerId,
    status: PAID_ORDER_STATUS,
    total: input.total.amount,
    discount: input.discount?.amount ?? 0,
    currency,
    trackingData: trackingDataOf(planned, !earlier),
    createdAt: now,
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
    numDraws: p.draws.length,
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
          syndicateTickets: p.syndicate.tickets,
        });
      }
    }
  }

  await tx.insert(orders).values(order);
  await tx.insert(orderLines).values(lineRows);
  await tx.insert(tickets).values(ticketRows);
  const numberRows = [...numbers].flatMap(([ticketId, list]) => {
    const drawId = ticketRows.find((t) => t.ticketId === ticketId)?.drawId as string;
    return list.map((ticketNumber) => ({ drawId, ticketNumber, ticketId }));
  });
  if (numberRows.length) await tx.insert(raffleTickets).values(numberRows);
  if (shares.length) await tx.insert(syndicateShares).values(shares);

  const shareOf = new Map(shares.map((s) => [s.ticketId, s]));
  return {
    orderId: order.orderId,
    checkoutId,
    customerId: input.customerId,
    receipt: toReceipt(order, lineRows, ticketRows, numbers, draws),
    tickets: ticketRows.map((ticket) =>
      toTicket(
        {
          ticket,
          checkoutId,
          raffleNumbers: numbers.get(ticket.ticketId) ?? [],
          share: shareOf.get(ticket.ticketId) ?? null,
        },
        draws.get(ticket.drawId) as DrawFacts,
        now,
      ),
    ),
  };
}

/** The receipt's tracking data, fixed when bought: each line's price, prize pool, draw and weekdays. */
function trackingDataOf(planned: readonly PlannedLine[], firstPurchase: boolean): TrackingData {
  return {
    goals: firstPurchase ? ['purchase', 'first_purchase'] : ['purchase'],
    products: planned.map((p) => {
      const first = p.draws[0] as DrawFacts;
      return {
        productType: p.input.productType,
        productOfferKey: first.offerKey,
        productOfferName: first.offerName,
        gameType: p.input.gameType,
        gameOffer: p.input.gameOffer,
        quantity: p.input.numGames,
        numDraws: p.draws.length,
        purchasePrice: p.input.amount,
        prizePool: first.prizePool,
        drawNumber: first.drawNo,
        drawDate: first.drawDate.toISOString(),
        daysOfWeek: p.input.day ? [p.input.day] : [...new Set(p.draws.map((d) => d.weekday))],
      };
    }),
  };
}
