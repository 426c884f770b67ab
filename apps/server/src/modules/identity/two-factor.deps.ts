import type { IdentityDeps } from './identity.deps';
import type { Throttle } from './throttle';

/** What the two-factor use cases take (docs/decisions/053). */
export interface TwoFactorDeps extends IdentityDeps {
  throttle: Throttle;
}
