import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** Where the pages' content security policy sends its violation reports (security-headers.ts). */
export const CSP_REPORT_PATH = '/csp-report';
/** A report is a few hundred bytes; anything bigger is not one. */
const REPORT_LIMIT = 16 * 1024;
/** The distinct violations a process remembers to tell each once (then it tells no new ones). */
const REMEMBERED = 1000;

/** One violation, as much as the log needs: where, which rule, what was blocked, never a query string. */
interface Violation {
  directive: string;
  blocked: string;
  document: string;
  sourceFile: string;
  line: number | null;
  disposition: string;
}

const text = (v: unknown, max = 300) => (typeof v === 'string' ? v.slice(0, max) : '');
/** A URL without its query or fragment (they may hold tokens), or the keyword the browser sent ('inline', 'eval'). */
const withoutQuery = (v: unknown) => {
  const s = text(v, 2000);
  try {
    const u = new URL(s);
    return `${u.origin}${u.pathname}`.slice(0, 300);
  } catch {
    return s.split(/[?#]/)[0]!.slice(0, 300);
  }
};

/** Both report shapes: the older `{ "csp-report": { … } }` and the Reporting API's `[{ type, body }]`. */
export function violationsOf(body: unknown): Violation[] {
  const bodies: Record<string, unknown>[] = [];
  if (Array.isArray(body)) {
    for (const r of body.slice(0, 20)) {
      if (r && typeof r === 'object' && (r as { type?: unknown }).type === 'csp-violation') {
        const b = (r as { body?: unknown }).body;
        if (b && typeof b === 'object') bodies.push(b as Record<string, unknown>);
      }
    }
  } else if (body && typeof body === 'object') {
    // The platform reads kebab-case keys as camelCase (envelope.ts): `csp-report` arrives as `cspReport`.
    const b = (body as Record<string, unknown>).cspReport ?? (body as Record<string, unknown>)['csp-report'];
    if (b && typeof b === 'object') bodies.push(b as Record<string, unknown>);
  }
  return bodies.map((b) => {
    const line = b.lineNumber ?? b['line-number'];
    return {
      directive: text(b.effectiveDirective ?? b['effective-directive'] ?? b.violatedDirective, 100),
      blocked: withoutQuery(b.blockedUri ?? b.blockedURL ?? b['blocked-uri']),
      document: withoutQuery(b.documentUri ?? b.documentURL ?? b['document-uri']),
      sourceFile: withoutQuery(b.sourceFile ?? b['source-file']),
      line: Number.isInteger(line) ? Number(line) : null,
      disposition: text(b.disposition, 20),
    };
  });
}

/**
 * POST /csp-report (1-platform.md §8: security-policy violations are reported once per directive
 * and file): the browser's report reaches the log as a warning with the request id, once per
 * directive and file in a process; the answer is 204 whatever it held. Not a JSON call: it keeps
 * the browsers' own content types, limited to 16 KB.
 */
export async function cspReportRoutes(app: FastifyInstance) {
  const told = new Set<string>();
  await app.register(async (scope) => {
    for (const type of ['application/csp-report', 'application/reports+json']) {
      scope.addContentTypeParser(type, { parseAs: 'string', bodyLimit: REPORT_LIMIT }, (_req, body, done) => {
        try {
          done(null, JSON.parse(String(body)));
        } catch {
          done(new AppError('bad_request'), undefined);
        }
      });
    }
    scope.post(
      CSP_REPORT_PATH,
      { bodyLimit: REPORT_LIMIT, schema: { hide: true } },
      async (request: FastifyRequest, reply) => {
        const violations = violationsOf(request.body);
        if (!violations.length) throw new AppError('bad_request');
        for (const v of violations) {
          const key = `${v.directive} ${v.sourceFile || v.blocked}`;
          if (told.has(key) || told.size >= REMEMBERED) continue;
          told.add(key);
          request.log.warn({ cspViolation: v }, 'content security policy violation');
        }
        return reply.status(204).send();
      },
    );
  });
}
