import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers';
import { fixedClock } from '../../lib/clock';
import { type ContentService, createContentService } from './content.service';

/**
 * The CMS items and translations calls (3-account.md §7 CMS, issue 28; decisions 409, 411, 412):
 * customers see only published items whose publish date is empty or past, filters name only
 * fields the collection has, answers are kept for the §9 durations and markdown is sanitised.
 */
const NOW = '2026-06-01T00:00:00.000Z';
const DAY = 86_400_000;
const clock = fixedClock(NOW);
let t: TestApp;
let content: ContentService;

const post = (slug: string, extra: Record<string, unknown> = {}) => ({
  slug,
  title: `Post ${slug}`,
  summary: 'A summary.',
  body: 'Hello **there**.',
  image: null,
  category: 'testing',
  author: null,
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp({ seed: true, clock });
  content = createContentService({ db: t.db, clock });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url }) as Promise<LightMyRequestResponse>;
/** A fresh answer, not one kept by the server cache. */
const fresh = (url: string) => get(`${url}${url.includes('?') ? '&' : '?'}clear_cache=1`);
const resultOf = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.json().result;
};
const refusal = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body.slice(0, 300)).toBeGreaterThanOrEqual(400);
  expect(res.statusCode).toBeLessThan(500);
  const body = res.json();
  expect(body.error).toEqual({ code: expect.any(String), message: expect.any(String) });
  expect(body.messages[0]).toMatchObject({ level: 'error' });
  return body.error.code as string;
};

describe('the demo blog', () => {
  it('answers the published posts newest first, with pageInfo when meta is asked', async () => {
    const res = await get('/cms/items/blog_posts?meta=total_count&filter[category][_in]=winners,draw-news,charity');
    const posts = resultOf(res) as { slug: string; publishDate: string; bodyHtml: string }[];
    expect(posts.map((p) => p.slug)).toEqual([
      'second-chance-winners',
      'syndicates-explained',
      'easter-draws',
      'a-winner-in-hobart',
      'how-raffles-help',
      'record-jackpot-weekend',
    ]);
    expect(res.json().pageInfo).toEqual({ limit: 10, offset: 0, total: 6 });
    expect(posts[0]?.bodyHtml).toContain('<a href="/lotto-results">Results page</a>');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });

  it('answers the categories, the blog singleton and the contact page', async () => {
    const categories = resultOf(await get('/cms/items/blog_categories')) as { slug: string }[];
    expect(categories.map((c) => c.slug).sort()).toEqual(['charity', 'draw-news', 'winners']);
    expect(resultOf(await get('/cms/items/blog'))).toMatchObject({ id: 'demo-blog', title: 'News' });
    expect(resultOf(await get('/cms/items/contact_page'))).toMatchObject({
      bodyHtml: expect.stringContaining('help@drawline.test</a></strong>'),
    });
  });

  it('answers the CMS route list with id, path, template and name only', async () => {
    const routes = resultOf(await get('/cms/items/pages')) as Record<string, unknown>[];
    expect(routes).toContainEqual({
      id: 'demo-page-summer-promo',
      path: '/promo/summer',
      template: 'ad_landing',
      name: 'Summer promotion',
    });
    for (const r of routes) expect(Object.keys(r).sort()).toEqual(['id', 'name', 'path', 'template']);
  });
});

describe('the publish rules', () => {
  let ids: Record<'published' | 'draft' | 'archived' | 'future', string>;
  beforeAll(async () => {
    const save = async (slug: string, status: 'published' | 'draft' | 'archived', publishDate: Date | null) =>
      (await content.saveItem({ collection: 'blog_posts', status, publishDate, fields: post(slug), savedBy: null })).id;
    ids = {
      published: await save('rule-published', 'published', new Date(Date.parse(NOW) - DAY)),
      draft: await save('rule-draft', 'draft', null),
      archived: await save('rule-archived', 'archived', null),
      future: await save('rule-future', 'published', new Date(Date.parse(NOW) + DAY)),
    };
  });

  it('shows a customer only the published item with a past publish date', async () => {
    const posts = resultOf(await fresh('/cms/items/blog_posts?filter[category][_eq]=testing')) as { id: string }[];
    expect(posts.map((p) => p.id)).toEqual([ids.published]);
    expect(resultOf(await get(`/cms/items/blog_posts/${ids.published}`))).toMatchObject({ slug: 'rule-published' });
    for (const id of [ids.draft, ids.archived, ids.future]) {
      expect(refusal(await get(`/cms/items/blog_posts/${id}`))).toBe('not_found');
    }
  });

  it('shows the scheduled post once its time has come', async () => {
    clock.advance(2 * DAY);
    try {
      const posts = resultOf(await fresh('/cms/items/blog_posts?filter[category][_eq]=testing')) as { id: string }[];
      expect(posts.map((p) => p.id)).toEqual([ids.future, ids.published]);
      expect(resultOf(await fresh(`/cms/items/blog_posts/${ids.future}`))).toMatchObject({ slug: 'rule-future' });
    } finally {
      clock.set(NOW);
    }
  });

  it('refuses to let a customer ask for drafts by filtering on status', async () => {
    expect(refusal(await get('/cms/items/blog_posts?filter[status][_eq]=draft'))).toBe('validation_failed');
  });

  it('keeps every version and answers only the version published now', async () => {
    await content.saveItem({
      collection: 'blog_posts',
      id: ids.published,
      status: 'published',
      publishDate: new Date(Date.parse(NOW) - DAY),
      fields: post('rule-published', { title: 'Second title' }),
      savedBy: null,
    });
    expect((await content.versionsOf(ids.published)).map((v) => [v.version, v.fields.title])).toEqual([
      [2, 'Second title'],
      [1, 'Post rule-published'],
    ]);
    expect(resultOf(await fresh(`/cms/items/blog_posts/${ids.published}?version=2`))).toMatchObject({
      version: 2,
      title: 'Second title',
    });
    expect(refusal(await fresh(`/cms/items/blog_posts/${ids.published}?version=1`))).toBe('not_found');
  });

  it('keeps a draft page out of the route list', async () => {
    await content.saveItem({
      collection: 'pages',
      status: 'draft',
      publishDate: null,
      fields: {
        path: '/draft-page',
        template: 'default',
        name: 'Draft',
        title: 'Draft',
        body: '',
        seoDescription: null,
      },
      savedBy: null,
    });
    const routes = resultOf(await fresh('/cms/items/pages')) as { path: string }[];
    expect(routes.map((r) => r.path)).not.toContain('/draft-page');
  });
});

