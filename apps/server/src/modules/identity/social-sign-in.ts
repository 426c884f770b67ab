import {
  type CustomerSession,
  formMessages,
  isOldEnough,
  MIN_REGISTRATION_AGE,
  type SocialErrorCode,
  type SocialLinks,
  type SocialProvider,
  socialProviders,
  type socialSignupRequestSchema,
} from '@drawline/contracts';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { sqlState } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { AccountDeps } from './account.deps';
import { openCustomer, openCustomerByEmail } from './customer-rows';
import type { RequestMeta } from './identity.deps';
import { customers } from './identity.tables';
import { secondFactor, signedIn } from './signed-in';
import { type AuthorizationChecks, type SocialClients, SocialSignInFailed } from './social-clients';
import { socialIdentities } from './social-identities.tables';

export interface SocialDeps extends AccountDeps {
  clients: SocialClients;
}

/** How long a browser may take at the provider, and then to add its details to a new account. */
export const SOCIAL_FLOW_SECONDS = 600;
export const SOCIAL_SIGNUP_SECONDS = 900;
const FLOW = 'social-flow';
const SIGNUP = 'social-signup';

/**
 * The password of an account made from a provider: no argon2 hash, so no password ever matches
 * it (verifyPassword answers false), until the customer sets one with a reset link (decision 381).
 */
export const NO_PASSWORD = '!social-sign-in';
const hasPassword = (hash: string) => hash.startsWith('$argon2');

type Intent = 'sign_in' | 'link';
interface Flow extends Record<string, unknown> {
  p: SocialProvider;
  i: Intent;
  s: string;
  n: string;
  v: string;
  /** The signed-in customer who asked for the link. */
  c?: string;
  r: string;
  exp: number;
}
interface PendingSignup extends Record<string, unknown> {
  p: SocialProvider;
  sub: string;
  email: string;
  fn: string;
  ln: string;
  exp: number;
}

export const socialRedirectUri = (deps: Pick<AccountDeps, 'publicUrl'>, provider: SocialProvider) =>
  `${deps.publicUrl}/v2/social-authentication/${provider}/callback`;

const seconds = (deps: Pick<AccountDeps, 'clock'>) => Math.floor(deps.clock.now().getTime() / 1000);

/** The start of a sign-in (or a link): the provider's address and the signed flow cookie. */
export async function beginSocial(
  deps: SocialDeps,
  provider: SocialProvider,
  intent: Intent,
  options: { customerId?: string; redirectTo: string },
): Promise<{ authorizationUrl: string; flowToken: string }> {
  if (!deps.clients.configured(provider)) {
    throw new AppError('not_found', { message: 'This sign-in is not available.' });
  }
  const { url, checks } = await deps.clients.authorizationUrl(provider, socialRedirectUri(deps, provider));
  const flow: Flow = {
    p: provider,
    i: intent,
    s: checks.state,
    n: checks.nonce,
    v: checks.codeVerifier,
    ...(options.customerId ? { c: options.customerId } : {}),
    r: options.redirectTo,
    exp: seconds(deps) + SOCIAL_FLOW_SECONDS,
  };
  return { authorizationUrl: url, flowToken: deps.secrets.signToken(FLOW, flow) };
}

export type SocialOutcome =
  | { kind: 'signed_in'; session: CustomerSession; deviceToken: string; redirectTo: string }
  | { kind: 'two_factor'; challenge: unknown; redirectTo: string }
  | { kind: 'signup'; pendingToken: string }
  | { kind: 'linked' }
  | { kind: 'failed'; code: SocialErrorCode; intent: Intent; reason: string };

const failed = (code: SocialErrorCode, intent: Intent, reason: string = code): SocialOutcome => ({
  kind: 'failed',
  code,
  intent,
  reason,
});

/**
 * The provider's answer at the callback. Only the flow this browser started counts (the signed
 * cookie's state, nonce and PKCE verifier; openid-client checks the ID token). A link needs the
 * same customer signed in; a sign-in needs a linked subject, or makes a sign-up from a verified
 * email that no account has: an email alone never links (docs/decisions/380).
 */
