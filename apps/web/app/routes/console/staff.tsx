import { ConsoleErrorBoundary, StaffPage } from '../../features/console';
import { consoleStaffAction, loadConsoleStaff } from '../../features/console/index.server';
import type { Route } from './+types/staff';

export function meta() {
  return [{ title: 'Staff | Drawline console' }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  return loadConsoleStaff(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return consoleStaffAction(request, context);
}

export default function ConsoleStaff({ loaderData, actionData }: Route.ComponentProps) {
  return <StaffPage {...loaderData} answer={actionData} />;
}

export { ConsoleErrorBoundary as ErrorBoundary };
