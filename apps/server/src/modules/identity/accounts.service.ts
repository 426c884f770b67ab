import {
  AUTOLOGIN_TOKEN_TTL_SECONDS,
  type CustomerSession,
  EMAIL_CONFIRMATION_TTL_SECONDS,
  formMessages,
  isOldEnough,
  MIN_REGISTRATION_AGE,
  PASSWORD_RESET_TTL_SECONDS,
  type signupRequestSchema,
} from '@drawline/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { sqlState, type Tx } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { hashPassword, sha256, verifyPassword, weakPasswordError } from '../credentials';
import { emails } from './emails';
import { type CustomerRef, emailContext, type IdentityDeps, maskEmail, type RequestMeta } from './identity.deps';
import { customers, oneTimeTokens } from './identity.tables';
import type { IssuedTokens, SignInSessionService } from './sign-in-sessions.service';
import { policies, type Throttle } from './throttle';
import type { TwoFactorService } from './two-factor.service';

export type OneTimePurpose = 'autologin' | 'transfer' | 'password_reset' | 'email_confirmation' | 'email_change';
type Customer = typeof customers.$inferSelect;

/** The signed device cookie: who signed in on this device, and until when it skips two-factor. */
interface DeviceToken {
  /** customer id */
  c: string;
  /** remember two-factor until (ms), for the two-factor set-up of `s` */
  r?: number;
  /** when two-factor was enabled (ms): turning it off and on again forgets remembered devices */
  s?: number;
}

const DEVICE_TOKEN_PURPOSE = 'device';

