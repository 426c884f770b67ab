import { DEFAULT_API_VERSION } from '@drawline/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The version of the call this route implements (for example '3.9'); 3.0 when not given. */
    version?: string;
  }
  interface FastifyRequest {
    apiVersion: string;
  }
}

const VERSION = /^(\d+)\.(\d+)$/;

/**
 * Versions by header (1-platform.md §7). A route implementing version X.Y answers requests
 * for X.0 up to X.Y, since each version only adds to the one before; a newer minor version,
 * another major version or a malformed header is refused with unsupported_version.
 * Without the header the route's own version is assumed.
 */
export function negotiateVersion(requested: string | undefined, routeVersion: string): string {
  if (requested === undefined || requested === '') return routeVersion;
  const want = VERSION.exec(requested.trim());
  const have = VERSION.exec(routeVersion);
  if (!want || !have || want[1] !== have[1] || Number(want[2]) > Number(have[2])) {
    throw new AppError('unsupported_version', {
      message: `Version ${requested} is not supported by this call; it answers versions ${have?.[1]}.0 to ${routeVersion}.`,
    });
  }
  return `${want[1]}.${want[2]}`;
}

export const versionsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('apiVersion', DEFAULT_API_VERSION);
    app.addHook('onRequest', async (request, reply) => {
      const routeVersion = request.routeOptions.config?.version;
      if (!routeVersion) return;
      const header = request.headers.version;
      request.apiVersion = negotiateVersion(Array.isArray(header) ? header[0] : header, routeVersion);
      reply.header('version', request.apiVersion);
    });
  },
  { name: 'versions' },
);
