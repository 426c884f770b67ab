import { ConsoleErrorBoundary, GiveawayPayoutsPage } from '../../features/console';
import { loadConsoleGiveawayPayouts } from '../../features/console/index.server';
import type { Route } from './+types/giveaway-payouts';

export function meta() {
  return [{ title: 'Giveaway payouts | Drawline console' }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  return loadConsoleGiveawayPayouts(request, context);
}

export default function ConsoleGiveawayPayouts({ loaderData }: Route.ComponentProps) {
  return <GiveawayPayoutsPage {...loaderData} />;
}

export { ConsoleErrorBoundary as ErrorBoundary };
