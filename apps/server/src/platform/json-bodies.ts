import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { isApiPath } from './envelope';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The spec flags this call as a form (1-platform.md §7): it takes a form body as well as JSON. */
    formBody?: boolean;
  }
}

/** A route's config for a call the spec flags as a form: `{ config: { ...formCall } }`. */
export const formCall = { formBody: true } as const;

/** The body types a browser posts from another site's page without asking first (app-plugins.ts parses forms). */
const NOT_JSON = new Set(['application/x-www-form-urlencoded', 'text/plain']);

/**
 * Whether Fastify reads a body for this request, as its own parsing decides: never for GET and
 * HEAD; for DELETE and OPTIONS only when one is announced; for the other methods always.
 */
function readsBody(request: FastifyRequest): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return false;
  if (request.method === 'DELETE' || request.method === 'OPTIONS') {
    return request.headers['content-length'] !== undefined || request.headers['transfer-encoding'] !== undefined;
  }
  return true;
}

const mediaTypeOf = (request: FastifyRequest) =>
  String(request.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();

/**
 * The spec's calls take JSON, and a form only where a call is flagged as one (1-platform.md §7):
 * POST /precommitment, PUT and POST /spend-limits/{period}, POST /transfer,
 * POST /customer/change-password and DELETE /customer. Under the call bases (the spec's service
 * bases and the staff API), a form or text/plain body sent to any other call is answered 415
 * unsupported_media_type in the envelope before it is parsed, so no handler takes one field by
 * field: those are the bodies another site's page can post without the browser asking first.
 * The pages' own forms (platform/web.ts) are outside the call bases and keep their parsers.
 */
export function registerJsonBodiesOnly(app: FastifyInstance, callBases: readonly string[]): void {
  // preParsing: after the route's own onRequest checks (sign-in, staff roles, same origin), where
  // a body with no parser was refused before.
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (request.routeOptions.config?.formBody || !NOT_JSON.has(mediaTypeOf(request))) return payload;
    // A path with no call stays a 404, whatever its body.
    if (request.is404 || !readsBody(request) || !isApiPath(request.url, callBases)) return payload;
    throw new AppError('unsupported_media_type');
  });
}
