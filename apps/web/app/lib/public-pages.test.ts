import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import routes from '../routes';
import { isPublicPage, publicPageRouteIds } from './public-pages';

/** Every route id of app/routes.ts as React Router gives it: its own id, or its file's path without extension. */
function routeIdsOf(entries: readonly RouteConfigEntry[]): string[] {
  return entries.flatMap((e) => [e.id ?? e.file.replace(/\.[jt]sx?$/, ''), ...routeIdsOf(e.children ?? [])]);
}

describe('the public pages', () => {
  it('are each a route of app/routes.ts (a moved or renamed route file changes its id)', () => {
    const ids = new Set(routeIdsOf(routes as RouteConfigEntry[]));
    expect([...publicPageRouteIds].filter((id) => !ids.has(id))).toEqual([]);
  });

  it('are judged by the page rendered, its deepest route', () => {
    expect(isPublicPage(['root', 'layouts/main', 'routes/play/offer'])).toBe(true);
    expect(isPublicPage(['root', 'layouts/main', 'routes/cart/cart'])).toBe(false);
    expect(isPublicPage([])).toBe(false);
  });
});
