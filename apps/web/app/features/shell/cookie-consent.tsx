/**
 * The cookie consent banner (capability cookie_consent; categories essential and non_essential).
 * A plain form that posts to /cookie-consent, so it works without JavaScript (the action sets the
 * one-year cookie and redirects back); with JavaScript it posts through a fetcher, the root data
 * reloads and the banner is gone on every page.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useFetcher, useLocation } from 'react-router';
import { useToasts } from '../../ui/toasts';

export function CookieConsentBanner() {
  const fetcher = useFetcher<{ saved: boolean }>();
  const location = useLocation();
  const toasts = useToasts();
  const announced = useRef(false);
  // After hydration the action answers the fetcher instead of redirecting the whole page.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  useEffect(() => {
    if (fetcher.data?.saved && !announced.current) {
      announced.current = true;
      toasts.notify({
        id: 'cookie-consent-saved',
        title: 'Cookie preferences saved',
        message: 'You can change them at any time on our cookie policy page.',
        icon: 'success',
      });
    }
  }, [fetcher.data, toasts]);

  // While the choice is on its way the banner steps aside.
  if (fetcher.state !== 'idle' || fetcher.data?.saved) return null;

  return (
    <section className="cookie-consent" aria-labelledby="cookie-consent-heading">
      <div className="container cookie-consent-inner">
        <div className="cookie-consent-text">
          <h2 id="cookie-consent-heading">We value your privacy</h2>
          <p>
            We use essential cookies to keep you signed in and your cart safe. With your permission we also use
            non-essential cookies to understand how the site is used and improve it.{' '}
            <Link to="/about/cookie-policy">Read our cookie policy</Link>.
          </p>
        </div>
        <fetcher.Form method="post" action="/cookie-consent" className="cookie-consent-actions">
          <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
          {hydrated ? <input type="hidden" name="stay" value="1" /> : null}
          <button type="submit" name="choice" value="all" className="button button--primary">
            Accept all
          </button>
          <button type="submit" name="choice" value="essential" className="button button--secondary">
            Essential only
          </button>
        </fetcher.Form>
      </div>
    </section>
  );
}
