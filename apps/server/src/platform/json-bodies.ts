import type { FastifyInstance } from 'fastify';

/** The body types every call takes unless it is flagged as a form (app.ts registers their parsers). */
const NOT_JSON = ['application/x-www-form-urlencoded', 'text/plain'];

/**
 * The spec's calls take JSON, and a form only where a call is flagged as one (1-platform.md §7).
 * A route plugin whose calls are all JSON calls this first: a form or text/plain body is then
 * answered 415 unsupported_media_type in the envelope before any handler reads it, instead of
 * being taken field by field. Those are the bodies another site's page can post without the
 * browser asking first, so the money and staff calls never act on one.
 */
export function acceptJsonBodiesOnly(
  app: Pick<FastifyInstance, 'hasContentTypeParser' | 'removeContentTypeParser'>,
): void {
  for (const type of NOT_JSON) if (app.hasContentTypeParser(type)) app.removeContentTypeParser(type);
}
