import {
  type ConsoleArea,
  consoleAllows,
  STAFF_API_PREFIX,
  STAFF_SESSION_MAX_SECONDS,
  type StaffRole,
} from '@drawline/contracts';
import { stringifySetCookie } from 'cookie';
import { type AppLoadContext, data, redirect } from 'react-router';
import { ApiError, type CallOptions, createApi } from '../../lib/api';
import { readCookie } from '../../lib/cookies';

/**
 * The console's staff session in the web app (docs/decisions/230): the staff token lives in an
 * HttpOnly, SameSite=Strict cookie, so no page script and no other site's form can use it; only
 * the console's loaders and actions send it on, to the staff API as the bearer token.
 */
export const STAFF_TOKEN_COOKIE = 'drawline_staff';
/** The signed challenge between the password step and the code step (five minutes). */
export const STAFF_CHALLENGE_COOKIE = 'drawline_staff_challenge';

export const CONSOLE_SIGN_IN = '/console/sign-in';

export function consoleCookie(name: string, value: string, maxAgeSeconds: number, secure: boolean): string {
  return stringifySetCookie({
    name,
    value,
    // Not `/console`: the index's data request is `/console.data`, which that path does not match.
    path: '/',
    maxAge: maxAgeSeconds,
    sameSite: 'strict',
    secure,
    httpOnly: true,
  });
}

export const staffTokenCookie = (token: string, secure: boolean) =>
  consoleCookie(STAFF_TOKEN_COOKIE, token, STAFF_SESSION_MAX_SECONDS, secure);
export const clearConsoleCookie = (name: string, secure: boolean) => consoleCookie(name, '', 0, secure);

export interface StaffMe {
  id: string;
  email: string;
  roles: StaffRole[];
  sessionExpiresAt: string;
}

/** A staff API client for one request: the staff token as bearer, never a refresh. */
export function staffApi(request: Request, context: AppLoadContext, token = readCookie(request, STAFF_TOKEN_COOKIE)) {
  const api = createApi(
    (input, init) => {
      const headers = new Headers(init?.headers);
      if (token) headers.set('authorization', `Bearer ${token}`);
      // The staff API reads no cookie: none is passed on.
      headers.delete('cookie');
      return context.apiFetch(input, { ...init, headers });
    },
    { hasRefreshToken: () => false },
  );
  return <T>(path: string, options: CallOptions = {}) =>
    api<T>(path, { ...options, base: STAFF_API_PREFIX, noRefresh: true });
}
export type StaffApi = ReturnType<typeof staffApi>;

const signInRedirect = (request: Request, secure: boolean) => {
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  return redirect(`${CONSOLE_SIGN_IN}?redirect=${encodeURIComponent(back)}`, {
    headers: { 'set-cookie': clearConsoleCookie(STAFF_TOKEN_COOKIE, secure) },
  });
};

/**
 * The signed-in staff member of a console page, checked on the server for every loader and
 * action: to sign-in without a live staff session, a 403 page when the area is not theirs.
 */
export async function requireConsoleStaff(
  request: Request,
  context: AppLoadContext,
  area?: ConsoleArea,
): Promise<{ me: StaffMe; call: StaffApi }> {
  if (!readCookie(request, STAFF_TOKEN_COOKIE)) throw signInRedirect(request, context.cookieSecure);
  const call = staffApi(request, context);
  let me: StaffMe;
  try {
    me = (await call<StaffMe>('/me')).result as StaffMe;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw signInRedirect(request, context.cookieSecure);
    throw error;
  }
  if (area && !consoleAllows(me.roles, area)) throw forbidden();
  return { me, call };
}

/** The console's 403: the page says what is missing instead of hiding the refusal. */
export const forbidden = () =>
  data({ message: 'Your staff role does not allow this page or action.' }, { status: 403 });

/** An API refusal of an action, as the form's message (403s keep their own words). */
export function refusalOf(error: unknown): { status: number; message: string } {
  if (error instanceof ApiError) {
    const field = Object.values(error.fieldMessages()).flat()[0];
    return { status: error.status, message: field && error.status === 400 ? field : error.message };
  }
  throw error;
}
