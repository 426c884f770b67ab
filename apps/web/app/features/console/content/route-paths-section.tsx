import { overridableRoutes } from '@drawline/contracts';
import { Form } from 'react-router';
import { Field, SelectField } from '../console-form';
import { ConsoleTable } from '../console-table';

/** What a built-in page's path override looks like in the console: its key, own path and the path it answers at. */
export interface RoutePathRow {
  key: string;
  own: string;
  path: string;
}

const routeLabels: Record<keyof typeof overridableRoutes, string> = { results: 'Results (every result)' };

/** The built-in pages with their own path and the CMS's override, if any (decision 483). */
export function routePathRows(routes: unknown): RoutePathRow[] {
  const set = (routes && typeof routes === 'object' ? routes : {}) as Record<string, unknown>;
  return Object.entries(overridableRoutes).map(([key, own]) => {
    const path = Object.hasOwn(set, key) ? set[key] : undefined;
    return { key, own, path: typeof path === 'string' ? path : own };
  });
}

/**
 * The console's page addresses (3-account.md §2 CMS overrides of route paths, decision 483): a
 * content editor moves a built-in page to another path; the shop answers there and its links use it.
 */
export function RoutePathsSection({ rows, busy, error }: { rows: RoutePathRow[]; busy: boolean; error?: string }) {
  return (
    <>
      <h2>Page addresses</h2>
      <p>
        A page moved here answers at its new address on the next page load, and the shop’s links go there. An address
        one of the shop’s pages, another moved page or a CMS page already answers at is refused. Give the page’s own
        address to move it back.
      </p>
      <ConsoleTable
        caption="Page addresses"
        rows={rows}
        rowKey={(r) => r.key}
        columns={[
          { header: 'Page', cell: (r) => routeLabels[r.key as keyof typeof routeLabels] ?? r.key },
          { header: 'Own address', cell: (r) => r.own },
          { header: 'Answers at', cell: (r) => r.path },
        ]}
      />
      <Form method="post" className="console-form">
        <input type="hidden" name="intent" value="route" />
        <SelectField
          id="route-key"
          name="key"
          label="Page"
          options={Object.keys(overridableRoutes).map((key) => ({
            value: key,
            label: routeLabels[key as keyof typeof routeLabels],
          }))}
        />
        <Field
          id="route-path"
          name="path"
          label="Address"
          hint="One to three lower-case words joined by hyphens, like /winning-numbers."
          required
          maxLength={100}
          error={error}
        />
        <button type="submit" className="console-button" disabled={busy}>
          Save address
        </button>
      </Form>
    </>
  );
}
