import { CardGrid, chooseStateAction, PageBand, StateChooser } from '../../features/catalogue';
import { loadListing } from '../../features/catalogue/index.server';
import { CreateLottoPartyLink } from '../../features/lotto-party';
import { pageTitle } from '../../features/shell';
import { routeNeeds } from '../../lib/capabilities';
import type { Route } from './+types/social-play';

export const handle = { fullBleed: true };

export function loader({ request, context }: Route.LoaderArgs) {
  return loadListing(request, context, 'social', routeNeeds.socialPlay);
}

export function action({ request }: Route.ActionArgs) {
  return chooseStateAction(request);
}

/** What the page offers: Lotto Party only once the shop has it (docs/decisions/303). */
const leadOf = (lottoParty: boolean) =>
  lottoParty
    ? 'Join a syndicate or start a Lotto Party with your friends, family or workmates.'
    : 'Join a syndicate: play bigger entries together and share the winnings.';

export function meta({ data, matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(`Social play`, matches) },
    { name: 'description', content: leadOf(Boolean(data?.lottoParty)) },
  ];
}

export default function SocialPlay({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBand kicker="Play with friends" title="Social play" lead={leadOf(loaderData.lottoParty)}>
        {loaderData.showsStates ? <StateChooser subVariant={loaderData.subVariant} /> : null}
      </PageBand>
      {loaderData.lottoParty ? (
        <section className="container section" aria-labelledby="party-heading">
          <h2 id="party-heading">Start a Lotto Party</h2>
          <p>Create a group, invite people you know and share one set of tickets for every draw.</p>
          <CreateLottoPartyLink variant="secondary">Create a Lotto Party</CreateLottoPartyLink>
        </section>
      ) : null}
      <div className="container listing">
        <CardGrid cards={loaderData.cards} empty="There is no group play on sale right now. Please check back soon." />
      </div>
    </>
  );
}
