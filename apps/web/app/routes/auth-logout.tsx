import { cookieNames } from '@drawline/contracts';
import { data, redirect } from 'react-router';
import { fetchCapabilities } from '../features/capabilities';
import { apiSession } from '../lib/api-session.server';
import { expiredCookie } from '../lib/cookies';
import { REDIRECT_PARAM, safeRedirect } from '../lib/redirect';
import { ButtonLink } from '../ui/button';
import '../features/auth/auth.css';
import type { Route } from './+types/auth-logout';

/** The commercial-lottery landing page (docs/decisions/061-logout-landing.md). */
const COMMERCIAL_LANDING = '/lotto-tickets';

export function meta() {
  return [{ title: 'Logged out' }];
}

/**
 * GET /logout, then the landing page of 1-platform.md §4: the commercial-lottery page when the
 * site sells lotteries, else home; `?redirect=/path` overrides it and `?redirect=false` stays here.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = apiSession(request, context);
  if (session.hasSession()) {
    // Signing out locally must not depend on the platform answering.
    await session.api('/logout').catch(() => null);
  }
  const headers = session.headers();
  for (const name of [cookieNames.webAccessToken, cookieNames.webRefreshToken]) {
    if (!headers.getSetCookie().some((line) => line.startsWith(`${name}=`))) {
      headers.append('set-cookie', expiredCookie(name));
    }
  }
  const asked = new URL(request.url).searchParams.get(REDIRECT_PARAM);
  if (asked === 'false') return data({ stayed: true }, { headers });
  let target = safeRedirect(asked, '');
  if (!target) {
    const caps: string[] = await fetchCapabilities(context).catch(() => []);
    target = caps.includes('commercial_lotteries') ? COMMERCIAL_LANDING : '/';
  }
  const url = new URL(target, 'http://same.site');
  url.searchParams.set('notice', 'signed-out');
  throw redirect(`${url.pathname}${url.search}${url.hash}`, { headers });
}

export default function LogoutPage() {
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
