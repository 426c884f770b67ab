import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../tests/helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

describe('the envelope', () => {
  it('wraps answers in result, entities, pageInfo, links, messages, error, errors', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v2/config' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual([
      'entities',
      'error',
      'errors',
      'links',
      'messages',
      'pageInfo',
      'result',
    ]);
    expect(res.json().result.siteName).toBe('Drawline');
  });

  it('answers an unknown /v2 path with 404 in the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v2/no-such-call' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('route_not_found');
    expect(res.json().errors.general[0].code).toBe('route_not_found');
  });

  it('echoes x-request-id and makes one when missing', async () => {
    const given = await t.app.inject({ method: 'GET', url: '/v2/config', headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const made = await t.app.inject({ method: 'GET', url: '/v2/config' });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const unsafe = await t.app.inject({
      method: 'GET',
      url: '/v2/config',
      headers: { 'x-request-id': 'bad id<script>' },
    });
    expect(unsafe.headers['x-request-id']).not.toBe('bad id<script>');
  });
});

describe('versions by header', () => {
  it('answers a call at its own version or an older one of the same major', async () => {
    for (const version of ['3.9', '3.0', '3.5']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/v2/pricing/default/product_offers',
        headers: { version },
      });
      expect(res.statusCode, version).toBe(200);
      expect(res.headers.version).toBe(version);
    }
  });

  it('refuses a newer, another major or a malformed version', async () => {
    for (const version of ['3.1', '4.0', 'banana']) {
      const res = await t.app.inject({ method: 'GET', url: '/v2/config', headers: { version } });
      expect(res.statusCode, version).toBe(400);
      expect(res.json().error.code).toBe('unsupported_version');
    }
  });
});

describe('request bodies', () => {
  let echo: TestApp;
  beforeAll(async () => {
    // Routes registered on the real app, so the real hooks and error handler run.
    echo = await createTestApp({
      beforeReady: (app) => {
        app.post(
          '/v2/echo',
          { schema: { body: z.object({ gameOffer: z.string(), selection: z.unknown() }) } },
          async (request) => request.body,
        );
        app.get('/v2/explode', async () => {
          throw new Error('secret database password in message');
        });
      },
    });
  });
  afterAll(() => echo.close());

  it('converts snake_case keys in and keeps Numbers, Powerball and Favourites', async () => {
    const res = await echo.app.inject({
      method: 'POST',
      url: '/v2/echo',
      payload: { game_offer: 'standard', selection: { Numbers: [1, 2, 3], Powerball: [7], Favourites: [] } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({
      gameOffer: 'standard',
      selection: { Numbers: [1, 2, 3], Powerball: [7], Favourites: [] },
    });
  });

  it('accepts form-encoded bodies', async () => {
    const res = await echo.app.inject({
      method: 'POST',
      url: '/v2/echo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'game_offer=systems&selection=x',
    });
    expect(res.json().result.gameOffer).toBe('systems');
  });

  it('answers malformed JSON with 400 in the envelope', async () => {
    const res = await echo.app.inject({
      method: 'POST',
      url: '/v2/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"game_offer": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('malformed_json');
  });

  it('answers wrong types with 400 and field errors grouped by target', async () => {
    const res = await echo.app.inject({ method: 'POST', url: '/v2/echo', payload: { game_offer: 12 } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('validation_failed');
    expect(body.errors.game_offer[0].code).toBe('invalid_type');
    expect(body.errors.selection[0].message).toBeTruthy();
  });

  it('hides internal details of a 5xx', async () => {
    const res = await echo.app.inject({ method: 'GET', url: '/v2/explode' });
    expect(res.statusCode).toBe(500);
    expect(JSON.stringify(res.json())).not.toContain('secret');
    expect(res.json().error.code).toBe('internal_error');
  });
});
