import { Form, Link } from 'react-router';
import { ConsoleTable } from '../console-table';
import type { ConsoleCustomersData } from './customers.server';

/** Customer search by name, email or id (docs/decisions/232); a plain GET form. */
export function CustomersPage({ q, customers }: ConsoleCustomersData) {
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
        <ConsoleTable
          caption={`${customers.length} found for “${q}”`}
          rows={customers}
          rowKey={(c) => c.customerId}
          columns={[
            {
              header: 'Name',
              cell: (c) => (
                <Link to={`/console/customers/${encodeURIComponent(c.customerId)}`}>
                  {c.firstname} {c.lastname}
                </Link>
              ),
            },
            { header: 'Email', cell: (c) => c.email },
            { header: 'Customer id', cell: (c) => <code>{c.customerId}</code> },
            { header: 'Status', cell: (c) => (c.closedAt ? 'Closed' : 'Open') },
          ]}
        />
      ) : null}
    </>
  );
}
