/**
 * Capability gating, one mechanism for routes, components, navigation and the sitemap
 * (1-platform.md §6). The root loader fetches GET /v2/capabilities once per document.
 *
 *   loader:    await requireCapabilities(request, context, routeNeeds.statistics);   // 404 when not met
 *   component: const caps = useCapabilities(); caps.meets(routeNeeds.blog)
 *              <Gate need={{ all: ['wallet_balance'] }} fallback={…}>…</Gate>
 *   lists:     filterByNeed(items, caps.have)   (anything with an optional `need`)
 *   links:     caps.shows({ route: '/my-account/deposit' })   (the page's need: pageNeeds in route-needs.ts)
 *              <PageLink route="/lotto-party">…</PageLink>   (pages.ts: the page must exist too)
 */
import {
  type CapabilityName,
  type CapabilityNeed,
  capabilitiesOf,
  cookieNames,
  enginesOf,
  meetsNeed,
  sellsRecurring,
} from '@drawline/contracts';
import type { ReactNode } from 'react';
import { type AppLoadContext, data, Link, type LinkProps, useRouteLoaderData } from 'react-router';
import { readCookie } from '../cookies';
import { isBuilt, type LinkRule, type PageRoute, pathTo, showsLink } from './pages';

/**
 * The capabilities of the visitor's segment (GET /capabilities, through the pages' port), asked
 * once per request whoever asks (the shell, the page's loader).
 */
export function fetchCapabilities(
  request: Request,
  context: Pick<AppLoadContext, 'platform'>,
): Promise<CapabilityName[]> {
  let asked = capabilitiesAsked.get(context);
  if (!asked) {
    const port = context.platform(readCookie(request, cookieNames.webAccessToken));
    asked = port.capabilities().then((answer) => [...capabilitiesOf(answer)]);
    capabilitiesAsked.set(context, asked);
  }
  return asked;
}

/** The capabilities asked during a request, by its load context: the shell and the page ask once. */
const capabilitiesAsked = new WeakMap<object, Promise<CapabilityName[]>>();

/** For loaders: answers the page with the 404 page when the segment lacks the need. */
export async function requireCapabilities(
  request: Request,
  context: Pick<AppLoadContext, 'platform'>,
  need: CapabilityNeed,
): Promise<ReadonlySet<CapabilityName>> {
  const have = new Set(await fetchCapabilities(request, context));
  if (!meetsNeed(have, need)) throw data(null, { status: 404 });
  return have;
}

export function filterByNeed<T extends { need?: CapabilityNeed }>(
  items: readonly T[],
  have: ReadonlySet<CapabilityName>,
) {
  return items.filter((item) => meetsNeed(have, item.need));
}

export interface CapabilitiesView {
  have: ReadonlySet<CapabilityName>;
  has: (name: CapabilityName) => boolean;
  meets: (need: CapabilityNeed | undefined) => boolean;
  /** Whether a link shows: its page exists and its need is met (pages.ts). */
  shows: (link: LinkRule) => boolean;
}

const none: ReadonlySet<CapabilityName> = new Set();

export function capabilitiesView(have: ReadonlySet<CapabilityName>): CapabilitiesView {
  return {
    have,
    has: (name) => have.has(name),
    meets: (need) => meetsNeed(have, need),
    shows: (link) => showsLink(have, link),
  };
}

/** Reads the list the root loader fetched; empty while the root has no data (the root error page). */
export function useCapabilities(): CapabilitiesView {
  const root = useRouteLoaderData('root') as { capabilities?: CapabilityName[] } | undefined;
  return capabilitiesView(root?.capabilities ? new Set(root.capabilities) : none);
}

/**
 * Whether the shop sells anything bought again for every draw, as this visitor's capabilities say
 * (the server gives out none of them while its recurring switch is off, decision 353).
 */
export function useSellsRecurring(): boolean {
  return sellsRecurring(enginesOf(useCapabilities().have));
}

export function Gate({
  need,
  children,
  fallback = null,
}: {
  need: CapabilityNeed;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return useCapabilities().meets(need) ? children : fallback;
}

/**
 * A link to one of the shop's pages, rendered only when showsLink allows it. The page's own need
 * decides (pageNeeds, decision 315): a link cannot name another.
 */
export function PageLink({
  route,
  params,
  hiddenWith,
  ...props
}: Omit<LinkProps, 'to'> & Omit<LinkRule, 'need'> & { route: PageRoute; params?: Record<string, string> }) {
  const caps = useCapabilities();
  if (!isBuilt(route) || !caps.shows({ route, hiddenWith })) return null;
  return <Link to={pathTo(route, params)} {...props} />;
}
