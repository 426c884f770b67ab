import { data } from 'react-router';
import { CauseGrid, PageBand } from '../../features/catalogue';
import { loadCauses } from '../../features/catalogue/index.server';
import { pageTitle } from '../../features/shell';
import { apiSession } from '../../lib/api-session.server';
import { requireCapabilities, routeNeeds } from '../../lib/capabilities';
import type { Route } from './+types/causes';

export const handle = { fullBleed: true };

/** /causes: the causes directory (needs the causes directory capability). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCapabilities(request, context, routeNeeds.causes);
  const causes = await loadCauses(request, context);
  return data({ causes }, { headers: apiSession(request, context).headers() });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(`Causes you can support`, matches) }];
}

export default function Causes({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBand
        kicker="Good causes"
        title="Causes you can support"
        lead="Every charity raffle ticket raises money for a good cause. Choose the one that matters to you."
      />
      <div className="container listing">
        <CauseGrid causes={loaderData.causes} />
      </div>
    </>
  );
}
