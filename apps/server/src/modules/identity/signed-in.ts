import type { CustomerSession } from '@drawline/contracts';
import { AppError } from '../../platform/app-error';
import type { AccountDeps } from './account.deps';
import type { CustomerRow } from './customer-rows';
import { deviceTokenFor, isRemembered } from './device-token';
import type { RequestMeta } from './identity.deps';
import type { IssuedTokens } from './start-session';

/** What every sign-in answers (signup, login, autologin, transfer): the session and the device cookie. */
export async function signedIn(
  deps: AccountDeps,
  customer: CustomerRow,
  issued: IssuedTokens,
  meta: RequestMeta,
  options: { isNewSignup?: boolean; rememberDevice: boolean },
): Promise<{ session: CustomerSession; deviceToken: string }> {
  const session: CustomerSession = {
    isAuthenticated: true,
    isNewSignup: options.isNewSignup ?? false,
    customerId: customer.id,
    customerToken: customer.customerToken,
    pricingId: customer.pricingId,
    segmentName: customer.segmentName,
    sessionId: meta.sessionId,
    accessToken: issued.accessToken,
    refreshToken: issued.refreshToken,
    deviceUuid: issued.deviceUuid,
    expiresIn: issued.expiresIn,
    // Average transaction values come from orders, which this module does not keep yet.
    atv: { atvCommercial: 0, atvCharity: 0, atvSocialSyndicate: 0, atvSyndicate: 0 },
    forcePasswordChange: customer.forcePasswordChange,
  };
  return { session, deviceToken: await deviceTokenFor(deps, customer, meta, options.rememberDevice) };
}

/**
 * The second factor of a sign-in. Without a code it answers 2fa_required (emailing a code for
 * the email method); with one it checks it. Returns whether a code was given (elevation).
 */
export async function secondFactor(
  deps: AccountDeps,
  customer: CustomerRow,
  otp: string | undefined,
  meta: RequestMeta,
  options: { passwordProven?: boolean } = {},
): Promise<{ elevated: boolean }> {
  const { twoFactor } = deps;
  const s = await twoFactor.settingsOf(customer.id);
  if (!s?.enabled) return { elevated: false };
  if (!otp && (await isRemembered(deps, customer, meta))) return { elevated: false };
  if (!otp) {
    await twoFactor.assertNotLocked(customer.id);
    const passwordChangedAt = options.passwordProven ? customer.passwordChangedAt : undefined;
    throw new AppError('2fa_required', {
      result: await twoFactor.challenge(customer, { signIn: true, passwordChangedAt }),
    });
  }
  await twoFactor.verify(customer, otp, meta.ip);
  return { elevated: true };
}
