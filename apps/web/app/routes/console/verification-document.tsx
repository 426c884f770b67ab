import { loadConsoleVerificationDocument } from '../../features/console/index.server';
import type { Route } from './+types/verification-document';

/** One manual verification document for signed-in support or finance only (decision 466): a resource route. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadConsoleVerificationDocument(request, context, params);
}
