import { CampaignsPage, ConsoleErrorBoundary } from '../../features/console';
import { loadConsoleCampaigns } from '../../features/console/index.server';
import type { Route } from './+types/campaigns';

export function meta() {
  return [{ title: 'Campaigns | Drawline console' }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  return loadConsoleCampaigns(request, context);
}

export default function ConsoleCampaigns({ loaderData }: Route.ComponentProps) {
  return <CampaignsPage {...loaderData} />;
}

export { ConsoleErrorBoundary as ErrorBoundary };
