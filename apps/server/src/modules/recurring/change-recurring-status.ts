import {
  MAX_TIMED_PAUSE_DAYS,
  type RecurringPurchase,
  type RecurringStatus,
  type RecurringStatusChange,
  TIMED_PAUSED_ALIAS,
} from '@drawline/contracts';
import { eq } from 'drizzle-orm';
import { AppError } from '../../platform/app-error';
import { recurringPurchases } from './recurring.tables';
import { placedDraws } from './recurring-counts';
import { assertRecurringTransition } from './recurring-status';
import { findOwnRecurring, type RecurringBase, type RecurringDeps, recurringOf } from './recurring-store';

function invalidPause(message: string): AppError {
  return new AppError('validation_failed', { message, errors: [{ target: 'pausedUntil', code: 'invalid', message }] });
}

/** A timed pause's end: in the future, within MAX_TIMED_PAUSE_DAYS; no other status takes one. */
function pausedUntilOf(status: RecurringStatus, pausedUntil: string | null | undefined, now: Date): Date | null {
  if (status !== 'recurring_status_timed_pause') {
    if (pausedUntil) throw invalidPause('Only a timed pause takes a pausedUntil date.');
    return null;
  }
  if (!pausedUntil) throw invalidPause('A timed pause needs the date it ends (pausedUntil).');
  const until = new Date(pausedUntil);
  if (until.getTime() <= now.getTime()) throw invalidPause('The pause must end in the future.');
  if (until.getTime() > now.getTime() + MAX_TIMED_PAUSE_DAYS * 86_400_000) {
    throw invalidPause(`A pause can last at most ${MAX_TIMED_PAUSE_DAYS} days.`);
  }
  return until;
}

/**
 * PATCH {autoplay or subscriptions}/{id}/status (v3.3), and an autoplay's pause and unpause: the
 * move the transitions table allows, for the customer's own purchase only (another's is 404).
 * A refused change changes nothing.
 */
export async function changeRecurringStatus(
  deps: RecurringDeps,
  change: { customerId: string; id: string; base: RecurringBase } & RecurringStatusChange,
): Promise<RecurringPurchase> {
  const now = deps.clock.now();
  const to = (change.status === TIMED_PAUSED_ALIAS ? 'recurring_status_timed_pause' : change.status) as RecurringStatus;
  const pausedUntil = pausedUntilOf(to, change.pausedUntil, now);
  return deps.db.transaction(async (tx) => {
    const row = await findOwnRecurring(tx, change, { lock: true });
    assertRecurringTransition(row.status as RecurringStatus, to);
    const [updated] = await tx
      .update(recurringPurchases)
      .set({ status: to, pausedUntil, updatedAt: now })
      .where(eq(recurringPurchases.id, row.id))
      .returning();
    const counts = await placedDraws(tx, [row.id]);
    return recurringOf(updated ?? row, counts.get(row.id) ?? 0);
  });
}
