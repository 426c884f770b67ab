import { data } from 'react-router';
import { AccountFrame } from '../../features/account';
import { WithdrawalDetails } from '../../features/payouts';
import { cancelWithdrawalAction, loadWithdrawal } from '../../features/payouts/index.server';
import { pageTitle } from '../../features/shell';
import type { Route } from './+types/withdraw-details';

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Withdrawal details', matches) }];
}

/** /my-account/withdraw/details/:withdrawID: opened after a withdrawal is requested (3-account.md §7). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { withdrawal, idempotencyKey, headers } = await loadWithdrawal(request, context, params.withdrawID);
  return data({ withdrawal, idempotencyKey }, { headers });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return cancelWithdrawalAction(request, context, params.withdrawID);
}

export default function WithdrawalDetailsPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AccountFrame title="Withdrawal details">
      <WithdrawalDetails
        withdrawal={loaderData.withdrawal}
        idempotencyKey={actionData?.idempotencyKey ?? loaderData.idempotencyKey}
        error={actionData?.error}
      />
    </AccountFrame>
  );
}
