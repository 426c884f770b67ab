import { cookieNames } from '@drawline/contracts';
import type { AppLoadContext } from 'react-router';
import { type Api, createApi } from './api';
import { clock } from './clock';

/**
 * The storefront's API session: the API client and cookie jar that loaders and actions of one
 * request share (docs/decisions/066; not the browsing session nor the sign-in session, decision
 * 073). The API sets and clears the visitor's cookies on its answers; this keeps them in a
 * per-request jar so later calls in the same request carry them, and hands the Set-Cookie lines
 * on to the page's response. One per request (keyed on the load context): loaders run in
 * parallel and must share one refresh, because a refresh token can be used once.
 */
export interface ApiSession {
  api: Api;
  /** The Set-Cookie lines the API answered so far, for `data(…, { headers })` or `redirect`. */
  headers(): Headers;
  /** Whether the visitor holds a sign-in session (an access or a refresh token). */
  hasSession(): boolean;
  cookie(name: string): string | undefined;
  /** Drops the token cookies here and in the browser: the sign-in session could not be renewed. */
  clearTokens(): void;
}

const apiSessions = new WeakMap<object, ApiSession>();

export function parseCookieHeader(header: string | null): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (name) jar.set(name, value);
  }
  return jar;
}

/** Applies one Set-Cookie line to the jar: a past expiry or Max-Age=0 removes the cookie. */
export function applySetCookie(jar: Map<string, string>, line: string, now: number): void {
  const [pair = '', ...attributes] = line.split(';');
  const eq = pair.indexOf('=');
  if (eq <= 0) return;
  const name = pair.slice(0, eq).trim();
  const value = pair.slice(eq + 1).trim();
  let removed = value === '';
  for (const attribute of attributes) {
    const [key = '', v = ''] = attribute.split('=');
    const k = key.trim().toLowerCase();
    if (k === 'max-age' && Number(v) <= 0) removed = true;
    if (k === 'expires' && Date.parse(v) <= now) removed = true;
  }
  if (removed) jar.delete(name);
  else jar.set(name, value);
}

export function apiSession(request: Request, context: AppLoadContext): ApiSession {
  const known = apiSessions.get(context);
  if (known) return known;
  const jar = parseCookieHeader(request.headers.get('cookie'));
  const setCookies: string[] = [];
  let refreshing: Promise<Response> | null = null;

  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const isRefresh = String(input).endsWith('/refresh') && !String(init?.body ?? '').includes('otp');
    // Parallel loaders that all hit 401 share the first refresh and its answer.
    if (isRefresh && refreshing) return (await refreshing).clone();
    const headers = new Headers(init?.headers);
    headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const pending = context.apiFetch(input, { ...init, headers }).then((response) => {
      for (const line of response.headers.getSetCookie()) {
        applySetCookie(jar, line, clock.now().getTime());
        setCookies.push(line);
      }
      return response;
    });
    if (isRefresh) refreshing = pending;
    const response = await pending;
    return isRefresh ? response.clone() : response;
  }) as typeof fetch;

  const session: ApiSession = {
    api: createApi(fetcher, { hasRefreshToken: () => jar.has(cookieNames.webRefreshToken) }),
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
        setCookies.push(`${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
      }
    },
  };
  apiSessions.set(context, session);
  return session;
}
