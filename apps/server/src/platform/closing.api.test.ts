import { Agent, request as httpRequest } from 'node:http';
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

  it('ends the connection of an answer it was still making when the close began, and closes at once', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked = () => {};
    const arrived = new Promise<void>((resolve) => {
      asked = resolve;
    });
    let began = () => {};
    const closing = new Promise<void>((resolve) => {
      began = resolve;
    });
    const t = await createTestApp({
      beforeReady: (app) => {
        // After the shop's own preClose hooks: the close has begun.
        app.addHook('preClose', async () => began());
        app.get('/slow-probe', { schema: { hide: true } }, async (_request, reply) => {
          asked();
          await gate;
          return reply.status(204).send();
        });
      },
    });
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    // A browser's kept-alive connection, busy with an answer when the close begins.
    const agent = new Agent({ keepAlive: true });
    const answer = new Promise<{ status?: number; connection?: string }>((resolve, reject) => {
      httpRequest(`${address}/slow-probe`, { agent }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode, connection: res.headers.connection }));
      })
        .on('error', reject)
        .end();
    });
    try {
      await arrived;
      const closed = t.app.close();
      await closing;
      release();
      expect(await answer).toEqual({ status: 204, connection: 'close' });
      // Ended, not held for the server's keep-alive time (72 s, past the test's own timeout).
      await closed;
    } finally {
      release();
      agent.destroy();
      await t.database.close();
    }
  });
});
