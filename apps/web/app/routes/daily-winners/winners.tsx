import { GiveawayListSection } from '../../features/daily-winners';
import { loadWinners } from '../../features/daily-winners/index.server';
import { pageTitle } from '../../features/shell';
import type { Route } from './+types/winners';

export const handle = { fullBleed: true };

/** /daily-winners/winners: the closed giveaways and their winners, nine a page (issue 27). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadWinners(request, context);
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Daily Winners: past winners', matches) }];
}

export default function WinnersPage({ loaderData: { list } }: Route.ComponentProps) {
  return (
    <>
      <div className="dw-band">
        <div className="container">
          <h1>Past winners</h1>
          <p>Every giveaway's winners, drawn at its close from a seed committed before it closed.</p>
        </div>
      </div>
      <div className="container dw-page">
        <GiveawayListSection
          list={list}
          empty="No giveaway has closed yet."
          href={(p) => (p === 1 ? '/daily-winners/winners' : `/daily-winners/winners?page=${p}`)}
          label="Pages of past winners"
        />
      </div>
    </>
  );
}
