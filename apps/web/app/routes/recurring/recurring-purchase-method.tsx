import { useSearchParams } from 'react-router';
import { AccountFrame } from '../../features/account';
import { RecurringMethodChoice } from '../../features/recurring';
import { loadRecurringMethod, recurringMethodAction } from '../../features/recurring/index.server';
import { pageTitle } from '../../features/shell';
import type { Route } from './+types/recurring-purchase-method';

/** /my-account/recurring-purchase-method: the card that pays recurring purchases without the customer (issue 25). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadRecurringMethod(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return recurringMethodAction(request, context);
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Paying for recurring purchases', matches) }];
}

export default function RecurringMethodPage({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  return (
    <AccountFrame title="Paying for recurring purchases">
      <RecurringMethodChoice {...loaderData} next={params.get('next')} actionData={actionData} />
    </AccountFrame>
  );
}
