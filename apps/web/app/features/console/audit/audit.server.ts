import type { AppLoadContext } from 'react-router';
import { requireConsoleStaff } from '../staff-session.server';
import { AUDIT_PAGE } from './audit-paging';

/** One page of the audit log, filtered by action and staff member as the query asks. */
export async function loadConsoleAudit(request: Request, context: AppLoadContext) {
  const { staff } = await requireConsoleStaff(request, context, 'audit');
  const url = new URL(request.url);
  const action = url.searchParams.get('action')?.trim().slice(0, 100) ?? '';
  const staffId = url.searchParams.get('staff')?.trim().slice(0, 100) ?? '';
  const page = Math.max(Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1, 1);
  const answer = await staff.audit({
    limit: AUDIT_PAGE,
    offset: (page - 1) * AUDIT_PAGE,
    action: action || undefined,
    staff_id: staffId || undefined,
  });
  return { entries: answer.items, total: answer.pageInfo?.total ?? 0, page, action, staffId };
}

export type ConsoleAuditData = Awaited<ReturnType<typeof loadConsoleAudit>>;
