import { AccountFrame } from '../../features/account';
import { DepositOutcome } from '../../features/funds';
import { loadDeposit } from '../../features/funds/index.server';
import { requireCapabilities, routeNeeds } from '../../lib/capabilities';
import { requireCustomer } from '../../lib/customer.server';
import type { Route } from './+types/deposit-outcome';

const titles = {
  pending_authorisation: 'Confirm your deposit',
  completed: 'Deposit successful',
  declined: 'Deposit failed',
  cancelled: 'Deposit cancelled',
} as const;

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data ? titles[data.deposit.status] : 'Deposit' }];
}

/**
 * A deposit's pages (3-account.md §2): /my-account/deposit/summary/:transactionID,
 * /my-account/deposit/authorisation/:depositID, details with its success and failure variants, and
 * /my-account/deposit/:depositId/cancel. Each shows the
 * deposit as it is; the path only names the page. Like the deposit form, they need wallet_deposit.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await Promise.all([
    requireCustomer(request, context),
    requireCapabilities(request, context, routeNeeds.walletDeposit),
  ]);
  const by = params.transactionID
    ? { transactionId: params.transactionID }
    : { depositId: params.depositID ?? params.depositId ?? '' };
  return { deposit: await loadDeposit(request, context, by) };
}

export default function DepositOutcomeRoute({ loaderData }: Route.ComponentProps) {
  return (
    <AccountFrame title={titles[loaderData.deposit.status]}>
      <DepositOutcome deposit={loaderData.deposit} />
    </AccountFrame>
  );
}