describe('filters, paging and fields', () => {
  it('pages with limit and offset and sorts by a field', async () => {
    const all = resultOf(await get('/cms/items/blog_posts?filter[category][_eq]=winners&sort=title')) as {
      title: string;
    }[];
    expect(all.map((p) => p.title)).toEqual(['A winner in Hobart', 'Second-chance winners']);
    const second = await get('/cms/items/blog_posts?filter[category][_eq]=winners&sort=title&limit=1&offset=1&meta=*');
    expect((resultOf(second) as { title: string }[]).map((p) => p.title)).toEqual(['Second-chance winners']);
    expect(second.json().pageInfo).toEqual({ limit: 1, offset: 1, total: 2 });
  });

  it('answers only the fields asked, with a markdown field its HTML', async () => {
    const [first] = resultOf(
      await get('/cms/items/blog_posts?fields=slug,body&filter[slug][_eq]=easter-draws'),
    ) as object[];
    expect(Object.keys(first ?? {}).sort()).toEqual(['body', 'bodyHtml', 'slug']);
  });

  it('takes snake_case field names and the contains, null and not-in operators', async () => {
    const byDate = resultOf(
      await get('/cms/items/blog_posts?filter[publish_date][_nnull]=&filter[title][_contains]=JACKPOT'),
    );
    expect((byDate as { slug: string }[]).map((p) => p.slug)).toEqual(['record-jackpot-weekend']);
    const others = resultOf(
      await get('/cms/items/blog_categories?filter[slug][_nin]=winners,charity&filter[description][_null]='),
    );
    expect(others).toEqual([]);
  });

  it.each([
    ['a field the collection does not have', '/cms/items/blog_posts?filter[password][_eq]=x'],
    ['a field in fields', '/cms/items/blog_posts?fields=slug,secret'],
    ['a field in sort', '/cms/items/blog_posts?sort=-secret'],
    ['an unknown operator', '/cms/items/blog_posts?filter[slug][_regex]=.*'],
    ['a filter as JSON', '/cms/items/blog_posts?filter={"slug":{"_eq":"x"}}'],
    ['an unknown parameter', '/cms/items/blog_posts?deep=1'],
    ['a limit of 0', '/cms/items/blog_posts?limit=0'],
    ['a limit past the most', '/cms/items/blog_posts?limit=1000'],
    ['a negative offset', '/cms/items/blog_posts?offset=-1'],
    ['an unknown meta', '/cms/items/blog_posts?meta=everything'],
    ['a version that is not a number', '/cms/items/blog_posts/demo-post-easter-draws?version=latest'],
  ])('refuses %s with a 400 in the envelope', async (_, url) => {
    expect(refusal(await get(url))).toBe('validation_failed');
  });

  it('answers 404 in the envelope for a collection that does not exist', async () => {
    expect(refusal(await get('/cms/items/customers'))).toBe('not_found');
    expect(refusal(await get('/cms/items/customers/1'))).toBe('not_found');
    expect(refusal(await get('/cms/items/__proto__'))).toBe('not_found');
  });
});

