import { parseCookie, stringifySetCookie } from 'cookie';

/**
 * Cookie headers are read and written by the `cookie` package, the one React Router uses
 * (docs/decisions/081): values are URI-decoded when read and encoded when written.
 */

/** Reads one cookie from a request's Cookie header (the first of that name, URI-decoded). */
export function readCookie(request: Request, name: string): string | undefined {
  return parseCookie(request.headers.get('cookie') ?? '')[name];
}

/** A Set-Cookie value for the storefront's own cookies (not HttpOnly unless asked: the page may read them). */
export function serializeCookie(
  name: string,
  value: string,
  options: { maxAgeSeconds: number; secure: boolean; httpOnly?: boolean },
): string {
  return stringifySetCookie({
    name,
    value,
    path: '/',
    maxAge: options.maxAgeSeconds,
    sameSite: 'lax',
    secure: options.secure,
    httpOnly: options.httpOnly ?? false,
  });
}

/** The Set-Cookie value that removes one of the API's HttpOnly cookies from the browser. */
export function expiredCookie(name: string): string {
  return stringifySetCookie({ name, value: '', path: '/', maxAge: 0, sameSite: 'lax', httpOnly: true });
}
