import { partnerAutologin } from '../../features/partner-purchase/index.server';
import type { Route } from './+types/autologin';

/** /purchase/:partnerSlug/autologin/:autologinToken: signs in with the token, then the partner's checkout (decision 472). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return partnerAutologin(request, context, params.partnerSlug, params.autologinToken);
}
