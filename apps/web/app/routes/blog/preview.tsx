import { data } from 'react-router';
import { BlogArticle } from '../../features/blog';
import { loadPreview } from '../../features/blog/index.server';
import { pageTitle } from '../../features/shell';
import type { Route } from './+types/preview';

/**
 * /preview?token=: a draft or scheduled post exactly as /blog/:blogSlug will show it, opened by the
 * signed 15-minute link the console makes (decision 410); never kept by a cache, never indexed.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const post = await loadPreview(request, context);
  return data({ post }, { headers: { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' } });
}

export function headers() {
  return { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(`Preview: ${loaderData?.post.title ?? 'News'}`, matches) },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function PreviewPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <p className="container" role="note">
        Preview of a version that visitors may not see yet.
      </p>
      <BlogArticle post={loaderData.post} />
    </>
  );
}
