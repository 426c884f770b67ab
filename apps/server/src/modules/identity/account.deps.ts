import type { IdentityDeps } from './identity.deps';
import type { SignInSessionService } from './sign-in-sessions.service';
import type { Throttle } from './throttle';
import type { TwoFactorService } from './two-factor.service';

/** What the sign-up, sign-in and password use cases take: the module's deps and its services. */
export interface AccountDeps extends IdentityDeps {
  throttle: Throttle;
  signInSessions: SignInSessionService;
  twoFactor: TwoFactorService;
}
