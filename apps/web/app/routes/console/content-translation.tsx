import { ConsoleErrorBoundary, TranslationPage } from '../../features/console';
import { consoleTranslationAction, loadConsoleTranslation } from '../../features/console/index.server';
import type { Route } from './+types/content-translation';

export function meta() {
  return [{ title: 'Translation versions | Drawline console' }];
}

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadConsoleTranslation(request, context, params);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return consoleTranslationAction(request, context, params);
}

export default function ConsoleTranslation({ loaderData, actionData }: Route.ComponentProps) {
  return <TranslationPage {...loaderData} answer={actionData} />;
}

export { ConsoleErrorBoundary as ErrorBoundary };
