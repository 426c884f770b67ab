import { ConsoleErrorBoundary, LottoPartyMoneyPage } from '../../features/console';
import { loadConsoleLottoPartyMoney } from '../../features/console/index.server';
import type { Route } from './+types/lotto-party-money';

export function meta() {
  return [{ title: 'Lotto party refunds | Drawline console' }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  return loadConsoleLottoPartyMoney(request, context);
}

export default function ConsoleLottoPartyMoney({ loaderData }: Route.ComponentProps) {
  return <LottoPartyMoneyPage {...loaderData} />;
}

export { ConsoleErrorBoundary as ErrorBoundary };
