import type { Db } from '../../db/client';
import type { AuditLog } from '../../modules/audit';
import type { CustomerNotes } from '../../modules/customer-notes';
import type { Verification } from '../../modules/verification';

/** What staff's customer records take: each write and its audit row commit together (docs/decisions/272, 273). */
export interface CustomerCareDeps {
  db: Db;
  audit: AuditLog;
  verification: Verification;
  notes: CustomerNotes;
}
