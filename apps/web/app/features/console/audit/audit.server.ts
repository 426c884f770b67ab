import type { AuditEntry } from '@drawline/contracts';
import type { AppLoadContext } from 'react-router';
import { requireConsoleStaff } from '../staff-session.server';
import { AUDIT_PAGE } from './audit-paging';

/** One page of the audit log, filtered by action and staff member as the query asks. */
export async function loadConsoleAudit(request: Request, context: AppLoadContext) {
  const { call } = await requireConsoleStaff(request, context, 'audit');
  const url = new URL(request.url);
  const action = url.searchParams.get('action')?.trim().slice(0, 100) ?? '';
  const staffId = url.searchParams.get('staff')?.trim().slice(0, 100) ?? '';
  const page = Math.max(Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1, 1);
  const query = new URLSearchParams({ limit: String(AUDIT_PAGE), offset: String((page - 1) * AUDIT_PAGE) });
  if (action) query.set('action', action);
  if (staffId) query.set('staff_id', staffId);
  const answer = await call<AuditEntry[]>(`/audit?${query}`);
  return { entries: answer.result ?? [], total: answer.pageInfo?.total ?? 0, page, action, staffId };
}

export type ConsoleAuditData = Awaited<ReturnType<typeof loadConsoleAudit>>;
