import { formMessages } from '@drawline/contracts';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { hashPassword, verifyPassword, weakPasswordError } from '../credentials';
import type { AccountDeps } from './account.deps';
import { type CustomerRow, loadCustomer } from './customer-rows';
import { emails } from './emails';
import { emailContext, type IdentityDeps, type RequestMeta } from './identity.deps';
import { customers } from './identity.tables';
import { policies } from './throttle';

/** POST /password/force-change: for a customer flagged to change the password. */
export async function forceChangePassword(deps: AccountDeps, customerId: string, sessionId: string, password: string) {
  const customer = await loadCustomer(deps, customerId);
  if (!customer.forcePasswordChange) throw new AppError('password_change_not_required');
  await changeTo(deps, customer, sessionId, password, 'password');
}

/** POST /customer/change-password: needs the current password (and elevation, checked by the route). */
export async function changePassword(
  deps: AccountDeps,
  customerId: string,
  sessionId: string,
  input: { currentPassword: string; newPassword: string; confirmPassword?: string },
  meta: RequestMeta,
) {
  const { throttle } = deps;
  const customer = await loadCustomer(deps, customerId);
  if (input.confirmPassword !== undefined && input.confirmPassword !== input.newPassword) {
    throw new AppError('validation_failed', {
      errors: [{ target: 'confirm_password', code: 'mismatch', message: formMessages.mismatch('password') }],
    });
  }
  const key = `password-check:${customer.id}`;
  await throttle.check(key);
  if (!(await verifyPassword(customer.passwordHash, input.currentPassword))) {
    await throttle.hit(key, policies.loginPerAccount);
    await throttle.hit(`login-ip:${meta.ip}`, policies.loginPerAddress);
    throw new AppError('password_incorrect', {
      errors: [{ target: 'current_password', code: 'incorrect', message: formMessages.passwordIncorrect }],
    });
  }
  await throttle.reset(key);
  await changeTo(deps, customer, sessionId, input.newPassword, 'new_password');
}

/** Writes the new password's hash and emails the customer that it changed (the caller wakes the mail). */
export async function setPassword(deps: IdentityDeps, tx: Tx, customer: CustomerRow, passwordHash: string) {
  const now = deps.clock.now();
  await tx
    .update(customers)
    .set({ passwordHash, passwordChangedAt: now, forcePasswordChange: false, updatedAt: now })
    .where(eq(customers.id, customer.id));
  await deps.mail.enqueue(tx, emails.passwordChanged(emailContext(deps, customer)));
}

/** Sets a new password; every other sign-in of the customer ends, this one stays. */
async function changeTo(deps: AccountDeps, customer: CustomerRow, sessionId: string, password: string, target: string) {
  const weak = weakPasswordError(password, customer, target);
  if (weak) throw weak;
  if (await verifyPassword(customer.passwordHash, password)) {
    throw new AppError('password_too_weak', {
      errors: [{ target, code: 'same_as_old', message: formMessages.passwordSameAsOld }],
    });
  }
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    await setPassword(deps, tx, customer, passwordHash);
    await deps.signInSessions.revokeAllForCustomer(tx, customer.id, 'password_changed', sessionId);
  });
  deps.mail.wake();
}
