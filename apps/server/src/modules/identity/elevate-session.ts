import { AppError } from '../../platform/app-error';
import type { AuthContext } from '../../platform/auth';
import type { CustomerRef } from './identity.deps';
import type { SignInSessionService } from './sign-in-sessions.service';
import type { TwoFactorService } from './two-factor.service';

export interface ElevateSessionDeps {
  signInSessions: SignInSessionService;
  twoFactor: TwoFactorService;
  customerRef(customerId: string): Promise<CustomerRef>;
}

/**
 * The step-up of a sensitive call (1-platform.md §8; docs/decisions/054), asked by the platform's
 * requireElevation: passes when the session was elevated in the last 10 minutes or `otp` is a good
 * code (which elevates it); otherwise 403 with message code REQUIRED, the method and the masked
 * identifier (an emailed code is sent).
 */
export async function elevateSession(
  deps: ElevateSessionDeps,
  auth: AuthContext,
  otp: string | undefined,
  ip: string,
): Promise<void> {
  if (deps.signInSessions.isElevated(auth)) return;
  const customer = await deps.customerRef(auth.customerId);
  if (otp) {
    if (!/^\d{6}$/.test(otp.trim())) throw new AppError('2fa_incorrect');
    await deps.twoFactor.verify(customer, otp.trim(), ip);
    await deps.signInSessions.elevate(auth.sessionId);
    return;
  }
  throw await deps.twoFactor.elevationRequired(customer);
}
