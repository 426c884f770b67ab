import {
  type BlogPort,
  blogCategorySchema,
  blogPostSchema,
  blogSchema,
  cmsItemSchema,
  cmsPageRouteSchema,
  cmsPageSchema,
  contactPageSchema,
  slugSchema,
  translationLocaleSchema,
  translationSchema,
} from '@drawline/contracts';
import { z } from 'zod';
import { type ContentService, parseItemsQuery } from '../modules/content';
import { AppError } from '../platform/app-error';
import { type PortKit, pagedOf } from './port-kit';
import { parseInput } from './port-refusal';

/** An item id as GET /cms/items/{collection}/{id} takes it. */
const pageIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);
/** The contexts a page asks texts of: the c[] filter's own rule, at most 20. */
const textContextsSchema = z
  .array(z.string().regex(/^[A-Za-z0-9_.-]{1,120}$/))
  .max(20)
  .transform((cs) => [...new Set(cs)].sort());

/** A GET /cms/items/{collection} query string, read by the same parser the HTTP call uses. */
function queryOf(params: Record<string, string | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) q.set(k, v);
  return `/?${q.toString()}`;
}

/**
 * The blog's reads (issue 28): the same for every visitor, so kept as the HTTP answers are, each
 * run as modules/content's GET /items/{collection} runs it, with its refusals (a 400 for a limit
 * past 100, a 404 for a post that is not published).
 */
export function blogReads({ content }: { content: ContentService }, kit: PortKit): BlogPort {
  const { call, shared } = kit;
  return {
    blog: () => call(() => shared('cms|blog', blogSchema.nullable(), () => content.publishedSingleton('blog'))),

    contactPage: () =>
      call(() =>
        shared('cms|contact_page', contactPageSchema.nullable(), () => content.publishedSingleton('contact_page')),
      ),

    blogCategories: () =>
      call(() => {
        const query = parseItemsQuery('blog_categories', queryOf({ limit: '100' }));
        return shared('cms|blog_categories', z.array(blogCategorySchema), async () => {
          return (await content.publishedItems('blog_categories', query)).items;
        });
      }),

    blogPosts: ({ category, limit, offset }) =>
      call(() => {
        // A slug is all a category or post filter can match: anything else (a NUL byte, say) is refused
        // here as the HTTP call's input guard refuses it.
        if (category !== undefined) parseInput(slugSchema, category);
        const url = queryOf({ meta: 'total_count', 'filter[category][_eq]': category, limit, offset });
        const query = parseItemsQuery('blog_posts', url);
        return shared(`cms|blog_posts|${url}`, pagedOf(blogPostSchema), async () => {
          const { items, total } = await content.publishedItems('blog_posts', query);
          return { items, pageInfo: { limit: query.limit, offset: query.offset, total } };
        });
      }),

    blogPost: (slug) =>
      call(async () => {
        const url = queryOf({ 'filter[slug][_eq]': parseInput(slugSchema, slug), limit: '1' });
        const query = parseItemsQuery('blog_posts', url);
        const post = await shared(`cms|blog_post|${url}`, blogPostSchema.nullable(), async () => {
          return (await content.publishedItems('blog_posts', query)).items[0] ?? null;
        });
        if (!post) throw new AppError('not_found', { message: 'There is no such published post.' });
        return post;
      }),

    // The navigation labels set in the console (decision 434) reach every page through the shell.
    cmsSiteConfig: () => call(() => shared('cms|site_config', cmsItemSchema, () => content.siteConfig())),

    // The theme every page's head turns into custom properties (3-account.md §3 CMS theme).
    cmsTheme: () => call(() => shared('cms|theme', cmsItemSchema, () => content.theme())),

    // The texts of a locale the pages read (decision 412): another locale is the HTTP call's 404.
    cmsTexts: (locale, contexts) =>
      call(async () => {
        const asked = translationLocaleSchema.safeParse(locale);
        if (!asked.success) throw new AppError('not_found', { message: 'There are no texts in that locale.' });
        const cs = parseInput(textContextsSchema, contexts);
        return shared(`cms|texts|${asked.data}|${cs.join(',')}`, z.array(translationSchema), () =>
          content.translationsOf(asked.data, { contexts: cs, types: [] }),
        );
      }),

    // The CMS route list and its pages (1-platform.md §2, decision 436), kept as GET /cms/items/pages keeps them.
    cmsPageRoutes: () => call(() => shared('cms|page_routes', z.array(cmsPageRouteSchema), () => content.pageRoutes())),

    cmsPage: (id) =>
      call(async () => {
        const pageId = parseInput(pageIdSchema, id);
        const query = parseItemsQuery('pages', queryOf({}));
        const page = await shared(`cms|page|${pageId}`, cmsPageSchema.nullable(), async () => {
          return content.publishedItem('pages', pageId, query);
        });
        if (!page) throw new AppError('not_found', { message: 'There is no such published page.' });
        return page;
      }),

    // Never kept: each preview is read afresh and only with a good, unexpired link (decision 410).
    cmsPreview: (token) =>
      call(async () => {
        const found = typeof token === 'string' ? await content.previewOf(token) : null;
        if (!found) throw new AppError('not_found', { message: 'There is nothing to preview at this link.' });
        return { collection: found.collection, item: cmsItemSchema.parse(found.item) };
      }),

    // The CMS editing mode (decision 494): whether the editor's cookie is a good, unexpired token.
    cmsEditingMode: (token) => call(async () => typeof token === 'string' && content.isEditingMode(token)),
  };
}
