import { redirect } from 'react-router';
import { directDebitAction } from '../../features/funds/index.server';
import { requireCapabilities, routeNeeds } from '../../lib/capabilities';
import { requireCustomer } from '../../lib/customer.server';
import type { Route } from './+types/direct-debit';

/** The deposit page's direct debit forms (features/funds DirectDebitPanel): an action only, no page. */
export async function action({ request, context }: Route.ActionArgs) {
  await Promise.all([
    requireCustomer(request, context),
    requireCapabilities(request, context, routeNeeds.walletDeposit),
  ]);
  return directDebitAction(request, context);
}

/** Nothing to show: a visit goes to the deposit page. */
export function loader() {
  return redirect('/my-account/deposit');
}
