import { AccountFrame } from '../../features/account';
import { GiveawayListSection } from '../../features/daily-winners';
import { loadClosedGiveaways } from '../../features/daily-winners/index.server';
import { pageTitle } from '../../features/shell';
import type { Route } from './+types/closed-giveaways';

/** /my-account/closed-giveaways[/:page]: the closed giveaways and their winners (issue 27). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadClosedGiveaways(request, context, params.page);
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Closed giveaways', matches) }];
}

export default function ClosedGiveawaysPage({ loaderData: { list } }: Route.ComponentProps) {
  return (
    <AccountFrame title="Closed giveaways" lead="Giveaways that have closed, and who won them.">
      <GiveawayListSection
        list={list}
        empty="No giveaway has closed yet."
        href={(p) => (p === 1 ? '/my-account/closed-giveaways' : `/my-account/closed-giveaways/${p}`)}
        label="Pages of closed giveaways"
      />
    </AccountFrame>
  );
}
