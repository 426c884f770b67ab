import { ConsoleErrorBoundary, CorrectionsPage } from '../../features/console';
import { consoleCorrectionsAction, loadConsoleCorrections } from '../../features/console/index.server';
import type { Route } from './+types/corrections';

export function meta() {
  return [{ title: 'Corrections | Drawline console' }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  return loadConsoleCorrections(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return consoleCorrectionsAction(request, context);
}

export default function ConsoleCorrections({ loaderData, actionData }: Route.ComponentProps) {
  return <CorrectionsPage {...loaderData} answer={actionData} />;
}

export { ConsoleErrorBoundary as ErrorBoundary };
