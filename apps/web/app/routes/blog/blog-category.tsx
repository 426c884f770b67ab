import { data } from 'react-router';
import { BlogCategories, BlogPager, BlogPostList } from '../../features/blog';
import { loadBlogCategory } from '../../features/blog/index.server';
import { PageBand } from '../../features/catalogue';
import { pageTitle } from '../../features/shell';
import { apiSession } from '../../lib/api-session.server';
import { requireCapabilities, routeNeeds } from '../../lib/capabilities';
import type { Route } from './+types/blog-category';

export const handle = { fullBleed: true };

/** /blog/category/:slug/:page?: a category's posts, 12 a page, newest first (needs the blog capability). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireCapabilities(request, context, routeNeeds.blog);
  const page = await loadBlogCategory(request, context, params.slug, params.page);
  return data(page, { headers: apiSession(request, context).headers() });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const name = loaderData?.category.name ?? 'News';
  const page = loaderData && loaderData.page > 1 ? ` (page ${loaderData.page})` : '';
  return [{ title: pageTitle(`${name}${page}`, matches) }];
}

export default function BlogCategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, categories, posts, page, pages } = loaderData;
  return (
    <>
      <PageBand kicker="Blog" title={category.name} lead={category.description} />
      <div className="container listing">
        <BlogCategories categories={categories} current={category.slug} />
        <BlogPostList posts={posts} />
        <BlogPager slug={category.slug} page={page} pages={pages} />
      </div>
    </>
  );
}
