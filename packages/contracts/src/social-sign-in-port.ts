import type { Elevation } from './account-port';
import type { CustomerSession, TwoFactorChallenge } from './identity';
import type { WithCookies } from './sign-in-port';
import type { PendingSocialSignup, SocialLinks, SocialProvider, SocialSignupRequest } from './social-sign-in';

/**
 * The pages' port's calls of sign in with Apple and Google (3-account.md §7 /social-authentication;
 * docs/decisions/380-382, 403), as the storefront's loaders and actions make them; part of
 * PlatformPort (platform-port.ts). The provider's own start and callback stay browser calls (the
 * buttons link to GET /social-authentication/{provider}/authorize). The sign-up and code step read
 * their short-lived cookies from the page request, as the HTTP calls read them.
 */
export interface SocialSignInPort {
  /** GET /social-authentication: the configured providers and the customer's links. */
  socialLinks(): Promise<SocialLinks>;
  /** GET /social-authentication/signup: the provider's account waiting for its details; 401 when it expired. */
  pendingSocialSignup(): Promise<PendingSocialSignup>;
  /** GET /social-authentication/two-factor: the code step of a linked sign-in; 401 when it expired. */
  socialTwoFactor(): Promise<TwoFactorChallenge>;
  /** POST /social-authentication/signup: the new customer, signed in (the sign-up cookie cleared). */
  socialSignup(body: SocialSignupRequest): Promise<WithCookies<CustomerSession>>;
  /** POST /social-authentication/link: where to approve the link, with the flow cookie; a code when two-factor is on. */
  linkSocial(provider: SocialProvider, elevation: Elevation): Promise<WithCookies<{ authorizationUrl: string }>>;
  /** DELETE /social-authentication/{provider} (204): 404 when not linked, 409 when it is the last way in. */
  unlinkSocial(provider: SocialProvider): Promise<null>;
}
