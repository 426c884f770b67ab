import { cookieNames } from '@drawline/contracts';
import { data, redirect } from 'react-router';
import { apiSession } from '../../lib/api-session.server';
import { fetchCapabilities } from '../../lib/capabilities';
import { expiredCookie } from '../../lib/cookies';
import { REDIRECT_PARAM, safeRedirect } from '../../lib/redirect';
import { ButtonLink } from '../../ui/button';
import { LogoutForm } from '../../ui/logout-form';
import '../../features/auth/auth.css';
import type { Route } from './+types/logout';

/** The commercial-lottery landing page (docs/decisions/061-logout-landing.md). */
const COMMERCIAL_LANDING = '/lotto-tickets';

export function meta() {
  return [{ title: 'Log out' }];
}

/**
 * POST /logout signs out (docs/decisions/084: never a GET, which another site could fire), then
 * goes to the landing page of 1-platform.md §4: the commercial-lottery page when the site sells
 * lotteries, else home; a `redirect` field or query overrides it and `redirect=false` stays here.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const session = apiSession(request, context);
  const form = await request.formData();
  if (session.hasSession()) {
    // Signing out locally must not depend on the platform answering.
    await session.platform
      .logout(session.cookie(cookieNames.webRefreshToken))
      .then((signedOut) => session.keepCookies(signedOut))
      .catch(() => null);
  }
  const headers = session.headers();
  for (const name of [cookieNames.webAccessToken, cookieNames.webRefreshToken]) {
    if (!headers.getSetCookie().some((line) => line.startsWith(`${name}=`))) {
      headers.append('set-cookie', expiredCookie(name));
    }
  }
  const field = form.get(REDIRECT_PARAM);
  const asked = typeof field === 'string' ? field : new URL(request.url).searchParams.get(REDIRECT_PARAM);
  if (asked === 'false') return data({ signedOut: true }, { headers });
  let target = safeRedirect(asked, '');
  if (!target) {
    const caps: string[] = await fetchCapabilities(request, context).catch(() => []);
    target = caps.includes('commercial_lotteries') ? COMMERCIAL_LANDING : '/';
  }
  const url = new URL(target, 'http://same.site');
  url.searchParams.set('notice', 'signed-out');
  throw redirect(`${url.pathname}${url.search}${url.hash}`, { headers });
}

/** GET /logout signs nothing out: a signed-in visitor gets the button that posts it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  // The button keeps a redirect asked in the address (the action checks it again as it signs out).
  const asked = new URL(request.url).searchParams.get(REDIRECT_PARAM);
  const redirectTo = asked === 'false' ? 'false' : safeRedirect(asked, '') || undefined;
  return { signedIn: apiSession(request, context).hasSession(), redirectTo };
}

export default function LogoutPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.signedIn && !actionData) {
    return (
      <div className="auth-page">
        <div className="auth-card card stack">
          <h1>Log out</h1>
          <p>Log out of your account on this device?</p>
          <LogoutForm redirectTo={loaderData.redirectTo} />
        </div>
      </div>
    );
  }
  return (
    <div className="auth-page">
      <div className="auth-card card stack">
        <h1>You have been logged out</h1>
        <p>See you next time.</p>
        <ButtonLink to="/login" variant="primary" block>
          Login again
        </ButtonLink>
        <ButtonLink to="/" variant="secondary" block>
          Go to the home page
        </ButtonLink>
      </div>
    </div>
  );
}
