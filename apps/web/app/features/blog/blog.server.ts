import {
  BLOG_POSTS_PER_PAGE,
  BLOG_POSTS_UNPAGINATED,
  type Blog,
  type BlogCategory,
  type BlogPost,
  blogPostSchema,
  CMS_MAX_LIMIT,
  type CmsPage,
  cmsPageSchema,
  meetsNeed,
  type PageInfo,
} from '@drawline/contracts';
import type { AppLoadContext } from 'react-router';
import { apiSession } from '../../lib/api-session.server';
import { fetchCapabilities, routeNeeds } from '../../lib/capabilities';
import { notFound, orNotFound } from '../../lib/not-found';

export interface BlogIndex {
  blog: Blog | null;
  categories: BlogCategory[];
  posts: BlogPost[];
}

export interface BlogCategoryPage {
  category: BlogCategory;
  categories: BlogCategory[];
  posts: BlogPost[];
  page: number;
  pages: number;
}

/** /blog: the blog's intro, its categories and the newest posts, unpaginated (3-account.md §7 CMS: 4). */
export async function loadBlogIndex(request: Request, context: AppLoadContext): Promise<BlogIndex> {
  const { platform } = apiSession(request, context);
  const [blog, categories, posts] = await Promise.all([
    platform.blog(),
    platform.blogCategories(),
    platform.blogPosts({ limit: String(BLOG_POSTS_UNPAGINATED) }),
  ]);
  return { blog, categories, posts: posts.items };
}

/** The page number of a `:page?` parameter: none is 1; anything but a whole number from 1 is the 404 page. */
function pageOf(param: string | undefined): number {
  if (param === undefined) return 1;
  if (!/^[1-9]\d{0,4}$/.test(param)) throw notFound();
  return Number(param);
}

/** /blog/category/:slug/:page?: a category's posts, 12 a page, newest first; a page past the last is a 404. */
export async function loadBlogCategory(
  request: Request,
  context: AppLoadContext,
  slug: string | undefined,
  pageParam: string | undefined,
): Promise<BlogCategoryPage> {
  const { platform } = apiSession(request, context);
  const page = pageOf(pageParam);
  const categories = await platform.blogCategories();
  const category = categories.find((c) => c.slug === slug);
  if (!category) throw notFound();
  const { items, pageInfo } = await orNotFound(
    platform.blogPosts({
      category: category.slug,
      limit: String(BLOG_POSTS_PER_PAGE),
      offset: String((page - 1) * BLOG_POSTS_PER_PAGE),
    }),
    [400, 404],
  );
  const total = (pageInfo as PageInfo | null)?.total ?? items.length;
  const pages = Math.max(1, Math.ceil(total / BLOG_POSTS_PER_PAGE));
  if (page > pages) throw notFound();
  return { category, categories, posts: items, page, pages };
}

/** /blog/:blogSlug: one published post; a draft, a scheduled post or none is the 404 page. */
export async function loadBlogPost(request: Request, context: AppLoadContext, slug: string | undefined) {
  const { platform } = apiSession(request, context);
  return orNotFound(platform.blogPost(slug ?? ''), [400, 404]);
}

/**
 * /preview?token=: the version of a post or page a console preview link names, exactly as
 * /blog/:blogSlug or the page's path will show it (decisions 410, 436); any other token, or an item the storefront does not show as a post,
 * is the same 404.
 */
export async function loadPreview(
  request: Request,
  context: AppLoadContext,
): Promise<{ kind: 'post'; post: BlogPost } | { kind: 'page'; page: CmsPage }> {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  if (token === '' || token.length > 2000) throw notFound();
  const { platform } = apiSession(request, context);
  const { collection, item } = await orNotFound(platform.cmsPreview(token), [400, 404]);
  // A CMS page's version shows as its template will show it at its path (decision 436).
  if (collection === 'pages') {
    const page = cmsPageSchema.safeParse(item);
    if (!page.success) throw notFound();
    return { kind: 'page', page: page.data };
  }
  const post = blogPostSchema.safeParse(item);
  if (collection !== 'blog_posts' || !post.success) throw notFound();
  return { kind: 'post', post: post.data };
}

/** A post as the sitemap lists it. */
export interface SitemapPost {
  slug: string;
  title: string;
}

/**
 * The published posts for the sitemap (issue 28), newest first, the most one call answers; none
 * without the blog capability, and none (the rest of the sitemap stands) when the read fails.
 */
export async function loadSitemapPosts(request: Request, context: AppLoadContext): Promise<SitemapPost[]> {
  const have = new Set(await fetchCapabilities(request, context));
  if (!meetsNeed(have, routeNeeds.blog)) return [];
  const { platform } = apiSession(request, context);
  const answer = await platform.blogPosts({ limit: String(CMS_MAX_LIMIT) }).catch(() => null);
  return (answer?.items ?? []).map((p) => ({ slug: p.slug, title: p.title }));
}
