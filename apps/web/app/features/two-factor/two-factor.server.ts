import { twoFactorChallengeSchema, twoFactorMethods } from '@drawline/contracts';
import { ApiError, ELEVATION_REQUIRED_CODE } from '../../lib/api';
import { twoFactorErrorCodes } from './code';
import type { TwoFactorPrompt, TwoFactorState } from './two-factor-form';

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
