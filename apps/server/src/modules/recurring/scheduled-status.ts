import type { ScheduledStatus } from '@drawline/contracts';
import { AppError } from '../../platform/app-error';

/**
 * The scheduled purchase life cycle as data (2-shopping.md §4 Scheduled purchase status): an
 * active one may be cancelled; nothing leaves cancelled. Placing it (its tickets issued when the
 * draw opens) keeps it active and ends the cancel: placedAt is the second half of the gate.
 */
export const scheduledTransitions: Readonly<Record<ScheduledStatus, readonly ScheduledStatus[]>> = {
  scheduled_status_active: ['scheduled_status_cancelled'],
  scheduled_status_cancelled: [],
};

export function canMoveScheduled(from: ScheduledStatus, to: ScheduledStatus): boolean {
  return scheduledTransitions[from]?.includes(to) ?? false;
}

/** Whether a scheduled purchase may still be cancelled: the table allows it and its tickets are not issued. */
export function isCancellable(row: { status: string; placedAt: Date | null }): boolean {
  return row.placedAt === null && canMoveScheduled(row.status as ScheduledStatus, 'scheduled_status_cancelled');
}

/** The one gate for a cancel: a cancelled or placed scheduled purchase is refused, nothing changed. */
export function assertCancellable(row: { status: string; placedAt: Date | null }): void {
  if (isCancellable(row)) return;
  const message =
    row.status === 'scheduled_status_cancelled'
      ? 'This scheduled purchase is already cancelled.'
      : 'Its tickets were issued when the draw opened: it can no longer be cancelled.';
  throw new AppError('conflict', { message, errors: [{ target: 'status', code: 'conflict', message }] });
}
