import { data } from 'react-router';
import { BlogArticle } from '../../features/blog';
import { loadBlogPost } from '../../features/blog/index.server';
import { pageTitle } from '../../features/shell';
import { apiSession } from '../../lib/api-session.server';
import { requireCapabilities, routeNeeds } from '../../lib/capabilities';
import type { Route } from './+types/blog-post';

/** /blog/:blogSlug: one published post (needs the blog capability); a draft or scheduled post is a 404. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireCapabilities(request, context, routeNeeds.blog);
  const post = await loadBlogPost(request, context, params.blogSlug);
  return data({ post }, { headers: apiSession(request, context).headers() });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const post = loaderData?.post;
  return [
    { title: pageTitle(post?.title ?? 'News', matches) },
    ...(post?.summary ? [{ name: 'description', content: post.summary }] : []),
  ];
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  return <BlogArticle post={loaderData.post} />;
}
