import { ConsoleErrorBoundary, VerificationUploadsPage } from '../../features/console';
import { consoleVerificationUploadsAction, loadConsoleVerificationUploads } from '../../features/console/index.server';
import type { Route } from './+types/verification-uploads';

export function meta() {
  return [{ title: 'ID uploads | Drawline console' }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  return loadConsoleVerificationUploads(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return consoleVerificationUploadsAction(request, context);
}

export default function ConsoleVerificationUploads({ loaderData, actionData }: Route.ComponentProps) {
  return <VerificationUploadsPage {...loaderData} answer={actionData} />;
}

export { ConsoleErrorBoundary as ErrorBoundary };
