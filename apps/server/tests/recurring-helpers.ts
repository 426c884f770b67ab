import type { Draw } from '@drawline/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { type RecurringLineInput, recordRecurringPurchases } from '../src/modules/recurring';
import { type CartTestApp, powerballGames } from './cart-helpers';
import { aud } from './purchase-helpers';

const DAY = 86_400_000;

/**
 * A bought cart line as the checkout hands it to recordRecurringPurchases: a Powerball autoplay
 * of four games by default. `boughtUpTo` is the last draw the checkout itself bought (the engine
 * buys the draws after it); a day before the first draw on sale unless given.
 */
export function powerballAutoplayLine(
  t: CartTestApp,
  overrides: Partial<RecurringLineInput> & { boughtUpTo?: Date } = {},
): RecurringLineInput {
  const first = t.offer('powerball2018').draws[0] as Draw;
  const { boughtUpTo, ...rest } = overrides;
  return {
    itemId: `item_${Math.random().toString(36).slice(2)}`,
    productType: 'lottery_ticket',
    productOfferKey: 'powerball2018',
    lotteryKey: 'powerball2018',
    gameType: 'standard',
    gameOffer: 'standard',
    drawDate: boughtUpTo ?? new Date(new Date(first.drawDate).getTime() - DAY),
    numGames: 4,
    quantity: 1,
    games: powerballGames(4),
    quickPick: false,
    day: null,
    causeKey: null,
    recurringPurchase: { type: 'autoplay', enabled: true },
    minimumJackpotAmount: null,
    unitPrice: aud(0),
    ...rest,
  };
}

/** A Make a Smile raffle subscription of 5 tickets (a bundle of its price list) whose last period the checkout bought `monthsAgo` months back. */
export function raffleSubscriptionLine(t: CartTestApp, monthsAgo = 2): RecurringLineInput {
  const boughtUpTo = new Date(t.clock.now().getTime() - monthsAgo * 31 * DAY);
  return {
    ...powerballAutoplayLine(t, { boughtUpTo }),
    productType: 'raffle_ticket',
    productOfferKey: 'make_a_smile_lottery',
    lotteryKey: 'make_a_smile_lottery',
    gameOffer: 'tickets',
    numGames: 5,
    games: [],
    quickPick: true,
    causeKey: 'childrens_hospital',
    recurringPurchase: { type: 'subscription', enabled: true },
  };
}

/** Records recurring purchases as the checkout will, in a transaction of their own; answers their ids. */
export async function recordRecurring(
  t: CartTestApp,
  customerId: string,
  lines: RecurringLineInput[],
): Promise<string[]> {
  return t.db.transaction((tx) =>
    recordRecurringPurchases(tx, { customerId, checkoutId: `co_${customerId}`, now: t.clock.now(), lines }),
  );
}

/** The placements of recurring purchases, by outcome, read straight from the database. */
export async function placementsOf(db: Db, recurringPurchaseIds: readonly string[]) {
  if (!recurringPurchaseIds.length) return [];
  const result = await db.execute<{
    recurring_purchase_id: string;
    draw_id: string;
    outcome: string;
    checkout_id: string | null;
    failure_code: string | null;
  }>(
    sql`select recurring_purchase_id, draw_id, outcome, checkout_id, failure_code from recurring_placements
        where recurring_purchase_id in (${sql.join(
          recurringPurchaseIds.map((id) => sql`${id}`),
          sql`, `,
        )}) order by recurring_purchase_id, draw_id`,
  );
  const rows = (result as unknown as { rows?: unknown[] }).rows ?? (result as unknown as unknown[]);
  return rows as {
    recurring_purchase_id: string;
    draw_id: string;
    outcome: string;
    checkout_id: string | null;
    failure_code: string | null;
  }[];
}
