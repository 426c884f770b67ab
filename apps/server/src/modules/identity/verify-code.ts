import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { matchTotp } from '../credentials';
import { tryCode } from './code-lock';
import { checkEmailCode } from './email-codes';
import type { CustomerRef } from './identity.deps';
import { twoFactorSettings } from './identity.tables';
import type { TwoFactorDeps } from './two-factor.deps';
import { settingsOf } from './two-factor-settings';

/** An authenticator code of the enabled secret, accepted once: only a step later than the last used one moves the marker. */
async function checkTotp(deps: TwoFactorDeps, customerId: string, secretBox: string, code: string): Promise<boolean> {
  const step = matchTotp(await deps.secrets.decrypt(secretBox), code, deps.clock.now());
  if (step === undefined) return false;
  const moved = await deps.db
    .update(twoFactorSettings)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(twoFactorSettings.customerId, customerId),
        or(isNull(twoFactorSettings.lastUsedStep), lt(twoFactorSettings.lastUsedStep, step)),
      ),
    )
    .returning({ customerId: twoFactorSettings.customerId });
  return moved.length > 0;
}

/**
 * Checks a code with the customer's method. Wrong codes count towards the lock (and per
 * address); the fifth in a row answers 2fa_account_locked.
 */
export async function verifyCode(deps: TwoFactorDeps, customer: CustomerRef, code: string, ip: string): Promise<void> {
  await tryCode(deps, customer.id, ip, async () => {
    const s = await settingsOf(deps, customer.id);
    return s?.enabled && s.method === 'authenticator' && s.secret
      ? checkTotp(deps, customer.id, s.secret, code)
      : checkEmailCode(deps, customer.id, code);
  });
}
