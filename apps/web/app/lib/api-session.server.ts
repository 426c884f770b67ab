import {
  cookieNames,
  isPortRefusal,
  type PlatformPort,
  portCallChanges,
  sharedPortReads,
  signInPortCalls,
  type Tokens,
  type WithCookies,
} from '@drawline/contracts';
import { parseCookie, parseSetCookie } from 'cookie';
import type { AppLoadContext } from 'react-router';
import { ApiError, apiMessages, refusalError, UNAUTHORISED_CODE } from './api';
import { clock } from './clock';
import { expiredCookie } from './cookies';

/**
 * The storefront's API session: the pages' port and the cookie jar that loaders and actions of
 * one request share (docs/decisions/066; not the browsing session nor the sign-in session,
 * decision 073). A sign-in or a renewal answers the visitor's new cookies; this keeps them in a
 * per-request jar so later calls in the same request are made with them, and hands the Set-Cookie
 * lines on to the page's response. One per request (keyed on the load context): loaders run in
 * parallel and must share one renewal, because a refresh token can be used once.
 */
export interface ApiSession {
  /**
   * The platform in process (the pages' port, docs/decisions/326), as this session's customer sees
   * it: typed calls, no HTTP. A refusal is the ApiError the same HTTP call gives; an expired access
   * token is renewed once for the whole request (the same refresh as `api`'s) and the call made again.
   */
  platform: PlatformPort;
  /** The Set-Cookie lines answered so far, for `data(…, { headers })` or `redirect`. */
  headers(): Headers;
  /** Whether the visitor holds a sign-in session (an access or a refresh token). */
  hasSession(): boolean;
  cookie(name: string): string | undefined;
  /** Drops the token cookies here and in the browser: the sign-in session could not be renewed. */
  clearTokens(): void;
  /**
   * A cookie the storefront sets itself (a Set-Cookie line): later calls of this request carry it
   * and the page's response hands it to the browser, with the API's own lines.
   */
  setCookie(line: string): void;
  /**
   * The answer of a port call that signs in or out, its cookies kept as `setCookie` keeps them:
   * later calls of this request are made as the customer it signed in (or as a visitor).
   */
  keepCookies<T>(signedIn: WithCookies<T>): T;
  /**
   * How many port calls of this request that may change the viewer's account, money, cart or
   * sign-in have ended: a page that kept the customer it read re-reads them once this moves (an
   * action's loaders render in the same request, after the action's change).
   */
  changes(): number;
}

const apiSessions = new WeakMap<object, ApiSession>();

/** The cookies of a Cookie header, URI-decoded; the first of a name counts, as in `readCookie`. */
export function parseCookieHeader(header: string | null): Map<string, string> {
  const jar = new Map<string, string>();
  for (const [name, value] of Object.entries(parseCookie(header ?? ''))) {
    if (value !== undefined) jar.set(name, value);
  }
  return jar;
}

/** Applies one Set-Cookie line to the jar: an empty value, a past expiry or Max-Age=0 removes the cookie. */
export function applySetCookie(jar: Map<string, string>, line: string, now: number): void {
  const cookie = parseSetCookie(line);
  if (!cookie.name) return;
  const removed =
    !cookie.value ||
    (cookie.maxAge !== undefined && cookie.maxAge <= 0) ||
    (cookie.expires !== undefined && cookie.expires.getTime() <= now);
  if (removed) jar.delete(cookie.name);
  else jar.set(cookie.name, cookie.value!);
}

