import { data } from 'react-router';
import { BlogArticle } from '../../features/blog';
import { loadPreview } from '../../features/blog/index.server';
import { CmsPageView } from '../../features/cms-pages';
import { pageTitle } from '../../features/shell';
import type { Route } from './+types/preview';

/**
 * /preview?token=: a draft or scheduled post exactly as /blog/:blogSlug will show it (a CMS page as its path will), opened by the
 * signed 15-minute link the console makes (decision 410); never kept by a cache, never indexed.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const preview = await loadPreview(request, context);
  return data(preview, { headers: { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' } });
}

export function headers() {
  return { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [
    {
      title: pageTitle(
        `Preview: ${loaderData?.kind === 'page' ? loaderData.page.title : (loaderData?.post.title ?? 'News')}`,
        matches,
      ),
    },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function PreviewPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <p className="container" role="note">
        Preview of a version that visitors may not see yet.
      </p>
      {loaderData.kind === 'page' ? <CmsPageView page={loaderData.page} /> : <BlogArticle post={loaderData.post} />}
    </>
  );
}
