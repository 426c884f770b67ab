// The recurring feature's server-only door: the pages' loaders and change forms.
export {
  loadPaymentResolutions,
  loadRecurringMethod,
  type MethodActionData,
  recurringMethodAction,
  type SyncActionData,
  syncAction,
} from './payments.server';
export {
  loadAutoplay,
  loadAutoplays,
  loadRecurringPurchases,
  loadSubscription,
  loadSubscriptions,
  type RecurringActionData,
  recurringAction,
} from './recurring.server';
export { loadScheduledPurchase, type ScheduledActionData, scheduledAction } from './scheduled.server';
export { loadSubscribePage } from './subscribe.server';
