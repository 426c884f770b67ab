import { CmsPageView, cmsPageMeta } from '../../features/cms-pages';
import { cmsPageAnswer, loadCmsPage } from '../../features/cms-pages/index.server';
import { pageTitle } from '../../features/shell';
import { notFound } from '../../lib/not-found';
import type { Route } from './+types/not-found';

/** The catch-all: a published CMS page at the path (decision 436), else the 404 page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await loadCmsPage(request, context);
  if (!page) throw notFound();
  return cmsPageAnswer(request, context, page);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData ? cmsPageMeta(loaderData.page, pageTitle(loaderData.page.title, matches)) : [];
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return <CmsPageView page={loaderData.page} />;
}