export function apiSession(request: Request, context: AppLoadContext): ApiSession {
  const known = apiSessions.get(context);
  if (known) return known;
  const jar = parseCookieHeader(request.headers.get('cookie'));
  const setCookies: string[] = [];

  // One renewal for the whole request, through the pages' port (a refresh token can be used once).
  let renewing: Promise<Tokens> | null = null;
  const renew = () => {
    renewing ??= session.platform
      .refresh(jar.get(cookieNames.webRefreshToken) ?? '')
      .then((renewed) => session.keepCookies(renewed))
      .catch(() => {
        throw signedOut();
      });
    return renewing;
  };
  let changes = 0;
  const session: ApiSession = {
    platform: renewingPort(renew, context, {
      accessToken: () => jar.get(cookieNames.webAccessToken),
      hasRefreshToken: () => jar.has(cookieNames.webRefreshToken),
      changed: () => {
        changes++;
      },
    }),
    changes: () => changes,
    headers: () => {
      const headers = new Headers();
      for (const line of setCookies) headers.append('set-cookie', line);
      return headers;
    },
    hasSession: () => jar.has(cookieNames.webAccessToken) || jar.has(cookieNames.webRefreshToken),
    cookie: (name) => jar.get(name),
    clearTokens: () => {
      for (const name of [cookieNames.webAccessToken, cookieNames.webRefreshToken]) {
        if (!jar.has(name)) continue;
        jar.delete(name);
        setCookies.push(expiredCookie(name));
      }
    },
    setCookie: (line) => {
      applySetCookie(jar, line, clock.now().getTime());
      setCookies.push(line);
    },
    keepCookies: (signedIn) => {
      for (const line of signedIn.setCookies) session.setCookie(line);
      return signedIn.answer;
    },
  };
  apiSessions.set(context, session);
  return session;
}

/** A port refusal as the ApiError the HTTP call gives (lib/api.ts `refusalError`). */
function portError(error: unknown, call: string): unknown {
  return isPortRefusal(error) ? refusalError(error.status, error.envelope, `the pages' port's ${call}`) : error;
}

/**
 * The pages' port, renewing the session as the API client does (lib/api.ts): a 401 or a 403 other
 * than the elevation's renews the access token once (shared by the whole request) and makes the
 * call again with the new one; a second refusal is the answer.
 */
function renewingPort(
  renew: () => Promise<Tokens>,
  context: AppLoadContext,
  tokens: { accessToken: () => string | undefined; hasRefreshToken: () => boolean; changed: () => void },
): PlatformPort {
  // The answers for everyone, once per request whichever loader asks (the shell and the page ask alike).
  const asked = new Map<string, Promise<unknown>>();
  const call = (name: string, args: unknown[]) => {
    if (portCallChanges(name)) return renewing(name, args).finally(tokens.changed);
    if (!sharedPortReads.has(name as keyof PlatformPort)) return renewing(name, args);
    const key = `${name}(${JSON.stringify(args)})`;
    let answer = asked.get(key);
    if (!answer) {
      answer = renewing(name, args);
      asked.set(key, answer);
    }
    return answer;
  };
  const renewing = async (name: string, args: unknown[]) => {
    const attempt = () =>
      (context.platform(tokens.accessToken())[name as keyof PlatformPort] as (...a: unknown[]) => unknown)(...args);
    try {
      return await attempt();
    } catch (thrown) {
      const error = portError(thrown, name);
      // A sign-in call's 401 is its answer (wrong password, spent link), as over HTTP.
      const renewable =
        error instanceof ApiError &&
        (error.status === 401 || error.status === 403) &&
        !error.isElevationRequired &&
        !(signInPortCalls as ReadonlySet<string>).has(name);
      if (!renewable || !tokens.hasRefreshToken()) throw error;
      await renew();
      try {
        return await attempt();
      } catch (again) {
        throw portError(again, name);
      }
    }
  };
  return new Proxy({} as PlatformPort, {
    get(_target, name: string) {
      return (...args: unknown[]) => call(name, args);
    },
  });
}

/** The session could not be renewed (no refresh token, or the renewal refused): as lib/api.ts says it. */
function signedOut(): ApiError {
  return new ApiError(401, apiMessages.unauthorised, UNAUTHORISED_CODE, null, null, {
    level: 'error',
    title: apiMessages.unauthorisedTitle,
  });
}
