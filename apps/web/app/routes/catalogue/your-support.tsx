import { data, Link } from 'react-router';
import { CauseGrid, offerUrl, PageBand } from '../../features/catalogue';
import { loadCauses, loadOfferOr404, notFound } from '../../features/catalogue/index.server';
import { pageTitle } from '../../features/shell';
import { apiSession } from '../../lib/api-session.server';
import type { Route } from './+types/your-support';

export const handle = { fullBleed: true };

/** /:productOfferKey/your-support: the causes an offer's tickets support. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { offer, subVariant } = await loadOfferOr404(request, context, params.productOfferKey);
  if (offer.causes.length === 0) throw notFound();
  const causes = (await loadCauses(request, context)).filter((c) => offer.causes.includes(c.key));
  return data(
    { offer: { name: offer.name, description: offer.description }, base: offerUrl(offer, subVariant), causes },
    { headers: apiSession(request, context).headers() },
  );
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  return [{ title: pageTitle(`Who ${data.offer.name} supports`, matches) }];
}

export default function YourSupport({ loaderData }: Route.ComponentProps) {
  const { offer, base, causes } = loaderData;
  return (
    <>
      <PageBand kicker={offer.name} title="Your support" lead={offer.description} />
      <div className="container listing stack">
        <p>
          {causes.length > 1
            ? `When you buy ${offer.name} tickets you choose which of these causes your tickets support.`
            : `Every ${offer.name} ticket supports this cause.`}{' '}
          <Link to={base}>Buy tickets</Link>
        </p>
        <CauseGrid causes={causes} />
      </div>
    </>
  );
}
