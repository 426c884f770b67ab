import { type SocialErrorCode, type SocialLinks, type SocialProvider, socialProviderLabels } from '@drawline/contracts';
import type { FormEvent } from 'react';
import type { FetcherWithComponents } from 'react-router';
import { formatAestDate } from '../../lib/locale';
import { Button } from '../../ui/button';
import { ProviderMark, SocialErrorNotice } from './social-buttons';

/** What the login and security action answers for the provider forms. */
export interface SocialLinksActionData {
  /** The provider just unlinked, for the notice. */
  socialUnlinked?: SocialProvider;
  /** Why an unlink was refused (the last way to log in), as the platform says it. */
  socialRefused?: string;
}

/**
 * The linked providers on /my-account/login-and-security (3-account.md §7 /social-authentication
 * link, list, unlink; decisions 382 and 403): each configured provider, linked (with the address it
 * gave and since when) or not. Linking goes through the page's elevated form: with two-factor on it
 * asks the code first, then the browser goes to the provider and comes back here.
 */
export function SocialLinksSection({
  links,
  justLinked,
  error,
  answer,
  Form,
  onSubmit,
  busy,
}: {
  links: SocialLinks;
  justLinked: SocialProvider | null;
  error: SocialErrorCode | null;
  answer: SocialLinksActionData | undefined;
  Form: FetcherWithComponents<unknown>['Form'];
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
}) {
  if (links.providers.length === 0) return null;
  const linkedCount = links.providers.filter((p) => p.linked).length;
  const lastWayIn = !links.hasPassword && linkedCount <= 1;
  return (
    <section className="account-section card stack" aria-labelledby="social-heading">
      <h2 id="social-heading">Apple and Google</h2>
      <p>Log in with your Apple or Google account instead of your email and password.</p>
      <SocialErrorNotice code={error} />
      {justLinked && !answer ? (
        <div className="notice notice--success" role="status">
          {socialProviderLabels[justLinked]} is linked. You can now log in with it.
        </div>
      ) : null}
      {answer?.socialUnlinked ? (
        <div className="notice notice--success" role="status">
          {socialProviderLabels[answer.socialUnlinked]} is unlinked.
        </div>
      ) : null}
      {answer?.socialRefused ? (
        <div className="notice notice--error" role="alert">
          {answer.socialRefused}
        </div>
      ) : null}
      <ul className="social-links">
        {links.providers.map((p) => {
          const label = socialProviderLabels[p.provider];
          return (
            <li key={p.provider} className="social-link">
              <div className="social-link__name">
                <ProviderMark provider={p.provider} />
                <div>
                  <p>
                    <strong>{label}</strong>
                  </p>
                  <p className="social-link__detail">
                    {p.linked
                      ? `Linked${p.email ? ` as ${p.email}` : ''}${p.linkedAt ? ` since ${formatAestDate(p.linkedAt)}` : ''}`
                      : 'Not linked'}
                  </p>
                </div>
              </div>
              <Form method="post" onSubmit={onSubmit}>
                <input type="hidden" name="intent" value={p.linked ? 'unlink-social' : 'link-social'} />
                <input type="hidden" name="provider" value={p.provider} />
                {p.linked ? (
                  <Button
                    type="submit"
                    variant="ghost"
                    size="small"
                    loading={busy}
                    disabled={lastWayIn}
                    aria-describedby={lastWayIn ? 'social-last-way-in' : undefined}
                  >
                    Unlink {label}
                  </Button>
                ) : (
                  <Button type="submit" variant="secondary" size="small" loading={busy}>
                    Link {label}
                  </Button>
                )}
              </Form>
            </li>
          );
        })}
      </ul>
      {lastWayIn && linkedCount > 0 ? (
        <p id="social-last-way-in" className="social-link__detail">
          To unlink it, first set a password with <a href="/forgot-password">Forgot your password?</a>: without one you
          would have no way to log in.
        </p>
      ) : null}
    </section>
  );
}
