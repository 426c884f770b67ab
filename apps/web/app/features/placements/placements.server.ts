import type { Placement, PlacementKey } from '@drawline/contracts';
import type { AppLoadContext } from 'react-router';
import { apiSession } from '../../lib/api-session.server';
import { fetchCapabilities } from '../../lib/capabilities';
import { loadBrandingKey } from '../catalogue';

/**
 * The placements of some keys for the page's visitor (GET /placement through the pages' port;
 * decision 474), only with the placements capability; pre_cart_item and cart_inline_item, which
 * hold the customer's recommended draws, only with recommended draws too; for the branding of the
 * visitor's region (decision 536). A failed read shows no placements rather than failing the page it sits on.
 */
export async function loadPlacements(
  request: Request,
  context: AppLoadContext,
  keys: readonly PlacementKey[],
): Promise<Placement[]> {
  const have = new Set(await fetchCapabilities(request, context));
  if (!have.has('placements')) return [];
  const asked = keys.filter(
    (k) => have.has('recommended_draws') || (k !== 'pre_cart_item' && k !== 'cart_inline_item'),
  );
  if (!asked.length) return [];
  const { platform } = apiSession(request, context);
  const branding = await loadBrandingKey(platform, request).catch(() => undefined);
  const brandingKey = branding && /^[A-Za-z0-9_.:-]{1,64}$/.test(branding) ? branding : undefined;
  return platform.placements({ keys: asked.join(','), brandingKey }).catch(() => []);
}
