import { AuditPage, ConsoleErrorBoundary } from '../../features/console';
import { loadConsoleAudit } from '../../features/console/index.server';
import type { Route } from './+types/audit';

export function meta() {
  return [{ title: 'Audit log | Drawline console' }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  return loadConsoleAudit(request, context);
}

export default function ConsoleAudit({ loaderData }: Route.ComponentProps) {
  return <AuditPage {...loaderData} />;
}

export { ConsoleErrorBoundary as ErrorBoundary };
