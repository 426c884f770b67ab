import { AccountFrame } from '../features/account/account-frame';
import { requireCustomer } from '../features/auth/index.server';
import { DepositOutcome } from '../features/funds';
import { loadDeposit } from '../features/funds/index.server';
import type { Route } from './+types/funds-deposit-outcome';

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
 * A deposit's pages (3-account.md §2): /my-account/deposit/authorisation/:depositID, details with
 * its success and failure variants, and /my-account/deposit/:depositId/cancel. Each shows the
 * deposit as it is; the path only names the page.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireCustomer(request, context);
  const id = params.depositID ?? params.depositId ?? '';
  return { deposit: await loadDeposit(request, context, id) };
}

export default function DepositOutcomeRoute({ loaderData }: Route.ComponentProps) {
  return (
    <AccountFrame title={titles[loaderData.deposit.status]}>
      <DepositOutcome deposit={loaderData.deposit} />
    </AccountFrame>
  );
}
