import type { Db } from '../../db/client';
import type { AuditLog } from '../../modules/audit';
import type { StaffModule } from '../../modules/staff';

/** What the staff administration flows take: each writes the staff change and its audit row together. */
export interface StaffFlowDeps {
  db: Db;
  staff: StaffModule;
  audit: AuditLog;
}
