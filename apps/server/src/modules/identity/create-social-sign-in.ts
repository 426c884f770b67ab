import type { SocialProvider, socialSignupRequestSchema } from '@drawline/contracts';
import type { z } from 'zod';
import type { SocialProvidersConfig } from '../../social-sign-in-config';
import type { AccountDeps } from './account.deps';
import type { RequestMeta } from './identity.deps';
import { createSocialClients } from './social-clients';
import {
  beginSocial,
  completeSocial,
  listSocialLinks,
  pendingSignup,
  signUpWithProvider,
  unlinkSocial,
} from './social-sign-in';
import { socialTwoFactorPrompt } from './social-two-factor';

/** Sign in with Apple and Google (docs/decisions/380-383): one use case per function of social-sign-in.ts. */
export function createSocialSignIn(accountDeps: AccountDeps, providers: SocialProvidersConfig) {
  const deps = { ...accountDeps, clients: createSocialClients(providers, accountDeps.clock) };
  return {
    /** The providers whose client is configured (the capabilities give their buttons only then). */
    configured: (provider: SocialProvider) => deps.clients.configured(provider),
    begin: (provider: SocialProvider, intent: 'sign_in' | 'link', options: Parameters<typeof beginSocial>[3]) =>
      beginSocial(deps, provider, intent, options),
    complete: (
      provider: SocialProvider,
      params: Record<string, string>,
      flowToken: string | undefined,
      signedInCustomerId: string | undefined,
      meta: RequestMeta,
    ) => completeSocial(deps, provider, params, flowToken, signedInCustomerId, meta),
    pending: (token: string | undefined) => {
      const p = pendingSignup(deps, token);
      return { provider: p.p, email: p.email, firstname: p.fn, lastname: p.ln };
    },
    signup: (input: z.output<typeof socialSignupRequestSchema>, token: string | undefined, meta: RequestMeta) =>
      signUpWithProvider(deps, input, token, meta),
    /** The code step of a linked sign-in with two-factor on (the social_two_factor cookie's challenge). */
    twoFactor: (token: string | undefined) => socialTwoFactorPrompt(deps, token),
    list: (customerId: string) => listSocialLinks(deps, customerId),
    unlink: (customerId: string, provider: SocialProvider) => unlinkSocial(deps, customerId, provider),
  };
}
export type SocialSignIn = ReturnType<typeof createSocialSignIn>;
