import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Clock } from '../lib/clock';
import { PageCache, policyWithHashes, sharedPageKey } from './page-cache';

const req = (url: string, cookies: Record<string, string> = {}, method = 'GET') =>
  ({ url, method, cookies }) as unknown as FastifyRequest;

describe('sharedPageKey', () => {
  it('shares the page of a visitor whose cookies cannot change it, keyed on what does', () => {
    const plain = sharedPageKey(req('/'), 'AU');
    expect(plain).not.toBeNull();
    expect(sharedPageKey(req('/', { session_id: 's', anonymous_id: 'a', device_uuid: 'd' }), 'AU')).toBe(plain);
    expect(sharedPageKey(req('/'), 'GB')).not.toBe(plain);
    expect(sharedPageKey(req('/', { sv: 'NSW' }), 'AU')).not.toBe(plain);
    expect(sharedPageKey(req('/', { locale: 'en-GB' }), 'AU')).not.toBe(plain);
    expect(sharedPageKey(req('/', { cookie_consent: 'x' }), 'AU')).not.toBe(plain);
    expect(sharedPageKey(req('/?a=1'), 'AU')).not.toBe(plain);
  });

  it('never shares the page of a signed-in visitor, a cart, an unknown cookie, route data or a form post', () => {
    for (const cookies of <Record<string, string>[]>[
      { web_access_token: 't' },
      { web_refresh_token: 't' },
      { anonymous_cart_token: 'c' },
      { something_else: 'x' },
    ]) {
      expect(sharedPageKey(req('/', cookies), 'AU'), JSON.stringify(cookies)).toBeNull();
    }
    expect(sharedPageKey(req('/_root.data'), 'AU')).toBeNull();
    expect(sharedPageKey(req('/', {}, 'POST'), 'AU')).toBeNull();
  });
});

describe('policyWithHashes', () => {
  it('puts the hashes of the inline scripts and styles where the nonces were', () => {
    const html =
      '<script>a()</script><script src="/x.js"></script><script type="module">b()</script><style>p{}</style>';
    const hash = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;
    const policy = policyWithHashes(
      "default-src 'self';script-src 'self' 'nonce-S';style-src 'self' 'nonce-T'",
      { script: 'S', style: 'T' },
      html,
    );
    expect(policy).toBe(
      `default-src 'self';script-src 'self' ${hash('a()')} ${hash('b()')};style-src 'self' ${hash('p{}')}`,
    );
    expect(policyWithHashes("script-src 'self' 'nonce-S'", { script: 'S', style: 'T' }, '')).toBe("script-src 'self'");
  });
});

describe('PageCache', () => {
  it('keeps a page for its seconds, compressed', () => {
    let now = Date.parse('2026-01-01T00:00:00Z');
    const clock = { now: () => new Date(now) } satisfies Clock;
    const cache = new PageCache(clock, 10);
    const kept = cache.set('k', { status: 200, headers: {}, body: Buffer.from('<p>hi</p>'.repeat(100)) });
    expect(kept.br.length).toBeLessThan(kept.body.length);
    expect(cache.get('k')).toBe(kept);
    now += 10_000;
    expect(cache.get('k')).toBeUndefined();
  });
});
