import type { EntryStatus, GiveawayType, MembershipStatus, MembershipTier } from '@drawline/contracts';
import { AppError } from '../../platform/app-error';

/** The moves a membership's status may make (docs/decisions/396); any other is refused. */
export const membershipTransitions: Readonly<Record<MembershipStatus, readonly MembershipStatus[]>> = {
  'non-member': ['pending-deposit', 'member'],
  'pending-deposit': ['member'],
  member: [],
};

export function assertMembershipMove(from: MembershipStatus, to: MembershipStatus): void {
  if (!membershipTransitions[from].includes(to)) {
    throw new AppError('conflict', {
      message:
        from === to || from === 'member' || from === 'pending-deposit'
          ? 'You have already joined this program.'
          : `A membership cannot move from ${from} to ${to}.`,
    });
  }
}

/** How many entries a member of each tier holds in a giveaway of each type (docs/decisions/396). */
export const entriesPerTier: Readonly<Record<MembershipTier, Readonly<Record<GiveawayType, number>>>> = {
  free: { daily: 1, major: 1, monthly: 1, preview: 1, special: 1 },
  premium: { daily: 5, major: 2, monthly: 5, preview: 2, special: 2 },
};

/** A monthly giveaway's entry waits to be unlocked; the others enter the member at once. */
export function firstEntryStatus(type: GiveawayType): EntryStatus {
  return type === 'monthly' ? 'locked' : 'guaranteed';
}

/** Entries that take part in the draw. */
export const countedEntryStatuses: readonly EntryStatus[] = ['unlocked', 'guaranteed'];

export function numberOfEntriesText(status: EntryStatus, count: number): string {
  const n = countedEntryStatuses.includes(status) ? count : 0;
  return n === 1 ? '1 entry' : `${n} entries`;
}
