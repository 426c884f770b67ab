import { ConsoleErrorBoundary, PrizesPage } from '../../features/console';
import { consolePrizesAction, loadConsolePrizes } from '../../features/console/index.server';
import type { Route } from './+types/prizes';

export function meta() {
  return [{ title: 'Held prizes | Drawline console' }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  return loadConsolePrizes(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return consolePrizesAction(request, context);
}

export default function ConsolePrizes({ loaderData, actionData }: Route.ComponentProps) {
  return <PrizesPage {...loaderData} answer={actionData} />;
}

export { ConsoleErrorBoundary as ErrorBoundary };
