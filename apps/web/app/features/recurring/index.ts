// The recurring feature's client-safe door: the autoplay, subscription and recurring purchase pages (issue 25).
export { PaymentResolutions, RecurringMethodChoice } from './payments-pages';
export { AutoplayDetails, SubscriptionDetails } from './recurring-details';
export { AutoplayList, RecurringPurchaseList, SubscriptionList } from './recurring-lists';
export { ScheduledPurchaseDetails, ScheduledPurchaseList } from './scheduled-purchase';
export { SubscribePage } from './subscribe-page';
