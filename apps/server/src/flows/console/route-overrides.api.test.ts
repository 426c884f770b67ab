import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../../../tests/helpers';
import { createStaffTestApp, type StaffTestApp, signInStaff } from '../../../tests/staff-helpers';

/**
 * A content editor overrides a built-in route's path by its key (3-account.md §2, decision 483):
 * each change a new published site config version with its audit row, read by visitors next; a
 * path that collides with one of the shop's routes, another override or a CMS page is refused with
 * nothing stored; the route's own path puts it back.
 */
let t: StaffTestApp;
beforeAll(async () => {
  t = await createStaffTestApp({ seed: true });
});
afterAll(() => t.close());

type Auth = Record<string, string>;
const resultOf = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body.slice(0, 400)).toBe(200);
  return res.json().result;
};
const put = (auth: Auth, key: string, payload: unknown, contentType = 'application/json') =>
  t.app.inject({
    method: 'PUT',
    url: `/staff/api/content/routes/${encodeURIComponent(key)}`,
    headers: { ...auth, 'content-type': contentType },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
const visitorRoutes = async () =>
  resultOf(await t.app.inject({ method: 'GET', url: '/cms/items/site_config' })).routes as
    | Record<string, string>
    | undefined;

describe(`route path overrides from the console (${testDbKind()})`, () => {
  it('an editor moves the results page; visitors read it, the audit has it, its own path puts it back', async () => {
    const editor = await signInStaff(t, 'content_editor');
    expect((await visitorRoutes()) ?? {}).toEqual({});
    const first = resultOf(await put(editor.auth, 'results', { path: '/Winning-Numbers' }));
    expect(first.status).toBe('published');
    expect(await visitorRoutes()).toEqual({ results: '/winning-numbers' });
    const second = resultOf(await put(editor.auth, 'results', { path: '/lotto-results' }));
    expect(second.version).toBe(first.version + 1);
    expect((await visitorRoutes()) ?? {}).toEqual({});
    const admin = await signInStaff(t, 'administrator');
    const audit = resultOf(
      await t.app.inject({ method: 'GET', url: '/staff/api/audit?action=route_path.', headers: admin.auth }),
    ) as { action: string; after: { version: number; fields: { routes?: Record<string, string> } } }[];
    expect(audit.map((a) => a.after.version).sort()).toEqual([first.version, second.version]);
    expect(audit.find((a) => a.after.version === first.version)?.after.fields.routes).toEqual({
      results: '/winning-numbers',
    });
  });

  it('refuses a colliding path, a CMS page’s path, hostile input, another key and a non-editor', async () => {
    const editor = await signInStaff(t, 'content_editor');
    const page = await t.app.inject({
      method: 'POST',
      url: '/staff/api/content/pages',
      headers: editor.auth,
      payload: {
        status: 'published',
        data: {
          path: '/summer',
          template: 'default',
          name: 'Summer',
          title: 'Summer',
          body: 'Hi',
          seoDescription: null,
        },
      },
    });
    expect(page.statusCode, page.body).toBe(200);
    resultOf(await put(editor.auth, 'results', { path: '/draw-results' }));
    const before = await visitorRoutes();
    for (const path of ['/', '/blog', '/my-account/results', '/login/x', '/x/results', '/v2', '/Summer/', '/summer']) {
      const res = await put(editor.auth, 'results', { path });
      expect(res.statusCode, path).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
      expect(res.json().errors.path, path).toBeTruthy();
    }
    const hostile = [
      '/a\u0000b',
      '/a\ud800b',
      `/${'x'.repeat(100_000)}`,
      '/<script>alert(1)</script>',
      'javascript:alert(1)',
      '//evil.example',
      '/a/b/c/d',
      '/../admin',
    ];
    for (const path of hostile) expect((await put(editor.auth, 'results', { path })).statusCode, path).toBe(400);
    let deep: unknown = '/x';
    for (let i = 0; i < 2000; i += 1) deep = { path: deep };
    expect((await put(editor.auth, 'results', deep)).statusCode).toBe(400);
    expect((await put(editor.auth, 'results', 'path=/x', 'application/x-www-form-urlencoded')).statusCode).toBe(415);
    expect((await put(editor.auth, 'blog', { path: '/stories' })).statusCode).toBe(400);
    expect((await put(editor.auth, '__proto__', { path: '/stories' })).statusCode).toBe(400);
    const finance = await signInStaff(t, 'finance');
    expect((await put(finance.auth, 'results', { path: '/numbers' })).statusCode).toBe(403);
    expect((await put({}, 'results', { path: '/numbers' })).statusCode).toBe(401);
    expect(await visitorRoutes()).toEqual(before);
  });
});
