import type { FastifyRequest } from 'fastify';

/**
 * Path segments that are bearer secrets (an anonymous cart's token, 2-shopping.md §7
 * /anon-cart/{ref}): a log line keeps the path but never the secret.
 */
const secretSegments: readonly RegExp[] = [/(\/anon-cart\/)[^/?#]+/g];

export function redactUrl(url: string): string {
  return secretSegments.reduce((out, pattern) => out.replace(pattern, '$1[redacted]'), url);
}

/** Fastify's own request serializer, with the url redacted. */
export function logRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket ? request.socket.remotePort : undefined,
  };
}
