// The partner purchase feature's server-only door: the partner pages' loaders and action.
export {
  loadPartnerCheckout,
  loadPartnerNotFound,
  loadPartnerReceipt,
  type PartnerPurchaseFailure,
  partnerAutologin,
  partnerPurchaseAction,
} from './partner-purchase.server';
