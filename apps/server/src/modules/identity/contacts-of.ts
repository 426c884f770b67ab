import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { parsedJson, rowsAsJson, type StatementPart } from '../../db/one-statement';
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
  return contactsFrom(await contactsQuery(db, customerIds));
}

/** contactsOf as a part of a flow's statement (docs/decisions/336). */
export function contactsPart(db: Db | Tx, customerIds: readonly string[]): StatementPart<Map<string, CustomerContact>> {
  return {
    answer: rowsAsJson(contactsQuery(db, customerIds)),
    read: (value) =>
      contactsFrom(
        (parsedJson(value) as Record<string, unknown>[]).map((json) => ({
          id: json[customers.id.name] as string,
          email: json[customers.email.name] as string,
          firstname: json[customers.firstname.name] as string,
          lastname: json[customers.lastname.name] as string,
          address: json[customers.address.name] as ContactRow['address'],
        })),
      ),
  };
}

function contactsQuery(db: Db | Tx, customerIds: readonly string[]) {
  return db
    .select({
      id: customers.id,
      email: customers.email,
      firstname: customers.firstname,
      lastname: customers.lastname,
      address: customers.address,
    })
    .from(customers)
    .where(inArray(customers.id, [...new Set(customerIds)]));
}

type ContactRow = Pick<typeof customers.$inferSelect, 'id' | 'email' | 'firstname' | 'lastname' | 'address'>;

function contactsFrom(rows: readonly ContactRow[]): Map<string, CustomerContact> {
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
