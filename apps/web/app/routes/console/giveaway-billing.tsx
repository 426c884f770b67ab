import { ConsoleErrorBoundary, PremiumBillingPage } from '../../features/console';
import { loadConsolePremiumBilling } from '../../features/console/index.server';
import type { Route } from './+types/giveaway-billing';

export function meta() {
  return [{ title: 'Premium billing | Drawline console' }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  return loadConsolePremiumBilling(request, context);
}

export default function ConsolePremiumBilling({ loaderData }: Route.ComponentProps) {
  return <PremiumBillingPage {...loaderData} />;
}

export { ConsoleErrorBoundary as ErrorBoundary };
