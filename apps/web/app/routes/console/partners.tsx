import { ConsoleErrorBoundary, PartnersPage } from '../../features/console';
import { consolePartnersAction, loadConsolePartners } from '../../features/console/index.server';
import type { Route } from './+types/partners';

export function meta() {
  return [{ title: 'Partners | Drawline console' }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  return loadConsolePartners(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return consolePartnersAction(request, context);
}

export default function ConsolePartners({ loaderData, actionData }: Route.ComponentProps) {
  return <PartnersPage {...loaderData} answer={actionData} />;
}

export { ConsoleErrorBoundary as ErrorBoundary };
