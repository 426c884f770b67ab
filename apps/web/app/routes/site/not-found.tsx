import { cmsPathKey } from '@drawline/contracts';
import { CmsPageView, cmsPageMeta } from '../../features/cms-pages';
import { cmsPageAnswer, loadCmsPage, routeOverrideAt } from '../../features/cms-pages/index.server';
import { ResultsListsPage, resultsListTitle } from '../../features/results';
import { resultsListAnswer } from '../../features/results/index.server';
import { pageTitle } from '../../features/shell';
import { notFound } from '../../lib/not-found';
import type { Route } from './+types/not-found';

/**
 * The catch-all: the built-in page a content editor moved to the path (decision 483), a published
 * CMS page at the path (decision 436), else the 404 page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (await routeOverrideAt(request, context)) {
    return resultsListAnswer(request, context, undefined, 1, cmsPathKey(new URL(request.url).pathname));
  }
  const page = await loadCmsPage(request, context);
  if (!page) throw notFound();
  return cmsPageAnswer(request, context, page);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  if (loaderData.kind === 'cms-page') return cmsPageMeta(loaderData.page, pageTitle(loaderData.page.title, matches));
  return [{ title: pageTitle(resultsListTitle(loaderData.list, loaderData.page), matches) }];
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return loaderData.kind === 'results-list' ? (
    <ResultsListsPage {...loaderData} />
  ) : (
    <CmsPageView page={loaderData.page} />
  );
}
