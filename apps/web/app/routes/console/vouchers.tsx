import { ConsoleErrorBoundary, VouchersPage } from '../../features/console';
import { consoleVouchersAction, loadConsoleVouchers } from '../../features/console/index.server';
import type { Route } from './+types/vouchers';

export function meta() {
  return [{ title: 'Vouchers | Drawline console' }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  return loadConsoleVouchers(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return consoleVouchersAction(request, context);
}

export default function ConsoleVouchers({ loaderData, actionData }: Route.ComponentProps) {
  return <VouchersPage {...loaderData} answer={actionData} />;
}

export { ConsoleErrorBoundary as ErrorBoundary };
