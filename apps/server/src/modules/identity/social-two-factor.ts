import type { TwoFactorChallenge } from '@drawline/contracts';
import { AppError } from '../../platform/app-error';
import type { AccountDeps } from './account.deps';
import { openCustomer } from './customer-rows';
import { maskEmail } from './identity.deps';
import { methodOf } from './two-factor-settings';
import { readSignInChallenge } from './two-factor-tickets';

/**
 * GET /social-authentication/two-factor: the code step of a provider's sign-in (decision 382), read
 * from the `social_two_factor` cookie's challenge: the method, where an emailed code went (masked),
 * and the challenge the code is exchanged with at POST /login. A missing, forged or old challenge
 * is 401 session_expired (start again at the provider). No code is sent here: the callback sent it.
 */
export async function socialTwoFactorPrompt(
  deps: Pick<AccountDeps, 'db' | 'secrets' | 'clock'>,
  token: string | undefined,
): Promise<TwoFactorChallenge> {
  const challenge = token ? readSignInChallenge(deps, token) : undefined;
  const customer = challenge ? await openCustomer(deps, challenge.customerId) : undefined;
  if (!token || !challenge || !customer) {
    throw new AppError('session_expired', { message: 'Your sign-in has expired. Please start again.' });
  }
  return { method: await methodOf(deps, customer.id), identifier: maskEmail(customer.email), twoFactorToken: token };
}
