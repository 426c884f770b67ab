import { describe, expect, it } from 'vitest';
import { resolveNavigation } from './navigation';
import { overriddenPath, routePathsOf } from './route-paths';

describe('route path overrides in the shell (decision 483)', () => {
  it('maps a key the console can set to its built-in path and leaves out anything else', () => {
    expect(routePathsOf({ results: '/winning-numbers' })).toEqual({ '/lotto-results': '/winning-numbers' });
    expect(routePathsOf(undefined)).toEqual({});
    expect(routePathsOf('results')).toEqual({});
    expect(routePathsOf({ blog: '/stories', __proto__: { results: '/x' } })).toEqual({});
    for (const bad of ['//evil.example', 'javascript:alert(1)', '/A', '/a\u0000', 42, null, '/a/b/c/d']) {
      expect(routePathsOf({ results: bad }), String(bad)).toEqual({});
    }
  });

  it('sends a link to the override and keeps every other link', () => {
    const paths = routePathsOf({ results: '/winning-numbers' });
    expect(overriddenPath(paths, '/lotto-results')).toBe('/winning-numbers');
    expect(overriddenPath(paths, '/blog')).toBe('/blog');
    expect(overriddenPath(paths, 'constructor')).toBe('constructor');
    const items = [
      { key: 'results', label: 'Results', routeType: 'internal', route: '/lotto-results/:page?' },
    ] as const;
    expect(resolveNavigation(items, new Set(), [], {}, paths).map((l) => l.href)).toEqual(['/winning-numbers']);
    expect(resolveNavigation(items, new Set(), []).map((l) => l.href)).toEqual(['/lotto-results']);
  });
});
