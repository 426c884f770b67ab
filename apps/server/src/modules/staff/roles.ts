import type { StaffRole } from '@drawline/contracts';
import { AppError } from '../../platform/app-error';

/**
 * The one role check of every staff call, API or command line (docs/decisions/162): the member
 * must hold at least one of the roles named; naming none asks only for a signed-in member.
 * Roles are not ranked, so an administrator passes only where administrator is named.
 */
export function assertStaffRole(held: readonly StaffRole[], needed: readonly StaffRole[]): void {
  if (needed.length && !needed.some((role) => held.includes(role))) throw new AppError('forbidden');
}
