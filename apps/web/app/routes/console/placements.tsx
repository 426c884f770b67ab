import { ConsoleErrorBoundary, PlacementsPage } from '../../features/console';
import { consolePlacementsAction, loadConsolePlacements } from '../../features/console/index.server';
import type { Route } from './+types/placements';

export function meta() {
  return [{ title: 'Placements | Drawline console' }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  return loadConsolePlacements(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return consolePlacementsAction(request, context);
}

export default function ConsolePlacements({ loaderData, actionData }: Route.ComponentProps) {
  return <PlacementsPage {...loaderData} answer={actionData} />;
}

export { ConsoleErrorBoundary as ErrorBoundary };
