import type { AuthContext } from '../../platform/auth';
import type { SocialProvidersConfig } from '../../social-sign-in-config';
import { createAccounts } from './create-accounts';
import { createCustomerAccount } from './create-customer-account';
import { createSignInSessions } from './create-sign-in-sessions';
import { createSocialSignIn } from './create-social-sign-in';
import { createTwoFactor } from './create-two-factor';
import { createLockCustomer } from './customers-for-staff';
import { elevateSession } from './elevate-session';
import type { IdentityDeps } from './identity.deps';
import { createThrottle } from './throttle';
import { elevationWhenTwoFactorOn } from './two-factor-elevation';

/** The identity module: customers, sign-in sessions, two-factor, throttling, the customer's account. */
export function createIdentityModule(deps: IdentityDeps, socialProviders: SocialProvidersConfig = {}) {
  const throttle = createThrottle(deps);
  const signInSessions = createSignInSessions(deps);
  const twoFactor = createTwoFactor({ ...deps, throttle });
  const accountDeps = { ...deps, throttle, signInSessions, twoFactor };
  const accounts = createAccounts(accountDeps);
  const elevation = {
    elevate: (auth: AuthContext, otp: string | undefined, ip: string) =>
      elevateSession({ ...deps, twoFactor, customerRef: accounts.customerRef }, auth, otp, ip),
  };
  return {
    throttle,
    signInSessions,
    twoFactor,
    /** Sign-up, sign-in, tokens and passwords. */
    accounts,
    /** The signed-in customer's own account. */
    customer: createCustomerAccount(accountDeps),
    /** What the platform's requireElevation asks: the step-up of a sensitive call. */
    elevation,
    /** What money leaving the account asks: the same step-up, of customers with two-factor on (docs/decisions/346). */
    moneyElevation: elevationWhenTwoFactorOn(twoFactor, elevation),
    /** Staff lock or unlock a customer in the caller's transaction (docs/decisions/237). */
    lockCustomer: createLockCustomer({ clock: deps.clock, signInSessions }),
    /** Sign in with Apple and Google (docs/decisions/380). */
    social: createSocialSignIn(accountDeps, socialProviders),
    /** For partner flows: a single-use, short-lived sign-in token. */
    createAutologinToken: accounts.createAutologinToken,
  };
}
export type IdentityModule = ReturnType<typeof createIdentityModule>;
