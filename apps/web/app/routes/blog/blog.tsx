import { data } from 'react-router';
import { BlogCategories, BlogPostList } from '../../features/blog';
import { loadBlogIndex } from '../../features/blog/index.server';
import { PageBand } from '../../features/catalogue';
import { pageTitle } from '../../features/shell';
import { apiSession } from '../../lib/api-session.server';
import { requireCapabilities, routeNeeds } from '../../lib/capabilities';
import type { Route } from './+types/blog';

export const handle = { fullBleed: true };

/** /blog: the newest posts and the categories (needs the blog capability). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCapabilities(request, context, routeNeeds.blog);
  const blog = await loadBlogIndex(request, context);
  return data(blog, { headers: apiSession(request, context).headers() });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: pageTitle(loaderData?.blog?.title ?? 'News', matches) }];
}

export default function BlogIndexPage({ loaderData }: Route.ComponentProps) {
  const { blog, categories, posts } = loaderData;
  return (
    <>
      <PageBand kicker="Blog" title={blog?.title ?? 'News'} lead={blog?.intro ?? ''} />
      <div className="container listing">
        <BlogCategories categories={categories} />
        <BlogPostList posts={posts} />
      </div>
    </>
  );
}
