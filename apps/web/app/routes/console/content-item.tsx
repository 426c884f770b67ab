import { ConsoleErrorBoundary, ContentItemPage } from '../../features/console';
import { consoleContentItemAction, loadConsoleContentItem } from '../../features/console/index.server';
import type { Route } from './+types/content-item';

export function meta() {
  return [{ title: 'Content item | Drawline console' }];
}

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadConsoleContentItem(request, context, params.collection, params.itemId);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return consoleContentItemAction(request, context, params.collection, params.itemId);
}

export default function ConsoleContentItem({ loaderData, actionData }: Route.ComponentProps) {
  return <ContentItemPage {...loaderData} answer={actionData} />;
}

export { ConsoleErrorBoundary as ErrorBoundary };
