import { useContext } from 'react';
import {
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_FrameworkContext as FrameworkContext,
  type MetaDescriptor,
  useLocation,
} from 'react-router';

/**
 * Every page has a meta description (issue 23: Lighthouse SEO). A page's own meta export may give
 * one; React Router renders only the deepest route's meta, so a page that gives a title alone
 * would have none. This renders the shop's description for those pages, and nothing when the page
 * has its own: it asks the routes' meta exports the way <Meta /> does (react-router's Meta, 7.18).
 */
export function FallbackDescription({ content }: { content: string }) {
  const framework = useContext(FrameworkContext);
  const state = useContext(DataRouterStateContext);
  const location = useLocation();
  if (!framework || !state) return null;
  let matches = state.matches;
  if (state.errors) {
    const errors = state.errors;
    matches = matches.slice(0, matches.findIndex((m) => errors[m.route.id] !== undefined) + 1);
  }
  const error = state.errors ? state.errors[matches.at(-1)?.route.id ?? ''] : undefined;
  let meta: MetaDescriptor[] = [];
  const seen: { id: string; data: unknown; loaderData: unknown; meta: MetaDescriptor[]; params: unknown }[] = [];
  for (const match of matches) {
    const module = framework.routeModules[match.route.id];
    const data = state.loaderData[match.route.id];
    const entry = { id: match.route.id, data, loaderData: data, meta, params: match.params, pathname: match.pathname };
    seen.push(entry);
    if (typeof module?.meta === 'function') {
      meta =
        (module.meta as unknown as (args: Record<string, unknown>) => MetaDescriptor[] | undefined)({
          data,
          loaderData: data,
          params: match.params,
          location,
          matches: seen,
          error,
        }) ?? [];
    } else if (Array.isArray(module?.meta)) {
      meta = module.meta as MetaDescriptor[];
    }
    entry.meta = meta;
  }
  const described = meta.some((m) => m && 'name' in m && m.name === 'description');
  return described ? null : <meta name="description" content={content} />;
}
