import { ConsoleErrorBoundary, NewRafflePage } from '../../features/console';
import { consoleNewRaffleAction, loadConsoleNewRaffle } from '../../features/console/index.server';
import type { Route } from './+types/raffle-new';

export function meta() {
  return [{ title: 'New raffle | Drawline console' }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  return loadConsoleNewRaffle(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return consoleNewRaffleAction(request, context);
}

export default function ConsoleRaffleNew({ loaderData, actionData }: Route.ComponentProps) {
  return <NewRafflePage {...loaderData} answer={actionData} />;
}

export { ConsoleErrorBoundary as ErrorBoundary };
