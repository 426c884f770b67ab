import { ConsoleErrorBoundary, DrawsPage } from '../../features/console';
import { consoleDrawsAction, loadConsoleDraws } from '../../features/console/index.server';
import type { Route } from './+types/draws';

export function meta() {
  return [{ title: 'Draws | Drawline console' }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  return loadConsoleDraws(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return consoleDrawsAction(request, context);
}

export default function ConsoleDraws({ loaderData, actionData }: Route.ComponentProps) {
  return <DrawsPage {...loaderData} answer={actionData} />;
}

export { ConsoleErrorBoundary as ErrorBoundary };
