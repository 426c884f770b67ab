export { anonymousCartRoutes, cartCallOptions } from './cart.routes';
export {
  type CartChangeClaim,
  type CartChangeParts,
  cartChangeClaim,
  cartChangeClaimOf,
  cartChangeRoutes,
} from './cart-change-keys';
export type { CartDeps, CartOwner } from './cart-store';
export { type CartModule, createCartModule } from './create-cart-module';
export { createVoucherAdmin, type VoucherAdmin } from './manage-vouchers';
export { assertCartPurchasable, type PurchaseCart, type PurchaseLine } from './read-cart-for-purchase';
export { demoVouchers, seedDemoVouchers } from './seed-demo-vouchers';
