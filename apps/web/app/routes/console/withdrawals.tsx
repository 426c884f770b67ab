import { ConsoleErrorBoundary, WithdrawalsPage } from '../../features/console';
import { consoleWithdrawalsAction, loadConsoleWithdrawals } from '../../features/console/index.server';
import type { Route } from './+types/withdrawals';

export function meta() {
  return [{ title: 'Withdrawals | Drawline console' }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  return loadConsoleWithdrawals(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return consoleWithdrawalsAction(request, context);
}

export default function ConsoleWithdrawals({ loaderData, actionData }: Route.ComponentProps) {
  return <WithdrawalsPage {...loaderData} answer={actionData} />;
}

export { ConsoleErrorBoundary as ErrorBoundary };
