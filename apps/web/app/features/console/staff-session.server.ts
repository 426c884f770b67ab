import {
  type ConsoleArea,
  consoleAllows,
  isPortRefusal,
  STAFF_SESSION_MAX_SECONDS,
  type StaffMe,
  type StaffPort,
} from '@drawline/contracts';
import { stringifySetCookie } from 'cookie';
import { type AppLoadContext, data, redirect } from 'react-router';
import { ApiError, refusalError } from '../../lib/api';
import { readCookie } from '../../lib/cookies';

/**
 * The console's staff session in the web app (docs/decisions/230): the staff token lives in an
 * HttpOnly, SameSite=Strict cookie, so no page script and no other site's form can use it; only
 * the console's loaders and actions hand it to the staff port, which looks it up as the staff API would.
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

/**
 * The staff port for one request (docs/decisions/333): the staff API's use cases in process, for
 * the staff token in the console's cookie, never refreshed. A refusal is the ApiError the same
 * HTTP call gives (lib/api.ts `refusalError`), so the forms show the messages an API client gets.
 */
export function staffPort(
  request: Request,
  context: AppLoadContext,
  token = readCookie(request, STAFF_TOKEN_COOKIE),
): StaffPort {
  const port = context.staff(token);
  const typed: StaffPort = new Proxy({} as StaffPort, {
    get(_target, name: string) {
      return (...args: unknown[]) =>
        name === 'me' ? meOnce(context, token, () => answerOf(port, name, args)) : answerOf(port, name, args);
    },
  });
  return typed;
}

const mePromises = new WeakMap<object, Map<string, Promise<StaffMe>>>();

/** The signed-in member, asked once per request and token (the layout's and the page's loaders share it). */
function meOnce(context: AppLoadContext, token: string | undefined, ask: () => Promise<unknown>): Promise<StaffMe> {
  let byToken = mePromises.get(context);
  if (!byToken) {
    byToken = new Map();
    mePromises.set(context, byToken);
  }
  let me = byToken.get(token ?? '');
  if (!me) {
    me = ask() as Promise<StaffMe>;
    byToken.set(token ?? '', me);
  }
  return me;
}

async function answerOf(port: StaffPort, name: string, args: unknown[]): Promise<unknown> {
  try {
    return await (port[name as keyof StaffPort] as (...a: unknown[]) => Promise<unknown>)(...args);
  } catch (error) {
    throw isPortRefusal(error) ? refusalError(error.status, error.envelope, `the staff port's ${name}`) : error;
  }
}

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
): Promise<{ me: StaffMe; staff: StaffPort }> {
  if (!readCookie(request, STAFF_TOKEN_COOKIE)) throw signInRedirect(request, context.cookieSecure);
  const staff = staffPort(request, context);
  let me: StaffMe;
  try {
    me = await staff.me();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw signInRedirect(request, context.cookieSecure);
    throw error;
  }
  if (area && !consoleAllows(me.roles, area)) throw forbidden();
  return { me, staff };
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
