import { Form, Link } from 'react-router';
import { Field } from '../console-form';
import { ConsoleTable } from '../console-table';
import type { ConsoleAuditData } from './audit.server';
import { AUDIT_PAGE } from './audit-paging';

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Australia/Brisbane' }).format(
    new Date(iso),
  );

const shown = (value: unknown) => (value === null || value === undefined ? '–' : JSON.stringify(value, null, 1));

/** Every staff action, newest first, read-only (docs/decisions/163, 235): nothing here changes a row. */
export function AuditPage({ entries, total, page, action, staffId }: ConsoleAuditData) {
  const pages = Math.max(Math.ceil(total / AUDIT_PAGE), 1);
  const linkTo = (p: number) => `?${new URLSearchParams({ action, staff: staffId, page: String(p) })}`;
  return (
    <>
      <h1>Audit log</h1>
      <Form method="get" className="console-search" role="search">
        <Field
          id="audit-action"
          name="action"
          label="Action starts with"
          defaultValue={action}
          placeholder="balance_correction."
        />
        <Field id="audit-staff" name="staff" label="Staff member id" defaultValue={staffId} />
        <button type="submit" className="console-button">
          Filter
        </button>
      </Form>
      <ConsoleTable
        className="console-audit"
        caption={`${total} entries, newest first (page ${page} of ${pages})`}
        rows={entries}
        rowKey={(e) => e.id}
        columns={[
          { header: 'When (AEST)', cell: (e) => when(e.at) },
          { header: 'Who', cell: (e) => <code>{e.staffId ?? 'command line'}</code> },
          { header: 'Action', cell: (e) => e.action },
          {
            header: 'Subject',
            cell: (e) => (
              <>
                {e.subjectType} <code>{e.subjectId}</code>
              </>
            ),
          },
          { header: 'Before', cell: (e) => <pre>{shown(e.before)}</pre> },
          { header: 'After', cell: (e) => <pre>{shown(e.after)}</pre> },
          { header: 'From', cell: (e) => e.address },
        ]}
      />
      <nav aria-label="Audit log pages" className="console-pages">
        {page > 1 ? <Link to={linkTo(page - 1)}>Newer</Link> : null}
        {page < pages ? <Link to={linkTo(page + 1)}>Older</Link> : null}
      </nav>
    </>
  );
}
