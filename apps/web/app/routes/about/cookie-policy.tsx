import { Link } from 'react-router';
import { pageTitle, useShellData } from '../../features/shell';
import { requireCapabilities, routeNeeds } from '../../lib/capabilities';
import type { Route } from './+types/cookie-policy';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle('Cookie policy', matches) }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCapabilities(request, context, routeNeeds.cookiePolicy);
  return null;
}

export default function CookiePolicy() {
  const consent = useShellData()?.cookieConsent;
  return (
    <>
      <h1>Cookie policy</h1>
      <p>
        Cookies are small files a website keeps in your browser. We sort ours into two groups, and only the first is
        always on.
      </p>
      <h2>Essential cookies</h2>
      <p>
        These keep you signed in, keep your cart while you shop, protect your account and remember your cookie choice.
        The site cannot work without them.
      </p>
      <h2>Non-essential cookies</h2>
      <p>
        With your permission we use cookies that help us understand how the site is used, so we can make it better. They
        are never needed to buy a ticket.
      </p>
      <h2>Your choice</h2>
      <p>
        {consent
          ? consent.includes('non_essential')
            ? 'You have accepted all cookies.'
            : 'You have accepted essential cookies only.'
          : 'You have not made a choice yet; until you do, we use essential cookies only.'}{' '}
        Your choice is kept for one year.
      </p>
      <form method="post" action="/cookie-consent" className="cookie-consent-actions">
        <input type="hidden" name="redirectTo" value="/about/cookie-policy" />
        <button type="submit" name="choice" value="all" className="button button--primary">
          Accept all
        </button>
        <button type="submit" name="choice" value="essential" className="button button--secondary">
          Essential only
        </button>
      </form>
      <p>
        More about how we use your information is in our <Link to="/about/privacy">privacy policy</Link>.
      </p>
    </>
  );
}
