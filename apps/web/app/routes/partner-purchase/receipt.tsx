import { data } from 'react-router';
import { PartnerReceipt } from '../../features/partner-purchase';
import { loadPartnerReceipt } from '../../features/partner-purchase/index.server';
import type { Route } from './+types/receipt';

export function meta() {
  return [{ title: 'Your receipt' }, { name: 'robots', content: 'noindex' }];
}

/** /purchase/:partnerSlug/receipt/:checkoutID: the customer's own receipt; any other id is the 404 page. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { headers, ...page } = await loadPartnerReceipt(request, context, params.partnerSlug, params.checkoutID);
  return data(page, { headers });
}

export default function PartnerReceiptRoute({ loaderData }: Route.ComponentProps) {
  return <PartnerReceipt {...loaderData} />;
}
