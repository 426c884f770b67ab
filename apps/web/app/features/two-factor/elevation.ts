import { twoFactorMessages } from '@drawline/contracts';

/**
 * Two-factor elevation status (3-account.md §4, 1-platform.md §8), as data: a table of allowed
 * moves and one function that refuses any other.
 */
export const elevationStatuses = [
  'initial',
  'requesting_otp',
  'replaying',
  'post_elevation_checks',
  'post_elevation_complete',
  'abandoned',
] as const;
export type ElevationStatus = (typeof elevationStatuses)[number];

export const elevationTransitions: Readonly<Record<ElevationStatus, readonly ElevationStatus[]>> = {
  // A call answered 403 REQUIRED: the request is kept and a code is asked for.
  initial: ['requesting_otp'],
  // The code is submitted (replay), or the modal is closed (the action is abandoned).
  requesting_otp: ['replaying', 'abandoned'],
  // The replay worked (checks follow), or failed (ask again, with the failure toast).
  replaying: ['post_elevation_checks', 'requesting_otp', 'abandoned'],
  // The page refetches what the replayed call changed, then the flow is complete.
  post_elevation_checks: ['post_elevation_complete', 'abandoned'],
  // A later sensitive call may ask again.
  post_elevation_complete: ['requesting_otp', 'initial'],
  abandoned: ['requesting_otp', 'initial'],
};

export class ElevationTransitionError extends Error {
  constructor(
    readonly from: ElevationStatus,
    readonly to: ElevationStatus,
  ) {
    super(`Two-factor elevation cannot move from ${from} to ${to}`);
    this.name = 'ElevationTransitionError';
  }
}

export function canMoveElevation(from: ElevationStatus, to: ElevationStatus): boolean {
  return elevationTransitions[from].includes(to);
}

export function moveElevation(from: ElevationStatus, to: ElevationStatus): ElevationStatus {
  if (!canMoveElevation(from, to)) throw new ElevationTransitionError(from, to);
  return to;
}

/** The modal is open in these statuses (3-account.md §4). */
export function isElevationModalOpen(status: ElevationStatus): boolean {
  return status === 'requesting_otp' || status === 'replaying' || status === 'post_elevation_checks';
}

export const elevationMessages = {
  title: twoFactorMessages.elevationTitle,
  success: twoFactorMessages.elevationSucceeded,
  failure: twoFactorMessages.elevationFailed,
} as const;