export async function completeSocial(
  deps: SocialDeps,
  provider: SocialProvider,
  params: Record<string, string>,
  flowToken: string | undefined,
  signedInCustomerId: string | undefined,
  meta: RequestMeta,
): Promise<SocialOutcome> {
  const flow = flowToken ? deps.secrets.readToken<Flow>(FLOW, flowToken) : undefined;
  if (!flow || flow.p !== provider || typeof flow.exp !== 'number' || flow.exp <= seconds(deps)) {
    return failed('failed', flow?.i === 'link' ? 'link' : 'sign_in', 'no_flow');
  }
  if (params.error) return failed(params.error === 'access_denied' ? 'cancelled' : 'failed', flow.i, 'provider_error');
  const callbackUrl = new URL(socialRedirectUri(deps, provider));
  for (const [k, v] of Object.entries(params)) callbackUrl.searchParams.set(k, v);
  const checks: AuthorizationChecks = { state: flow.s, nonce: flow.n, codeVerifier: flow.v };
  let claims: Awaited<ReturnType<SocialClients['claims']>>;
  try {
    claims = await deps.clients.claims(provider, callbackUrl, checks);
  } catch (error) {
    if (error instanceof SocialSignInFailed) return failed('failed', flow.i, error.reason);
    throw error;
  }
  if (flow.i === 'link') {
    if (!flow.c || flow.c !== signedInCustomerId) return failed('failed', 'link', 'not_signed_in');
    if (!claims.emailVerified) return failed('email_unverified', 'link');
    return linkIdentity(deps, flow.c, provider, claims);
  }

  const [link] = await deps.db
    .select()
    .from(socialIdentities)
    .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, claims.subject)));
  if (link) return signInLinked(deps, link.customerId, meta, flow.r);
  if (!claims.emailVerified || !claims.email) return failed('email_unverified', 'sign_in');
  if (await openCustomerByEmail(deps, claims.email)) return failed('account_exists', 'sign_in');
  const pending: PendingSignup = {
    p: provider,
    sub: claims.subject,
    email: claims.email,
    fn: claims.firstname,
    ln: claims.lastname,
    exp: seconds(deps) + SOCIAL_SIGNUP_SECONDS,
  };
  return { kind: 'signup', pendingToken: deps.secrets.signToken(SIGNUP, pending) };
}

/** A linked customer signs in; two-factor still applies (the provider stands for the password only). */
async function signInLinked(deps: SocialDeps, customerId: string, meta: RequestMeta, redirectTo: string) {
  const customer = await openCustomer(deps, customerId);
  if (!customer) return failed('failed', 'sign_in', 'closed');
  if (customer.lockedAt) return failed('locked', 'sign_in');
  let elevated: boolean;
  try {
    ({ elevated } = await secondFactor(deps, customer, undefined, meta, { passwordProven: true }));
  } catch (error) {
    if (error instanceof AppError && error.code === '2fa_required') {
      return { kind: 'two_factor', challenge: error.options.result, redirectTo } satisfies SocialOutcome;
    }
    throw error;
  }
  const issued = await deps.signInSessions.start(deps.db, {
    customerId: customer.id,
    deviceUuid: meta.deviceUuid ?? deps.random.uuid(),
    elevated,
  });
  const { session, deviceToken } = await signedIn(deps, customer, issued, meta, { rememberDevice: false });
  return { kind: 'signed_in', session, deviceToken, redirectTo } satisfies SocialOutcome;
}

async function linkIdentity(
  deps: SocialDeps,
  customerId: string,
  provider: SocialProvider,
  claims: { subject: string; email: string | null },
): Promise<SocialOutcome> {
  try {
    await deps.db.insert(socialIdentities).values({
      provider,
      subject: claims.subject,
      customerId,
      email: claims.email,
      linkedAt: deps.clock.now(),
    });
    return { kind: 'linked' };
  } catch (error) {
    if (sqlState(error) !== '23505') throw error;
    const [owner] = await deps.db
      .select({ customerId: socialIdentities.customerId })
      .from(socialIdentities)
      .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, claims.subject)));
    return failed(owner && owner.customerId !== customerId ? 'linked_elsewhere' : 'already_linked', 'link');
  }
}

/** The provider's account waiting for its details, or 401 when the sign-up cookie is missing, forged or old. */
export function pendingSignup(deps: SocialDeps, token: string | undefined) {
  const p = token ? deps.secrets.readToken<PendingSignup>(SIGNUP, token) : undefined;
  if (!p || typeof p.exp !== 'number' || p.exp <= seconds(deps) || typeof p.sub !== 'string') {
    throw new AppError('session_expired', { message: 'Your sign-up has expired. Please start again.' });
  }
  return p;
}

