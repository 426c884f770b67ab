// The recurring feature's server-only door: the pages' loaders and change forms.
export {
  loadAutoplay,
  loadAutoplays,
  loadRecurringPurchases,
  loadSubscription,
  loadSubscriptions,
  type RecurringActionData,
  recurringAction,
} from './recurring.server';
