import {
  type ScheduledPurchasesPort,
  scheduledIdParamsSchema,
  scheduledListQuerySchema,
  scheduledPurchaseSchema,
} from '@drawline/contracts';
import type { RecurringEngineDeps } from '../flows/recurring/recurring-flow.deps';
import { cancelScheduledPurchase } from '../flows/recurring/scheduled-purchases';
import type { RecurringModule } from '../modules/recurring';
import { type PortKit, pagedOf } from './port-kit';
import { parseInput } from './port-refusal';

/**
 * The scheduled purchase calls of the pages' port (decision 364): each runs what its route runs
 * (flows/recurring/scheduled-purchases.routes.ts), its input checked with the route's schemas,
 * for the viewer's own only (a visitor is 401, a malformed id 400, another customer's 404).
 */
export function scheduledPurchaseCalls(
  deps: { recurring: RecurringModule; engine: RecurringEngineDeps },
  { call, signedIn }: PortKit,
): ScheduledPurchasesPort {
  const ownerOf = async (encodedId: string) => ({
    customerId: (await signedIn()).customerId,
    encodedId: parseInput(scheduledIdParamsSchema, { encodedId }).encodedId,
  });
  return {
    scheduledPurchases: (query = {}) =>
      call(async () => {
        const customerId = (await signedIn()).customerId;
        const asked = parseInput(scheduledListQuerySchema, query);
        return pagedOf(scheduledPurchaseSchema).parse(
          await deps.recurring.listScheduledPurchases({ customerId, ...asked }),
        );
      }),
    scheduledPurchase: (encodedId) =>
      call(async () =>
        scheduledPurchaseSchema.parse(await deps.recurring.getScheduledPurchase(await ownerOf(encodedId))),
      ),
    cancelScheduledPurchase: (encodedId) =>
      call(async () =>
        scheduledPurchaseSchema.parse(await cancelScheduledPurchase(deps.engine, await ownerOf(encodedId))),
      ),
  };
}
