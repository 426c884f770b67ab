import { ConsoleErrorBoundary, ThemePage } from '../../features/console';
import { consoleThemeAction, loadConsoleTheme } from '../../features/console/index.server';
import type { Route } from './+types/content-theme';

export function meta() {
  return [{ title: 'Theme | Drawline console' }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  return loadConsoleTheme(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return consoleThemeAction(request, context);
}

export default function ConsoleTheme({ loaderData, actionData }: Route.ComponentProps) {
  return <ThemePage {...loaderData} answer={actionData} />;
}

export { ConsoleErrorBoundary as ErrorBoundary };
