import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers';
import { pagePortProbe, refusalOf, sent } from '../../tests/page-port-helpers';

/**
 * The blog's reads through the pages' port (issue 28): each answers what its GET /cms/items call
 * answers and refuses what it refuses, envelope for envelope, on both databases.
 */
const probe = pagePortProbe();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: true, beforeReady: probe.beforeReady });
});
afterAll(() => t.close());

const http = async (url: string) => t.app.inject({ method: 'GET', url });
const portFor = () => probe.portFor(t.app);

describe('the blog through the port', () => {
  it('answers what the HTTP calls answer', async () => {
    const port = await portFor();
    expect(sent(await port.blog())).toEqual((await http('/cms/items/blog')).json().result);
    const contact = sent(await port.contactPage()) as { title: string; bodyHtml: string };
    expect(contact).toEqual((await http('/cms/items/contact_page')).json().result);
    expect(contact.bodyHtml).toContain('<a href="mailto:help@drawline.test">help@drawline.test</a>');
    expect(sent(await port.blogCategories())).toEqual(
      (await http('/cms/items/blog_categories?limit=100')).json().result,
    );
    const asked = '/cms/items/blog_posts?meta=total_count&filter[category][_eq]=winners&limit=12&offset=0';
    const res = (await http(asked)).json();
    expect(sent(await port.blogPosts({ category: 'winners', limit: '12', offset: '0' }))).toEqual({
      items: res.result,
      pageInfo: res.pageInfo,
    });
    const [first] = (await http('/cms/items/blog_posts?filter[slug][_eq]=easter-draws')).json().result;
    expect(sent(await port.blogPost('easter-draws'))).toEqual(first);
    // The site config (its navigation labels for the shell); the shop's own is stamped when read.
    const { dateUpdated: _a, ...config } = sent(await port.cmsSiteConfig()) as Record<string, unknown>;
    const { dateUpdated: _b, ...overHttp } = (await http('/cms/items/site_config')).json().result;
    expect(config).toEqual(overHttp);
  });

  it('answers the newest four when asked for the unpaginated list', async () => {
    const { items, pageInfo } = await (await portFor()).blogPosts({ limit: '4' });
    expect(items.map((p) => p.slug)).toEqual([
      'second-chance-winners',
      'syndicates-explained',
      'easter-draws',
      'a-winner-in-hobart',
    ]);
    expect(pageInfo).toEqual({ limit: 4, offset: 0, total: 6 });
  });

  it('refuses what the HTTP calls refuse', async () => {
    const port = await portFor();
    expect((await refusalOf(port.blogPost('no-such-post'))).status).toBe(404);
    const tooMany = await refusalOf(port.blogPosts({ limit: '1000' }));
    expect(tooMany).toEqual({
      status: 400,
      body: (await http('/cms/items/blog_posts?meta=total_count&limit=1000')).json(),
    });
    expect((await refusalOf(port.blogPost('a\u0000b'))).status).toBe(400);
    expect((await refusalOf(port.blogPosts({ category: 'a\ud800b' }))).status).toBe(400);
  });

  it("reads the theme and a locale's texts as GET /cms/items/theme and /cms/{locale}/items answer them", async () => {
    const port = await portFor();
    const { dateUpdated: _a, ...theme } = sent(await port.cmsTheme()) as Record<string, unknown>;
    const { dateUpdated: _b, ...themeOverHttp } = (await http('/cms/items/theme')).json().result;
    expect(theme).toEqual(themeOverHttp);
    expect(sent(await port.cmsTexts('en-GB', ['common', 'blog']))).toEqual(
      (await http('/cms/en-GB/items?c[]=blog&c[]=common')).json().result,
    );
    expect((await port.cmsTexts('en-GB', ['blog'])).map((t) => t.value)).toEqual(['Latest news']);
    expect((await refusalOf(port.cmsTexts('fr-FR', ['blog']))).status).toBe(404);
    expect((await refusalOf(port.cmsTexts('en-AU', ['a\u0000b']))).status).toBe(400);
  });
});
