import { ELEVATION_WINDOW_SECONDS } from '@drawline/contracts';
import { eq } from 'drizzle-orm';
import { AppError } from '../../platform/app-error';
import type { AuthContext } from '../../platform/auth';
import type { TwoFactorService } from './create-two-factor';
import type { CustomerRef } from './identity.deps';
import { customerSessions } from './identity.tables';
import type { SessionDeps } from './start-session';

/** Whether the session was elevated (a code given) within the elevation window. */
export function isElevated(deps: Pick<SessionDeps, 'clock'>, auth: Pick<AuthContext, 'elevatedUntil'>): boolean {
  return auth.elevatedUntil !== null && auth.elevatedUntil > deps.clock.now();
}

/** Elevates the session for the next ELEVATION_WINDOW_SECONDS. */
export async function markElevated(deps: Pick<SessionDeps, 'db' | 'clock'>, sessionId: string): Promise<void> {
  await deps.db
    .update(customerSessions)
    .set({ elevatedUntil: new Date(deps.clock.now().getTime() + ELEVATION_WINDOW_SECONDS * 1000) })
    .where(eq(customerSessions.id, sessionId));
}

export interface ElevateSessionDeps extends Pick<SessionDeps, 'db' | 'clock'> {
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
  if (isElevated(deps, auth)) return;
  const customer = await deps.customerRef(auth.customerId);
  if (otp) {
    if (!/^\d{6}$/.test(otp.trim())) throw new AppError('2fa_incorrect');
    await deps.twoFactor.verify(customer, otp.trim(), ip);
    await markElevated(deps, auth.sessionId);
    return;
  }
  throw await deps.twoFactor.elevationRequired(customer);
}
