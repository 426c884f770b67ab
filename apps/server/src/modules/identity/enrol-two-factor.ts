import { TWO_FACTOR_REMEMBER_DAYS, type TwoFactorConfig, type TwoFactorMethod } from '@drawline/contracts';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { AppError } from '../../platform/app-error';
import { matchTotp, newTotpSecret, otpauthUri } from '../credentials';
import { tryCode } from './code-lock';
import { checkEmailCode, sendEmailCode } from './email-codes';
import { emails } from './emails';
import { type CustomerRef, emailContext, maskEmail } from './identity.deps';
import { twoFactorSettings } from './identity.tables';
import type { TwoFactorDeps } from './two-factor.deps';
import { settingsOf, twoFactorConfig } from './two-factor-settings';

/** Starts authenticator enrolment: a new secret, its otpauth URI and a QR code of it. */
export async function beginAuthenticator(deps: TwoFactorDeps, customer: CustomerRef) {
  // The secret is key material: from the system's CSPRNG, not from `Random`.
  const secret = newTotpSecret();
  const pendingSecret = await deps.secrets.encrypt(secret);
  const now = deps.clock.now();
  await deps.db
    .insert(twoFactorSettings)
    .values({ customerId: customer.id, pendingSecret, rememberForDays: TWO_FACTOR_REMEMBER_DAYS, updatedAt: now })
    .onConflictDoUpdate({ target: twoFactorSettings.customerId, set: { pendingSecret, updatedAt: now } });
  const uri = otpauthUri(deps.siteName, customer.email, secret);
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUri: uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** A code of the pending secret turns the authenticator on. */
export async function confirmAuthenticator(
  deps: TwoFactorDeps,
  customer: CustomerRef,
  code: string,
  ip: string,
): Promise<TwoFactorConfig> {
  let enrolled: { secret: string; lastUsedStep: number } | undefined;
  await tryCode(deps, customer.id, ip, async () => {
    const s = await settingsOf(deps, customer.id);
    if (!s?.pendingSecret) throw new AppError('conflict', { message: 'Start the authenticator set-up first.' });
    const step = matchTotp(await deps.secrets.decrypt(s.pendingSecret), code, deps.clock.now());
    if (step !== undefined) enrolled = { secret: s.pendingSecret, lastUsedStep: step };
    return enrolled !== undefined;
  });
  await enable(deps, customer, 'authenticator', enrolled!);
  return twoFactorConfig(deps, customer);
}

/** Starts email enrolment: a code to the customer's address. */
export async function beginEmail(deps: TwoFactorDeps, customer: CustomerRef) {
  const { resendAvailableIn } = await sendEmailCode(deps, customer, false);
  return { identifier: maskEmail(customer.email), resendAvailableIn };
}

/** The emailed code turns codes by email on. */
export async function confirmEmail(
  deps: TwoFactorDeps,
  customer: CustomerRef,
  code: string,
  ip: string,
): Promise<TwoFactorConfig> {
  await tryCode(deps, customer.id, ip, () => checkEmailCode(deps, customer.id, code));
  await enable(deps, customer, 'email', { secret: null, lastUsedStep: null });
  return twoFactorConfig(deps, customer);
}

/** DELETE /customer/two-factor-auth (elevation checked by the route). */
export async function disableTwoFactor(deps: TwoFactorDeps, customer: CustomerRef): Promise<TwoFactorConfig> {
  const s = await settingsOf(deps, customer.id);
  if (!s?.enabled) throw new AppError('2fa_not_enabled');
  await deps.db.transaction(async (tx) => {
    await tx
      .update(twoFactorSettings)
      .set({
        enabled: false,
        method: null,
        secret: null,
        pendingSecret: null,
        enabledAt: null,
        updatedAt: deps.clock.now(),
      })
      .where(eq(twoFactorSettings.customerId, customer.id));
    await deps.mail.enqueue(tx, emails.twoFactorChanged(emailContext(deps, customer), false, null));
  });
  deps.mail.wake();
  return twoFactorConfig(deps, customer);
}

async function enable(
  deps: TwoFactorDeps,
  customer: CustomerRef,
  method: TwoFactorMethod,
  values: { secret: string | null; lastUsedStep: number | null },
) {
  const now = deps.clock.now();
  const on = { enabled: true, method, secret: values.secret, enabledAt: now, lastUsedStep: values.lastUsedStep };
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(twoFactorSettings)
      .values({ customerId: customer.id, ...on, rememberForDays: TWO_FACTOR_REMEMBER_DAYS, updatedAt: now })
      .onConflictDoUpdate({
        target: twoFactorSettings.customerId,
        set: { ...on, pendingSecret: null, updatedAt: now },
      });
    await deps.mail.enqueue(tx, emails.twoFactorChanged(emailContext(deps, customer), true, method));
  });
  deps.mail.wake();
}
