import { BankStatementPage, ConsoleErrorBoundary } from '../../features/console';
import { consoleBankStatementAction, loadConsoleBankStatement } from '../../features/console/index.server';
import type { Route } from './+types/bank-statement';

export function meta() {
  return [{ title: 'Account statement | Drawline console' }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  return loadConsoleBankStatement(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return consoleBankStatementAction(request, context);
}

export default function ConsoleBankStatement({ loaderData, actionData }: Route.ComponentProps) {
  return <BankStatementPage lines={loaderData.lines} answer={actionData} />;
}

export { ConsoleErrorBoundary as ErrorBoundary };
