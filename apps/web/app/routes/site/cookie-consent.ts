import { cookieNames, ONE_YEAR_SECONDS } from '@drawline/contracts';
import { data, redirect } from 'react-router';
import { samePagePath, serializeConsent } from '../../features/shell';
import { serializeCookie } from '../../lib/cookies';
import type { Route } from './+types/cookie-consent';

/**
 * Saves the cookie-consent choice for a year (1-platform.md §5, §9). A plain form post (no
 * JavaScript) is redirected back to the page it came from; the banner's fetcher gets data.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const choice = form.get('choice') === 'all' ? 'all' : 'essential';
  const secure = new URL(request.url).protocol === 'https:';
  const headers = new Headers({
    'set-cookie': serializeCookie(cookieNames.cookieConsent, serializeConsent(choice), {
      maxAgeSeconds: ONE_YEAR_SECONDS,
      secure,
    }),
  });
  if (form.get('stay') === '1') return data({ saved: true }, { headers });
  return redirect(samePagePath(form.get('redirectTo')), { headers });
}

/** Nothing to show here: a visit goes to the cookie policy. */
export function loader() {
  return redirect('/about/cookie-policy');
}
