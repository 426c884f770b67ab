import { ConsoleErrorBoundary, ContentPage } from '../../features/console';
import { consoleContentAction, loadConsoleContent } from '../../features/console/index.server';
import type { Route } from './+types/content';

export function meta() {
  return [{ title: 'Content | Drawline console' }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  return loadConsoleContent(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return consoleContentAction(request, context);
}

export default function ConsoleContent({ loaderData, actionData }: Route.ComponentProps) {
  return <ContentPage {...loaderData} answer={actionData} />;
}

export { ConsoleErrorBoundary as ErrorBoundary };
