import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../../../tests/helpers';
import { pagePortProbe, refusalOf } from '../../../tests/page-port-helpers';
import { createStaffTestApp, type StaffTestApp, signInStaff } from '../../../tests/staff-helpers';

/**
 * CMS pages (issue 28, decision 436): a page whose path one of the shop's own routes answers is
 * refused when the editor saves it, with the path named and nothing stored; a page at a free path
 * is in the route list and reads through the pages' port.
 */
let t: StaffTestApp;
const probe = pagePortProbe();
beforeAll(async () => {
  t = await createStaffTestApp({ seed: true, beforeReady: probe.beforeReady });
});
afterAll(() => t.close());

type Auth = { auth: Record<string, string> };
const page = (path: string) => ({
  path,
  template: 'default',
  name: `Page ${path}`,
  title: 'Summer offer',
  body: 'Play **more** this summer.',
  seoDescription: null,
});
const save = (who: Auth, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/staff/api/content/pages', headers: who.auth, payload: payload as object });
const resultOf = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body.slice(0, 400)).toBe(200);
  return res.json().result;
};
const routeList = async () =>
  resultOf(await t.app.inject({ method: 'GET', url: '/cms/items/pages?clear_cache=1' })) as { path: string }[];

describe(`CMS pages and the shop's own routes (${testDbKind()})`, () => {
  it('refuses a path a built-in route answers, in any case and with a trailing slash, and stores nothing', async () => {
    const editor = await signInStaff(t, 'content_editor');
    const before = await routeList();
    for (const path of ['/', '/Blog/', '/my-account/summer', '/LOGIN', '/cms/x', '/summer/results', '/console']) {
      const res = await save(editor, { status: 'published', data: page(path) });
      expect(res.statusCode, path).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
      expect(res.json().errors.path[0].message).toContain("One of the shop's own pages answers that path");
    }
    // An existing page moved onto a built-in path is refused too, and keeps its path.
    const free = resultOf(await save(editor, { status: 'published', data: page('/Summer-Offer') }));
    const moved = await save(editor, { id: free.id, status: 'published', data: page('/about/summer') });
    expect(moved.statusCode).toBe(400);
    const after = await routeList();
    expect(after.length).toBe(before.length + 1);
    expect(after.find((r) => r.path === '/Summer-Offer')).toMatchObject({ template: 'default' });
    expect(after.map((r) => r.path)).not.toContain('/about/summer');
  });

  it('reads the route list and a published page through the pages port; a draft or a bad id is refused', async () => {
    const editor = await signInStaff(t, 'content_editor');
    const draft = resultOf(await save(editor, { status: 'draft', data: page('/winter-offer') }));
    const port = await probe.portFor(t.app);
    const routes = await port.cmsPageRoutes();
    const summer = routes.find((r) => r.path === '/Summer-Offer');
    expect(summer).toBeDefined();
    expect(routes.some((r) => r.path === '/winter-offer')).toBe(false);
    const shown = await port.cmsPage(summer?.id ?? '');
    expect(shown).toMatchObject({ title: 'Summer offer', template: 'default', status: 'published' });
    expect(shown.bodyHtml).toContain('<strong>more</strong>');
    expect((await refusalOf(port.cmsPage(draft.id))).status).toBe(404);
    for (const bad of ['a\u0000b', 'a\ud800b', 'x'.repeat(5000), '../pages']) {
      expect((await refusalOf(port.cmsPage(bad))).status, JSON.stringify(bad.slice(0, 10))).toBe(400);
    }
  });
});