/**
 * POST /social-authentication/signup: the new customer from a provider, once they add what the
 * registration rules ask and the provider does not give (date of birth, terms; decision 381).
 */
export async function signUpWithProvider(
  deps: SocialDeps,
  input: z.output<typeof socialSignupRequestSchema>,
  token: string | undefined,
  meta: RequestMeta,
) {
  const pending = pendingSignup(deps, token);
  const now = deps.clock.now();
  if (!isOldEnough(input.dateOfBirth, MIN_REGISTRATION_AGE, now)) {
    throw new AppError('validation_failed', {
      errors: [{ target: 'date_of_birth', code: 'min_age', message: formMessages.tooYoung(MIN_REGISTRATION_AGE) }],
    });
  }
  const id = deps.random.uuid();
  try {
    const { customer, issued } = await deps.db.transaction(async (tx) => {
      const [customer] = await tx
        .insert(customers)
        .values({
          id,
          customerToken: deps.random.token(16),
          email: pending.email,
          passwordHash: NO_PASSWORD,
          passwordChangedAt: now,
          firstname: input.firstname,
          lastname: input.lastname,
          dateOfBirth: input.dateOfBirth,
          // The provider verified the address (email_verified), so no confirmation link is sent.
          emailConfirmedAt: now,
          communicationPreferences: { email: input.emailOptIn, phone: false, sms: false, directmail: false },
          attribution: input.attribution ?? null,
          signupPlatform: input.metadata?.platform ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await tx
        .insert(socialIdentities)
        .values({ provider: pending.p, subject: pending.sub, customerId: id, email: pending.email, linkedAt: now });
      const issued = await deps.signInSessions.start(tx, {
        customerId: id,
        deviceUuid: meta.deviceUuid ?? deps.random.uuid(),
        isNewSignup: true,
      });
      return { customer: customer!, issued };
    });
    return await signedIn(deps, customer, issued, meta, { isNewSignup: true, rememberDevice: false });
  } catch (err) {
    if (sqlState(err) === '23505') {
      throw new AppError('email_taken', {
        message: 'An account already exists for this email address or this sign-in. Log in instead.',
      });
    }
    throw err;
  }
}

/** GET /social-authentication: the configured providers and the customer's links. */
export async function listSocialLinks(deps: SocialDeps, customerId: string): Promise<SocialLinks> {
  const [customer] = await deps.db
    .select({ passwordHash: customers.passwordHash })
    .from(customers)
    .where(eq(customers.id, customerId));
  const links = await deps.db.select().from(socialIdentities).where(eq(socialIdentities.customerId, customerId));
  return {
    providers: socialProviders
      .filter((p) => deps.clients.configured(p) || links.some((l) => l.provider === p))
      .map((provider) => {
        const link = links.find((l) => l.provider === provider);
        return {
          provider,
          linked: Boolean(link),
          email: link?.email ?? null,
          linkedAt: link ? link.linkedAt.toISOString() : null,
        };
      }),
    hasPassword: Boolean(customer && hasPassword(customer.passwordHash)),
  };
}

/**
 * DELETE /social-authentication/{provider}: only the customer's own link; refused when it is the
 * last way to sign in (no password and no other provider).
 */
export async function unlinkSocial(deps: SocialDeps, customerId: string, provider: SocialProvider): Promise<void> {
  await deps.db.transaction(async (tx) => {
    // The customer's row first, so two unlinks at once take turns.
    const [customer] = await tx
      .select({ passwordHash: customers.passwordHash })
      .from(customers)
      .where(eq(customers.id, customerId))
      .for('update');
    const links = await tx.select().from(socialIdentities).where(eq(socialIdentities.customerId, customerId));
    if (!links.some((l) => l.provider === provider)) {
      throw new AppError('not_found', { message: 'That provider is not linked to your account.' });
    }
    if (!customer || (!hasPassword(customer.passwordHash) && links.length <= 1)) {
      throw new AppError('conflict', {
        message: 'Set a password first: without it you would have no way to log in.',
      });
    }
    await tx
      .delete(socialIdentities)
      .where(and(eq(socialIdentities.customerId, customerId), eq(socialIdentities.provider, provider)));
  });
}
