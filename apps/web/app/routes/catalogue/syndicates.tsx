import { CardGrid, chooseStateAction, PageBand, StateChooser } from '../../features/catalogue';
import { loadListing } from '../../features/catalogue/index.server';
import { pageTitle } from '../../features/shell';
import { routeNeeds } from '../../lib/capabilities';
import type { Route } from './+types/syndicates';

export const handle = { fullBleed: true };

export function loader({ request, context }: Route.LoaderArgs) {
  return loadListing(request, context, 'syndicates', routeNeeds.syndicates);
}

export function action({ request }: Route.ActionArgs) {
  return chooseStateAction(request);
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(`Lotto syndicates`, matches) },
    {
      name: 'description',
      content:
        'Buy a share in a big group entry: more games for your money, and any prize shared by the number of shares.',
    },
  ];
}

export default function Syndicates({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBand
        kicker="Play together"
        title="Lotto syndicates"
        lead="Buy a share in a big group entry: more games for your money, and any prize shared by the number of shares."
      >
        {loaderData.showsStates ? <StateChooser subVariant={loaderData.subVariant} /> : null}
      </PageBand>
      <div className="container listing">
        <CardGrid
          cards={loaderData.cards}
          empty="There are no syndicates with shares left right now. Please check back soon."
        />
      </div>
    </>
  );
}
