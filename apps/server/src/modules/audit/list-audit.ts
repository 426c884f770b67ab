import type { AuditEntry } from '@drawline/contracts';
import { count, desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from './audit.tables';

/** The audit log, newest first, a page at a time. */
export function createListAudit(deps: { db: Db }) {
  return async (page: { limit: number; offset: number }): Promise<{ entries: AuditEntry[]; total: number }> => {
    const [rows, [totals]] = await Promise.all([
      deps.db.select().from(auditLog).orderBy(desc(auditLog.seq)).limit(page.limit).offset(page.offset),
      deps.db.select({ total: count() }).from(auditLog),
    ]);
    return {
      total: totals?.total ?? 0,
      entries: rows.map((r) => ({
        id: r.id,
        at: r.at.toISOString(),
        staffId: r.staffId,
        action: r.action,
        subjectType: r.subjectType,
        subjectId: r.subjectId,
        before: r.before ?? null,
        after: r.after ?? null,
        address: r.address,
      })),
    };
  };
}
