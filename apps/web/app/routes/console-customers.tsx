import type { ConsoleCustomer } from '@drawline/contracts';
import { Form, Link } from 'react-router';
import { ConsoleErrorBoundary } from '../features/console';
import { requireConsoleStaff } from '../features/console/index.server';
import type { Route } from './+types/console-customers';

export function meta() {
  return [{ title: 'Customers | Drawline console' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { call } = await requireConsoleStaff(request, context, 'customers');
  const q = new URL(request.url).searchParams.get('q')?.trim() ?? '';
  if (!q) return { q, customers: null };
  const found = await call<ConsoleCustomer[]>(`/customers?q=${encodeURIComponent(q.slice(0, 200))}`);
  return { q, customers: found.result ?? [] };
}

/** Customer search by name, email or id (docs/decisions/232); a plain GET form. */
export default function ConsoleCustomers({ loaderData }: Route.ComponentProps) {
  const { q, customers } = loaderData;
  return (
    <>
      <h1>Customers</h1>
      <Form method="get" className="console-search" role="search">
        <label htmlFor="customer-q">Name, email or customer id</label>
        <input id="customer-q" name="q" type="search" defaultValue={q} required />
        <button type="submit" className="console-button">
          Search
        </button>
      </Form>
      {customers ? (
        <table className="console-table">
          <caption>
            {customers.length} found for “{q}”
          </caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Customer id</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {customers.map((c) => (
              <tr key={c.customerId}>
                <td>
                  <Link to={`/console/customers/${encodeURIComponent(c.customerId)}`}>
                    {c.firstname} {c.lastname}
                  </Link>
                </td>
                <td>{c.email}</td>
                <td>
                  <code>{c.customerId}</code>
                </td>
                <td>{c.closedAt ? 'Closed' : 'Open'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  );
}

export { ConsoleErrorBoundary as ErrorBoundary };
