import { ConsoleErrorBoundary, DirectDebitPage } from '../../features/console';
import { consoleDirectDebitAction, loadConsoleDirectDebit } from '../../features/console/index.server';
import type { Route } from './+types/direct-debit';

export function meta() {
  return [{ title: 'Direct debit | Drawline console' }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  return loadConsoleDirectDebit(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return consoleDirectDebitAction(request, context);
}

export default function ConsoleDirectDebit({ loaderData, actionData }: Route.ComponentProps) {
  return <DirectDebitPage collections={loaderData.collections} answer={actionData} />;
}

export { ConsoleErrorBoundary as ErrorBoundary };
