import type { RecurringStatus } from '@drawline/contracts';
import { AppError } from '../../platform/app-error';

/**
 * The recurring purchase life cycle as data (2-shopping.md §4 Recurring status): an active
 * purchase may be paused, paused until a date, or cancelled; a paused one resumed, re-timed or
 * cancelled; a timed pause resumes by itself at its date (the engine moves it, recurring-due.ts).
 * Nothing leaves cancelled.
 */
export const recurringTransitions: Readonly<Record<RecurringStatus, readonly RecurringStatus[]>> = {
  recurring_status_active: ['recurring_status_paused', 'recurring_status_timed_pause', 'recurring_status_cancelled'],
  recurring_status_paused: ['recurring_status_active', 'recurring_status_timed_pause', 'recurring_status_cancelled'],
  recurring_status_timed_pause: [
    'recurring_status_active',
    'recurring_status_paused',
    'recurring_status_timed_pause',
    'recurring_status_cancelled',
  ],
  recurring_status_cancelled: [],
};

export function canMoveRecurring(from: RecurringStatus, to: RecurringStatus): boolean {
  return recurringTransitions[from]?.includes(to) ?? false;
}

/** The one gate for a status change: a move the table does not list is refused, nothing changed. */
export function assertRecurringTransition(from: RecurringStatus, to: RecurringStatus): void {
  if (!canMoveRecurring(from, to)) {
    const message =
      from === 'recurring_status_cancelled'
        ? 'A cancelled recurring purchase cannot be changed.'
        : `A recurring purchase cannot move from ${from} to ${to}.`;
    throw new AppError('conflict', { message, errors: [{ target: 'status', code: 'conflict', message }] });
  }
}

/** Paused covers both paused and timed pause (2-shopping.md §4). */
export const isPaused = (status: RecurringStatus): boolean =>
  status === 'recurring_status_paused' || status === 'recurring_status_timed_pause';
