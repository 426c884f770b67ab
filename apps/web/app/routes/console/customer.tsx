import { ConsoleErrorBoundary, CustomerPage } from '../../features/console';
import { consoleCustomerAction, loadConsoleCustomer } from '../../features/console/index.server';
import type { Route } from './+types/customer';

export function meta() {
  return [{ title: 'Customer | Drawline console' }];
}

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadConsoleCustomer(request, context, params.customerId);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return consoleCustomerAction(request, context, params.customerId);
}

export default function ConsoleCustomer({ loaderData, actionData }: Route.ComponentProps) {
  return <CustomerPage {...loaderData} answer={actionData} />;
}

export { ConsoleErrorBoundary as ErrorBoundary };
