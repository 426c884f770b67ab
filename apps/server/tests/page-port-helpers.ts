import { isPortRefusal, type PlatformPort } from '@drawline/contracts';
import type { FastifyRequest } from 'fastify';
import type { buildApp } from '../src/app';

type App = Awaited<ReturnType<typeof buildApp>>;

/**
 * What the pages' port tests ask the port with (docs/decisions/326): a probe page on the test app,
 * so the port is made from a page request as the web server receives one (the platform's hooks
 * have read the visitor's headers and cookies), for the holder of an access token or a visitor.
 * Pass `beforeReady` to the test app's options.
 */
export function pagePortProbe() {
  let seen: FastifyRequest | undefined;
  return {
    beforeReady: (app: App) => {
      app.get('/port-probe', { schema: { hide: true } }, async (request, reply) => {
        seen = request;
        return reply.status(204).send();
      });
    },
    /** A page request as the web server receives one: the staff port (`app.staffPorts`) is made from it too. */
    async request(app: App): Promise<FastifyRequest> {
      await app.inject({ method: 'GET', url: '/port-probe' });
      if (!seen) throw new Error('The probe page was not asked.');
      return seen;
    },
    /** The port as a page request with these headers and cookies, for this access token (none: a visitor). */
    async portFor(
      app: App,
      asked: { headers?: Record<string, string>; cookies?: Record<string, string>; accessToken?: string } = {},
    ): Promise<PlatformPort> {
      await app.inject({ method: 'GET', url: '/port-probe', headers: asked.headers, cookies: asked.cookies });
      if (!seen) throw new Error('The probe page was not asked.');
      return app.pagePorts(seen)(asked.accessToken);
    },
  };
}

/** What a port answer is once sent: JSON drops what JSON cannot carry (undefined), nothing else. */
export const sent = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

/** A port call's refusal as an HTTP client sees one: its status and the envelope (throws when the call passed). */
export async function refusalOf(call: Promise<unknown>): Promise<{ status: number; body: unknown }> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isPortRefusal(error)) throw new Error(`Expected a refusal, got ${String(error)}`);
  return { status: error.status, body: sent(error.envelope) };
}
