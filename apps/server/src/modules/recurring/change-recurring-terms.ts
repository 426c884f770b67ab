import type { Autoplay, AutoplayChange, Subscription, SubscriptionChange } from '@drawline/contracts';
import { eq } from 'drizzle-orm';
import { AppError } from '../../platform/app-error';
import { findSaleTerms } from '../catalogue';
import { recurringPurchases } from './recurring.tables';
import { placedDraws } from './recurring-counts';
import {
  autoplayOf,
  type Executor,
  findOwnRecurring,
  type RecurringDeps,
  type RecurringRow,
  subscriptionOf,
} from './recurring-store';

function refuseCancelled(row: RecurringRow): void {
  if (row.status === 'recurring_status_cancelled') {
    const message = 'A cancelled recurring purchase cannot be changed.';
    throw new AppError('conflict', { message, errors: [{ target: 'status', code: 'conflict', message }] });
  }
}

const counted = async (exec: Executor, id: string) => (await placedDraws(exec, [id])).get(id) ?? 0;

/**
 * GET /autoplay/{id} and GET /subscriptions/{id}: the customer's own (another's is 404).
 */
export async function getAutoplay(deps: RecurringDeps, owner: { customerId: string; id: string }): Promise<Autoplay> {
  const row = await findOwnRecurring(deps.db, { ...owner, base: 'autoplay' });
  return autoplayOf(row, await counted(deps.db, row.id));
}

export async function getSubscription(
  deps: RecurringDeps,
  owner: { customerId: string; id: string },
): Promise<Subscription> {
  const row = await findOwnRecurring(deps.db, { ...owner, base: 'subscriptions' });
  return subscriptionOf(row, await counted(deps.db, row.id));
}

/**
 * PATCH /autoplay/{id}, POST /autoplay/{id}/set-minimum-jackpot and /set-quickpick: the minimum
 * jackpot (cents; null or 0 plays every draw) and quick pick. A quick pick turned off keeps the
 * numbers the autoplay was bought with; one bought as a quick pick has none, so it cannot.
 */
export async function changeAutoplay(
  deps: RecurringDeps,
  owner: { customerId: string; id: string },
  change: AutoplayChange,
): Promise<Autoplay> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await findOwnRecurring(tx, { ...owner, base: 'autoplay' }, { lock: true });
    refuseCancelled(row);
    const set: Partial<RecurringRow> = { updatedAt: now };
    if (change.minimumJackpotAmount !== undefined) {
      const amount = change.minimumJackpotAmount?.amount ?? 0;
      set.minimumJackpotAmount = amount > 0 ? amount : null;
    }
    if (change.quickpick !== undefined) {
      if (!change.quickpick && row.games.length === 0) {
        const message = 'This autoplay has no numbers of its own: it plays quick picks.';
        throw new AppError('validation_failed', {
          message,
          errors: [{ target: 'quickpick', code: 'invalid', message }],
        });
      }
      set.quickPick = change.quickpick;
    }
    const [updated] = await tx.update(recurringPurchases).set(set).where(eq(recurringPurchases.id, row.id)).returning();
    return autoplayOf(updated ?? row, await counted(tx, row.id));
  });
}

/**
 * PATCH /subscriptions/{id}: gameOffer, causeKey and numGames, checked against what the offer
 * sells now (its game offers and causes).
 */
export async function changeSubscription(
  deps: RecurringDeps,
  owner: { customerId: string; id: string },
  change: SubscriptionChange,
): Promise<Subscription> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await findOwnRecurring(tx, { ...owner, base: 'subscriptions' }, { lock: true });
    refuseCancelled(row);
    const terms = (await findSaleTerms(tx, deps.catalogue, [row.productOfferKey], now, { syndicates: false })).get(
      row.productOfferKey,
    );
    const refuse = (target: string, message: string) =>
      new AppError('validation_failed', { message, errors: [{ target, code: 'invalid', message }] });
    if (change.gameOffer !== undefined) {
      const offers = terms?.gameTypes.find((t) => t.key === row.gameType)?.gameOffers ?? [];
      if (!offers.some((o) => o.key === change.gameOffer)) throw refuse('gameOffer', 'That game offer is not sold.');
    }
    if (change.causeKey !== undefined && change.causeKey !== null && !terms?.offer.causes.includes(change.causeKey)) {
      throw refuse('causeKey', 'That cause is not supported by this offer.');
    }
    const set: Partial<RecurringRow> = { updatedAt: now };
    if (change.gameOffer !== undefined) set.gameOffer = change.gameOffer;
    if (change.causeKey !== undefined) set.causeKey = change.causeKey;
    if (change.numGames !== undefined) set.numGames = change.numGames;
    const [updated] = await tx.update(recurringPurchases).set(set).where(eq(recurringPurchases.id, row.id)).returning();
    return subscriptionOf(updated ?? row, await counted(tx, row.id));
  });
}
