import type { FastifyRequest } from 'fastify';
import { inject } from 'light-my-request';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../tests/helpers';
import { inProcessFetch } from './web';

const KEY = 'closing-test-internal-key';

describe('a closing process (SIGTERM: a restart, a deploy)', () => {
  it('refuses new work in the envelope, and still answers the calls of a page it accepted before', async () => {
    // The close is held open after it began, as a real one is while answers are still going out.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const t = await createTestApp({
      seed: true,
      internalCallKey: KEY,
      beforeReady: (app) => {
        app.addHook('preClose', async () => held);
      },
    });
    // A page being rendered: its loaders' fetch, made before the close.
    const page = { headers: { 'user-agent': 'test' }, id: 'page-1', ip: '203.0.113.9' } as unknown as FastifyRequest;
    const pageFetch = inProcessFetch(t.app, page, { internalCallKey: KEY });
    const before = await pageFetch('/v2/config');
    expect(before.status, await before.clone().text()).toBe(200);

    const closed = t.app.close();
    // A request arriving on a connection still open (the listener no longer takes new ones).
    const arriving = (url: string, headers: Record<string, string> = {}) => inject(t.app.routing, { url, headers });
    try {
      await expect.poll(async () => (await arriving('/v2/config')).statusCode).toBe(503);
      const refused = await arriving('/v2/config');
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.headers.connection).toBe('close');
      expect(refused.json()).toMatchObject({ result: null, error: { code: 'service_unavailable' } });
      // A client cannot pass for a page's own call.
      expect((await arriving('/v2/config', { 'x-drawline-internal': 'guess' })).statusCode).toBe(503);
      // Not ready for new traffic any more, and still alive.
      expect((await arriving('/readyz')).statusCode).toBe(503);
      expect((await arriving('/healthz')).statusCode).toBe(200);

      // The page accepted before the close still gets its data.
      const answer = await pageFetch('/v2/config');
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as { result: unknown }).result).toBeTruthy();
    } finally {
      release();
      await closed;
      await t.database.close();
    }
  });
});
