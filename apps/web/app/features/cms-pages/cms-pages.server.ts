import {
  type CmsPage,
  type ContactPage,
  cmsPathKey,
  meetsNeed,
  type OverridableRouteKey,
  overridableRouteKeySchema,
} from '@drawline/contracts';
import { type AppLoadContext, data } from 'react-router';
import { ApiError } from '../../lib/api';
import { apiSession } from '../../lib/api-session.server';
import { fetchCapabilities, routeNeeds } from '../../lib/capabilities';

/** What a route answers when a CMS page stands where it would show the 404 page. */
export interface CmsPageAnswer {
  kind: 'cms-page';
  page: CmsPage;
}

/**
 * The published CMS page at the request's path (1-platform.md §2, decision 436): the route list's
 * page whose path equals it ignoring case and a trailing slash, or null. A route list that fails to
 * load is swallowed (the normal 404 page); an ad landing page shows only with its capability.
 */
export async function loadCmsPage(request: Request, context: AppLoadContext): Promise<CmsPage | null> {
  const { platform } = apiSession(request, context);
  const key = cmsPathKey(new URL(request.url).pathname);
  const routes = await platform.cmsPageRoutes().catch(() => null);
  const route = routes?.find((r) => cmsPathKey(r.path) === key);
  if (!route) return null;
  if (route.template === 'ad_landing') {
    const have = new Set(await fetchCapabilities(request, context));
    if (!meetsNeed(have, routeNeeds.adLandingPages)) return null;
  }
  try {
    return await platform.cmsPage(route.id);
  } catch (error) {
    // Unpublished between the two reads: the 404 page.
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Whether a loader threw the shop's 404 page (lib/not-found's notFound()). */
function isNotFound(thrown: unknown): boolean {
  const init = (thrown as { init?: { status?: number } } | null)?.init;
  return typeof thrown === 'object' && init?.status === 404;
}

/**
 * The built-in route a content editor set the request's path for (3-account.md §2, decision 483),
 * or null; a site config that fails to load is no override (the normal 404 page).
 */
export async function routeOverrideAt(request: Request, context: AppLoadContext): Promise<OverridableRouteKey | null> {
  const { platform } = apiSession(request, context);
  const routes = (await platform.cmsSiteConfig().catch(() => null))?.routes;
  if (!routes || typeof routes !== 'object') return null;
  const key = cmsPathKey(new URL(request.url).pathname);
  const paths = routes as Record<string, unknown>;
  return overridableRouteKeySchema.options.find((k) => Object.hasOwn(paths, k) && paths[k] === key) ?? null;
}

/**
 * A route's own answer, or, where it answers the 404 page, the built-in page a content editor moved
 * to the request's path (`atOverride`, decision 483) or the CMS page there (a built-in route always
 * wins; the page shows only where the shop has nothing).
 */
export async function orCmsPage<T, O = never>(
  request: Request,
  context: AppLoadContext,
  load: () => Promise<T>,
  atOverride?: (key: OverridableRouteKey) => Promise<O>,
) {
  try {
    return await load();
  } catch (thrown) {
    if (!isNotFound(thrown)) throw thrown;
    const moved = atOverride ? await routeOverrideAt(request, context) : null;
    if (moved && atOverride) return atOverride(moved);
    const page = await loadCmsPage(request, context);
    if (!page) throw thrown;
    return cmsPageAnswer(request, context, page);
  }
}

/** The CMS page as a loader's answer, with the session's headers. */
export function cmsPageAnswer(request: Request, context: AppLoadContext, page: CmsPage) {
  const answer: CmsPageAnswer = { kind: 'cms-page', page };
  return data(answer, { headers: apiSession(request, context).headers() });
}

/**
 * The contact page's title and words from the CMS's contact_page (3-account.md §7), shown above the
 * shop's phone and opening hours; none published, or a failed read, keeps the page's own words.
 */
export async function loadContactPage(request: Request, context: AppLoadContext): Promise<ContactPage | null> {
  const { platform } = apiSession(request, context);
  return platform.contactPage().catch(() => null);
}
