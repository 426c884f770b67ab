import { ConsoleErrorBoundary, GiveawaysPage } from '../../features/console';
import { consoleGiveawaysAction, loadConsoleGiveaways } from '../../features/console/index.server';
import type { Route } from './+types/giveaways';

export function meta() {
  return [{ title: 'Giveaways | Drawline console' }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  return loadConsoleGiveaways(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return consoleGiveawaysAction(request, context);
}

export default function ConsoleGiveaways({ loaderData, actionData }: Route.ComponentProps) {
  return <GiveawaysPage {...loaderData} answer={actionData} />;
}

export { ConsoleErrorBoundary as ErrorBoundary };
