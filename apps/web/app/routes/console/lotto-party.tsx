import { ConsoleErrorBoundary, LottoPartyGroupsPage } from '../../features/console';
import { consoleLottoPartyAction, loadConsoleLottoParty } from '../../features/console/index.server';
import type { Route } from './+types/lotto-party';

export function meta() {
  return [{ title: 'Lotto party groups | Drawline console' }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  return loadConsoleLottoParty(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return consoleLottoPartyAction(request, context);
}

export default function ConsoleLottoParty({ loaderData, actionData }: Route.ComponentProps) {
  return <LottoPartyGroupsPage {...loaderData} answer={actionData} />;
}

export { ConsoleErrorBoundary as ErrorBoundary };
