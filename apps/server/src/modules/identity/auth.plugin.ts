import {
  type CustomerSession,
  cookieNames,
  ELEVATION_OTP_HEADER,
  identityCookieNames,
  ONE_YEAR_SECONDS,
  SESSION_TIMEOUT_SECONDS,
  type Tokens,
} from '@drawline/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../platform/app-error';
import { isApiPath } from '../../platform/envelope';
import type { AccountsService } from './accounts.service';
import type { RequestMeta } from './identity.deps';
import type { AuthContext, SignInSessionService } from './sign-in-sessions.service';
import type { TwoFactorService } from './two-factor.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in customer, when a valid access token came with the call. */
    auth: AuthContext | null;
  }
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,200}$/;
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The signed-in customer, or 401 unauthorised. */
export function requireCustomer(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('unauthorised');
  return request.auth;
}

export function requestMeta(request: FastifyRequest): RequestMeta {
  return {
    ip: request.ip,
    deviceUuid: request.visitor.deviceUuid,
    deviceToken: request.cookies?.[identityCookieNames.deviceToken],
    sessionId: request.visitor.sessionId,
  };
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/**
 * Cross-site protection (docs/decisions/058, 084): an unsafe method from a browser must come from
 * our own pages, signed in or not (a sign-in posted from another site would sign the visitor in to
 * the attacker's account). Browsers say where a request comes from with Sec-Fetch-Site, or else
 * Origin; a call with neither is not a browser's cross-site request.
 */
function assertSameOrigin(request: FastifyRequest, allowedOrigins: readonly string[]): void {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') {
    if (site === 'same-origin' || site === 'none') return;
    throw new AppError('cross_site_request');
  }
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return;
  const own = `${request.protocol}://${request.host}`;
  if (origin === own || allowedOrigins.includes(origin)) return;
  throw new AppError('cross_site_request');
}

export interface AuthPluginOptions {
  signInSessions: SignInSessionService;
  /** Origins besides the request's own whose pages may write with our cookies (PUBLIC_URL). */
  allowedOrigins: readonly string[];
  /** Calls that authenticate by their own token and may come from other sites (POST /v2/transfer). */
  crossSitePaths: readonly string[];
  /** Where calls are: only those look the token up (pages call the API, assets need no customer). */
  apiBases: readonly string[];
}

/**
 * Reads the access token from the Authorization header (Bearer) or the web_access_token cookie
 * and tells the rest of the app who the customer is: request.auth, and request.visitor's
 * customerId and segmentName (so GET /capabilities answers the customer's segment).
 */
export const authPlugin = fp(
  async (app: FastifyInstance, opts: AuthPluginOptions) => {
    app.decorateRequest('auth', null);
    app.addHook('onRequest', async (request) => {
      const bearer = bearerToken(request);
      const cookies = request.cookies ?? {};
      const cookieToken = cookies[cookieNames.webAccessToken];
      // A Bearer token cannot be sent by another site's page (no CORS), so such a call rides no cookie.
      if (!bearer && UNSAFE.has(request.method) && !opts.crossSitePaths.includes(request.url.split('?')[0]!)) {
        assertSameOrigin(request, opts.allowedOrigins);
      }
      const token = bearer ?? cookieToken;
      if (!token || !TOKEN_SHAPE.test(token) || !isApiPath(request.url, opts.apiBases)) return;
      const auth = await opts.signInSessions.authenticate(token);
      if (!auth) return;
      request.auth = auth;
      request.visitor.customerId = auth.customerId;
      request.visitor.segmentName = auth.segmentName;
    });
  },
  { name: 'identity-auth', dependencies: ['request-context'] },
);

/**
 * Sensitive calls (1-platform.md §8; docs/decisions/054): pass when the session was elevated in
 * the last 10 minutes or the call carries a good code in the `otp` header; otherwise 403 with
 * message code REQUIRED, the method and the masked identifier (an emailed code is sent).
 */
export function requireElevation(deps: {
  signInSessions: SignInSessionService;
  twoFactor: TwoFactorService;
  accounts: AccountsService;
}): preHandlerAsyncHookHandler {
  return async (request) => {
    const auth = requireCustomer(request);
    if (deps.signInSessions.isElevated(auth)) return;
    const customer = await deps.accounts.customerRef(auth.customerId);
    const header = request.headers[ELEVATION_OTP_HEADER];
    const otp = Array.isArray(header) ? header[0] : header;
    if (otp) {
      if (!/^\d{6}$/.test(otp.trim())) throw new AppError('2fa_incorrect');
      await deps.twoFactor.verify(customer, otp.trim(), request.ip);
      await deps.signInSessions.elevate(auth.sessionId);
      return;
    }
    throw await deps.twoFactor.elevationRequired(customer);
  };
}

const base = (secure: boolean) => ({ path: '/', sameSite: 'lax' as const, secure, httpOnly: true });

/** The token cookies (1-platform.md §9): they last the session timeout and slide with each refresh. */
export function setTokenCookies(reply: FastifyReply, tokens: Tokens, secure: boolean): void {
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
  reply: FastifyReply,
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
export function clearSessionCookies(reply: FastifyReply, secure: boolean): void {
  for (const name of [cookieNames.webAccessToken, cookieNames.webRefreshToken, ...Object.keys(customerCookies)]) {
    reply.clearCookie(name, base(secure));
  }
}
