import { ConsoleErrorBoundary, GiveawayPage } from '../../features/console';
import { consoleGiveawayAction, loadConsoleGiveaway } from '../../features/console/index.server';
import type { Route } from './+types/giveaway';

export function meta() {
  return [{ title: 'Giveaway | Drawline console' }];
}

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadConsoleGiveaway(request, context, params.giveawayId);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return consoleGiveawayAction(request, context, params.giveawayId);
}

export default function ConsoleGiveaway({ loaderData, actionData }: Route.ComponentProps) {
  return <GiveawayPage {...loaderData} answer={actionData} />;
}

export { ConsoleErrorBoundary as ErrorBoundary };
