import { data } from 'react-router';
import { BlogCategories, BlogPostList } from '../../features/blog';
import { loadBlogIndex } from '../../features/blog/index.server';
import { PageBand } from '../../features/catalogue';
import { pageTitle, TextId, textsOfMatches, useTexts } from '../../features/shell';
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

/** The blog's own title, or the locale's blog.seo text from the CMS (decision 463). */
export function meta({ loaderData, matches }: Route.MetaArgs) {
  const seo = textsOfMatches(matches).seo('blog.seo');
  if (seo) return [{ title: seo.title }, { name: 'description', content: seo.description }];
  return [{ title: pageTitle(loaderData?.blog?.title ?? 'News', matches) }];
}

export default function BlogIndexPage({ loaderData }: Route.ComponentProps) {
  const { blog, categories, posts } = loaderData;
  // The locale's heading from the CMS texts, else the blog's own title (decision 463).
  const heading = useTexts().plain('blog.heading', blog?.title ?? 'News');
  return (
    <>
      <PageBand kicker="Blog" title={heading} lead={blog?.intro ?? ''}>
        <TextId id="blog.heading" />
        <TextId id="blog.seo" />
      </PageBand>
      <div className="container listing">
        <BlogCategories categories={categories} />
        <BlogPostList posts={posts} />
      </div>
    </>
  );
}
