import {
  type CustomerPortReads,
  customerFullResultSchema,
  customerPastDrawSchema,
  customerPastDrawsParamsSchema,
  customerPastDrawsQuerySchema,
  drawParamsSchema,
  raffleVerificationSchema,
} from '@drawline/contracts';
import type { Db } from '../db/client';
import { loadRaffleVerification } from '../flows/raffles/raffle-verification.routes';
import type { CatalogueService } from '../modules/catalogue';
import { readCustomerFullResult, readCustomerPastDraws } from '../queries/read-customer-results';
import { type PortKit, pagedOf } from './port-kit';
import { parseInput } from './port-refusal';

export interface ResultsReadsDeps {
  db: Db;
  catalogue: CatalogueService;
}

type ResultsReads = Pick<CustomerPortReads, 'raffleVerification' | 'customerPastDraws' | 'customerFullResult'>;

/**
 * The results pages' reads that are not kept: a raffle draw's verification (its route keeps
 * nothing), and the customer variants of queries/customer-results.routes.ts (the customer first:
 * a visitor is refused 401 before the call is checked, as the route's preValidation does).
 */
export function resultsReads(deps: ResultsReadsDeps, kit: PortKit): ResultsReads {
  const { call, signedIn } = kit;
  return {
    raffleVerification: (offerKey, drawNo) =>
      call(async () => {
        const params = parseInput(drawParamsSchema, { offerKey, drawNo: String(drawNo) });
        return raffleVerificationSchema.parse(await loadRaffleVerification(deps, params.offerKey, params.drawNo));
      }),

    customerPastDraws: (offer, query = {}) =>
      call(async () => {
        const customer = await signedIn();
        const params = parseInput(customerPastDrawsParamsSchema, { offer });
        const asked = parseInput(customerPastDrawsQuerySchema, query);
        const { draws, pageInfo } = await readCustomerPastDraws(deps, customer, params.offer, asked);
        return pagedOf(customerPastDrawSchema).parse({ items: draws, pageInfo });
      }),

    customerFullResult: (offerKey, drawNo) =>
      call(async () => {
        const { customerId } = await signedIn();
        const params = parseInput(drawParamsSchema, { offerKey, drawNo: String(drawNo) });
        return customerFullResultSchema.parse(
          await readCustomerFullResult(deps, customerId, params.offerKey, params.drawNo),
        );
      }),
  };
}
