import type { PaymentResolution, RecurringPurchaseMethods, RecurringSync } from './recurring-payments';

/**
 * The pages' port's calls for paying recurring purchases (decision 358), part of PlatformPort:
 * each is the call named beside it, for the viewer only, answering its envelope's result.
 */
export interface RecurringPaymentsPort {
  /** GET /customer/recurring-purchase-method */
  recurringPurchaseMethods(): Promise<RecurringPurchaseMethods>;
  /** POST /customer/recurring-purchase-method?recurring_purchase_method={key} */
  chooseRecurringPurchaseMethod(key: string): Promise<RecurringPurchaseMethods>;
  /** GET /payment_resolutions (v3.3) */
  paymentResolutions(): Promise<PaymentResolution[]>;
  /** POST /process_recurring_purchases/sync (v3.3); 429 rate_limited past RECURRING_SYNC_LIMIT. */
  syncRecurringPurchases(): Promise<RecurringSync>;
}
