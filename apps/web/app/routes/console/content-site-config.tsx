import { ConsoleErrorBoundary, SiteConfigVersionsPage } from '../../features/console';
import { consoleSiteConfigVersionsAction, loadConsoleSiteConfigVersions } from '../../features/console/index.server';
import type { Route } from './+types/content-site-config';

export function meta() {
  return [{ title: 'Site config versions | Drawline console' }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  return loadConsoleSiteConfigVersions(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return consoleSiteConfigVersionsAction(request, context);
}

export default function ConsoleSiteConfigVersions({ loaderData, actionData }: Route.ComponentProps) {
  return <SiteConfigVersionsPage {...loaderData} answer={actionData} />;
}

export { ConsoleErrorBoundary as ErrorBoundary };
