import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { customers } from './identity.tables';

/** What telling a customer about a result needs: where to write and how to name them in public. */
export interface CustomerContact {
  customerId: string;
  email: string;
  firstname: string;
  /** "Jane D.": how a raffle winner is named in the public winners list. */
  publicName: string;
  /** The state of the customer's address, shown with a raffle winner; empty when unknown. */
  location: string;
}

/** The contacts of many customers in one read (settlement tells winners in batches). */
export async function contactsOf(db: Db | Tx, customerIds: readonly string[]): Promise<Map<string, CustomerContact>> {
  if (!customerIds.length) return new Map();
  const rows = await db
    .select({
      id: customers.id,
      email: customers.email,
      firstname: customers.firstname,
      lastname: customers.lastname,
      address: customers.address,
    })
    .from(customers)
    .where(inArray(customers.id, [...new Set(customerIds)]));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        customerId: r.id,
        email: r.email,
        firstname: r.firstname,
        publicName: `${r.firstname} ${r.lastname.slice(0, 1).toUpperCase()}.`.trim(),
        location: r.address?.state ?? '',
      },
    ]),
  );
}
