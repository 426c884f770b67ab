import { CardGrid, chooseStateAction, PageBand, StateChooser } from '../../features/catalogue';
import { loadListing } from '../../features/catalogue/index.server';
import { pageTitle } from '../../features/shell';
import { routeNeeds } from '../../lib/capabilities';
import type { Route } from './+types/lotto-tickets';

export const handle = { fullBleed: true };

export function loader({ request, context }: Route.LoaderArgs) {
  return loadListing(request, context, 'lotto', routeNeeds.commercialLotteries);
}

export function action({ request }: Route.ActionArgs) {
  return chooseStateAction(request);
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(`Lotto tickets`, matches) },
    { name: 'description', content: 'Choose your game, pick your numbers and play for jackpots worth millions.' },
  ];
}

export default function LottoTickets({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBand
        kicker="Official lotto"
        title="Lotto tickets"
        lead="Choose your game, pick your numbers and play for jackpots worth millions."
      >
        {loaderData.showsStates ? <StateChooser subVariant={loaderData.subVariant} /> : null}
      </PageBand>
      <div className="container listing">
        <CardGrid
          cards={loaderData.cards}
          empty="There are no lotto draws on sale right now. Please check back soon."
        />
      </div>
    </>
  );
}
