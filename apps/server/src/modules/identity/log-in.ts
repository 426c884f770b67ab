import { AppError } from '../../platform/app-error';
import { verifyPassword } from '../credentials';
import type { AccountDeps } from './account.deps';
import { openCustomer, openCustomerByEmail } from './customer-rows';
import { readDevice } from './device-token';
import type { RequestMeta } from './identity.deps';
import { secondFactor, signedIn } from './signed-in';
import { hashedKey, policies } from './throttle';

export interface LogInInput {
  email?: string;
  password?: string;
  twoFactorToken?: string;
  otp?: string;
  rememberDevice?: boolean;
}

/**
 * POST /login. Unknown email and wrong password answer the same, after the same work (a
 * dummy argon2 verification). Devices that signed in to the account before are not held by
 * its lock (docs/decisions/055).
 */
export async function logIn(deps: AccountDeps, input: LogInInput, meta: RequestMeta) {
  const { db, random, throttle } = deps;
  if (input.twoFactorToken) return signInWithChallenge(deps, input.twoFactorToken, input, meta);
  if (input.email === undefined || input.password === undefined) throw new AppError('invalid_credentials');
  const ipKey = `login-ip:${meta.ip}`;
  await throttle.check(ipKey);
  const customer = await openCustomerByEmail(deps, input.email);
  const device = readDevice(deps, meta);
  const knownDevice = Boolean(customer && device?.c === customer.id);
  const accountKey = knownDevice
    ? `login-device:${customer!.id}:${hashedKey(meta.deviceToken!)}`
    : `login-account:${hashedKey(input.email)}`;
  await throttle.check(accountKey);
  const ok = await verifyPassword(customer?.passwordHash, input.password);
  if (!ok || !customer) {
    await throttle.hit(ipKey, policies.loginPerAddress);
    await throttle.hit(accountKey, policies.loginPerAccount);
    throw new AppError('invalid_credentials');
  }
  // Told only after the right password, so the lock says nothing to someone guessing.
  if (customer.lockedAt) throw new AppError('customer_locked');
  const { elevated } = await secondFactor(deps, customer, input.otp, meta, { passwordProven: true });
  await throttle.reset(accountKey);
  const issued = await deps.signInSessions.start(db, {
    customerId: customer.id,
    deviceUuid: meta.deviceUuid ?? random.uuid(),
    elevated,
  });
  return signedIn(deps, customer, issued, meta, { rememberDevice: Boolean(input.rememberDevice && elevated) });
}

/**
 * The second step of a sign-in without the password (docs/decisions/088): the signed challenge
 * of the first step, still fresh and made before the password last changed, and a good code.
 */
async function signInWithChallenge(
  deps: AccountDeps,
  challengeToken: string,
  input: { otp?: string; rememberDevice?: boolean },
  meta: RequestMeta,
) {
  const { throttle, twoFactor } = deps;
  const { otp } = input;
  await throttle.check(`login-ip:${meta.ip}`);
  const challenge = twoFactor.readSignInChallenge(challengeToken);
  const customer = challenge && (await openCustomer(deps, challenge.customerId));
  const valid =
    challenge &&
    customer &&
    otp &&
    customer.passwordChangedAt.getTime() === challenge.passwordChangedAt &&
    (await twoFactor.settingsOf(customer.id))?.enabled;
  if (!valid) {
    await throttle.hit(`login-ip:${meta.ip}`, policies.loginPerAddress);
    throw new AppError('session_expired');
  }
  await twoFactor.verify(customer, otp, meta.ip);
  const issued = await deps.signInSessions.start(deps.db, {
    customerId: customer.id,
    deviceUuid: meta.deviceUuid ?? deps.random.uuid(),
    elevated: true,
  });
  return signedIn(deps, customer, issued, meta, { rememberDevice: Boolean(input.rememberDevice) });
}
