import { type Currency, cookieNames, ELEVATION_OTP_HEADER } from '@drawline/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './app-error';
import { isApiPath } from './envelope';

/** Who a valid access token belongs to. */
export interface AuthContext {
  customerId: string;
  sessionId: string;
  segmentName: string;
  pricingId: string;
  /**
   * The currency of the customer's wallet: limits, payment methods and deposits are kept in it.
   * It comes with the customer's row on each call, so no module asks identity for it.
   */
  currency: Currency;
  isNewSignup: boolean;
  elevatedUntil: Date | null;
  /** Support asked the customer to complete their details: no purchase until they do (decision 469). */
  accountUpgrade?: boolean;
}

/** Refuses a purchase while the customer must complete their details (decision 469): 403, nothing changed. */
export function refuseUntilUpgraded(auth: Pick<AuthContext, 'accountUpgrade'>): void {
  if (auth.accountUpgrade) throw new AppError('account_upgrade_required');
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in customer, when a valid access token came with the call. */
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** The step-up money leaving the account asks (AuthPluginOptions.moneyElevation); routes use requireMoneyElevation. */
    moneyElevation: Elevation;
  }
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,200}$/;
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The token of an `Authorization: Bearer …` header (customers' and staff's alike). */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/** Who holds an access token: identity's sign-in sessions answer it. */
export interface SignInSessions {
  authenticate(accessToken: string): Promise<AuthContext | undefined>;
}

/**
 * The customer an access token belongs to, or null: for an API call (its Bearer header or cookie)
 * and for a page (the pages' port, apps/server/src/page-port) alike.
 */
export async function customerOfToken(
  sessions: SignInSessions,
  token: string | undefined,
): Promise<AuthContext | null> {
  if (!token || !TOKEN_SHAPE.test(token)) return null;
  return (await sessions.authenticate(token)) ?? null;
}

/** The signed-in customer, or 401 unauthorised. */
export function requireCustomer(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('unauthorised');
  return request.auth;
}

/** A customer's call: a visitor gets 401 before the body or query is read (route options). */
export const customerOnly = {
  preValidation: async (request: FastifyRequest) => {
    requireCustomer(request);
  },
};

/** A customer's own answer, never kept by a cache: a visitor is 401 before anything is read. */
export const ownerOnly = {
  preValidation: async (request: FastifyRequest, reply: FastifyReply) => {
    requireCustomer(request);
    reply.header('cache-control', 'private, no-store');
  },
};

/**
 * What a sensitive call asks of the customer's sign-in (1-platform.md §8; docs/decisions/054):
 * identity answers it (modules/identity elevate-session.ts), the platform only asks.
 */
export interface Elevation {
  /**
   * Passes when the session was elevated in the last 10 minutes, or `otp` is a good code (the
   * session is then elevated); otherwise throws 403 with message code REQUIRED.
   */
  elevate(auth: AuthContext, otp: string | undefined, ip: string): Promise<void>;
}

async function elevate(elevation: Elevation, request: FastifyRequest): Promise<void> {
  const auth = requireCustomer(request);
  const header = request.headers[ELEVATION_OTP_HEADER];
  await elevation.elevate(auth, Array.isArray(header) ? header[0] : header, request.ip);
}

/** A sensitive call's preHandler: a signed-in customer, elevated or giving a code in the `otp` header. */
export function requireElevation(elevation: Elevation): preHandlerAsyncHookHandler {
  return async (request) => elevate(elevation, request);
}

/**
 * The preHandler of a call that sends money out of the account (a withdrawal, a new payout
 * destination, removing a card; docs/decisions/346): the step-up identity gives the platform at
 * start (AuthPluginOptions.moneyElevation), so the funds and withdrawal routes are handed nothing
 * of identity's (docs/decisions/349).
 */
export const requireMoneyElevation: preHandlerAsyncHookHandler = async (request) =>
  elevate(request.server.moneyElevation, request);

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
  /** The customer behind an access token (identity's sign-in sessions). */
  signInSessions: SignInSessions;
  /** What money leaving the account asks of the sign-in (identity's moneyElevation; requireMoneyElevation). */
  moneyElevation: Elevation;
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
    app.decorate('moneyElevation', opts.moneyElevation);
    app.addHook('onRequest', async (request) => {
      const bearer = bearerToken(request);
      const cookies = request.cookies ?? {};
      const cookieToken = cookies[cookieNames.webAccessToken];
      // A Bearer token cannot be sent by another site's page (no CORS), so such a call rides no cookie.
      if (!bearer && UNSAFE.has(request.method) && !opts.crossSitePaths.includes(request.url.split('?')[0]!)) {
        assertSameOrigin(request, opts.allowedOrigins);
      }
      if (!isApiPath(request.url, opts.apiBases)) return;
      const auth = await customerOfToken(opts.signInSessions, bearer ?? cookieToken);
      if (!auth) return;
      request.auth = auth;
      request.visitor.customerId = auth.customerId;
      request.visitor.segmentName = auth.segmentName;
    });
  },
  { name: 'identity-auth', dependencies: ['request-context'] },
);
