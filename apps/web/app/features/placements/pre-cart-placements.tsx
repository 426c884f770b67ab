import type { Placement } from '@drawline/contracts';
import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import { PlacementList } from './placement-card';

/** Where the pre-cart drawer's placements are read (routes/placements/pre-cart.ts). */
export const PRE_CART_PLACEMENTS_PATH = '/placements/pre-cart';

/**
 * The pre-cart drawer's placements (2-shopping.md pre-cart drawer and recommended draws; decision
 * 474): read when the drawer opens, for the cart as it is after the add, so nothing just added is
 * offered again. The drawer opens only with a script, so this is read by one too.
 */
export function PreCartPlacements() {
  const fetcher = useFetcher<{ placements: Placement[] }>();
  const { load } = fetcher;
  useEffect(() => {
    load(PRE_CART_PLACEMENTS_PATH);
  }, [load]);
  if (fetcher.state !== 'idle' && !fetcher.data) {
    return (
      <p className="placements-loading" role="status">
        Finding more draws for you…
      </p>
    );
  }
  return (
    <PlacementList
      placements={fetcher.data?.placements ?? []}
      title="You might also like"
      id="pre-cart-placements"
      level={3}
    />
  );
}
