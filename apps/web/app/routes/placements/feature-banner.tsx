import { FeatureBanner } from '../../features/placements';
import { loadPlacements } from '../../features/placements/index.server';
import { pageTitle } from '../../features/shell';
import type { Route } from './+types/feature-banner';

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Featured draw', matches) }];
}

/** /marketing/feature-banner (1-platform.md §2 standalone pages; decision 474): the feature placement alone. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [placement] = await loadPlacements(request, context, ['feature_placement']);
  return { placement: placement ?? null };
}

export default function FeatureBannerPage({ loaderData }: Route.ComponentProps) {
  const { placement } = loaderData;
  return (
    <>
      <h1>Featured draw</h1>
      {placement ? (
        <FeatureBanner placement={placement} />
      ) : (
        <p>
          There is no featured draw right now. <a href="/">See every draw</a>
        </p>
      )}
    </>
  );
}
