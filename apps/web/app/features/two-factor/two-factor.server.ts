import { type Elevation, type PlatformPort, twoFactorChallengeSchema, twoFactorMethods } from '@drawline/contracts';
import { type AppLoadContext, redirect } from 'react-router';
import { ApiError, ELEVATION_REQUIRED_CODE } from '../../lib/api';
import { apiSession } from '../../lib/api-session.server';
import { loginPath, pathOf } from '../../lib/redirect';
import { twoFactorErrorCodes } from './code';
import { RESEND_FIELD, type TwoFactorPrompt, type TwoFactorState } from './two-factor-form';

const TWO_FACTOR_CODES = new Set<string>([...Object.values(twoFactorErrorCodes), ELEVATION_REQUIRED_CODE]);

/** The prompt the code form last posted (method, identifier, ticket), for answers that carry none. */
export function promptFromForm(form: FormData): TwoFactorPrompt | null {
  const method = form.get('method');
  const identifier = form.get('identifier');
  const token = form.get('twoFactorToken');
  if (typeof method !== 'string' || !(twoFactorMethods as readonly string[]).includes(method)) return null;
  return {
    method: method as TwoFactorPrompt['method'],
    identifier: typeof identifier === 'string' ? identifier : '',
    ...(typeof token === 'string' && token ? { twoFactorToken: token } : {}),
  };
}

/**
 * Reads a two-factor answer (2fa_required, 2fa_incorrect, 2fa_account_locked, or 403 REQUIRED)
 * into what the code form shows; null for any other failure.
 */
export function twoFactorAnswer(
  error: unknown,
  form?: FormData,
): { prompt: TwoFactorPrompt; state: TwoFactorState } | null {
  if (!(error instanceof ApiError) || !error.code || !TWO_FACTOR_CODES.has(error.code)) return null;
  const parsed = twoFactorChallengeSchema.safeParse(error.result);
  const prompt: TwoFactorPrompt = parsed.success
    ? {
        method: parsed.data.method,
        identifier: parsed.data.identifier,
        ...(parsed.data.twoFactorToken ? { twoFactorToken: parsed.data.twoFactorToken } : {}),
      }
    : ((form && promptFromForm(form)) ?? { method: 'authenticator', identifier: '' });
  const state: TwoFactorState = {
    error:
      error.code === twoFactorErrorCodes.incorrect || error.code === twoFactorErrorCodes.locked ? error.code : null,
  };
  return { prompt, state };
}

export type Elevated<T> =
  | { kind: 'done'; result: T }
  | { kind: 'elevation'; elevation: { prompt: TwoFactorPrompt; state: TwoFactorState } }
  | { kind: 'failed'; error: ApiError };

/**
 * Makes a sensitive call for an action (1-platform.md §8): with the code when the form carries
 * one (the replay), answering a 403 REQUIRED or a refused code with what the elevation modal
 * shows, and emailing a new code when the form asks for one.
 */
export async function withElevation<T>(
  request: Request,
  context: AppLoadContext,
  form: FormData,
  call: (platform: PlatformPort, elevation: Elevation) => Promise<T>,
): Promise<Elevated<T>> {
  const session = apiSession(request, context);
  if (form.has(RESEND_FIELD)) {
    const prompt = promptFromForm(form) ?? { method: 'email' as const, identifier: '' };
    try {
      await session.platform.sendCode();
      return { kind: 'elevation', elevation: { prompt, state: { resent: true } } };
    } catch (error) {
      const answer = twoFactorAnswer(error, form);
      if (answer) return { kind: 'elevation', elevation: answer };
      if (error instanceof ApiError && error.status < 500) {
        return { kind: 'elevation', elevation: { prompt, state: {} } };
      }
      throw error;
    }
  }
  const otp = form.get('otp');
  const elevation: Elevation = typeof otp === 'string' && otp ? { elevationCode: otp } : {};
  try {
    return { kind: 'done', result: await call(session.platform, elevation) };
  } catch (error) {
    const answer = twoFactorAnswer(error, form);
    if (answer) return { kind: 'elevation', elevation: answer };
    if (error instanceof ApiError && error.isSignedOut) {
      throw redirect(loginPath(pathOf(request), { notice: 'unauthorised' }), { headers: session.headers() });
    }
    if (error instanceof ApiError && error.status < 500) return { kind: 'failed', error };
    throw error;
  }
}
