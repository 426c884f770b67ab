import { redirect } from 'react-router';
import { CONSOLE_SIGN_IN, clearConsoleCookie, STAFF_TOKEN_COOKIE, staffApi } from '../features/console/index.server';
import type { Route } from './+types/console-sign-out';

/** POST only (a GET could be fired by another page): ends the staff session on the server, then drops the cookie. */
export async function action({ request, context }: Route.ActionArgs) {
  await staffApi(request, context)('/session', { method: 'DELETE' }).catch(() => null);
  return redirect(`${CONSOLE_SIGN_IN}?signed-out=1`, {
    headers: { 'set-cookie': clearConsoleCookie(STAFF_TOKEN_COOKIE, context.cookieSecure) },
  });
}

export function loader() {
  return redirect(CONSOLE_SIGN_IN);
}
