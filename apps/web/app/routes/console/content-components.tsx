import { ComponentsPage, ConsoleErrorBoundary } from '../../features/console';
import { consoleComponentsAction, loadConsoleComponents } from '../../features/console/index.server';
import type { Route } from './+types/content-components';

export function meta() {
  return [{ title: 'Component variants | Drawline console' }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  return loadConsoleComponents(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return consoleComponentsAction(request, context);
}

export default function ConsoleComponents({ loaderData, actionData }: Route.ComponentProps) {
  return <ComponentsPage {...loaderData} answer={actionData} />;
}

export { ConsoleErrorBoundary as ErrorBoundary };
