import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../platform/app-error';
import type { IdentityDeps } from './identity.deps';
import { customers } from './identity.tables';

/** A customer's row, as the identity use cases read it. */
export type CustomerRow = typeof customers.$inferSelect;
type Reads = Pick<IdentityDeps, 'db'>;

/** The open (not closed) account of `id`. */
export async function openCustomer(deps: Reads, id: string): Promise<CustomerRow | undefined> {
  const [row] = await deps.db
    .select()
    .from(customers)
    .where(and(eq(customers.id, id), isNull(customers.closedAt)));
  return row;
}

/** The open account with the (lowercased) email address. */
export async function openCustomerByEmail(deps: Reads, email: string): Promise<CustomerRow | undefined> {
  const [row] = await deps.db
    .select()
    .from(customers)
    .where(and(eq(customers.email, email), isNull(customers.closedAt)));
  return row;
}

/** The signed-in customer's open account, or 401 unauthorised (closed since the token was issued). */
export async function loadCustomer(deps: Reads, id: string): Promise<CustomerRow> {
  const row = await openCustomer(deps, id);
  if (!row) throw new AppError('unauthorised');
  return row;
}
