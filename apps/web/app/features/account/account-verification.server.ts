/**
 * /account-verification (1-platform.md §2): the public landing for ID verification, gated by the
 * verification capability. A signed-in customer sees where they stand; a visitor is asked to log in.
 */
import { type AppLoadContext, data } from 'react-router';
import { apiSession } from '../../lib/api-session.server';
import { requireCapabilities, routeNeeds } from '../../lib/capabilities';
import { getCustomer } from '../../lib/customer.server';
import { loginPath } from '../../lib/redirect';

export interface AccountVerificationLanding {
  signedIn: boolean;
  isVerified: boolean;
  loginPath: string;
}

export async function loadAccountVerification(request: Request, context: AppLoadContext) {
  const [customer] = await Promise.all([
    getCustomer(request, context),
    requireCapabilities(request, context, routeNeeds.verification),
  ]);
  const landing: AccountVerificationLanding = {
    signedIn: customer !== null,
    isVerified: customer?.isVerified ?? false,
    loginPath: loginPath('/my-account/verify-account'),
  };
  return data(landing, { headers: apiSession(request, context).headers() });
}
