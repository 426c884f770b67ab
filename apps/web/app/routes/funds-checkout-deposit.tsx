import { DepositOutcome } from '../features/funds';
import { loadDeposit } from '../features/funds/index.server';
import type { Route } from './+types/funds-checkout-deposit';

import { requireCustomer } from '../lib/customer.server';
export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.deposit.status === 'completed' ? 'Deposit successful' : 'Payment not completed' }];
}

/** /checkout/deposit/:depositId/success and /cancel (checkout layout): a pay-by-card outcome. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireCustomer(request, context, { loginBase: '/checkout/login' });
  return { deposit: await loadDeposit(request, context, { depositId: params.depositId }) };
}

export default function CheckoutDepositRoute({ loaderData }: Route.ComponentProps) {
  const { deposit } = loaderData;
  return (
    <div className="cart-page">
      <h1>{deposit.status === 'completed' ? 'Deposit successful' : 'Payment not completed'}</h1>
      <DepositOutcome deposit={deposit} checkout />
    </div>
  );
}
