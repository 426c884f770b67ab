// The partner purchase feature's client-safe door (issue 30): the partner pages' views.
export { PartnerCheckout, type PartnerCheckoutProps } from './partner-checkout';
export type { PricedPartnerItem } from './partner-item';
export { PartnerNotFound, PartnerReceipt } from './partner-pages';
