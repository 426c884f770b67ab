import { ConsoleErrorBoundary, EditingModePage } from '../../features/console';
import { consoleEditingModeAction, loadConsoleEditingMode } from '../../features/console/index.server';
import type { Route } from './+types/content-editing-mode';

export function meta() {
  return [{ title: 'Editing mode | Drawline console' }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  return loadConsoleEditingMode(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return consoleEditingModeAction(request, context);
}

export default function ConsoleEditingMode({ loaderData, actionData }: Route.ComponentProps) {
  return <EditingModePage on={loaderData.on} answer={actionData} />;
}

export { ConsoleErrorBoundary as ErrorBoundary };
