import { BpayPage, ConsoleErrorBoundary } from '../../features/console';
import { consoleBpayAction, loadConsoleBpay } from '../../features/console/index.server';
import type { Route } from './+types/bpay';

export function meta() {
  return [{ title: 'BPAY payments | Drawline console' }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  return loadConsoleBpay(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return consoleBpayAction(request, context);
}

export default function ConsoleBpay({ loaderData, actionData }: Route.ComponentProps) {
  return <BpayPage payments={loaderData.payments} answer={actionData} />;
}

export { ConsoleErrorBoundary as ErrorBoundary };
