import { data } from 'react-router';
import { AccountFrame } from '../../features/account';
import { TransactionsView } from '../../features/orders';
import { loadTransactions } from '../../features/orders/index.server';
import { pageTitle } from '../../features/shell';
import type { Route } from './+types/transactions';

/** /my-account/transactions[/:page]: every movement of the customer's funds, ten a page. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { list, headers } = await loadTransactions(request, context, params.page);
  return data({ list }, { headers });
}

export function meta({ data, matches }: Route.MetaArgs) {
  const page = data && data.list.page > 1 ? `, page ${data.list.page}` : '';
  return [{ title: pageTitle(`Transactions${page}`, matches) }];
}

export default function TransactionsPage({ loaderData: { list } }: Route.ComponentProps) {
  return (
    <AccountFrame title="Transactions" lead="Money into and out of your account, newest first.">
      <TransactionsView list={list} />
    </AccountFrame>
  );
}
