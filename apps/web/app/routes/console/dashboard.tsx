import { ConsoleErrorBoundary, DashboardPage } from '../../features/console';
import { loadConsoleDashboard } from '../../features/console/index.server';
import type { Route } from './+types/dashboard';

export function meta() {
  return [{ title: 'Dashboard | Drawline console' }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  return loadConsoleDashboard(request, context);
}

export default function ConsoleDashboard({ loaderData }: Route.ComponentProps) {
  return <DashboardPage dashboard={loaderData} />;
}

export { ConsoleErrorBoundary as ErrorBoundary };
