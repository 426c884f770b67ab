import { data } from 'react-router';
import { PartnerCheckout } from '../../features/partner-purchase';
import { loadPartnerCheckout, partnerPurchaseAction } from '../../features/partner-purchase/index.server';
import type { Route } from './+types/checkout';

export function meta({ data: loaded }: Route.MetaArgs) {
  return [
    { title: loaded ? `Buy tickets supporting ${loaded.partner.name}` : 'Partner purchase' },
    { name: 'robots', content: 'noindex' },
  ];
}

/** /purchase/:partnerSlug (standalone partner layout; issue 30): the partner's checkout. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { headers, ...page } = await loadPartnerCheckout(request, context, params.partnerSlug);
  return data(page, { headers });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return partnerPurchaseAction(request, context, params.partnerSlug);
}

export default function PartnerCheckoutRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <PartnerCheckout {...loaderData} failure={actionData ?? null} />;
}
