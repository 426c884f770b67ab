import type { Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Random } from '../../lib/random';
import type { ActingStaff } from '../staff';
import { auditLog } from './audit.tables';

export interface AuditEntryInput {
  actor: ActingStaff;
  /** What was done, as `<subject>.<verb>`: `staff.add`, `withdrawal.approve`, `results.enter`. */
  action: string;
  subjectType: string;
  subjectId: string;
  /** The subject before and after, as the API shows it: never a password hash, token or secret. */
  before: unknown;
  after: unknown;
}

/**
 * Writes one audit row in the caller's transaction (docs/decisions/163): the row commits with the
 * action or not at all.
 */
export function createRecordAudit(deps: { clock: Clock; random: Random }) {
  return async (tx: Tx, entry: AuditEntryInput): Promise<void> => {
    await tx.insert(auditLog).values({
      id: deps.random.uuid(),
      at: deps.clock.now(),
      staffId: entry.actor.staffId,
      action: entry.action,
      subjectType: entry.subjectType,
      subjectId: entry.subjectId,
      before: entry.before ?? null,
      after: entry.after ?? null,
      address: entry.actor.address,
    });
  };
}
