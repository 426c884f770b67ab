import type { AuditEntry } from '@drawline/contracts';
import { and, count, desc, eq, like } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from './audit.tables';

/** The audit log, newest first, a page at a time. */
export function createListAudit(deps: { db: Db }) {
  return async (page: {
    limit: number;
    offset: number;
    action?: string;
    staffId?: string;
  }): Promise<{ entries: AuditEntry[]; total: number }> => {
    const where = and(
      page.action ? like(auditLog.action, `${page.action.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
      page.staffId ? eq(auditLog.staffId, page.staffId) : undefined,
    );
    const [rows, [totals]] = await Promise.all([
      deps.db.select().from(auditLog).where(where).orderBy(desc(auditLog.seq)).limit(page.limit).offset(page.offset),
      deps.db.select({ total: count() }).from(auditLog).where(where),
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
