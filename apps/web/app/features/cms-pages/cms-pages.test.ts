import { readFileSync } from 'node:fs';
import { builtInRouteSegments, cmsPathKey, collidesWithBuiltInRoute, pageFieldsSchema } from '@drawline/contracts';
import { describe, expect, it } from 'vitest';

/** The storefront's route table as written (apps/web/app/routes.ts). */
const routesSource = readFileSync(new URL('../../routes.ts', import.meta.url), 'utf8');

describe('CMS page paths (decision 436)', () => {
  it('reserves the first segment of every storefront route that starts with a fixed one', () => {
    // The routes of the table and its layouts (indented two or four), not the children of /about or /console.
    const table = routesSource.replace(/route\('console', [^\]]*\]\)/, '');
    const firsts = new Set(
      [...table.matchAll(/^ {2,4}route\('([a-zA-Z][a-zA-Z0-9-]*)/gm)].map((m) => (m[1] as string).toLowerCase()),
    );
    expect(firsts.size).toBeGreaterThan(20);
    const reserved: ReadonlySet<string> = new Set(builtInRouteSegments);
    expect([...firsts].filter((f) => !reserved.has(f))).toEqual([]);
  });

  it('matches a path ignoring case and a trailing slash', () => {
    expect(cmsPathKey('/SUMMER-Offer/')).toBe('/summer-offer');
    expect(cmsPathKey('/promo/summer')).toBe('/promo/summer');
    expect(cmsPathKey('/')).toBe('/');
  });

  it('refuses a path one of the shop’s own routes answers, in any case', () => {
    for (const path of ['/', '/blog', '/Blog/', '/my-account/anything', '/LOGIN', '/v2/x', '/promo/results']) {
      expect(collidesWithBuiltInRoute(path), path).toBe(true);
    }
    for (const path of ['/summer-offer', '/promo/summer', '/blogging', '/promo/summer/results-day']) {
      expect(collidesWithBuiltInRoute(path), path).toBe(false);
    }
    const saved = pageFieldsSchema.shape.path.safeParse('/Blog');
    expect(saved.success).toBe(false);
  });
});
