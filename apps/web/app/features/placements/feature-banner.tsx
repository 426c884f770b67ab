import type { Placement } from '@drawline/contracts';
import { PlacementCard } from './placement-card';

/**
 * The feature placement (decision 474): the one placement editors feature, on the home page and
 * at /marketing/feature-banner. Nothing when none is set or it is not on sale.
 */
export function FeatureBanner({ placement, headingLevel = 2 }: { placement: Placement | undefined; headingLevel?: 2 }) {
  if (!placement) return null;
  return (
    <div className="feature-banner">
      <PlacementCard placement={placement} headingLevel={headingLevel} />
    </div>
  );
}
