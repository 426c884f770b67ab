import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../../../tests/helpers';
import { createStaffTestApp, type StaffTestApp, signInStaff } from '../../../tests/staff-helpers';

/**
 * Every version kept and restorable (issue 28, decision 503): a text's earlier versions are listed
 * (who, when, what) and one restores as a new version with its audit row, and visitors read it on
 * their next read; the site config's labels, route paths and variants restore as any item's
 * versions do. Bad input is refused with nothing changed.
 */
let t: StaffTestApp;
beforeAll(async () => {
  t = await createStaffTestApp({ seed: true });
});
afterAll(() => t.close());

type Auth = { auth: Record<string, string> };
type Version = { version: number; value: unknown; savedBy: string | null; savedAt: string };
const resultOf = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body.slice(0, 400)).toBe(200);
  return res.json().result;
};
const TEXT = '/staff/api/content/translations/en-AU/blog/heading';
const setText = (who: Auth, value: string) =>
  t.app.inject({ method: 'PUT', url: TEXT, headers: who.auth, payload: { type: 'plain', value } });
const restore = (who: Auth, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `${url}/restore`,
    headers: { ...who.auth, ...headers },
    payload: payload as object,
  });
const heading = async () =>
  (
    resultOf(await t.app.inject({ method: 'GET', url: '/cms/en-AU/items?c[]=blog' })) as {
      key: string;
      value: unknown;
    }[]
  ).find((x) => x.key === 'heading')?.value;
const auditOf = async (action: string) => {
  const admin = await signInStaff(t, 'administrator');
  const url = `/staff/api/audit?action=${action}`;
  return resultOf(await t.app.inject({ method: 'GET', url, headers: admin.auth })) as {
    staffId: string;
    subjectId: string;
    before: { value: unknown; version: number } | null;
    after: { value: unknown; version: number; restoredFrom?: number };
  }[];
};

describe(`a text's versions (${testDbKind()})`, () => {
  it('lists who saved each version and when, restores one as a new version, audited, read by visitors', async () => {
    const editor = await signInStaff(t, 'content_editor');
    expect(resultOf(await setText(editor, 'Latest draws')).version).toBe(2);
    expect(resultOf(await setText(editor, 'Big wins')).version).toBe(3);
    // Warm the visitors' kept answer: the restore must clear it.
    expect(await heading()).toBe('Big wins');

    const history = resultOf(await t.app.inject({ method: 'GET', url: TEXT, headers: editor.auth }));
    expect(history).toMatchObject({ locale: 'en-AU', context: 'blog', key: 'heading', value: 'Big wins', version: 3 });
    const versions = history.versions as Version[];
    expect(versions.map((v) => [v.version, v.value])).toEqual([
      [3, 'Big wins'],
      [2, 'Latest draws'],
      [1, 'News'],
    ]);
    expect(versions[0]?.savedBy).toBe(editor.member.id);
    expect(versions[2]?.savedBy).toBeNull();

    const restored = resultOf(await restore(editor, TEXT, { version: 2 }));
    expect(restored).toMatchObject({ value: 'Latest draws', version: 4 });
    expect(await heading()).toBe('Latest draws');
    const after = resultOf(await t.app.inject({ method: 'GET', url: TEXT, headers: editor.auth }));
    expect((after.versions as Version[]).map((v) => v.version)).toEqual([4, 3, 2, 1]);
    const [row] = await auditOf('translation.restore');
    expect(row).toMatchObject({
      staffId: editor.member.id,
      subjectId: 'en-AU/blog/heading',
      before: { value: 'Big wins', version: 3 },
      after: { value: 'Latest draws', version: 4, restoredFrom: 2 },
    });
    const list = resultOf(
      await t.app.inject({ method: 'GET', url: '/staff/api/content/translations?locale=en-AU', headers: editor.auth }),
    );
    expect(list).toContainEqual(expect.objectContaining({ context: 'blog', key: 'heading', version: 4 }));
    expect(list.every((x: { locale: string }) => x.locale === 'en-AU')).toBe(true);
  });

  it('refuses another text’s version, bad versions, hostile names, other roles and cross-site posts; nothing changes', async () => {
    const editor = await signInStaff(t, 'content_editor');
    // en-GB's heading has versions 1 and 2; en-AU's seo text has only version 1.
    await t.app.inject({
      method: 'PUT',
      url: '/staff/api/content/translations/en-GB/blog/heading',
      headers: editor.auth,
      payload: { type: 'plain', value: 'Latest news!' },
    });
    const seo = '/staff/api/content/translations/en-AU/blog/seo';
    const before = resultOf(await t.app.inject({ method: 'GET', url: seo, headers: editor.auth }));
    const refusals: [string, unknown, number][] = [
      [seo, { version: 2 }, 404],
      ['/staff/api/content/translations/en-AU/blog/no-such-text', { version: 1 }, 404],
      [seo, { version: 0 }, 400],
      [seo, { version: -1 }, 400],
      [seo, { version: 1.5 }, 400],
      [seo, { version: '1' }, 400],
      [seo, { version: 1e12 }, 400],
      [seo, {}, 400],
      ['/staff/api/content/translations/fr-FR/blog/seo', { version: 1 }, 400],
      ['/staff/api/content/translations/en-AU/blog/se%00o', { version: 1 }, 400],
      ['/staff/api/content/translations/en-AU/blog/%ED%A0%80', { version: 1 }, 400],
      [`/staff/api/content/translations/en-AU/blog/${'k'.repeat(5000)}`, { version: 1 }, 400],
    ];
    for (const [url, payload, status] of refusals) {
      const res = await restore(editor, url, payload);
      expect({ url: url.slice(0, 80), payload, status: res.statusCode }).toEqual({
        url: url.slice(0, 80),
        payload,
        status,
      });
      expect(res.json().error).toBeTruthy();
    }
    const deep = `{"version":${'['.repeat(3000)}1${']'.repeat(3000)}}`;
    const raw = (body: string, type = 'application/json') =>
      t.app.inject({
        method: 'POST',
        url: `${seo}/restore`,
        headers: { ...editor.auth, 'content-type': type },
        payload: body,
      });
    expect((await raw(deep)).statusCode).toBe(400);
    expect((await raw('{"version":1,"x":"\\u0000"}')).statusCode).toBe(400);
    expect((await raw('version=1', 'application/x-www-form-urlencoded')).statusCode).toBe(415);
    // A browser's post from another site (riding a cookie, never a bearer token) is refused first.
    const crossSite = await restore({ auth: {} }, seo, { version: 1 }, { 'sec-fetch-site': 'cross-site' });
    expect([crossSite.statusCode, crossSite.json().error.code]).toEqual([403, 'cross_site_request']);
    const finance = await signInStaff(t, 'finance');
    expect((await restore(finance, seo, { version: 1 })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: seo, headers: finance.auth })).statusCode).toBe(403);
    expect((await restore({ auth: {} }, seo, { version: 1 })).statusCode).toBe(401);
    expect(resultOf(await t.app.inject({ method: 'GET', url: seo, headers: editor.auth }))).toEqual(before);
  });
});

