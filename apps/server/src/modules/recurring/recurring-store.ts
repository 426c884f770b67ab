import {
  type Autoplay,
  type Currency,
  type GameTypeKey,
  type LastAttemptStatus,
  PREMIUM_MEMBERSHIP_OFFER,
  type ProductType,
  type RecurringPurchase,
  type RecurringStatus,
  type Subscription,
  type SubscriptionFrequency,
} from '@drawline/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Random } from '../../lib/random';
import { notFound } from '../../platform/app-error';
import type { CatalogueCache } from '../catalogue';
import { recurringPurchases } from './recurring.tables';

export type Executor = Db | Tx;
export type RecurringRow = typeof recurringPurchases.$inferSelect;

export interface RecurringDeps {
  db: Db;
  clock: Clock;
  random: Random;
  /** The process's copy of the catalogue's static rows, to check a subscription's changes. */
  catalogue: CatalogueCache;
}

/** The kinds each base serves: /autoplay an autoplay (or a combined one), /subscriptions a subscription. */
export type RecurringBase = 'autoplay' | 'subscriptions';
const kindsOf: Record<RecurringBase, readonly string[]> = {
  autoplay: ['autoplay', 'combined_recurring_purchase'],
  subscriptions: ['subscription'],
};

/**
 * The customer's own recurring purchase under a base, its row locked when `lock` (a change).
 * Another customer's id, an unknown id or one of the other base answers 404, nothing said of it.
 */
export async function findOwnRecurring(
  exec: Executor,
  owner: { customerId: string; id: string; base: RecurringBase },
  options: { lock?: boolean } = {},
): Promise<RecurringRow> {
  const query = exec
    .select()
    .from(recurringPurchases)
    .where(and(eq(recurringPurchases.id, owner.id), eq(recurringPurchases.customerId, owner.customerId)));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row || !kindsOf[owner.base].includes(row.kind)) {
    throw notFound(owner.base === 'autoplay' ? 'The autoplay' : 'The subscription');
  }
  return row;
}

export const kindsOfBase = (base: RecurringBase) => kindsOf[base];

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function commonOf(row: RecurringRow, placedDraws: number) {
  const last = row.lastAttemptStatus as LastAttemptStatus | null;
  return {
    status: row.status as RecurringStatus,
    pausedUntil: iso(row.pausedUntil),
    lastAttemptStatus: last,
    needsAttention: last === 'soft_failure' || last === 'hard_failure',
    productType: row.productType as ProductType,
    productOfferKey: row.productOfferKey,
    gameType: row.productType === 'membership' ? null : (row.gameType as GameTypeKey),
    defaultFund: { kind: 'wallet' as const },
    placedDraws,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The answer of an autoplay (2-shopping.md §3 Autoplay): tickets for a raffle, shares for a syndicate. */
export function autoplayOf(row: RecurringRow, placedDraws: number, offerName?: string): Autoplay {
  const currency = row.currency as Currency;
  return {
    autoplayId: row.id,
    type: row.kind as Autoplay['type'],
    ...commonOf(row, placedDraws),
    minimumJackpotAmount: row.minimumJackpotAmount === null ? null : { amount: row.minimumJackpotAmount, currency },
    numberOfGames: row.numGames,
    gameOfferName: row.gameOffer,
    numberOfTickets: row.productType === 'raffle_ticket' ? row.numGames * row.quantity : null,
    numberOfShares: row.gameType === 'syndicate' ? row.numGames * row.quantity : null,
    ...(offerName ? { description: offerName } : {}),
    quickpick: row.quickPick,
  };
}

/** The answer of a subscription (2-shopping.md §3 Subscription). */
export function subscriptionOf(row: RecurringRow, placedDraws: number): Subscription {
  return {
    autoplayId: row.id,
    type: 'subscription',
    ...commonOf(row, placedDraws),
    lotteryId: row.lotteryKey,
    gameOffer: row.gameOffer,
    raffleOfferKey: row.productType === 'raffle_ticket' ? row.productOfferKey : null,
    causeKey: row.causeKey,
    numGames: row.numGames,
    frequency: (row.frequency ?? 'monthly') as SubscriptionFrequency,
    ...membershipFieldsOf(row),
  };
}

/** A membership's subscription names its program and offer (2-shopping.md §3 Subscription; decision 456). */
function membershipFieldsOf(row: RecurringRow) {
  const membership = row.productType === 'membership';
  const offer = PREMIUM_MEMBERSHIP_OFFER;
  return {
    membershipKey: membership ? row.lotteryKey : null,
    membershipName: membership ? offer.programName : null,
    membershipOfferKey: membership ? row.productOfferKey : null,
    membershipOfferName: membership ? offer.name : null,
    membershipPrice: membership ? { ...offer.price } : null,
  };
}

export function recurringOf(row: RecurringRow, placedDraws: number): RecurringPurchase {
  return row.kind === 'subscription' ? subscriptionOf(row, placedDraws) : autoplayOf(row, placedDraws);
}
