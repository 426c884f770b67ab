import { data } from 'react-router';
import { ReceiptView } from '../../features/orders';
import { loadReceipt } from '../../features/orders/index.server';
import { pageTitle } from '../../features/shell';
import type { Route } from './+types/receipt';

/** /receipt/:checkoutID (auth): the receipt of one of the customer's purchases; any other id is the 404 page. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { receipt, emailedTo, headers } = await loadReceipt(request, context, params.checkoutID);
  return data({ receipt, emailedTo }, { headers });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Your receipt', matches) }];
}

export default function ReceiptPage({ loaderData }: Route.ComponentProps) {
  return <ReceiptView receipt={loaderData.receipt} emailedTo={loaderData.emailedTo} />;
}