describe(`the site config's versions (${testDbKind()})`, () => {
  it('a navigation label, a route path and a variant restore to an earlier site config version', async () => {
    const editor = await signInStaff(t, 'content_editor');
    const put = (url: string, payload: object) =>
      t.app.inject({ method: 'PUT', url: `/staff/api/content/${url}`, headers: editor.auth, payload });
    const first = resultOf(await put('navigation/main/blog', { label: 'Stories', url: '/blog' }));
    resultOf(await put('routes/results', { path: '/winning-numbers' }));
    resultOf(await put('components/customerFeedbackBanner', { variant: 'variant_b' }));
    const last = resultOf(await put('navigation/main/blog', { label: 'Journal' }));
    const visitor = async () => resultOf(await t.app.inject({ method: 'GET', url: '/cms/items/site_config' }));
    expect((await visitor()).routes).toEqual({ results: '/winning-numbers' });

    const item = `/staff/api/content/site_config/${encodeURIComponent(last.id)}`;
    const history = resultOf(await t.app.inject({ method: 'GET', url: item, headers: editor.auth }));
    expect((history.versions as Version[]).map((v) => v.version).slice(0, 4)).toEqual([
      last.version,
      last.version - 1,
      last.version - 2,
      first.version,
    ]);
    const restored = resultOf(await restore(editor, item, { version: first.version }));
    expect(restored).toMatchObject({ status: 'published', version: last.version + 1 });
    const read = await visitor();
    expect(read.navigation.main.find((l: { key: string }) => l.key === 'blog').label).toBe('Stories');
    expect(read.routes ?? {}).toEqual({});
    expect(read.components.customerFeedbackBanner).toBe('variant_a');
    const [row] = await auditOf('content_item.restore');
    expect(row).toMatchObject({ subjectId: last.id, after: { version: last.version + 1 } });

    // A version of another collection's item, or one the item never had, is refused with nothing changed.
    expect(
      (await restore(editor, `/staff/api/content/theme/${encodeURIComponent(last.id)}`, { version: 1 })).statusCode,
    ).toBe(404);
    expect((await restore(editor, item, { version: last.version + 50 })).statusCode).toBe(404);
    expect((await restore(editor, `/staff/api/content/site_config/demo-blog`, { version: 1 })).statusCode).toBe(404);
    expect(await visitor()).toEqual(read);
  });

  it('a restored draft version of a post is hidden from customers again', async () => {
    const editor = await signInStaff(t, 'content_editor');
    const data = {
      slug: 'restored-draft',
      title: 'Draft',
      summary: 'S',
      body: 'B',
      image: null,
      category: null,
      author: null,
    };
    const save = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/staff/api/content/blog_posts', headers: editor.auth, payload });
    const draft = resultOf(await save({ status: 'draft', data }));
    resultOf(await save({ id: draft.id, status: 'published', data }));
    const url = '/cms/items/blog_posts?filter[slug][_eq]=restored-draft';
    expect(resultOf(await t.app.inject({ method: 'GET', url }))).toHaveLength(1);
    resultOf(await restore(editor, `/staff/api/content/blog_posts/${draft.id}`, { version: 1 }));
    const after = await t.app.inject({ method: 'GET', url });
    expect(after.statusCode === 204 || after.json().result.length === 0).toBe(true);
  });
});
