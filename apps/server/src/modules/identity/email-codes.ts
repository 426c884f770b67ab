import { TWO_FACTOR_EMAIL_CODE_TTL_SECONDS, TWO_FACTOR_RESEND_COOLDOWN_SECONDS } from '@drawline/contracts';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../platform/app-error';
import { assertNotLocked } from './code-lock';
import { emails } from './emails';
import { type CustomerRef, emailContext } from './identity.deps';
import { emailCodes } from './identity.tables';
import type { TwoFactorDeps } from './two-factor.deps';

/**
 * Emails a new code unless one went out less than 60 s ago. `explicit` (the resend call)
 * refuses inside the cooldown; the automatic send on a 2fa_required answer just skips it.
 */
export async function sendEmailCode(
  deps: TwoFactorDeps,
  customer: CustomerRef,
  explicit: boolean,
): Promise<{ resendAvailableIn: number }> {
  const { db, secrets } = deps;
  await assertNotLocked(deps, customer.id);
  const now = deps.clock.now();
  const [latest] = await db
    .select({ createdAt: emailCodes.createdAt })
    .from(emailCodes)
    .where(eq(emailCodes.customerId, customer.id))
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  const wait = latest
    ? Math.ceil((latest.createdAt.getTime() + TWO_FACTOR_RESEND_COOLDOWN_SECONDS * 1000 - now.getTime()) / 1000)
    : 0;
  if (wait > 0) {
    if (explicit) throw new AppError('code_resend_too_soon', { headers: { 'retry-after': String(wait) } });
    return { resendAvailableIn: wait };
  }
  const code = String(deps.random.int(0, 1_000_000)).padStart(6, '0');
  await db.transaction(async (tx) => {
    await tx.insert(emailCodes).values({
      id: deps.random.uuid(),
      customerId: customer.id,
      codeHash: secrets.sign('email-code', `${customer.id}:${code}`),
      createdAt: now,
      expiresAt: new Date(now.getTime() + TWO_FACTOR_EMAIL_CODE_TTL_SECONDS * 1000),
    });
    await deps.mail.enqueue(tx, emails.twoFactorCode(emailContext(deps, customer), code));
  });
  deps.mail.wake();
  return { resendAvailableIn: TWO_FACTOR_RESEND_COOLDOWN_SECONDS };
}

/** Whether `code` is the customer's newest emailed code, unused and in time; a good one is used up. */
export async function checkEmailCode(
  deps: Pick<TwoFactorDeps, 'db' | 'clock' | 'secrets'>,
  customerId: string,
  code: string,
): Promise<boolean> {
  const now = deps.clock.now();
  const [latest] = await deps.db
    .select()
    .from(emailCodes)
    .where(eq(emailCodes.customerId, customerId))
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  if (!latest || latest.usedAt || latest.expiresAt <= now) return false;
  if (!deps.secrets.verify('email-code', `${customerId}:${code}`, latest.codeHash)) return false;
  const used = await deps.db
    .update(emailCodes)
    .set({ usedAt: now })
    .where(and(eq(emailCodes.id, latest.id), isNull(emailCodes.usedAt)))
    .returning({ id: emailCodes.id });
  return used.length > 0;
}
