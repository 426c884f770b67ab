import { AppError } from '../../platform/app-error';
import type { AccountDeps } from './account.deps';
import { openCustomer } from './customer-rows';
import type { RequestMeta } from './identity.deps';

/** POST /refresh: a new token pair; with `otp` the session is elevated too. */
export async function refreshTokens(
  deps: AccountDeps,
  input: { refreshToken: string; otp?: string },
  meta: RequestMeta,
) {
  const { otp } = input;
  const issued = await deps.signInSessions.refresh(input.refreshToken, async ({ customerId }) => {
    if (!otp) return;
    const customer = await openCustomer(deps, customerId);
    if (!customer) throw new AppError('session_expired');
    await deps.twoFactor.verify(customer, otp, meta.ip);
  });
  if (otp) await deps.signInSessions.elevate(issued.sessionId);
  return issued;
}

/** POST /logout: ends the sign-in of the token or refresh cookie given. */
export async function signOut(
  deps: Pick<AccountDeps, 'signInSessions'>,
  input: { sessionId?: string; refreshToken?: string },
) {
  const sessionId =
    input.sessionId ?? (input.refreshToken && (await deps.signInSessions.sessionOfRefreshToken(input.refreshToken)));
  if (sessionId) await deps.signInSessions.revoke(sessionId, 'logout');
}
