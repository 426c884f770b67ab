import { PartnerNotFound } from '../../features/partner-purchase';
import { loadPartnerNotFound } from '../../features/partner-purchase/index.server';
import type { Route } from './+types/not-found';

export function meta() {
  return [{ title: 'Page not found' }, { name: 'robots', content: 'noindex' }];
}

/** /purchase/:partnerSlug/*: the partner 404 (answered with status 404). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadPartnerNotFound(request, context, params.partnerSlug);
}

export default function PartnerNotFoundRoute({ loaderData }: Route.ComponentProps) {
  return <PartnerNotFound partner={loaderData.partner} />;
}