describe('theme and site config', () => {
  it("answers the shop's own theme until one is published, kept 600 s", async () => {
    const res = await get('/cms/items/theme');
    expect(res.headers['cache-control']).toBe('public, max-age=600');
    expect(resultOf(res)).toMatchObject({ id: 'theme', version: 0, colors: { themePrimary: '#0b2f6b' } });
    const theme = resultOf(res) as Record<string, unknown>;
    const { id: _, status: __, publishDate: ___, version: ____, dateUpdated: _____, ...fields } = theme;
    await content.saveItem({
      collection: 'theme',
      id: 'theme',
      status: 'published',
      publishDate: null,
      fields: { ...fields, colors: { ...(fields.colors as object), themePrimary: '#123456' } },
      savedBy: null,
    });
    expect(resultOf(await get('/cms/items/theme'))).toMatchObject({ version: 0 });
    expect(resultOf(await fresh('/cms/items/theme'))).toMatchObject({
      version: 1,
      colors: { themePrimary: '#123456' },
    });
  });

  it('refuses a theme colour or logo that could reach the stylesheet or run script, storing nothing', async () => {
    const before = await content.versionsOf('theme');
    const theme = (await content.theme()) as Record<string, unknown>;
    const { id: _, status: __, publishDate: ___, version: ____, dateUpdated: _____, ...fields } = theme;
    for (const bad of [
      { colors: { ...(fields.colors as object), themePrimary: 'red;}body{display:none' } },
      { logo: { ...(fields.logo as object), navbar: 'javascript:alert(1)' } },
    ]) {
      await expect(
        content.saveItem({
          collection: 'theme',
          id: 'theme',
          status: 'published',
          publishDate: null,
          fields: { ...fields, ...bad },
          savedBy: null,
        }),
      ).rejects.toMatchObject({ code: 'validation_failed' });
    }
    expect(await content.versionsOf('theme')).toEqual(before);
  });

  it('answers the site config with its six component variants, kept 24 h', async () => {
    const res = await get('/cms/items/site_config');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(resultOf(res)).toMatchObject({ components: { customerFeedbackBanner: 'variant_a' }, navigation: {} });
  });
});

describe('translations', () => {
  it('answers each locale its own wording, by context', async () => {
    const au = resultOf(await get('/cms/en-AU/items?c[]=blog')) as { key: string; value: unknown }[];
    expect(au.find((x) => x.key === 'heading')?.value).toBe('News');
    const gb = resultOf(await get('/cms/en-GB/items?c[]=blog')) as { key: string; value: unknown }[];
    expect(gb).toEqual([{ context: 'blog', key: 'heading', type: 'plain', value: 'Latest news' }]);
  });

  it('filters by type, a markdown text with its sanitised HTML', async () => {
    const md = resultOf(await get('/cms/en-GB/items?t[]=markdown')) as { html: string }[];
    expect(md).toEqual([
      expect.objectContaining({
        type: 'markdown',
        html: '<p>You must be {{minAge}}+ to play. Please <strong>play responsibly</strong>.</p>\n',
      }),
    ]);
    const seo = resultOf(await get('/cms/en-AU/items?t[]=seo&c[]=blog')) as { value: unknown }[];
    expect(seo[0]?.value).toEqual({ title: 'News | Drawline', description: 'Draw news and winners.' });
  });

  it('answers an empty list for a context without texts and refuses an unknown type or locale', async () => {
    expect(resultOf(await get('/cms/en-AU/items?c[]=nothing-here'))).toEqual([]);
    expect(refusal(await get('/cms/en-AU/items?t[]=html'))).toBe('validation_failed');
    expect(refusal(await get('/cms/en-AU/items?x=1'))).toBe('validation_failed');
    expect(refusal(await get('/cms/fr-FR/items'))).toBe('route_not_found');
  });

  it('refuses a text whose value does not fit its type', async () => {
    await expect(
      content.saveTranslation({
        locale: 'en-AU',
        context: 'blog',
        key: 'hero',
        type: 'image',
        value: { imageUrl: 'javascript:alert(1)', imageHeight: 10, imageWidth: 10, contentDescription: 'x' },
      }),
    ).rejects.toMatchObject({ code: 'validation_failed' });
    expect(resultOf(await fresh('/cms/en-AU/items?c[]=blog&t[]=image'))).toEqual([]);
  });
});

describe('a post holding script', () => {
  it('answers its body HTML inert', async () => {
    const saved = await content.saveItem({
      collection: 'blog_posts',
      status: 'published',
      publishDate: null,
      fields: post('hostile-body', {
        body: '<script>alert(1)</script>[x](javascript:alert(1)) <img src=x onerror=alert(1)> <svg><script>alert(2)</script></svg> <a href="/ok" onclick="alert(3)">ok</a>',
      }),
      savedBy: null,
    });
    const item = resultOf(await get(`/cms/items/blog_posts/${saved.id}`)) as { bodyHtml: string };
    expect(item.bodyHtml).not.toMatch(/<script|(href|src)="\s*javascript:|onerror|onclick|<svg/i);
    expect(item.bodyHtml).toContain('<a href="/ok">ok</a>');
  });

  it('refuses an image, slug or category that is not safe to put in a page', async () => {
    for (const bad of [
      { image: { url: 'javascript:alert(1)', width: 1, height: 1, alt: '' } },
      { slug: '../../etc' },
      { category: 'Winners <b>' },
    ]) {
      await expect(
        content.saveItem({
          collection: 'blog_posts',
          status: 'published',
          publishDate: null,
          fields: post('x', bad),
          savedBy: null,
        }),
      ).rejects.toMatchObject({ code: 'validation_failed' });
    }
  });
});
