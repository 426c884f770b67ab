import { ConsoleErrorBoundary, CustomersPage } from '../../features/console';
import { loadConsoleCustomers } from '../../features/console/index.server';
import type { Route } from './+types/customers';

export function meta() {
  return [{ title: 'Customers | Drawline console' }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  return loadConsoleCustomers(request, context);
}

export default function ConsoleCustomers({ loaderData }: Route.ComponentProps) {
  return <CustomersPage {...loaderData} />;
}

export { ConsoleErrorBoundary as ErrorBoundary };
