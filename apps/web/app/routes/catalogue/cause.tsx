import { data } from 'react-router';
import { CardGrid, CauseDetail, loadOffers, PageBand } from '../../features/catalogue';
import { loadCause, raffleCard } from '../../features/catalogue/index.server';
import { pageTitle } from '../../features/shell';
import { apiSession } from '../../lib/api-session.server';
import type { Route } from './+types/cause';

export const handle = { fullBleed: true };

/** /causes/:causeSlug: a cause and the raffles that support it. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const session = apiSession(request, context);
  const [cause, { offers, subVariant }] = await Promise.all([
    loadCause(request, context, params.causeSlug),
    loadOffers(session.platform, request),
  ]);
  const supporting = offers.filter((o) => o.causes.includes(cause.key) && !o.suspended);
  // Each card leads to the offer played for this cause.
  const cards = supporting.map((o) => ({ ...raffleCard(o, subVariant), href: `/causes/${cause.urlSlug}/${o.url}` }));
  return data({ cause, cards }, { headers: session.headers() });
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  return [{ title: pageTitle(`${data.cause.name}`, matches) }, { name: 'description', content: data.cause.summary }];
}

export default function CausePage({ loaderData }: Route.ComponentProps) {
  const { cause, cards } = loaderData;
  return (
    <>
      <PageBand kicker="Good causes" title={cause.name} lead={cause.charityName} />
      <div className="container listing stack">
        <CauseDetail cause={cause} />
        <section aria-labelledby="support-heading">
          <h2 id="support-heading">Play to support {cause.name.toLowerCase()}</h2>
          <CardGrid cards={cards} empty="No raffle supports this cause right now." headingLevel={3} />
        </section>
      </div>
    </>
  );
}
