import type { CustomerFullResult, CustomerPastDraw, DrawStatus, PageInfo, ResultCategory } from '@drawline/contracts';
import type { Db } from '../db/client';
import type { CatalogueService } from '../modules/catalogue';
import { AppError } from '../platform/app-error';
import { readCustomerDraws } from './read-customer-draws';

export interface CustomerResultsDeps {
  db: Db;
  catalogue: Pick<CatalogueService, 'listPastDraws' | 'getFullResult'>;
}

/** A customer may only ask for their own results: a customer_id naming anyone else is forbidden. */
function assertSameCustomer(signedIn: string, asked: string | undefined): void {
  if (asked !== undefined && asked !== signedIn) {
    throw new AppError('forbidden', { message: 'You can only see your own results.' });
  }
}

/** Each draw with the customer's part: their tickets in it (orders) and what they won (settlement). */
async function withCustomerPart<T extends { drawId: string; status: DrawStatus }>(
  db: Db,
  customerId: string,
  list: T[],
): Promise<(T & Pick<CustomerPastDraw, 'customerTickets' | 'winnings'>)[]> {
  const parts = await readCustomerDraws(db, customerId, list);
  return list.map((d) => ({ ...d, ...(parts.get(d.drawId) ?? { customerTickets: [], winnings: null }) }));
}

/**
 * GET /draws/past_customer/{offer}: the past results of the customer's pricing, each with the
 * customer's part (docs/decisions/262). `customer_id`, when given, must be the signed-in customer's.
 */
export async function readCustomerPastDraws(
  { db, catalogue }: CustomerResultsDeps,
  customer: { customerId: string; pricingId: string },
  offerName: string,
  query: { limit: number; offset?: number; page?: number; category?: ResultCategory; customerId?: string },
): Promise<{ draws: CustomerPastDraw[]; pageInfo: PageInfo }> {
  assertSameCustomer(customer.customerId, query.customerId);
  const { draws, pageInfo } = await catalogue.listPastDraws(customer.pricingId, offerName, query);
  return { draws: await withCustomerPart(db, customer.customerId, draws), pageInfo };
}

/**
 * GET /draw/full_result_customer/{offerKey}/{drawNo}: the full result with the signed-in
 * customer's part (docs/decisions/262).
 */
export async function readCustomerFullResult(
  { db, catalogue }: CustomerResultsDeps,
  customerId: string,
  offerName: string,
  drawNo: number,
): Promise<CustomerFullResult> {
  const [result] = await withCustomerPart(db, customerId, [await catalogue.getFullResult(offerName, drawNo)]);
  return result as CustomerFullResult;
}
