import type { SocialErrorCode, TwoFactorChallenge } from '@drawline/contracts';
import type { AppLoadContext } from 'react-router';
import { ApiError } from '../../lib/api';
import { apiSession } from '../../lib/api-session.server';
import { socialErrorOf } from './social-buttons';

/** What a provider's sign-in that came back to /login tells the page (decision 403). */
export interface SocialSignInState {
  error: SocialErrorCode | null;
  /** The code step of a linked customer with two-factor on: the prompt of its challenge. */
  twoFactor: TwoFactorChallenge | null;
}

/**
 * The login page's reading of `?social_error=` and `?social=two_factor` (the callback's ends,
 * decision 380). The code step's challenge is read from its HttpOnly cookie through the port; when
 * it has run out the page says so and offers the buttons again.
 */
export async function socialSignInOf(request: Request, context: AppLoadContext): Promise<SocialSignInState> {
  const url = new URL(request.url);
  const error = socialErrorOf(url.searchParams.get('social_error'));
  if (url.searchParams.get('social') !== 'two_factor') return { error, twoFactor: null };
  try {
    return { error, twoFactor: await apiSession(request, context).platform.socialTwoFactor() };
  } catch (thrown) {
    if (thrown instanceof ApiError && thrown.status < 500) return { error: 'failed', twoFactor: null };
    throw thrown;
  }
}
