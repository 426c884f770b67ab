import { z } from 'zod';
import { signupRequestSchema } from './identity';

/** The OpenID Connect providers of sign in with Apple and Google (3-account.md §7; docs/decisions/380). */
export const socialProviders = ['apple', 'google'] as const;
export const socialProviderSchema = z.enum(socialProviders);
export type SocialProvider = z.infer<typeof socialProviderSchema>;

/** The capability that shows a provider's buttons (1-platform.md §6 social login). */
export const socialLoginCapabilities = {
  apple: 'social_login_apple',
  google: 'social_login_google',
} as const satisfies Record<SocialProvider, string>;

/** The provider's name as the pages show it. */
export const socialProviderLabels: Record<SocialProvider, string> = { apple: 'Apple', google: 'Google' };

/**
 * POST /social-authentication/signup: what a new customer from a provider adds before the account
 * exists (docs/decisions/381): the date of birth (providers do not give it) and the terms; the
 * provider's verified email and subject come from the signed sign-up cookie, never the body.
 */
export const socialSignupRequestSchema = signupRequestSchema.pick({
  firstname: true,
  lastname: true,
  dateOfBirth: true,
  acceptTerms: true,
  emailOptIn: true,
  attribution: true,
  metadata: true,
});
export type SocialSignupRequest = z.input<typeof socialSignupRequestSchema>;

/** GET /social-authentication/signup: the provider's account waiting for its details. */
export const pendingSocialSignupSchema = z.object({
  provider: socialProviderSchema,
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
});
export type PendingSocialSignup = z.infer<typeof pendingSocialSignupSchema>;

/** GET /social-authentication: each configured provider, and whether the customer linked it. */
export const socialLinksSchema = z.object({
  providers: z.array(
    z.object({
      provider: socialProviderSchema,
      linked: z.boolean(),
      email: z.string().nullable(),
      linkedAt: z.string().nullable(),
    }),
  ),
  /** Whether the customer has a password: without one the last linked provider cannot be removed. */
  hasPassword: z.boolean(),
});
export type SocialLinks = z.infer<typeof socialLinksSchema>;

/** POST /social-authentication/link: where the browser goes to approve the link at the provider. */
export const socialLinkRequestSchema = z.object({ provider: socialProviderSchema });
export const socialLinkAnswerSchema = z.object({ authorizationUrl: z.string() });

/** Why a provider's sign-in came back to the login, register or login and security page (`social_error`). */
export const socialErrorCodes = [
  'failed',
  'cancelled',
  'email_unverified',
  'account_exists',
  'not_linked',
  'already_linked',
  'linked_elsewhere',
  'locked',
  'unavailable',
] as const;
export type SocialErrorCode = (typeof socialErrorCodes)[number];
export const socialErrorMessages: Record<SocialErrorCode, string> = {
  failed: 'We could not sign you in with that account. Please try again.',
  cancelled: 'Signing in was cancelled.',
  email_unverified: 'That account’s email address is not verified with its provider, so we cannot use it.',
  account_exists:
    'An account already uses that email address. Log in with your password, then link the provider from Login and security.',
  not_linked: 'That account is not linked to a customer yet.',
  already_linked: 'You have already linked that provider.',
  linked_elsewhere: 'That account is linked to another customer.',
  locked: 'This account is locked. Please contact our support team.',
  unavailable: 'That sign-in is not available right now.',
};
