import { CardGrid, chooseStateAction, PageBand, StateChooser } from '../../features/catalogue';
import { loadListing } from '../../features/catalogue/index.server';
import { pageTitle } from '../../features/shell';
import { routeNeeds } from '../../lib/capabilities';
import type { Route } from './+types/charity-tickets';

export const handle = { fullBleed: true };

export function loader({ request, context }: Route.LoaderArgs) {
  return loadListing(request, context, 'charity', routeNeeds.charityLotteries);
}

export function action({ request }: Route.ActionArgs) {
  return chooseStateAction(request);
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(`Charity raffle tickets`, matches) },
    { name: 'description', content: 'Win prize homes and cash while you support the causes you care about.' },
  ];
}

export default function CharityTickets({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBand
        kicker="Charity raffles"
        title="Charity raffle tickets"
        lead="Win prize homes and cash while you support the causes you care about."
      >
        {loaderData.showsStates ? <StateChooser subVariant={loaderData.subVariant} /> : null}
      </PageBand>
      <div className="container listing">
        <CardGrid
          cards={loaderData.cards}
          empty="There are no charity raffles on sale right now. Please check back soon."
        />
      </div>
    </>
  );
}
