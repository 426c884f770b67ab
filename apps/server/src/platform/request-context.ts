import { cookieNames, safeIdentifier } from '@drawline/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { affiliateCodeOf, allowsNonEssential, keepAffiliateCode } from './affiliate';

/**
 * What the storefront tells about the visitor on every call (1-platform.md §7 headers and §9 cookies).
 * Identifiers outside letters, digits, hyphen and underscore are dropped (1-platform.md §5).
 */
export interface Visitor {
  sessionId?: string;
  deviceUuid?: string;
  anonymousId?: string;
  subVariant?: string;
  appKey?: string;
  /** Set by the identity module once a bearer token or cookie proves who this is. */
  customerId?: string;
  segmentName?: string;
  /** The affiliate code of the visitor's affiliate cookie (decision 479). */
  affiliateCode?: string;
  /** The cookie_consent cookie allows non-essential cookies (analytics, attribution; decision 447). */
  nonEssentialConsent?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    visitor: Visitor;
  }
}

function header(request: FastifyRequest, name: string): string | undefined {
  const v = request.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

export function readVisitor(request: FastifyRequest): Visitor {
  const cookies = request.cookies ?? {};
  return {
    sessionId: safeIdentifier(header(request, 'session-id') ?? cookies[cookieNames.sessionId]),
    deviceUuid: safeIdentifier(header(request, 'device-id') ?? cookies[cookieNames.deviceUuid]),
    anonymousId: safeIdentifier(cookies[cookieNames.anonymousId]),
    subVariant: safeIdentifier(header(request, 'subvariant') ?? cookies[cookieNames.subVariant])?.toUpperCase(),
    appKey: safeIdentifier(header(request, 'app-key')),
    affiliateCode: affiliateCodeOf(cookies[cookieNames.affiliate]),
    nonEssentialConsent: allowsNonEssential(cookies[cookieNames.cookieConsent]) || undefined,
  };
}

export const requestContextPlugin = fp(
  async (app: FastifyInstance, opts: { cookieSecure?: boolean }) => {
    app.decorateRequest('visitor', null as unknown as Visitor);
    app.addHook('onRequest', async (request, reply) => {
      request.visitor = readVisitor(request);
      keepAffiliateCode(request, reply, opts.cookieSecure ?? false);
      reply.header('x-request-id', request.id);
    });
  },
  { name: 'request-context', dependencies: ['@fastify/cookie'] },
);
