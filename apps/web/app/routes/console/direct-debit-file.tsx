import { loadConsoleDirectDebitFile } from '../../features/console/index.server';
import type { Route } from './+types/direct-debit-file';

/** One exported direct debit file's ABA text, for signed-in finance only (decision 523): a resource route. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadConsoleDirectDebitFile(request, context, params);
}
