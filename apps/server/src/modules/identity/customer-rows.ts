import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { AppError } from '../../platform/app-error';
import type { IdentityDeps } from './identity.deps';
import { customers, twoFactorSettings } from './identity.tables';

/** A customer's row, as the identity use cases read it. */
export type CustomerRow = typeof customers.$inferSelect;
type Reads = Pick<IdentityDeps, 'db'>;

/** The open (not closed) account with the id, or with the (lowercased) email address. */
async function openCustomerWhere(deps: Reads, match: SQL): Promise<CustomerRow | undefined> {
  const [row] = await deps.db
    .select()
    .from(customers)
    .where(and(match, isNull(customers.closedAt)));
  return row;
}

export const openCustomer = (deps: Reads, id: string) => openCustomerWhere(deps, eq(customers.id, id));
export const openCustomerByEmail = (deps: Reads, email: string) => openCustomerWhere(deps, eq(customers.email, email));

/** The signed-in customer's open account, or 401 unauthorised (closed since the token was issued). */
export async function loadCustomer(deps: Reads, id: string): Promise<CustomerRow> {
  const row = await openCustomer(deps, id);
  if (!row) throw new AppError('unauthorised');
  return row;
}

/** Whether a customer's two-factor sign-in is on, and with which method. */
export interface TwoFactorState {
  enabled: boolean;
  method: string | null;
}

/**
 * The signed-in customer's open account with their two-factor state, in one read (GET /customer
 * and the pages' customer, every signed-in page: docs/decisions/508); 401 as loadCustomer.
 */
export async function loadCustomerWithTwoFactor(
  deps: Reads,
  id: string,
): Promise<{ row: CustomerRow; twoFactor: TwoFactorState | null }> {
  const [found] = await deps.db
    .select({ row: customers, enabled: twoFactorSettings.enabled, method: twoFactorSettings.method })
    .from(customers)
    .leftJoin(twoFactorSettings, eq(twoFactorSettings.customerId, customers.id))
    .where(and(eq(customers.id, id), isNull(customers.closedAt)));
  if (!found) throw new AppError('unauthorised');
  return {
    row: found.row,
    twoFactor: found.enabled === null ? null : { enabled: found.enabled, method: found.method },
  };
}
