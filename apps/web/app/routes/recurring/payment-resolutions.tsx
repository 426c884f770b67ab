import { AccountFrame } from '../../features/account';
import { PaymentResolutions } from '../../features/recurring';
import { loadPaymentResolutions, syncAction } from '../../features/recurring/index.server';
import { pageTitle } from '../../features/shell';
import type { Route } from './+types/payment-resolutions';

/** /my-account/payment-resolutions: recurring purchases that could not be paid, and the way to fix them (issue 25). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadPaymentResolutions(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return syncAction(request, context);
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Fix a recurring payment', matches) }];
}

export default function PaymentResolutionsPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AccountFrame title="Fix a recurring payment" lead="Recurring purchases we could not pay for, and how to fix them.">
      <PaymentResolutions {...loaderData} sync={actionData} />
    </AccountFrame>
  );
}
