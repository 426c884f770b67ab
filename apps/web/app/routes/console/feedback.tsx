import { ConsoleErrorBoundary, FeedbackPage } from '../../features/console';
import { loadConsoleFeedback } from '../../features/console/index.server';
import type { Route } from './+types/feedback';

export function meta() {
  return [{ title: 'Feedback | Drawline console' }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  return loadConsoleFeedback(request, context);
}

export default function ConsoleFeedback({ loaderData }: Route.ComponentProps) {
  return <FeedbackPage {...loaderData} />;
}

export { ConsoleErrorBoundary as ErrorBoundary };
