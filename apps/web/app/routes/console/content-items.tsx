import { ConsoleErrorBoundary, ContentItemsPage } from '../../features/console';
import { consoleContentItemsAction, loadConsoleContentItems } from '../../features/console/index.server';
import type { Route } from './+types/content-items';

export function meta() {
  return [{ title: 'Content items | Drawline console' }];
}

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadConsoleContentItems(request, context, params.collection);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return consoleContentItemsAction(request, context, params.collection);
}

export default function ConsoleContentItems({ loaderData, actionData }: Route.ComponentProps) {
  return <ContentItemsPage {...loaderData} answer={actionData} />;
}

export { ConsoleErrorBoundary as ErrorBoundary };
