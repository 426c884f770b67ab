import type { AuditEntry } from '@drawline/contracts';
import { Form, Link } from 'react-router';
import { ConsoleErrorBoundary } from '../features/console';
import { requireConsoleStaff } from '../features/console/staff-session.server';
import type { Route } from './+types/console-audit';

export function meta() {
  return [{ title: 'Audit log | Drawline console' }];
}

const PAGE = 50;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { call } = await requireConsoleStaff(request, context, 'audit');
  const url = new URL(request.url);
  const action = url.searchParams.get('action')?.trim().slice(0, 100) ?? '';
  const staffId = url.searchParams.get('staff')?.trim().slice(0, 100) ?? '';
  const page = Math.max(Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1, 1);
  const query = new URLSearchParams({ limit: String(PAGE), offset: String((page - 1) * PAGE) });
  if (action) query.set('action', action);
  if (staffId) query.set('staff_id', staffId);
  const answer = await call<AuditEntry[]>(`/audit?${query}`);
  return { entries: answer.result ?? [], total: answer.pageInfo?.total ?? 0, page, action, staffId };
}

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Australia/Brisbane' }).format(
    new Date(iso),
  );

const shown = (value: unknown) => (value === null || value === undefined ? '–' : JSON.stringify(value, null, 1));

/** Every staff action, newest first, read-only (docs/decisions/163, 235): nothing here changes a row. */
export default function ConsoleAudit({ loaderData }: Route.ComponentProps) {
  const { entries, total, page, action, staffId } = loaderData;
  const pages = Math.max(Math.ceil(total / PAGE), 1);
  const linkTo = (p: number) => `?${new URLSearchParams({ action, staff: staffId, page: String(p) })}`;
  return (
    <>
      <h1>Audit log</h1>
      <Form method="get" className="console-search" role="search">
        <label htmlFor="audit-action">Action starts with</label>
        <input id="audit-action" name="action" defaultValue={action} placeholder="balance_correction." />
        <label htmlFor="audit-staff">Staff member id</label>
        <input id="audit-staff" name="staff" defaultValue={staffId} />
        <button type="submit" className="console-button">
          Filter
        </button>
      </Form>
      <table className="console-table console-audit">
        <caption>
          {total} entries, newest first (page {page} of {pages})
        </caption>
        <thead>
          <tr>
            <th scope="col">When (AEST)</th>
            <th scope="col">Who</th>
            <th scope="col">Action</th>
            <th scope="col">Subject</th>
            <th scope="col">Before</th>
            <th scope="col">After</th>
            <th scope="col">From</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e.id}>
              <td>{when(e.at)}</td>
              <td>
                <code>{e.staffId ?? 'command line'}</code>
              </td>
              <td>{e.action}</td>
              <td>
                {e.subjectType} <code>{e.subjectId}</code>
              </td>
              <td>
                <pre>{shown(e.before)}</pre>
              </td>
              <td>
                <pre>{shown(e.after)}</pre>
              </td>
              <td>{e.address}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <nav aria-label="Audit log pages" className="console-pages">
        {page > 1 ? <Link to={linkTo(page - 1)}>Newer</Link> : null}
        {page < pages ? <Link to={linkTo(page + 1)}>Older</Link> : null}
      </nav>
    </>
  );
}

export { ConsoleErrorBoundary as ErrorBoundary };
