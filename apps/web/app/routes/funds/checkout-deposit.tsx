import type { Deposit } from '@drawline/contracts';
import { redirect } from 'react-router';
import { DepositOutcome } from '../../features/funds';
import { loadDeposit } from '../../features/funds/index.server';
import { apiSession } from '../../lib/api-session.server';
import { requireCustomer } from '../../lib/customer.server';
import type { Route } from './+types/checkout-deposit';

/** The page's heading: a payment that went in but bought nothing says so first. */
function titleOf(deposit: Deposit): string {
  if (deposit.status !== 'completed') return 'Payment not completed';
  return deposit.purchaseError ? 'Your tickets were not bought' : 'Payment successful';
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data ? titleOf(data.deposit) : 'Payment not completed' }];
}

/**
 * /checkout/deposit/:depositId/success and /cancel (checkout layout): a pay-by-card outcome, where
 * the gateway sends the customer back after 3-D Secure. A purchase that went through goes on to its
 * receipt (3-account.md §4: "then purchase completion and redirect to the receipt page").
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireCustomer(request, context, { loginBase: '/checkout/login' });
  const deposit = await loadDeposit(request, context, { depositId: params.depositId });
  if (deposit.status === 'completed' && deposit.checkoutId) {
    throw redirect(`/receipt/${encodeURIComponent(deposit.checkoutId)}`, {
      headers: apiSession(request, context).headers(),
    });
  }
  return { deposit };
}

export default function CheckoutDepositRoute({ loaderData }: Route.ComponentProps) {
  const { deposit } = loaderData;
  return (
    <div className="cart-page">
      <h1>{titleOf(deposit)}</h1>
      <DepositOutcome deposit={deposit} checkout />
    </div>
  );
}
