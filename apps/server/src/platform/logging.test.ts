import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { LOGGED_URL_MAX, lazyChildLogger, loggerOptions, redactUrl } from './logging';

describe('redactUrl', () => {
  it('cuts a hostile long url, after masking, and says how long it was', () => {
    const long = `/v2/cms/items/blog_posts?token=secret&q=${'x'.repeat(100_000)}`;
    const logged = redactUrl(long);
    expect(logged.length).toBeLessThan(LOGGED_URL_MAX + 20);
    expect(logged).toContain('token=%5Bredacted%5D');
    expect(logged).not.toContain('secret');
    expect(logged).toMatch(/…\[\d+ chars\]$/);
    expect(redactUrl('/v2/cart?x=1')).toBe('/v2/cart?x=1');
  });

  it('keeps the path but never an anonymous cart token', () => {
    const token = 'Abc_def-0123456789Abc_def-0123456789ABCDEFG';
    expect(redactUrl(`/v2/anon-cart/${token}`)).toBe('/v2/anon-cart/[redacted]');
    expect(redactUrl(`/v2/anon-cart/${token}/items/1234?x=1`)).toBe('/v2/anon-cart/[redacted]/items/1234?x=1');
    expect(redactUrl('/v2/anon-cart')).toBe('/v2/anon-cart');
    expect(redactUrl('/v2/cart/items')).toBe('/v2/cart/items');
    expect(redactUrl('/social/v3/group/token/inv_secret')).toBe('/social/v3/group/token/[redacted]');
    expect(redactUrl('/lotto-party/group?invite=inv_secret')).toBe('/lotto-party/group?invite=%5Bredacted%5D');
    expect(redactUrl('/my-account/verify-account?code=c1&state=eyJ.x.y')).toBe(
      '/my-account/verify-account?code=%5Bredacted%5D&state=%5Bredacted%5D',
    );
  });
});

describe('redactUrl for payments', () => {
  it('masks the token a gateway sends the browser back with, and Stripe’s client secret', () => {
    expect(redactUrl('/cart/buy?gateway_token=sbx_tok_abc&fund=1')).toBe(
      '/cart/buy?gateway_token=%5Bredacted%5D&fund=1',
    );
    expect(redactUrl('/my-account/deposit?setup_intent=seti_1&setup_intent_client_secret=seti_1_secret_x')).toBe(
      '/my-account/deposit?setup_intent=seti_1&setup_intent_client_secret=%5Bredacted%5D',
    );
  });
});

describe('lazyChildLogger', () => {
  const logger = (level: string) => {
    const lines: Record<string, unknown>[] = [];
    const parent = pino(loggerOptions(level), {
      write: (line: string) => lines.push(JSON.parse(line)),
    }) as FastifyBaseLogger;
    return { parent, lines, child: vi.spyOn(parent, 'child') };
  };

  it('makes no child logger for a request that logs nothing at a level that is on', () => {
    const { parent, lines, child } = logger('warn');
    const log = lazyChildLogger(parent, { requestId: 'r1' }, {});
    log.info({ code: 'x' }, 'request refused');
    log.debug('detail');
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
    expect(log.level).toBe('warn');
  });

  it('logs at a level that is on with the request id and redaction, through one child', () => {
    const { parent, lines, child } = logger('warn');
    const log = lazyChildLogger(parent, { requestId: 'r2' }, {});
    log.error({ err: new Error('boom'), password: 'hunter2' }, 'request failed');
    log.warn('again');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines).toMatchObject([
      { requestId: 'r2', msg: 'request failed', password: '[redacted]', err: { type: 'Error', message: 'boom' } },
      { requestId: 'r2', msg: 'again' },
    ]);
  });

  it("follows a route's own level", () => {
    const { parent, lines } = logger('warn');
    const log = lazyChildLogger(parent, { requestId: 'r3' }, { level: 'debug' });
    log.debug('shown');
    log.trace('not shown');
    expect(lines.map((l) => l.msg)).toEqual(['shown']);
  });
});
