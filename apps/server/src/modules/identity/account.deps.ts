import type { SignInSessionService } from './create-sign-in-sessions';
import type { TwoFactorService } from './create-two-factor';
import type { IdentityDeps } from './identity.deps';
import type { Throttle } from './throttle';

/** What the sign-up, sign-in and password use cases take: the module's deps and its services. */
export interface AccountDeps extends IdentityDeps {
  throttle: Throttle;
  signInSessions: SignInSessionService;
  twoFactor: TwoFactorService;
}
