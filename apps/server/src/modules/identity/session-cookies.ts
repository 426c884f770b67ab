import {
  type CustomerSession,
  cookieNames,
  identityCookieNames,
  ONE_YEAR_SECONDS,
  SESSION_TIMEOUT_SECONDS,
  type Tokens,
} from '@drawline/contracts';
import type { FastifyRequest } from 'fastify';
import type { RequestMeta } from './identity.deps';

/** Where a call comes from, as the sign-in use cases read it: address, device and browsing session. */
export function requestMeta(request: Pick<FastifyRequest, 'ip' | 'visitor' | 'cookies'>): RequestMeta {
  return {
    ip: request.ip,
    deviceUuid: request.visitor.deviceUuid,
    deviceToken: request.cookies?.[identityCookieNames.deviceToken],
    sessionId: request.visitor.sessionId,
  };
}

const base = (secure: boolean) => ({ path: '/', sameSite: 'lax' as const, secure, httpOnly: true });

export interface CookieOptions {
  path: string;
  sameSite: 'lax';
  secure: boolean;
  httpOnly: boolean;
  maxAge?: number;
}

/**
 * Where the session's cookies are written: a Fastify reply (the HTTP calls), or the pages' port's
 * list of Set-Cookie lines (page-port/sign-in-calls.ts), so both set the very same cookies.
 */
export interface CookieWriter {
  setCookie(name: string, value: string, options: CookieOptions): unknown;
  clearCookie(name: string, options: CookieOptions): unknown;
}

/** The token cookies (1-platform.md §9): they last the session timeout and slide with each refresh. */
export function setTokenCookies(reply: CookieWriter, tokens: Tokens, secure: boolean): void {
  const opts = { ...base(secure), maxAge: SESSION_TIMEOUT_SECONDS };
  reply.setCookie(cookieNames.webAccessToken, tokens.accessToken, opts);
  reply.setCookie(cookieNames.webRefreshToken, tokens.refreshToken, opts);
  reply.setCookie(cookieNames.deviceUuid, tokens.deviceUuid, { ...base(secure), maxAge: ONE_YEAR_SECONDS });
}

/** The customer's cookies beside the tokens, named once so that sign-out clears what sign-in sets. */
const customerCookies: Record<string, (session: CustomerSession) => string> = {
  [cookieNames.customerId]: (s) => s.customerId,
  [cookieNames.customerToken]: (s) => s.customerToken,
  [cookieNames.pricingId]: (s) => s.pricingId,
  [cookieNames.customerSegmentName]: (s) => s.segmentName,
  [cookieNames.atvCommercial]: (s) => String(s.atv.atvCommercial),
  [cookieNames.atvCharity]: (s) => String(s.atv.atvCharity),
  [cookieNames.atvSocialSyndicate]: (s) => String(s.atv.atvSocialSyndicate),
  [cookieNames.atvSyndicate]: (s) => String(s.atv.atvSyndicate),
};

/** Every cookie of a signed-in customer, after signup, login, autologin or transfer. */
export function setSessionCookies(
  reply: CookieWriter,
  session: CustomerSession,
  deviceToken: string,
  secure: boolean,
): void {
  setTokenCookies(reply, session, secure);
  const opts = { ...base(secure), maxAge: SESSION_TIMEOUT_SECONDS };
  for (const [name, value] of Object.entries(customerCookies)) reply.setCookie(name, value(session), opts);
  reply.setCookie(identityCookieNames.deviceToken, deviceToken, { ...base(secure), maxAge: ONE_YEAR_SECONDS });
}

/** Sign-out clears the customer's cookies; the device cookies stay (they name the device, not a session). */
export function clearSessionCookies(reply: CookieWriter, secure: boolean): void {
  for (const name of [cookieNames.webAccessToken, cookieNames.webRefreshToken, ...Object.keys(customerCookies)]) {
    reply.clearCookie(name, base(secure));
  }
}
