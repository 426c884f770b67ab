import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../../../tests/helpers';
import { pagePortProbe, refusalOf } from '../../../tests/page-port-helpers';
import { createStaffTestApp, type StaffTestApp, signInStaff } from '../../../tests/staff-helpers';
import { redactUrl } from '../../platform/logging';

/**
 * The console's CMS editing (issue 28, decision 434): content editors save, schedule, publish,
 * archive and restore items, set navigation labels and translations; every version is kept, every
 * change is in the audit log in the same transaction, visitors see only what is published and due,
 * and a refused save stores nothing.
 */
let t: StaffTestApp;
const probe = pagePortProbe();
beforeAll(async () => {
  t = await createStaffTestApp({ seed: true, beforeReady: probe.beforeReady });
});
afterAll(() => t.close());

type Auth = { auth: Record<string, string> };
const HOUR = 3_600_000;
const post = (slug: string, extra: Record<string, unknown> = {}) => ({
  slug,
  title: `Post ${slug}`,
  summary: 'A summary.',
  body: 'Hello **there**.',
  image: null,
  category: null,
  author: null,
  ...extra,
});
const resultOf = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body.slice(0, 400)).toBe(200);
  return res.json().result;
};
const save = (who: Auth, collection: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/staff/api/content/${collection}`,
    headers: who.auth,
    payload: payload as object,
  });
const visitorGet = (url: string) => t.app.inject({ method: 'GET', url });
const slugsOnBlog = async () =>
  (resultOf(await visitorGet('/cms/items/blog_posts?limit=100')) as { slug: string }[]).map((p) => p.slug);

describe(`content editing from the console (${testDbKind()})`, () => {
  it('a scheduled post is hidden until its time, then shown; every version is kept and one restores', async () => {
    const editor = await signInStaff(t, 'content_editor');
    const at = new Date(t.clock.now().getTime() + HOUR).toISOString();
    const draft = resultOf(await save(editor, 'blog_posts', { status: 'draft', data: post('console-written') }));
    expect(draft).toMatchObject({ collection: 'blog_posts', status: 'draft', version: 1 });
    // Warm the visitors' cache with the list before the post is published: the save must clear it.
    expect(await slugsOnBlog()).not.toContain('console-written');

    const scheduled = resultOf(
      await save(editor, 'blog_posts', {
        id: draft.id,
        status: 'published',
        publish_date: at,
        data: post('console-written', { title: 'Scheduled title' }),
      }),
    );
    expect(scheduled).toMatchObject({ status: 'published', version: 2, publishDate: at });
    expect(await slugsOnBlog()).not.toContain('console-written');
    expect((await visitorGet(`/cms/items/blog_posts/${draft.id}`)).statusCode).toBe(404);

    t.clock.advance(HOUR + 1000);
    expect(await slugsOnBlog()).toContain('console-written');
    expect(resultOf(await visitorGet(`/cms/items/blog_posts/${draft.id}?clear_cache=1`))).toMatchObject({
      title: 'Scheduled title',
    });

    const again = await signInStaff(t, 'content_editor');
    const archived = resultOf(
      await save(again, 'blog_posts', { id: draft.id, status: 'archived', data: post('console-written') }),
    );
    expect(archived.version).toBe(3);
    expect(await slugsOnBlog()).not.toContain('console-written');

    const history = resultOf(
      await t.app.inject({ method: 'GET', url: `/staff/api/content/blog_posts/${draft.id}`, headers: again.auth }),
    );
    expect(history.versions.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);
    expect(history.versions[1]).toMatchObject({ status: 'published', fields: { title: 'Scheduled title' } });

    const restored = resultOf(
      await t.app.inject({
        method: 'POST',
        url: `/staff/api/content/blog_posts/${draft.id}/restore`,
        headers: again.auth,
        payload: { version: 2 },
      }),
    );
    expect(restored).toMatchObject({ version: 4, status: 'published', fields: { title: 'Scheduled title' } });
    expect(await slugsOnBlog()).toContain('console-written');

    const list = resultOf(
      await t.app.inject({ method: 'GET', url: '/staff/api/content/blog_posts', headers: again.auth }),
    );
    expect(list.map((i: { id: string }) => i.id)).toContain(draft.id);

    const admin = await signInStaff(t, 'administrator');
    const audit = resultOf(
      await t.app.inject({ method: 'GET', url: '/staff/api/audit?action=content_item.', headers: admin.auth }),
    ) as { action: string; subjectId: string; before: unknown; after: { version: number } }[];
    const mine = audit.filter((a) => a.subjectId === draft.id);
    expect(mine.map((a) => a.action).sort()).toEqual([
      'content_item.create',
      'content_item.restore',
      'content_item.save',
      'content_item.save',
    ]);
    expect(mine.find((a) => a.action === 'content_item.create')).toMatchObject({ before: null, after: { version: 1 } });
  });

  it('a navigation label change shows on the next read; a new link needs its address', async () => {
    const editor = await signInStaff(t, 'content_editor');
    const put = (key: string, payload: object) =>
      t.app.inject({ method: 'PUT', url: `/staff/api/content/navigation/main/${key}`, headers: editor.auth, payload });
    expect(resultOf(await put('blog', { label: 'Stories', url: '/blog' })).status).toBe('published');
    const first = resultOf(await visitorGet('/cms/items/site_config'));
    expect(first.navigation.main).toContainEqual({ key: 'blog', label: 'Stories', url: '/blog' });
    // A second change keeps the address and replaces the label, not the link.
    resultOf(await put('blog', { label: 'News and stories' }));
    const after = resultOf(await visitorGet('/cms/items/site_config'));
    expect(after.navigation.main.filter((l: { key: string }) => l.key === 'blog')).toEqual([
      { key: 'blog', label: 'News and stories', url: '/blog' },
    ]);
    expect((await put('causes', { label: 'No address' })).statusCode).toBe(400);
    expect((await put('help', { label: 'x', url: 'javascript:alert(1)' })).statusCode).toBe(400);
    expect((await put('help', { label: '<script>', url: '//evil.example' })).statusCode).toBe(400);
  });

  it('a translation is set and read by its locale; a bad value is refused', async () => {
    const editor = await signInStaff(t, 'content_editor');
    const put = (payload: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/staff/api/content/translations/en-GB/blog/heading',
        headers: editor.auth,
        payload: payload as object,
      });
    resultOf(await put({ type: 'plain', value: 'The blog, in British' }));
    const texts = resultOf(await visitorGet('/cms/en-GB/items?c[]=blog'));
    expect(texts).toContainEqual(expect.objectContaining({ key: 'heading', value: 'The blog, in British' }));
    const bad = await put({ type: 'image', value: { imageUrl: 'javascript:alert(1)', imageHeight: 1, imageWidth: 1 } });
    expect(bad.statusCode).toBe(400);
    const after = resultOf(await visitorGet('/cms/en-GB/items?c[]=blog&clear_cache=1'));
    expect(after).toContainEqual(expect.objectContaining({ key: 'heading', value: 'The blog, in British' }));
  });
});

describe(`content editing refuses bad input and the wrong caller (${testDbKind()})`, () => {
  it('401 without a staff token, 403 for a role that is not a content editor, and nothing stored', async () => {
    const support = await signInStaff(t, 'support');
    const body = { status: 'published', data: post('not-allowed') };
    expect(
      (await t.app.inject({ method: 'POST', url: '/staff/api/content/blog_posts', payload: body })).statusCode,
    ).toBe(401);
    expect((await save(support, 'blog_posts', body)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/staff/api/content/blog_posts', headers: support.auth })).statusCode,
    ).toBe(403);
    expect(await slugsOnBlog()).not.toContain('not-allowed');
  });

  it('refuses hostile fields with a 400 and stores nothing half', async () => {
    const editor = await signInStaff(t, 'content_editor');
    const count = async () =>
      (
        resultOf(
          await t.app.inject({ method: 'GET', url: '/staff/api/content/blog_posts', headers: editor.auth }),
        ) as unknown[]
      ).length;
    const n = await count();
    const refused = [
      { status: 'published', data: post('Bad Slug') },
      {
        status: 'published',
        data: post('js-image', { image: { url: 'javascript:alert(1)', width: 1, height: 1, alt: '' } }),
      },
      {
        status: 'published',
        data: post('data-image', {
          image: { url: 'data:image/svg+xml,<svg onload=alert(1)>', width: 1, height: 1, alt: '' },
        }),
      },
      { status: 'published', data: { ...post('extra'), title: 'x'.repeat(201) } },
      { status: 'published', data: post('nul', { title: 'a\u0000b' }) },
      { status: 'live', data: post('wrong-status') },
      { status: 'published', publish_date: 'tomorrow', data: post('bad-date') },
      { id: 'no-such-item', status: 'published', data: post('ghost') },
      { id: '../etc', status: 'published', data: post('path-id') },
    ];
    for (const body of refused) {
      const res = await save(editor, 'blog_posts', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 120)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    // Lone surrogates, a body past its cap, deep JSON and a field the collection does not have.
    let deep: unknown = 'x';
    for (let i = 0; i < 200; i++) deep = { deep };
    const worse = [
      { status: 'published', data: post('surrogate', { title: 'a\uD800b' }) },
      { status: 'published', data: post('huge', { body: 'x'.repeat(100_001) }) },
      { status: 'published', data: { ...post('deep'), author: deep } },
      { status: 'published', data: { ...post('extra-field'), onclick: 'alert(1)' } },
      {
        status: 'published',
        data: post('event-image', { image: { url: '/x.png" onerror="alert(1)', width: 1, height: 1, alt: '' } }),
      },
    ];
    for (const body of worse) {
      const res = await save(editor, 'blog_posts', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    expect(await count()).toBe(n);
    expect((await save(editor, 'no_such_collection', { status: 'draft', data: {} })).statusCode).toBe(400);
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/staff/api/content/blog_posts',
      headers: { ...editor.auth, 'content-type': 'text/plain' },
      payload: 'status=published',
    });
    expect(wrongType.statusCode).toBeGreaterThanOrEqual(400);
    expect(wrongType.statusCode).toBeLessThan(500);
  });

  it('a post holding script, javascript: links, event handlers and SVG is stored as source and answered inert', async () => {
    const editor = await signInStaff(t, 'content_editor');
    const body = [
      '<script>alert(1)</script>',
      '[click](javascript:alert(2))',
      '<img src=x onerror=alert(3)>',
      '<svg><script>alert(4)</script></svg>',
      '<a href="jav&#x09;ascript:alert(5)">x</a>',
    ].join('\n\n');
    const saved = resultOf(
      await save(editor, 'blog_posts', { status: 'published', data: post('hostile-body', { body }) }),
    );
    const shown = resultOf(await visitorGet(`/cms/items/blog_posts/${saved.id}?clear_cache=1`)) as { bodyHtml: string };
    expect(shown.bodyHtml).not.toMatch(/<script|javascript:|onerror|<svg|alert\(4\)/i);
  });
});

describe(`the preview link (${testDbKind()}, decision 410)`, () => {
  it('opens exactly the version it was made for, for 15 minutes, and nothing else', async () => {
    const editor = await signInStaff(t, 'content_editor');
    const draft = resultOf(
      await save(editor, 'blog_posts', { status: 'draft', data: post('preview-me', { title: 'First draft' }) }),
    );
    const link = async (payload: object = {}) =>
      t.app.inject({
        method: 'POST',
        url: `/staff/api/content/blog_posts/${draft.id}/preview`,
        headers: editor.auth,
        payload,
      });
    const made = resultOf(await link());
    expect(made.url).toMatch(/^\/preview\?token=[A-Za-z0-9._%-]+$/);
    expect(made.version).toBe(1);
    resultOf(
      await save(editor, 'blog_posts', {
        id: draft.id,
        status: 'draft',
        data: post('preview-me', { title: 'Second draft' }),
      }),
    );
    const token = decodeURIComponent(made.url.split('token=')[1] ?? '');
    const port = await probe.portFor(t.app);
    // The link shows the version it names (the first draft), as customers would read it, and the body's HTML sanitised.
    const shown = await port.cmsPreview(token);
    expect(shown).toMatchObject({
      collection: 'blog_posts',
      item: { title: 'First draft', version: 1, status: 'draft' },
    });
    expect(String(shown.item.bodyHtml)).toContain('<strong>there</strong>');
    // A visitor still cannot read the draft, by list or by id.
    expect((await visitorGet(`/cms/items/blog_posts/${draft.id}?clear_cache=1`)).statusCode).toBe(404);

    // Altered, foreign, empty and expired tokens open nothing, with the same 404.
    const [head, body, sig] = token.split('.');
    const forged = `${head}.${Buffer.from(JSON.stringify({ c: 'blog_posts', i: draft.id, v: 2, exp: 9e15 })).toString('base64url')}.${sig}`;
    for (const bad of [forged, `${token}x`, '', 'a'.repeat(3000), `${head}.${body}.`, 'not-a-token']) {
      expect((await refusalOf(port.cmsPreview(bad))).status).toBe(404);
    }
    t.clock.advance(15 * 60_000 + 1000);
    expect((await refusalOf(port.cmsPreview(token))).status).toBe(404);

    // Only a content editor makes one; a version that does not exist is a 404; making one is audited without its token.
    const again = await signInStaff(t, 'content_editor');
    const support = await signInStaff(t, 'support');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/staff/api/content/blog_posts/${draft.id}/preview`,
          headers: support.auth,
          payload: {},
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/staff/api/content/blog_posts/${draft.id}/preview`,
          headers: again.auth,
          payload: { version: 99 },
        })
      ).statusCode,
    ).toBe(404);
    const admin = await signInStaff(t, 'administrator');
    const audit = resultOf(
      await t.app.inject({ method: 'GET', url: '/staff/api/audit?action=content_item.preview', headers: admin.auth }),
    );
    expect(audit[0]).toMatchObject({ action: 'content_item.preview_link', subjectId: draft.id, after: { version: 1 } });
    expect(JSON.stringify(audit[0])).not.toContain(token);
    // The link's token never reaches a log line.
    expect(redactUrl(made.url)).not.toContain(token.slice(0, 20));
  });
});

describe(`POST /cms/items/{collection} (${testDbKind()}, decision 434)`, () => {
  it('saves for a content editor with the console rules, and for nobody else', async () => {
    const editor = await signInStaff(t, 'content_editor');
    const support = await signInStaff(t, 'support');
    const post_ = (headers: Record<string, string>, payload: unknown) =>
      t.app.inject({ method: 'POST', url: '/cms/items/blog_posts', headers, payload: payload as object });
    const body = { status: 'published', data: post('through-the-cms-base') };
    expect((await post_({}, body)).statusCode).toBe(401);
    expect((await post_({ authorization: 'Bearer not-a-staff-token' }, body)).statusCode).toBe(401);
    expect((await post_(support.auth, body)).statusCode).toBe(403);
    expect((await post_(editor.auth, { status: 'published', data: post('Bad Slug') })).statusCode).toBe(400);
    expect((await post_(editor.auth, { status: 'published', data: { ...post('x-y'), style: 'x' } })).statusCode).toBe(
      400,
    );
    expect(await slugsOnBlog()).not.toContain('through-the-cms-base');
    const saved = resultOf(await post_(editor.auth, body));
    expect(saved).toMatchObject({ collection: 'blog_posts', status: 'published', version: 1 });
    expect(await slugsOnBlog()).toContain('through-the-cms-base');
    // The reads stay public and never see a staff session.
    expect((await visitorGet('/cms/items/theme')).statusCode).toBe(200);
  });
});

describe(`image uploads (${testDbKind()}, decision 435)`, () => {
  const upload = (headers: Record<string, string>, body: Buffer | string, type = 'image/png') =>
    t.app.inject({
      method: 'POST',
      url: '/staff/api/content/files',
      headers: { ...headers, 'content-type': type },
      payload: body,
    });

  it('keeps a real picture re-encoded, resized and without its metadata, served for a year', async () => {
    const editor = await signInStaff(t, 'content_editor');
    const png = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#0a6e4f' } })
      .withExif({ IFD0: { Copyright: 'secret-camera-owner', Artist: 'Jane Doe' } })
      .jpeg()
      .toBuffer();
    // The claimed type is wrong on purpose: the bytes decide.
    const saved = resultOf(await upload(editor.auth, png, 'image/png'));
    expect(saved).toMatchObject({ contentType: 'image/webp', width: 2400, height: 1200 });
    expect(saved.url).toBe(`/cms/files/${saved.id}`);
    const served = await visitorGet(saved.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 2400, height: 1200 });
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes('secret-camera-owner')).toBe(false);
    expect((await visitorGet('/cms/files/00000000-0000-0000-0000-000000000000')).statusCode).toBe(404);
    expect((await visitorGet('/cms/files/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
  });

  it('refuses what is not a picture, an SVG with script, 50 MB, and callers without the role', async () => {
    const editor = await signInStaff(t, 'content_editor');
    const support = await signInStaff(t, 'support');
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><script>alert(2)</script></svg>';
    for (const [body, type] of [
      ['just text pretending', 'image/png'],
      [Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.from('not really a png')]), 'image/png'],
      [svg, 'image/svg+xml'],
      [svg, 'image/png'],
      [Buffer.from('%PDF-1.4 fake'), 'application/octet-stream'],
      [Buffer.alloc(0), 'image/png'],
    ] as const) {
      const res = await upload(editor.auth, body, type);
      expect(res.statusCode, `${type} ${String(body).slice(0, 20)}`).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    const huge = await upload(editor.auth, Buffer.alloc(50 * 1024 * 1024, 1), 'image/png');
    expect(huge.statusCode).toBeGreaterThanOrEqual(400);
    expect(huge.statusCode).toBeLessThan(500);
    expect((await upload(editor.auth, png, 'text/html')).statusCode).toBe(415);
    expect((await upload({}, png)).statusCode).toBe(401);
    expect((await upload(support.auth, png)).statusCode).toBe(403);
  });
});
