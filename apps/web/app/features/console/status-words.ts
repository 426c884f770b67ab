import type {
  BalanceCorrectionStatus,
  ConsoleRaffleStatus,
  DrawStatus,
  LastAttemptStatus,
  RecurringStatus,
  VerificationStatus,
  WithdrawalStatus,
} from '@drawline/contracts';

/**
 * Every status the console shows, in the operators' words: the one mapping (issue 23: staff read
 * words, never codes such as DRAW_OPEN). Each table is typed by the contracts' list of statuses,
 * so a new status does not typecheck until it has its words here.
 */
export const statusWords = {
  /** Where each draw is in its life. */
  draw: {
    DRAW_OPEN: 'Open for sale',
    DRAW_CAPPED: 'Sold out',
    DRAW_CLOSED: 'Sales closed: results to enter or confirm',
    DRAW_DRAWN: 'Results published: settlement scores it next',
    DRAW_SCORED: 'Scored: settlement pays it next',
    DRAW_PAID: 'Paid: winners are told next',
    DRAW_EMAILED: 'Settled',
  } satisfies Record<DrawStatus, string>,
  raffle: {
    draft: 'Draft (not on sale)',
    published: 'On sale',
    closed: 'Closed',
  } satisfies Record<ConsoleRaffleStatus, string>,
  withdrawal: {
    requested: 'Requested',
    approved: 'Approved, to pay',
    paid: 'Paid',
    rejected: 'Rejected',
    cancelled: 'Cancelled',
  } satisfies Record<WithdrawalStatus, string>,
  verification: {
    unverified: 'Unverified',
    verified: 'Verified',
    failed: 'Failed',
  } satisfies Record<VerificationStatus, string>,
  correction: {
    pending: 'Waiting for a second person',
    approved: 'Approved',
    rejected: 'Rejected',
  } satisfies Record<BalanceCorrectionStatus, string>,
  /** A recurring purchase's status (issue 25). */
  recurring: {
    recurring_status_active: 'Active',
    recurring_status_paused: 'Paused',
    recurring_status_timed_pause: 'Paused until a date',
    recurring_status_cancelled: 'Cancelled',
  } satisfies Record<RecurringStatus, string>,
  /** What the last attempt to buy a recurring purchase's draw came to. */
  recurringAttempt: {
    purchased: 'Bought',
    soft_failure: 'Failed, retried until sales close',
    hard_failure: 'Failed, draw given up',
  } satisfies Record<LastAttemptStatus, string>,
  /** A card charge made for a recurring purchase without the customer. */
  recurringCharge: {
    asked: 'Asked of the gateway',
    booked: 'Taken and credited',
    declined: 'Declined',
  },
} as const;

export type StatusKind = keyof typeof statusWords;

/** A status in words; a status the console does not know yet (a newer server) is said as "Unknown (code)". */
export function statusInWords<K extends StatusKind>(kind: K, status: string): string {
  const words = (statusWords[kind] as Record<string, string>)[status];
  return words ?? `Unknown (${status})`;
}
