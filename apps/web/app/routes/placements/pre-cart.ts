import { data } from 'react-router';
import { loadPlacements } from '../../features/placements/index.server';
import { apiSession } from '../../lib/api-session.server';
import type { Route } from './+types/pre-cart';

/**
 * The pre-cart drawer's placements (decision 474), read by the drawer when it opens: the
 * customer's recommended draws, then the editors' promoted and standard placements.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const placements = await loadPlacements(request, context, [
    'pre_cart_item',
    'pre_cart_promoted',
    'pre_cart_standard',
  ]);
  const headers = apiSession(request, context).headers();
  // The customer's own (their cart and history): never kept by a page cache, a browser or a CDN.
  headers.set('cache-control', 'private, no-store');
  return data({ placements }, { headers });
}
