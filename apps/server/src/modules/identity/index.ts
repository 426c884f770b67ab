export { setAccountUpgradeRequired } from './account-upgrade';
export { type CustomerContact, contactsOf, contactsPart } from './contacts-of';
export type { AccountsService } from './create-accounts';
export { createIdentityModule, type IdentityModule } from './create-identity-module';
export { customerRoutes } from './customer.routes';
export { customerForStaff, type LockCustomer, searchCustomersForStaff } from './customers-for-staff';
export { demoCustomer, hasDemoCustomer, seedDemoCustomer } from './demo-customer';
export type { IdentityDeps } from './identity.deps';
export { identityRoutes } from './identity.routes';
export { resealTwoFactorSecrets } from './reseal-two-factor-secrets';
export {
  type CookieWriter,
  clearSessionCookies,
  requestMeta,
  setSessionCookies,
  setTokenCookies,
} from './session-cookies';
export { socialCookieNames, socialFlowCookie, socialPageCookie, socialRoutes } from './social.routes';
export { createThrottle, type Throttle, type ThrottlePolicy } from './throttle';
export { changingTwoFactorNeedsElevation, elevationWhenTwoFactorOn } from './two-factor-elevation';
