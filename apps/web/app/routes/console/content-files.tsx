import { ConsoleErrorBoundary, FilesPage } from '../../features/console';
import { consoleFilesAction, loadConsoleFiles } from '../../features/console/index.server';
import type { Route } from './+types/content-files';

export function meta() {
  return [{ title: 'Pictures | Drawline console' }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  return loadConsoleFiles(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return consoleFilesAction(request, context);
}

export default function ConsoleFiles({ loaderData, actionData }: Route.ComponentProps) {
  return <FilesPage {...loaderData} answer={actionData} />;
}

export { ConsoleErrorBoundary as ErrorBoundary };
