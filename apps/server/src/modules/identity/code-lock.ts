import { AppError } from '../../platform/app-error';
import { policies } from './throttle';
import type { TwoFactorDeps } from './two-factor.deps';

/**
 * Wrong codes (docs/decisions/053, 055): five in a row lock the customer's codes for 30 minutes,
 * and codes are limited per address too.
 */
const lockKey = (customerId: string) => `2fa:${customerId}`;
type LockDeps = Pick<TwoFactorDeps, 'throttle'>;

export async function lockedError(deps: LockDeps, customerId: string): Promise<AppError | undefined> {
  return (await deps.throttle.blockedUntil(lockKey(customerId)))
    ? new AppError('2fa_account_locked', { result: { locked: true } })
    : undefined;
}

/** Refuses with 2fa_account_locked while codes are locked for the customer. */
export async function assertNotLocked(deps: LockDeps, customerId: string): Promise<void> {
  const err = await lockedError(deps, customerId);
  if (err) throw err;
}

/**
 * Tries a code under the limits: refused at once while the address is over its limit or the
 * customer's codes are locked; `check` then says whether the code is good. A wrong one counts
 * (2fa_incorrect, or 2fa_account_locked at the lock); a good one clears the run of wrong ones.
 */
export async function tryCode(
  deps: LockDeps,
  customerId: string,
  ip: string,
  check: () => Promise<boolean>,
): Promise<void> {
  await deps.throttle.check(`2fa-ip:${ip}`);
  await assertNotLocked(deps, customerId);
  if (!(await check())) {
    await deps.throttle.hit(`2fa-ip:${ip}`, policies.codesPerAddress);
    const { blockedUntil } = await deps.throttle.hit(lockKey(customerId), policies.codesPerAccount);
    throw blockedUntil
      ? new AppError('2fa_account_locked', { result: { locked: true } })
      : new AppError('2fa_incorrect');
  }
  await deps.throttle.reset(lockKey(customerId));
}
