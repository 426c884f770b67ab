import { ConsoleErrorBoundary, RafflesPage } from '../../features/console';
import { loadConsoleRaffles } from '../../features/console/index.server';
import type { Route } from './+types/raffles';

export function meta() {
  return [{ title: 'Raffles | Drawline console' }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  return loadConsoleRaffles(request, context);
}

export default function ConsoleRaffles({ loaderData }: Route.ComponentProps) {
  return <RafflesPage {...loaderData} />;
}

export { ConsoleErrorBoundary as ErrorBoundary };
