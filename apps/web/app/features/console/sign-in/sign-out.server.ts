import { type AppLoadContext, redirect } from 'react-router';
import { CONSOLE_SIGN_IN, clearConsoleCookie, STAFF_TOKEN_COOKIE, staffPort } from '../staff-session.server';

/** Ends the staff session on the server, then drops the cookie, and shows the sign-in page. */
export async function consoleSignOutAction(request: Request, context: AppLoadContext) {
  await staffPort(request, context)
    .signOut()
    .catch(() => null);
  return redirect(`${CONSOLE_SIGN_IN}?signed-out=1`, {
    headers: { 'set-cookie': clearConsoleCookie(STAFF_TOKEN_COOKIE, context.cookieSecure) },
  });
}

/** A GET of the sign-out address signs nobody out (another page could fire one): it goes to the sign-in. */
export const consoleSignOutPage = () => redirect(CONSOLE_SIGN_IN);
