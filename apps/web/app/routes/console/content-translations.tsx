import { ConsoleErrorBoundary, TranslationsPage } from '../../features/console';
import { loadConsoleTranslations } from '../../features/console/index.server';
import type { Route } from './+types/content-translations';

export function meta() {
  return [{ title: 'Translations | Drawline console' }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  return loadConsoleTranslations(request, context);
}

export default function ConsoleTranslations({ loaderData }: Route.ComponentProps) {
  return <TranslationsPage {...loaderData} />;
}

export { ConsoleErrorBoundary as ErrorBoundary };
