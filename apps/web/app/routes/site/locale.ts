import { cookieNames, ONE_YEAR_SECONDS } from '@drawline/contracts';
import { redirect } from 'react-router';
import { samePagePath } from '../../features/shell';
import { serializeCookie } from '../../lib/cookies';
import { isLocale } from '../../lib/locale';
import type { Route } from './+types/locale';

/** The footer's region choice: sets the locale cookie for a year and goes back (docs/decisions/012). */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const locale = String(form.get('locale') ?? '');
  if (!isLocale(locale)) return redirect(samePagePath(form.get('redirectTo')));
  const secure = new URL(request.url).protocol === 'https:';
  return redirect(samePagePath(form.get('redirectTo')), {
    headers: {
      'set-cookie': serializeCookie(cookieNames.locale, locale, { maxAgeSeconds: ONE_YEAR_SECONDS, secure }),
    },
  });
}

export function loader() {
  return redirect('/');
}
