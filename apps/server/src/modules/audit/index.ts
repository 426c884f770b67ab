import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Random } from '../../lib/random';
import { createListAudit } from './list-audit';
import { createRecordAudit } from './record-audit';

export { auditRoutes } from './audit.routes';
export type { AuditEntryInput } from './record-audit';

/**
 * The audit log (docs/decisions/163): `recordAudit(tx, entry)` in the transaction of every staff
 * action; the database refuses to change or delete a row.
 */
export function createAuditLog(deps: { db: Db; clock: Clock; random: Random }) {
  return { recordAudit: createRecordAudit(deps), listAudit: createListAudit(deps) };
}
export type AuditLog = ReturnType<typeof createAuditLog>;
