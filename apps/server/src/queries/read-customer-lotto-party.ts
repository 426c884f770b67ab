import type { ConsoleCustomerGroup } from '@drawline/contracts';
import type { Db } from '../db/client';
import { contactsOf } from '../modules/identity';
import { consoleCustomerGroups } from '../modules/lotto-party';
import { notFound } from '../platform/app-error';

/** A customer's lotto party groups for support (decision 459); a customer who does not exist is 404. */
export async function readCustomerLottoParty(db: Db, customerId: string): Promise<ConsoleCustomerGroup[]> {
  const known = await contactsOf(db, [customerId]);
  if (!known.has(customerId)) throw notFound('The customer');
  return consoleCustomerGroups(db, customerId);
}
