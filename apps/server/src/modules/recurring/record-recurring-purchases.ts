import {
  type GameSelection,
  type Money,
  type RecurringStatus,
  recurringPurchaseTypes,
  type SubscriptionFrequency,
  subscriptionFrequencies,
} from '@drawline/contracts';
import type { Tx } from '../../db/client';
import { cryptoRandom, type Random } from '../../lib/random';
import { entryOfLine } from './entry-of-line';
import { recurringPurchases } from './recurring.tables';

/**
 * A bought cart line as the recurring module reads it: the fields of the cart's PurchaseLine
 * (modules/cart) that a recurring purchase keeps, so the checkout passes its lines as they are.
 */
export interface RecurringLineInput {
  itemId: string;
  productType: string;
  productOfferKey: string;
  lotteryKey: string;
  gameType: string;
  gameOffer: string;
  /** The line's first draw, and every draw it bought. */
  drawDate: Date;
  draws?: readonly { drawDate: Date }[];
  numGames: number;
  quantity: number;
  games: readonly GameSelection[];
  quickPick: boolean;
  day: string | null;
  causeKey: string | null;
  /** frequency: a subscription's, as the cart kept it (monthly when absent, decision 368). */
  recurringPurchase: { type: string; enabled: boolean; frequency?: string | null } | null;
  minimumJackpotAmount: Money | null;
  unitPrice: Money;
}

export interface RecordRecurringInput {
  customerId: string;
  checkoutId: string;
  now: Date;
  lines: readonly RecurringLineInput[];
  /** Ids of the records; cryptographic unless a test passes its own. */
  random?: Random;
}

const PLACEMENT_ITEM_PREFIX = 'rpd_';

/**
 * The item id of the recurring engine's line (flows/recurring): a placement of a recurring
 * purchase, never a new one, so recordRecurringPurchases skips it.
 */
export const placementItemId = (recurringPurchaseId: string, drawId: string) =>
  `${PLACEMENT_ITEM_PREFIX}${recurringPurchaseId}_${drawId}`;

/**
 * Whether a bought line makes a recurring purchase (never one the engine placed): its recurring purchase is on (enabled, or
 * mandatory: the cart's line says enabled for availability `always` too), or it is a deferred
 * game (a subscription by nature, 2-shopping.md §4).
 */
export function recurringKindOf(line: RecurringLineInput): string | null {
  if (line.itemId.startsWith(PLACEMENT_ITEM_PREFIX)) return null;
  if (line.gameType === 'deferred') return 'subscription';
  const rp = line.recurringPurchase;
  if (!rp?.enabled) return null;
  return (recurringPurchaseTypes as readonly string[]).includes(rp.type) ? rp.type : null;
}

/** A subscription's frequency as the cart line carries it; monthly when it names none of the spec's. */
function frequencyOf(line: RecurringLineInput): SubscriptionFrequency {
  const asked = line.recurringPurchase?.frequency;
  return (subscriptionFrequencies as readonly string[]).includes(asked ?? '')
    ? (asked as SubscriptionFrequency)
    : 'monthly';
}

/**
 * The checkout's step for recurring purchases, called inside its purchase transaction after the
 * order is written: every line whose recurring purchase is on becomes an active autoplay or
 * subscription, which the engine buys again from the draw after the last one this purchase
 * bought. Rolled back with the purchase; a cart item makes at most one (a unique index).
 * Answers the ids made, in line order.
 */
export async function recordRecurringPurchases(tx: Tx, input: RecordRecurringInput): Promise<string[]> {
  const random = input.random ?? cryptoRandom;
  const rows = input.lines.flatMap((line) => {
    const kind = recurringKindOf(line);
    if (!kind) return [];
    const lastDraw = (line.draws ?? []).reduce(
      (latest, d) => (d.drawDate.getTime() > latest.getTime() ? d.drawDate : latest),
      line.drawDate,
    );
    return [
      {
        id: `rp_${random.token(12)}`,
        customerId: input.customerId,
        kind,
        ...entryOfLine(line),
        frequency: kind === 'subscription' ? frequencyOf(line) : null,
        minimumJackpotAmount: kind === 'subscription' ? null : (line.minimumJackpotAmount?.amount ?? null),
        currency: line.unitPrice.currency,
        status: 'recurring_status_active' satisfies RecurringStatus,
        sourceCheckoutId: input.checkoutId,
        sourceCartItemId: line.itemId,
        startsAfter: lastDraw,
        createdAt: input.now,
        updatedAt: input.now,
      },
    ];
  });
  if (!rows.length) return [];
  await tx.insert(recurringPurchases).values(rows);
  return rows.map((r) => r.id);
}