export function createAccountsService(
  deps: IdentityDeps & { throttle: Throttle; signInSessions: SignInSessionService; twoFactor: TwoFactorService },
) {
  const { db, clock, random, throttle, signInSessions, twoFactor } = deps;
  /** Throttle keys hold a hash, not the email address or device token itself. */
  const keyOf = (value: string) => sha256(value).slice(0, 32);

  async function openCustomerByEmail(email: string): Promise<Customer | undefined> {
    const [row] = await db
      .select()
      .from(customers)
      .where(and(eq(customers.email, email), isNull(customers.closedAt)));
    return row;
  }

  async function openCustomer(id: string): Promise<Customer | undefined> {
    const [row] = await db
      .select()
      .from(customers)
      .where(and(eq(customers.id, id), isNull(customers.closedAt)));
    return row;
  }

  function readDevice(meta: RequestMeta): DeviceToken | undefined {
    if (!meta.deviceToken) return undefined;
    const data = deps.secrets.readToken<Record<string, unknown>>(DEVICE_TOKEN_PURPOSE, meta.deviceToken);
    return data && typeof data.c === 'string' ? (data as unknown as DeviceToken) : undefined;
  }

  async function isRemembered(customer: Customer, meta: RequestMeta): Promise<boolean> {
    const device = readDevice(meta);
    const s = await twoFactor.settingsOf(customer.id);
    return Boolean(
      device &&
        device.c === customer.id &&
        device.r &&
        device.r > clock.now().getTime() &&
        s?.enabledAt &&
        device.s === s.enabledAt.getTime(),
    );
  }

  async function deviceTokenFor(customer: Customer, meta: RequestMeta, remember: boolean): Promise<string> {
    const previous = readDevice(meta);
    const s = await twoFactor.settingsOf(customer.id);
    const token: DeviceToken = { c: customer.id };
    if (s?.enabled && s.enabledAt) {
      if (remember) {
        token.r = clock.now().getTime() + s.rememberForDays * 86_400_000;
        token.s = s.enabledAt.getTime();
      } else if (previous?.c === customer.id && previous.r) {
        token.r = previous.r;
        token.s = previous.s;
      }
    }
    return deps.secrets.signToken(DEVICE_TOKEN_PURPOSE, token as unknown as Record<string, unknown>);
  }

  function sessionAnswer(customer: Customer, issued: IssuedTokens, meta: RequestMeta, isNewSignup: boolean) {
    const session: CustomerSession = {
      isAuthenticated: true,
      isNewSignup,
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
    return session;
  }

  /**
   * The second factor of a sign-in. Without a code it answers 2fa_required (emailing a code for
   * the email method); with one it checks it. Returns whether a code was given (elevation).
   */
  async function secondFactor(
    customer: Customer,
    otp: string | undefined,
    meta: RequestMeta,
    options: { passwordProven?: boolean } = {},
  ): Promise<{ elevated: boolean }> {
    const s = await twoFactor.settingsOf(customer.id);
    if (!s?.enabled) return { elevated: false };
    if (!otp && (await isRemembered(customer, meta))) return { elevated: false };
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

  async function createOneTimeToken(
    tx: Tx | typeof db,
    input: { customerId: string; purpose: OneTimePurpose; ttlSeconds: number; subject?: string },
  ): Promise<string> {
    const token = random.token(32);
    const now = clock.now();
    await tx.insert(oneTimeTokens).values({
      tokenHash: sha256(token),
      customerId: input.customerId,
      purpose: input.purpose,
      subject: input.subject ?? null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + input.ttlSeconds * 1000),
    });
    return token;
  }

  /** Finds a single-use token: token_invalid when unknown or used, token_expired when too old. */
  async function findOneTimeToken(token: string, purposes: OneTimePurpose[]) {
    const [row] = await db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.tokenHash, sha256(token)));
    if (!row || !purposes.includes(row.purpose as OneTimePurpose) || row.usedAt) throw new AppError('token_invalid');
    if (row.expiresAt <= clock.now()) throw new AppError('token_expired');
    return row;
  }

  /** Marks a token used; a concurrent use of the same token loses. */
  async function spendOneTimeToken(tx: Tx, tokenHash: string): Promise<void> {
    const spent = await tx
      .update(oneTimeTokens)
      .set({ usedAt: clock.now() })
      .where(and(eq(oneTimeTokens.tokenHash, tokenHash), isNull(oneTimeTokens.usedAt)))
      .returning({ tokenHash: oneTimeTokens.tokenHash });
    if (!spent.length) throw new AppError('token_invalid');
  }

  const confirmationLink = (token: string) =>
    `${deps.publicUrl}/my-account/confirm-address/${encodeURIComponent(token)}`;

  const service = {
    openCustomer,
    createOneTimeToken,
    confirmationLink,

    /**
     * POST /signup (v3.5): a new customer, signed in and marked as a new signup. The schema has
     * checked the fields (terms ticked, a real date of birth); the age counts on today's AEST date.
     */
    async signup(input: z.output<typeof signupRequestSchema>, meta: RequestMeta) {
      if (!isOldEnough(input.dateOfBirth, MIN_REGISTRATION_AGE, clock.now())) {
        throw new AppError('validation_failed', {
          errors: [{ target: 'date_of_birth', code: 'min_age', message: formMessages.tooYoung(MIN_REGISTRATION_AGE) }],
        });
      }
      const weak = weakPasswordError(input.password, input);
      if (weak) throw weak;
      await throttle.check(`email-lookup:${meta.ip}`);

      const now = clock.now();
      const passwordHash = await hashPassword(input.password);
      const id = random.uuid();
      const deviceUuid = meta.deviceUuid ?? random.uuid();
      try {
        const { customer, issued } = await db.transaction(async (tx) => {
          const [customer] = await tx
            .insert(customers)
            .values({
              id,
              customerToken: random.token(16),
              email: input.email,
              passwordHash,
              passwordChangedAt: now,
              firstname: input.firstname,
              lastname: input.lastname,
              dateOfBirth: input.dateOfBirth,
              phone: input.phone ?? null,
              address: input.address ?? null,
              // An address typed at signup is confirmed by the customer then.
              addressConfirmedAt: input.address ? now : null,
              communicationPreferences: { email: input.emailOptIn, phone: false, sms: false, directmail: false },
              termsAcceptedVersion: null,
              attribution: input.attribution ?? null,
              signupPlatform: input.metadata?.platform ?? null,
              createdAt: now,
              updatedAt: now,
            })
            .returning();
          const token = await createOneTimeToken(tx, {
            customerId: id,
            purpose: 'email_confirmation',
            ttlSeconds: EMAIL_CONFIRMATION_TTL_SECONDS,
            subject: input.email,
          });
          await deps.mail.enqueue(tx, emails.welcome(emailContext(deps, customer!), confirmationLink(token)));
          const issued = await signInSessions.start(tx, { customerId: id, deviceUuid, isNewSignup: true });
          return { customer: customer!, issued };
        });
        deps.mail.wake();
        return {
          session: sessionAnswer(customer, issued, meta, true),
          deviceToken: await deviceTokenFor(customer, meta, false),
        };
      } catch (err) {
        if (sqlState(err) === '23505') {
          await throttle.hit(`email-lookup:${meta.ip}`, policies.emailLookupsPerAddress);
          throw new AppError('email_taken', {
            errors: [{ target: 'email', code: 'email_taken', message: formMessages.emailTaken }],
          });
        }
        throw err;
      }
    },

    /** POST /check-email: whether the address can sign up; limited per address whatever the answer. */
    async checkEmail(email: string, meta: RequestMeta): Promise<{ available: boolean }> {
      await throttle.take(`email-lookup:${meta.ip}`, policies.emailLookupsPerAddress);
      return { available: !(await openCustomerByEmail(email)) };
    },

    /**
     * POST /login. Unknown email and wrong password answer the same, after the same work (a
     * dummy argon2 verification). Devices that signed in to the account before are not held by
     * its lock (docs/decisions/055).
     */
    async login(
      input: { email?: string; password?: string; twoFactorToken?: string; otp?: string; rememberDevice?: boolean },
      meta: RequestMeta,
    ) {
      if (input.twoFactorToken) return signInWithChallenge(input.twoFactorToken, input.otp, input.rememberDevice, meta);
      if (input.email === undefined || input.password === undefined) throw new AppError('invalid_credentials');
      const ipKey = `login-ip:${meta.ip}`;
      await throttle.check(ipKey);
      const customer = await openCustomerByEmail(input.email);
      const device = readDevice(meta);
      const knownDevice = Boolean(customer && device?.c === customer.id);
      const accountKey = knownDevice
        ? `login-device:${customer!.id}:${keyOf(meta.deviceToken!)}`
        : `login-account:${keyOf(input.email)}`;
      await throttle.check(accountKey);
      const ok = await verifyPassword(customer?.passwordHash, input.password);
      if (!ok || !customer) {
        await throttle.hit(ipKey, policies.loginPerAddress);
        await throttle.hit(accountKey, policies.loginPerAccount);
        throw new AppError('invalid_credentials');
      }
      // Told only after the right password, so the lock says nothing to someone guessing.
      if (customer.lockedAt) throw new AppError('customer_locked');
      const { elevated } = await secondFactor(customer, input.otp, meta, { passwordProven: true });
      await throttle.reset(accountKey);
      const issued = await signInSessions.start(db, {
        customerId: customer.id,
        deviceUuid: meta.deviceUuid ?? random.uuid(),
        elevated,
      });
      return {
        session: sessionAnswer(customer, issued, meta, false),
        deviceToken: await deviceTokenFor(customer, meta, Boolean(input.rememberDevice && elevated)),
      };
    },

    /**
     * A single-use, short-lived sign-in token for a customer (autologin links, transfers from a
     * partner or the app). Partner flows call this.
     */
    async createAutologinToken(input: {
      customerId: string;
      purpose?: 'autologin' | 'transfer';
      ttlSeconds?: number;
    }): Promise<string> {
      if (!(await openCustomer(input.customerId))) throw new AppError('not_found');
      return createOneTimeToken(db, {
        customerId: input.customerId,
        purpose: input.purpose ?? 'autologin',
        ttlSeconds: input.ttlSeconds ?? AUTOLOGIN_TOKEN_TTL_SECONDS,
      });
    },

    /**
     * POST /autologin and POST /transfer: signs in with a single-use token. When two-factor is
     * needed the token is kept, so the same call can be repeated with the code.
     */
    async autologin(
      input: { token: string; otp?: string; rememberDevice?: boolean },
      purpose: 'autologin' | 'transfer',
      meta: RequestMeta,
    ) {
      await throttle.check(`login-ip:${meta.ip}`);
      let row: Awaited<ReturnType<typeof findOneTimeToken>>;
      try {
        row = await findOneTimeToken(input.token, [purpose]);
      } catch (err) {
        await throttle.hit(`login-ip:${meta.ip}`, policies.loginPerAddress);
        throw err;
      }
      const customer = await openCustomer(row.customerId);
      if (!customer) throw new AppError('token_invalid');
      const { elevated } = await secondFactor(customer, input.otp, meta);
      const issued = await db.transaction(async (tx) => {
        await spendOneTimeToken(tx, row.tokenHash);
        return signInSessions.start(tx, {
          customerId: customer.id,
          deviceUuid: meta.deviceUuid ?? random.uuid(),
          elevated,
        });
      });
      return {
        session: sessionAnswer(customer, issued, meta, false),
        deviceToken: await deviceTokenFor(customer, meta, Boolean(input.rememberDevice && elevated)),
      };
    },

    /** POST /refresh: a new token pair; with `otp` the session is elevated too. */
    async refresh(input: { refreshToken: string; otp?: string }, meta: RequestMeta) {
      const otp = input.otp;
      const issued = await signInSessions.refresh(input.refreshToken, async ({ customerId }) => {
        if (!otp) return;
        const customer = await openCustomer(customerId);
        if (!customer) throw new AppError('session_expired');
        await twoFactor.verify(customer, otp, meta.ip);
      });
      if (otp) await signInSessions.elevate(issued.sessionId);
      return issued;
    },

    /** Sends a new emailed code: signed in for elevation, or with the ticket of a 2fa_required answer. */
    async sendCode(input: { customerId?: string; twoFactorToken?: string }) {
      const customerId =
        input.customerId ?? (input.twoFactorToken && twoFactor.readTwoFactorToken(input.twoFactorToken));
      if (!customerId) throw new AppError(input.twoFactorToken ? 'token_invalid' : 'unauthorised');
      const customer = await openCustomer(customerId);
      if (!customer) throw new AppError('unauthorised');
      if ((await twoFactor.methodOf(customer.id)) !== 'email')
        throw new AppError('conflict', { message: 'Codes come from your authenticator app.' });
      const { resendAvailableIn } = await twoFactor.sendEmailCode(customer, true);
      return { identifier: maskEmail(customer.email), resendAvailableIn };
    },

    /** POST /password/forgot: emails a single-use reset link; answers the same for unknown emails. */
    async forgotPassword(email: string, meta: RequestMeta): Promise<{ sent: true }> {
      await throttle.take(`reset-ip:${meta.ip}`, policies.resetsPerAddress);
      const customer = await openCustomerByEmail(email);
      const accountKey = `reset-account:${keyOf(email)}`;
      // Past the per-account limit nothing more is sent, and the answer stays the same.
      if (!customer || (await throttle.blockedUntil(accountKey))) return { sent: true };
      await throttle.hit(accountKey, policies.resetsPerAccount);
      await db.transaction(async (tx) => {
        const token = await createOneTimeToken(tx, {
          customerId: customer.id,
          purpose: 'password_reset',
          ttlSeconds: PASSWORD_RESET_TTL_SECONDS,
        });
        const link = `${deps.publicUrl}/forgot-password?token=${encodeURIComponent(token)}`;
        await deps.mail.enqueue(tx, emails.passwordReset(emailContext(deps, customer), link));
      });
      deps.mail.wake();
      return { sent: true };
    },

    /** POST /password/reset/verify: whether the emailed link still works. */
    async verifyResetToken(token: string) {
      const row = await findOneTimeToken(token, ['password_reset']);
      const customer = await openCustomer(row.customerId);
      if (!customer) throw new AppError('token_invalid');
      return { valid: true as const, identifier: maskEmail(customer.email) };
    },

    /** POST /password/reset: a new password from the emailed link; every session ends. */
    async resetPassword(input: { token: string; password: string }) {
      const row = await findOneTimeToken(input.token, ['password_reset']);
      const customer = await openCustomer(row.customerId);
      if (!customer) throw new AppError('token_invalid');
      const weak = weakPasswordError(input.password, customer);
      if (weak) throw weak;
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        await spendOneTimeToken(tx, row.tokenHash);
        await setPassword(tx, customer, passwordHash);
        await signInSessions.revokeAllForCustomer(tx, customer.id, 'password_reset');
      });
      deps.mail.wake();
    },

    /** POST /password/force-change: for a customer flagged to change the password. */
    async forceChangePassword(customerId: string, sessionId: string, password: string) {
      const customer = await openCustomer(customerId);
      if (!customer) throw new AppError('unauthorised');
      if (!customer.forcePasswordChange) throw new AppError('password_change_not_required');
      await changeTo(customer, sessionId, password, 'password');
    },

    /** POST /customer/change-password: needs the current password (and elevation, checked by the route). */
    async changePassword(
      customerId: string,
      sessionId: string,
      input: { currentPassword: string; newPassword: string; confirmPassword?: string },
      meta: RequestMeta,
    ) {
      const customer = await openCustomer(customerId);
      if (!customer) throw new AppError('unauthorised');
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
      await changeTo(customer, sessionId, input.newPassword, 'new_password');
    },

    /** GET /logout: ends the sign-in of the token or refresh cookie given. */
    async logout(input: { sessionId?: string; refreshToken?: string }) {
      const sessionId =
        input.sessionId ?? (input.refreshToken && (await signInSessions.sessionOfRefreshToken(input.refreshToken)));
      if (sessionId) await signInSessions.revoke(sessionId, 'logout');
    },

    async customerRef(customerId: string): Promise<CustomerRef> {
      const customer = await openCustomer(customerId);
      if (!customer) throw new AppError('unauthorised');
      return customer;
    },
  };

  /**
   * The second step of a sign-in without the password (docs/decisions/088): the signed challenge
   * of the first step, still fresh and made before the password last changed, and a good code.
   */
  async function signInWithChallenge(
    challengeToken: string,
    otp: string | undefined,
    rememberDevice: boolean | undefined,
    meta: RequestMeta,
  ) {
    await throttle.check(`login-ip:${meta.ip}`);
    const challenge = twoFactor.readSignInChallenge(challengeToken);
    const customer = challenge && (await openCustomer(challenge.customerId));
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
    const issued = await signInSessions.start(db, {
      customerId: customer.id,
      deviceUuid: meta.deviceUuid ?? random.uuid(),
      elevated: true,
    });
    return {
      session: sessionAnswer(customer, issued, meta, false),
      deviceToken: await deviceTokenFor(customer, meta, Boolean(rememberDevice)),
    };
  }

  async function setPassword(tx: Tx, customer: Customer, passwordHash: string) {
    await tx
      .update(customers)
      .set({ passwordHash, passwordChangedAt: clock.now(), forcePasswordChange: false, updatedAt: clock.now() })
      .where(eq(customers.id, customer.id));
    await deps.mail.enqueue(tx, emails.passwordChanged(emailContext(deps, customer)));
  }

  /** Sets a new password; every other sign-in of the customer ends, this one stays. */
  async function changeTo(customer: Customer, sessionId: string, password: string, target: string) {
    const weak = weakPasswordError(password, customer, target);
    if (weak) throw weak;
    if (await verifyPassword(customer.passwordHash, password)) {
      throw new AppError('password_too_weak', {
        errors: [{ target, code: 'same_as_old', message: formMessages.passwordSameAsOld }],
      });
    }
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      await setPassword(tx, customer, passwordHash);
      await signInSessions.revokeAllForCustomer(tx, customer.id, 'password_changed', sessionId);
    });
    deps.mail.wake();
  }

  return service;
}
export type AccountsService = ReturnType<typeof createAccountsService>;
