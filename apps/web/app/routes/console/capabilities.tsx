import { CapabilitiesPage, ConsoleErrorBoundary } from '../../features/console';
import { consoleCapabilitiesAction, loadConsoleCapabilities } from '../../features/console/index.server';
import type { Route } from './+types/capabilities';

export function meta() {
  return [{ title: 'Capabilities | Drawline console' }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  return loadConsoleCapabilities(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return consoleCapabilitiesAction(request, context);
}

export default function ConsoleCapabilities({ loaderData, actionData }: Route.ComponentProps) {
  return <CapabilitiesPage {...loaderData} answer={actionData} />;
}

export { ConsoleErrorBoundary as ErrorBoundary };
