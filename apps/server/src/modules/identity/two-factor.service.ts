import {
  ELEVATION_MESSAGE_CODE,
  TWO_FACTOR_EMAIL_CODE_TTL_SECONDS,
  TWO_FACTOR_REMEMBER_DAYS,
  TWO_FACTOR_RESEND_COOLDOWN_SECONDS,
  type TwoFactorChallenge,
  type TwoFactorConfig,
  type TwoFactorMethod,
  twoFactorMethods,
} from '@drawline/contracts';
import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import QRCode from 'qrcode';
import { AppError } from '../../platform/app-error';
import { matchTotp, newTotpSecret, otpauthUri } from '../credentials';
import { emails } from './emails';
import { type CustomerRef, emailContext, type IdentityDeps, maskEmail } from './identity.deps';
import { emailCodes, twoFactorSettings } from './identity.tables';
import { policies, type Throttle } from './throttle';

const TWO_FACTOR_TOKEN_SECONDS = 10 * 60;

/**
 * Two-factor (docs/decisions/053): an authenticator app (TOTP) or codes by email. Customers
 * without two-factor prove themselves for elevation with an emailed code. Five wrong codes in a
 * row lock codes for 30 minutes; an authenticator code is accepted once (the last used time step
 * is kept).
 */
export function createTwoFactorService(deps: IdentityDeps & { throttle: Throttle }) {
  const { db, clock, secrets, throttle } = deps;
  const lockKey = (customerId: string) => `2fa:${customerId}`;

  async function settingsOf(customerId: string) {
    const [row] = await db.select().from(twoFactorSettings).where(eq(twoFactorSettings.customerId, customerId));
    return row;
  }

  /** The method a code is checked with: the enabled one, else email (elevation without two-factor). */
  async function methodOf(customerId: string): Promise<TwoFactorMethod> {
    const s = await settingsOf(customerId);
    return s?.enabled && s.method === 'authenticator' ? 'authenticator' : 'email';
  }

  async function lockedError(customerId: string): Promise<AppError | undefined> {
    return (await throttle.blockedUntil(lockKey(customerId)))
      ? new AppError('2fa_account_locked', { result: { locked: true } })
      : undefined;
  }

  async function recordWrongCode(customerId: string, ip: string): Promise<never> {
    await throttle.hit(`2fa-ip:${ip}`, policies.codesPerAddress);
    const { blockedUntil } = await throttle.hit(lockKey(customerId), policies.codesPerAccount);
    throw blockedUntil
      ? new AppError('2fa_account_locked', { result: { locked: true } })
      : new AppError('2fa_incorrect');
  }

  async function checkTotp(customerId: string, secretBox: string, code: string, pending: boolean): Promise<boolean> {
    const step = matchTotp(await secrets.decrypt(secretBox), code, clock.now());
    if (step === undefined) return false;
    if (pending) return true;
    // Accepted once: only a step later than the last used one moves the marker.
    const moved = await db
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

  async function checkEmailCode(customerId: string, code: string): Promise<boolean> {
    const now = clock.now();
    const [latest] = await db
      .select()
      .from(emailCodes)
      .where(eq(emailCodes.customerId, customerId))
      .orderBy(desc(emailCodes.createdAt))
      .limit(1);
    if (!latest || latest.usedAt || latest.expiresAt <= now) return false;
    if (!secrets.verify('email-code', `${customerId}:${code}`, latest.codeHash)) return false;
    const used = await db
      .update(emailCodes)
      .set({ usedAt: now })
      .where(and(eq(emailCodes.id, latest.id), isNull(emailCodes.usedAt)))
      .returning({ id: emailCodes.id });
    return used.length > 0;
  }

  function readTicket(token: string): { customerId: string; passwordChangedAt?: number } | undefined {
    const data = secrets.readToken<{ c?: unknown; e?: unknown; p?: unknown }>('two-factor', token);
    if (!data || typeof data.c !== 'string' || typeof data.e !== 'number' || data.e <= clock.now().getTime()) {
      return undefined;
    }
    return { customerId: data.c, ...(typeof data.p === 'number' ? { passwordChangedAt: data.p } : {}) };
  }

  const service = {
    settingsOf,
    methodOf,

    async config(customer: CustomerRef): Promise<TwoFactorConfig> {
      const s = await settingsOf(customer.id);
      const enabled = Boolean(s?.enabled);
      const method = enabled ? (s!.method as TwoFactorMethod) : null;
      return {
        enabled,
        method,
        methods: [...twoFactorMethods],
        rememberForDays: s?.rememberForDays ?? TWO_FACTOR_REMEMBER_DAYS,
        since: enabled && s?.enabledAt ? s.enabledAt.toISOString() : null,
        identifier: method === 'email' ? maskEmail(customer.email) : null,
      };
    },

    /** Refuses with 2fa_account_locked while codes are locked for the customer. */
    async assertNotLocked(customerId: string): Promise<void> {
      const err = await lockedError(customerId);
      if (err) throw err;
    },

    /**
     * Emails a new code unless one went out less than 60 s ago. `explicit` (the resend call)
     * refuses inside the cooldown; the automatic send on a 2fa_required answer just skips it.
     */
    async sendEmailCode(customer: CustomerRef, explicit: boolean): Promise<{ resendAvailableIn: number }> {
      await service.assertNotLocked(customer.id);
      const now = clock.now();
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
    },

    /**
     * Checks a code with the customer's method. Wrong codes count towards the lock (and per
     * address); the fifth in a row answers 2fa_account_locked.
     */
    async verify(customer: CustomerRef, code: string, ip: string): Promise<void> {
      await throttle.check(`2fa-ip:${ip}`);
      await service.assertNotLocked(customer.id);
      const s = await settingsOf(customer.id);
      const ok =
        s?.enabled && s.method === 'authenticator' && s.secret
          ? await checkTotp(customer.id, s.secret, code, false)
          : await checkEmailCode(customer.id, code);
      if (!ok) await recordWrongCode(customer.id, ip);
      await throttle.reset(lockKey(customer.id));
    },

    /**
     * What a 2fa_required or elevation answer tells: the method and where a code went. A sign-in
     * answer carries the ticket; after a correct password (`passwordChangedAt` given) that ticket
     * is also the sign-in challenge the code can be exchanged with (docs/decisions/088).
     */
    async challenge(
      customer: CustomerRef,
      options: { signIn: boolean; passwordChangedAt?: Date },
    ): Promise<TwoFactorChallenge> {
      const method = await methodOf(customer.id);
      const out: TwoFactorChallenge = { method, identifier: maskEmail(customer.email) };
      if (options.signIn) out.twoFactorToken = service.twoFactorToken(customer.id, options.passwordChangedAt);
      if (method === 'email') out.resendAvailableIn = (await service.sendEmailCode(customer, false)).resendAvailableIn;
      return out;
    },

    /** The 403 REQUIRED answer of a sensitive call (1-platform.md §8); an emailed code is sent with it. */
    async elevationRequired(customer: CustomerRef): Promise<AppError> {
      const locked = await lockedError(customer.id);
      if (locked) return locked;
      return new AppError('elevation_required', {
        messageCode: ELEVATION_MESSAGE_CODE,
        result: await service.challenge(customer, { signIn: false }),
      });
    },

    /**
     * A short-lived signed ticket naming the customer half-way through a sign-in, for resending
     * the code. With the time of the password it was proven against (`p`), it is a sign-in
     * challenge too: void once the password changes.
     */
    twoFactorToken(customerId: string, passwordChangedAt?: Date): string {
      return secrets.signToken('two-factor', {
        c: customerId,
        e: clock.now().getTime() + TWO_FACTOR_TOKEN_SECONDS * 1000,
        ...(passwordChangedAt ? { p: passwordChangedAt.getTime() } : {}),
      });
    },

    readTwoFactorToken(token: string): string | undefined {
      return readTicket(token)?.customerId;
    },

    /** The customer and password time of a sign-in challenge; undefined for a plain resend ticket. */
    readSignInChallenge(token: string): { customerId: string; passwordChangedAt: number } | undefined {
      const ticket = readTicket(token);
      return ticket?.passwordChangedAt === undefined
        ? undefined
        : { customerId: ticket.customerId, passwordChangedAt: ticket.passwordChangedAt };
    },

    /** Starts authenticator enrolment: a new secret, its otpauth URI and a QR code of it. */
    async beginAuthenticator(customer: CustomerRef) {
      // The secret is key material: from the system's CSPRNG, not from `Random`.
      const secret = newTotpSecret();
      const pendingSecret = await secrets.encrypt(secret);
      const now = clock.now();
      await db
        .insert(twoFactorSettings)
        .values({
          customerId: customer.id,
          pendingSecret,
          rememberForDays: TWO_FACTOR_REMEMBER_DAYS,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: twoFactorSettings.customerId,
          set: { pendingSecret, updatedAt: now },
        });
      const uri = otpauthUri(deps.siteName, customer.email, secret);
      const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      return { secret, otpauthUri: uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
    },

    async confirmAuthenticator(customer: CustomerRef, code: string, ip: string): Promise<TwoFactorConfig> {
      await throttle.check(`2fa-ip:${ip}`);
      await service.assertNotLocked(customer.id);
      const s = await settingsOf(customer.id);
      if (!s?.pendingSecret) throw new AppError('conflict', { message: 'Start the authenticator set-up first.' });
      const step = matchTotp(await secrets.decrypt(s.pendingSecret), code, clock.now());
      if (step === undefined) await recordWrongCode(customer.id, ip);
      await throttle.reset(lockKey(customer.id));
      await enable(customer, 'authenticator', { secret: s.pendingSecret, lastUsedStep: step! });
      return service.config(customer);
    },

    async beginEmail(customer: CustomerRef) {
      const { resendAvailableIn } = await service.sendEmailCode(customer, false);
      return { identifier: maskEmail(customer.email), resendAvailableIn };
    },

    async confirmEmail(customer: CustomerRef, code: string, ip: string): Promise<TwoFactorConfig> {
      await throttle.check(`2fa-ip:${ip}`);
      await service.assertNotLocked(customer.id);
      if (!(await checkEmailCode(customer.id, code))) await recordWrongCode(customer.id, ip);
      await throttle.reset(lockKey(customer.id));
      await enable(customer, 'email', { secret: null, lastUsedStep: null });
      return service.config(customer);
    },

    async disable(customer: CustomerRef): Promise<TwoFactorConfig> {
      const s = await settingsOf(customer.id);
      if (!s?.enabled) throw new AppError('2fa_not_enabled');
      await db.transaction(async (tx) => {
        await tx
          .update(twoFactorSettings)
          .set({
            enabled: false,
            method: null,
            secret: null,
            pendingSecret: null,
            enabledAt: null,
            updatedAt: clock.now(),
          })
          .where(eq(twoFactorSettings.customerId, customer.id));
        await deps.mail.enqueue(tx, emails.twoFactorChanged(emailContext(deps, customer), false, null));
      });
      deps.mail.wake();
      return service.config(customer);
    },
  };

  async function enable(
    customer: CustomerRef,
    method: TwoFactorMethod,
    values: { secret: string | null; lastUsedStep: number | null },
  ) {
    const now = clock.now();
    await db.transaction(async (tx) => {
      await tx
        .insert(twoFactorSettings)
        .values({
          customerId: customer.id,
          enabled: true,
          method,
          secret: values.secret,
          enabledAt: now,
          rememberForDays: TWO_FACTOR_REMEMBER_DAYS,
          lastUsedStep: values.lastUsedStep,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: twoFactorSettings.customerId,
          set: {
            enabled: true,
            method,
            secret: values.secret,
            pendingSecret: null,
            enabledAt: now,
            lastUsedStep: values.lastUsedStep,
            updatedAt: now,
          },
        });
      await deps.mail.enqueue(tx, emails.twoFactorChanged(emailContext(deps, customer), true, method));
    });
    deps.mail.wake();
  }

  return service;
}
export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
