import {
  autoplayChangeSchema,
  autoplaySchema,
  type RecurringPort,
  recurringIdParamsSchema,
  recurringListQuerySchema,
  recurringPurchaseSchema,
  recurringStatusChangeSchema,
  setMinimumJackpotSchema,
  setQuickpickSchema,
  subscriptionChangeSchema,
  subscriptionListQuerySchema,
  subscriptionSchema,
} from '@drawline/contracts';
import { z } from 'zod';
import type { RecurringModule } from '../modules/recurring';
import { type PortKit, pagedOf } from './port-kit';
import { parseInput } from './port-refusal';

export interface RecurringCallsDeps {
  recurring: RecurringModule;
}

const recurringBaseSchema = z.enum(['autoplay', 'subscriptions']);

/**
 * The recurring purchase calls of the pages' port (2-shopping.md §7): each runs what its route
 * runs (modules/recurring/recurring.routes.ts), its input checked with the route's own schemas,
 * for the viewer's own purchases only.
 */
export function recurringCalls(deps: RecurringCallsDeps, { call, signedIn }: PortKit): RecurringPort {
  const { recurring } = deps;
  /** The viewer and the purchase they name: a visitor is 401, a malformed id 400. */
  const ownerOf = async (id: string) => ({
    customerId: (await signedIn()).customerId,
    id: parseInput(recurringIdParamsSchema, { id }).id,
  });
  const status = (base: 'autoplay' | 'subscriptions', id: string, body: unknown) =>
    call(async () => {
      const owner = await ownerOf(id);
      const change = parseInput(recurringStatusChangeSchema, body);
      return recurringPurchaseSchema.parse(await recurring.changeStatus({ ...owner, base }, change));
    });
  return {
    autoplays: (query = {}) =>
      call(async () => {
        const customerId = (await signedIn()).customerId;
        const asked = parseInput(recurringListQuerySchema, query);
        return pagedOf(autoplaySchema).parse(await recurring.listAutoplays({ customerId, ...asked }));
      }),
    autoplay: (id) => call(async () => autoplaySchema.parse(await recurring.getAutoplay(await ownerOf(id)))),
    changeAutoplay: (id, body) =>
      call(async () => {
        const owner = await ownerOf(id);
        return autoplaySchema.parse(await recurring.changeAutoplay(owner, parseInput(autoplayChangeSchema, body)));
      }),
    setMinimumJackpot: (id, body) =>
      call(async () => {
        const owner = await ownerOf(id);
        const { minimumJackpotAmount } = parseInput(setMinimumJackpotSchema, body);
        return autoplaySchema.parse(
          await recurring.changeAutoplay(owner, { minimumJackpotAmount: { amount: minimumJackpotAmount } }),
        );
      }),
    setQuickpick: (id, body) =>
      call(async () => {
        const owner = await ownerOf(id);
        const { quickpick } = parseInput(setQuickpickSchema, body);
        return autoplaySchema.parse(await recurring.changeAutoplay(owner, { quickpick }));
      }),
    pauseAutoplay: (id) => status('autoplay', id, { status: 'recurring_status_paused' }),
    unpauseAutoplay: (id) => status('autoplay', id, { status: 'recurring_status_active' }),
    changeRecurringStatus: (base, id, body) => status(parseInput(recurringBaseSchema, base), id, body),
    recurringPurchases: (query = {}) =>
      call(async () => {
        const customerId = (await signedIn()).customerId;
        const asked = parseInput(recurringListQuerySchema, query);
        return pagedOf(recurringPurchaseSchema).parse(await recurring.listRecurringPurchases({ customerId, ...asked }));
      }),
    subscriptions: (query = {}) =>
      call(async () => {
        const customerId = (await signedIn()).customerId;
        const asked = parseInput(subscriptionListQuerySchema, query);
        return pagedOf(subscriptionSchema).parse(await recurring.listSubscriptions({ customerId, ...asked }));
      }),
    subscription: (id) =>
      call(async () => subscriptionSchema.parse(await recurring.getSubscription(await ownerOf(id)))),
    changeSubscription: (id, body) =>
      call(async () => {
        const owner = await ownerOf(id);
        const change = parseInput(subscriptionChangeSchema, body);
        return subscriptionSchema.parse(await recurring.changeSubscription(owner, change));
      }),
    cancelSubscription: (id) => status('subscriptions', id, { status: 'recurring_status_cancelled' }),
  };
}
