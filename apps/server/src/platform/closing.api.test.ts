import type { FastifyRequest } from 'fastify';
import { inject } from 'light-my-request';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../tests/helpers';

describe('a closing process (SIGTERM: a restart, a deploy)', () => {
  it('refuses new work in the envelope, and still answers the calls of a page it accepted before', async () => {
    // The close is held open after it began, as a real one is while answers are still going out.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let page: FastifyRequest | undefined;
    const t = await createTestApp({
      seed: true,
      beforeReady: (app) => {
        app.get('/closing-probe', { schema: { hide: true } }, async (request, reply) => {
          page = request;
          return reply.status(204).send();
        });
        app.addHook('preClose', async () => held);
      },
    });
    // A page being rendered: its loaders' port (docs/decisions/326), taken before the close.
    await t.app.inject({ method: 'GET', url: '/closing-probe' });
    if (!page) throw new Error('The probe page was not asked.');
    const port = t.app.pagePorts(page)(undefined);
    expect(await port.siteConfig()).toBeTruthy();

    const closed = t.app.close();
    // A request arriving on a connection still open (the listener no longer takes new ones).
    const arriving = (url: string, headers: Record<string, string> = {}) => inject(t.app.routing, { url, headers });
    try {
      await expect.poll(async () => (await arriving('/v2/config')).statusCode).toBe(503);
      const refused = await arriving('/v2/config');
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.headers.connection).toBe('close');
      expect(refused.json()).toMatchObject({ result: null, error: { code: 'service_unavailable' } });
      // Not ready for new traffic any more, and still alive.
      expect((await arriving('/readyz')).statusCode).toBe(503);
      expect((await arriving('/healthz')).statusCode).toBe(200);

      // The page accepted before the close still gets its data: its calls are no requests.
      expect(await port.brandings()).toBeTruthy();
      expect(await port.productOffers('default')).toBeTruthy();
    } finally {
      release();
      await closed;
      await t.database.close();
    }
  });
});
