import type { AuthContext } from '../../platform/auth';
import { createAccountsService } from './accounts.service';
import { createCustomerService } from './customer.service';
import { createLockCustomer } from './customers-for-staff';
import { elevateSession } from './elevate-session';
import type { IdentityDeps } from './identity.deps';
import { createSignInSessionService } from './sign-in-sessions.service';
import { createThrottle } from './throttle';
import { createTwoFactorService } from './two-factor.service';

export type { AccountsService } from './accounts.service';
export { type CustomerContact, contactsOf } from './contacts-of';
export { customerRoutes } from './customer.routes';
export type { CustomerService } from './customer.service';
export { customerForStaff, type LockCustomer, searchCustomersForStaff } from './customers-for-staff';
export { demoCustomer, hasDemoCustomer, seedDemoCustomer } from './demo-customer';
export {
  type CustomerFunds,
  type IdentityDeps,
  preferencesLink,
  preferencesToken,
  type RequestMeta,
} from './identity.deps';
export { identityRoutes } from './identity.routes';
export type { SignInSessionService } from './sign-in-sessions.service';
export type { TwoFactorService } from './two-factor.service';

/** The identity module: customers, credentials, sign-in sessions, two-factor, throttling, the customer's account. */
export function createIdentityModule(deps: IdentityDeps) {
  const throttle = createThrottle(deps);
  const signInSessions = createSignInSessionService(deps);
  const twoFactor = createTwoFactorService({ ...deps, throttle });
  const accounts = createAccountsService({ ...deps, throttle, signInSessions, twoFactor });
  const customer = createCustomerService({ ...deps, accounts, signInSessions, twoFactor, throttle });
  return {
    throttle,
    signInSessions,
    twoFactor,
    accounts,
    customer,
    /** What the platform's requireElevation asks: the step-up of a sensitive call. */
    elevation: {
      elevate: (auth: AuthContext, otp: string | undefined, ip: string) =>
        elevateSession({ signInSessions, twoFactor, customerRef: accounts.customerRef }, auth, otp, ip),
    },
    /** Staff lock or unlock a customer in the caller's transaction (docs/decisions/237). */
    lockCustomer: createLockCustomer({ clock: deps.clock, signInSessions }),
    /** For partner flows: a single-use, short-lived sign-in token. */
    createAutologinToken: accounts.createAutologinToken,
  };
}
export type IdentityModule = ReturnType<typeof createIdentityModule>;
