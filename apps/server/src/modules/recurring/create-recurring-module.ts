import type { AutoplayChange, RecurringStatusChange, SubscriptionChange } from '@drawline/contracts';
import { changeRecurringStatus } from './change-recurring-status';
import { changeAutoplay, changeSubscription, getAutoplay, getSubscription } from './change-recurring-terms';
import { listAutoplays, listRecurringPurchases, listSubscriptions } from './list-recurring-purchases';
import type { RecurringBase, RecurringDeps } from './recurring-store';
import { findOwnScheduled, listScheduledRows, scheduledOf } from './scheduled-purchase-store';

type Owner = { customerId: string; id: string };
type Page = { customerId: string; limit: number; offset: number };

/**
 * The recurring module (2-shopping.md §3 Autoplay, Subscription; §4 Recurring): the customer's
 * autoplays and subscriptions and their changes. The checkout records them
 * (recordRecurringPurchases) and the engine (flows/recurring) buys their draws.
 */
export function createRecurringModule(deps: RecurringDeps) {
  return {
    listAutoplays: (query: Page) => listAutoplays(deps.db, query),
    listSubscriptions: (query: Page & { lotteryKeys?: string[] }) => listSubscriptions(deps.db, query),
    listRecurringPurchases: (query: Page) => listRecurringPurchases(deps.db, query),
    getAutoplay: (owner: Owner) => getAutoplay(deps, owner),
    getSubscription: (owner: Owner) => getSubscription(deps, owner),
    changeStatus: (owner: Owner & { base: RecurringBase }, change: RecurringStatusChange) =>
      changeRecurringStatus(deps, { ...owner, ...change }),
    changeAutoplay: (owner: Owner, change: AutoplayChange) => changeAutoplay(deps, owner, change),
    changeSubscription: (owner: Owner, change: SubscriptionChange) => changeSubscription(deps, owner, change),
    /** GET /scheduled-purchases (v3.2): the customer's scheduled purchases and pre-orders, newest first. */
    listScheduledPurchases: async (query: Page) => {
      const { rows, pageInfo } = await listScheduledRows(deps.db, query);
      return { items: rows.map(scheduledOf), pageInfo };
    },
    /** GET /scheduled-purchases/{encodedId}: the customer's own; any other id is 404. */
    getScheduledPurchase: async (owner: { customerId: string; encodedId: string }) =>
      scheduledOf(await findOwnScheduled(deps.db, owner)),
  };
}
export type RecurringModule = ReturnType<typeof createRecurringModule>;
