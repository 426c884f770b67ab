import { AppError } from '../../platform/app-error';
import type { AccountDeps } from './account.deps';
import { openCustomer } from './customer-rows';
import { maskEmail } from './identity.deps';

/** Sends a new emailed code: signed in for elevation, or with the ticket of a 2fa_required answer. */
export async function sendCode(deps: AccountDeps, input: { customerId?: string; twoFactorToken?: string }) {
  const { twoFactor } = deps;
  const customerId = input.customerId ?? (input.twoFactorToken && twoFactor.readTwoFactorToken(input.twoFactorToken));
  if (!customerId) throw new AppError(input.twoFactorToken ? 'token_invalid' : 'unauthorised');
  const customer = await openCustomer(deps, customerId);
  if (!customer) throw new AppError('unauthorised');
  if ((await twoFactor.methodOf(customer.id)) !== 'email')
    throw new AppError('conflict', { message: 'Codes come from your authenticator app.' });
  const { resendAvailableIn } = await twoFactor.sendEmailCode(customer, true);
  return { identifier: maskEmail(customer.email), resendAvailableIn };
}
