import { ConsoleErrorBoundary, RafflePage } from '../../features/console';
import { consoleRaffleAction, loadConsoleRaffle } from '../../features/console/index.server';
import type { Route } from './+types/raffle';

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `${data?.raffle.raffle.name ?? 'Raffle'} | Drawline console` }];
}

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadConsoleRaffle(request, context, params.raffleId);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return consoleRaffleAction(request, context, params.raffleId);
}

export default function ConsoleRaffle({ loaderData, actionData }: Route.ComponentProps) {
  return <RafflePage {...loaderData} answer={actionData} />;
}

export { ConsoleErrorBoundary as ErrorBoundary };
