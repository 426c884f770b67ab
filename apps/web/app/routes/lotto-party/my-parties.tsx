import { AccountFrame } from '../../features/account';
import { CreateLottoPartyLink, GroupList, LottoPartyStatus, OrderList } from '../../features/lotto-party';
import { addSharesAction, loadMyParties } from '../../features/lotto-party/index.server';
import { pageTitle } from '../../features/shell';
import { Pagination } from '../../ui/pagination';
import type { Route } from './+types/my-parties';

/** /my-account/lotto-party[/:page]: the customer's lotto party groups and upcoming shares (issue 26). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadMyParties(request, context, params.page);
}

export async function action({ request, context }: Route.ActionArgs) {
  return addSharesAction(request, context);
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Lotto party', matches) }];
}

export default function MyPartiesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { groups, orders, past, page, pages } = loaderData;
  return (
    <AccountFrame title="Lotto party" lead="Your groups, and the shares you hold in upcoming draws.">
      <LottoPartyStatus result={actionData} />
      <h2>Your groups</h2>
      <p>
        <CreateLottoPartyLink>Create a Lotto Party</CreateLottoPartyLink>
      </p>
      <GroupList groups={groups} />
      <Pagination
        page={page}
        pages={pages}
        href={(p) => (p === 1 ? '/my-account/lotto-party' : `/my-account/lotto-party/${p}`)}
        label="Pages of your groups"
      />
      <h2>Your upcoming shares</h2>
      <OrderList orders={orders} empty="You hold no shares in an upcoming draw." />
      <h2>Your past shares</h2>
      <OrderList orders={past} empty="No past shares yet." />
    </AccountFrame>
  );
}
