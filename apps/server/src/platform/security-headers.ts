import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { CSP_REPORT_PATH } from './csp-reports';
import { isApiPath } from './envelope';

declare module 'fastify' {
  interface FastifyReply {
    /** The nonces of this page's content security policy (the storefront puts them on its scripts and styles). */
    cspNonce: { script: string; style: string };
  }
}

const NONCES = Symbol('cspNonces');
type WithNonces = ServerResponse & { [NONCES]?: { script: string; style: string } };
const nonceOf = (kind: 'script' | 'style') => (_req: unknown, res: ServerResponse) =>
  `'nonce-${(res as WithNonces)[NONCES]?.[kind] ?? ''}'`;

/**
 * Security headers on every answer (ARCHITECTURE.md: a strict content security policy with
 * nonces). Helmet's middleware is built once at start (docs/decisions/023) and gives pages a
 * policy with fresh nonces; API answers get a fixed set that lets nothing in them run.
 */
export const securityHeadersPlugin = fp(
  async (
    app: FastifyInstance,
    opts: {
      apiBases: readonly string[];
      secure: boolean;
      /** Third-party sources the pages need (a payment gateway's script and frames: docs/decisions/175). */
      pageSources?: { script?: string[]; frame?: string[]; connect?: string[] };
    },
  ) => {
    const extra = opts.pageSources ?? {};
    const common = { hsts: opts.secure ? { maxAge: 31_536_000, includeSubDomains: true } : false } as const;
    const forPages = helmet({
      ...common,
      // Under no-referrer the browser posts forms with `Origin: null`, which React Router's
      // action check refuses; this policy still sends no path to other sites.
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", nonceOf('script'), ...(extra.script ?? [])],
          styleSrc: ["'self'", nonceOf('style')],
          styleSrcAttr: ["'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...(extra.connect ?? [])],
          ...(extra.frame?.length ? { frameSrc: ["'self'", ...extra.frame] } : {}),
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
          upgradeInsecureRequests: opts.secure ? [] : null,
          // Violations reach the log with the request id (csp-reports.ts).
          reportUri: [CSP_REPORT_PATH],
        },
      },
    });
    // What a JSON answer needs (OWASP REST Security): nothing in it may run, be framed or be sniffed.
    const forApi: Record<string, string> = {
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
      ...(opts.secure && { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }),
    };
    const done = (err?: unknown) => {
      if (err) throw err;
    };

    app.decorateReply('cspNonce', null as unknown as { script: string; style: string });
    app.addHook('onRequest', (request, reply, next) => {
      if (isApiPath(request.url, opts.apiBases)) {
        reply.headers(forApi);
      } else {
        const bytes = randomBytes(32).toString('base64url');
        const nonces = { script: bytes.slice(0, 21), style: bytes.slice(21) };
        reply.cspNonce = nonces;
        (reply.raw as WithNonces)[NONCES] = nonces;
        forPages(request.raw, reply.raw, done);
      }
      next();
    });
  },
  { name: 'security-headers' },
);
