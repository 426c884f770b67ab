import { PASSWORD_RESET_TTL_SECONDS } from '@drawline/contracts';
import { AppError } from '../../platform/app-error';
import { hashPassword, weakPasswordError } from '../credentials';
import type { AccountDeps } from './account.deps';
import { setPassword } from './change-password';
import { openCustomer, openCustomerByEmail } from './customer-rows';
import { emails } from './emails';
import { emailContext, maskEmail, type RequestMeta } from './identity.deps';
import { createOneTimeToken, findOneTimeToken, spendOneTimeToken } from './one-time-tokens';
import { hashedKey, policies } from './throttle';

/** POST /password/forgot: emails a single-use reset link; answers the same for unknown emails. */
export async function forgotPassword(deps: AccountDeps, email: string, meta: RequestMeta): Promise<{ sent: true }> {
  const { throttle } = deps;
  await throttle.take(`reset-ip:${meta.ip}`, policies.resetsPerAddress);
  const customer = await openCustomerByEmail(deps, email);
  const accountKey = `reset-account:${hashedKey(email)}`;
  // Past the per-account limit nothing more is sent, and the answer stays the same.
  if (!customer || (await throttle.blockedUntil(accountKey))) return { sent: true };
  await throttle.hit(accountKey, policies.resetsPerAccount);
  await deps.db.transaction(async (tx) => {
    const token = await createOneTimeToken(deps, tx, {
      customerId: customer.id,
      purpose: 'password_reset',
      ttlSeconds: PASSWORD_RESET_TTL_SECONDS,
    });
    const link = `${deps.publicUrl}/forgot-password?token=${encodeURIComponent(token)}`;
    await deps.mail.enqueue(tx, emails.passwordReset(emailContext(deps, customer), link));
  });
  deps.mail.wake();
  return { sent: true };
}

/** The customer of a good reset link, or token_invalid when the account closed since. */
async function resetTokenOwner(deps: AccountDeps, token: string) {
  const row = await findOneTimeToken(deps, token, ['password_reset']);
  const customer = await openCustomer(deps, row.customerId);
  if (!customer) throw new AppError('token_invalid');
  return { row, customer };
}

/** POST /password/reset/verify: whether the emailed link still works. */
export async function verifyResetToken(deps: AccountDeps, token: string) {
  const { customer } = await resetTokenOwner(deps, token);
  return { valid: true as const, identifier: maskEmail(customer.email) };
}

/** POST /password/reset: a new password from the emailed link; every session ends. */
export async function resetPassword(deps: AccountDeps, input: { token: string; password: string }) {
  const { row, customer } = await resetTokenOwner(deps, input.token);
  const weak = weakPasswordError(input.password, customer);
  if (weak) throw weak;
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    await spendOneTimeToken(deps, tx, row);
    await setPassword(deps, tx, customer, passwordHash);
    await deps.signInSessions.revokeAllForCustomer(tx, customer.id, 'password_reset');
  });
  deps.mail.wake();
}
