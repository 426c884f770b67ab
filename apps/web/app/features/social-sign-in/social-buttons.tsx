import {
  type SocialErrorCode,
  type SocialProvider,
  socialErrorCodes,
  socialErrorMessages,
  socialLoginCapabilities,
  socialProviderLabels,
  socialProviders,
} from '@drawline/contracts';
import { useCapabilities } from '../../lib/capabilities';
import { buttonClass } from '../../ui/button';

/**
 * Where a provider's button goes: the platform's start of the OpenID Connect flow
 * (GET /v2/social-authentication/{provider}/authorize, decision 380), which comes back to `redirectTo`.
 */
export function socialStartPath(provider: SocialProvider, redirectTo: string): string {
  return `/v2/social-authentication/${provider}/authorize?${new URLSearchParams({ redirect: redirectTo })}`;
}

/** The providers whose social login capability the visitor's segment has (given only for a configured provider). */
export function useSocialProviders(): SocialProvider[] {
  const capabilities = useCapabilities();
  return socialProviders.filter((p) => capabilities.has(socialLoginCapabilities[p]));
}

/** The `social_error` a provider's sign-in came back with, when it is one the platform names. */
export function socialErrorOf(value: string | null): SocialErrorCode | null {
  return (socialErrorCodes as readonly string[]).includes(value ?? '') ? (value as SocialErrorCode) : null;
}

/** Why a provider's sign-in or link did not happen, as a notice the screen reader announces. */
export function SocialErrorNotice({ code }: { code: SocialErrorCode | null }) {
  if (!code) return null;
  return (
    <div className="notice notice--error" role="alert">
      {socialErrorMessages[code]}
    </div>
  );
}

/** The provider's mark beside its name (decorative: the button's text names the provider). */
export function ProviderMark({ provider }: { provider: SocialProvider }) {
  if (provider === 'google') {
    return (
      <svg className="provider-mark" viewBox="0 0 48 48" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          fill="#EA4335"
          d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
        />
        <path
          fill="#4285F4"
          d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
        />
        <path
          fill="#FBBC05"
          d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
        />
        <path
          fill="#34A853"
          d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
        />
      </svg>
    );
  }
  return (
    <svg className="provider-mark" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M16.37 12.7c-.02-2.27 1.86-3.37 1.94-3.42-1.06-1.55-2.7-1.76-3.28-1.78-1.4-.14-2.73.82-3.44.82-.71 0-1.8-.8-2.96-.78-1.52.02-2.93.89-3.71 2.25-1.59 2.75-.41 6.81 1.13 9.04.76 1.09 1.65 2.31 2.82 2.27 1.14-.05 1.56-.73 2.93-.73s1.75.73 2.95.71c1.22-.02 1.99-1.1 2.73-2.2.86-1.26 1.22-2.49 1.24-2.55-.03-.01-2.37-.91-2.39-3.61zM14.12 6.03c.62-.76 1.05-1.8.93-2.85-.9.04-2 .6-2.64 1.35-.58.67-1.09 1.74-.95 2.77 1 .08 2.03-.51 2.66-1.27z"
      />
    </svg>
  );
}

/**
 * The Apple and Google buttons of the login and register pages (3-account.md §6 social login,
 * decisions 380 and 403), each shown only with its capability; plain links, so they work
 * without scripts. Nothing at all when no provider is on.
 */
export function SocialButtons({ redirectTo, heading }: { redirectTo: string; heading: string }) {
  const providers = useSocialProviders();
  if (providers.length === 0) return null;
  return (
    <section className="social-sign-in" aria-label={heading}>
      <ul className="social-sign-in__list">
        {providers.map((provider) => (
          <li key={provider}>
            <a
              className={buttonClass({ variant: 'secondary', block: true }, `social-button social-button--${provider}`)}
              href={socialStartPath(provider, redirectTo)}
            >
              <ProviderMark provider={provider} />
              <span>Continue with {socialProviderLabels[provider]}</span>
            </a>
          </li>
        ))}
      </ul>
      <p className="social-sign-in__or">
        <span>or use your email</span>
      </p>
    </section>
  );
}
