import { ConsoleErrorBoundary, LottoPartyGroupPage } from '../../features/console';
import { loadConsoleLottoPartyGroup } from '../../features/console/index.server';
import type { Route } from './+types/lotto-party-group';

export function meta() {
  return [{ title: 'Lotto party group | Drawline console' }];
}

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadConsoleLottoPartyGroup(request, context, params.groupId);
}

export default function ConsoleLottoPartyGroup({ loaderData }: Route.ComponentProps) {
  return <LottoPartyGroupPage {...loaderData} />;
}

export { ConsoleErrorBoundary as ErrorBoundary };
