import { data } from 'react-router';
import { AccountFrame } from '../../features/account';
import { WithdrawalSummary } from '../../features/payouts';
import { loadWithdrawalSummary } from '../../features/payouts/index.server';
import { pageTitle } from '../../features/shell';
import type { Route } from './+types/withdraw-summary';

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Withdrawal summary', matches) }];
}

/** /my-account/withdraw/summary/:transactionID: the withdrawal behind a line of the transactions. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { withdrawal, headers } = await loadWithdrawalSummary(request, context, params.transactionID);
  return data({ withdrawal }, { headers });
}

export default function WithdrawalSummaryPage({ loaderData }: Route.ComponentProps) {
  return (
    <AccountFrame title="Withdrawal summary">
      <WithdrawalSummary withdrawal={loaderData.withdrawal} />
    </AccountFrame>
  );
}
