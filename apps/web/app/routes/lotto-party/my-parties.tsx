import { AccountFrame } from '../../features/account';
import { GroupList, LottoPartyStatus } from '../../features/lotto-party';
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
  const { groups, orders, page, pages } = loaderData;
  return (
    <AccountFrame title="Lotto party" lead="Your groups, and the shares you hold in upcoming draws.">
      <LottoPartyStatus result={actionData} />
      <h2>Your groups</h2>
      <GroupList groups={groups} />
      <Pagination
        page={page}
        pages={pages}
        href={(p) => (p === 1 ? '/my-account/lotto-party' : `/my-account/lotto-party/${p}`)}
        label="Pages of your groups"
      />
      <h2>Your upcoming shares</h2>
      {orders.length === 0 ? (
        <p>You hold no shares in an upcoming draw.</p>
      ) : (
        <ul className="lotto-party-list">
          {orders.map((o) => (
            <li key={o.orderId}>
              <a href={`/my-account/lotto-party/session/${o.socialSyndicateId}`}>
                {o.groupName}: {o.shares} {o.shares === 1 ? 'share' : 'shares'}
              </a>
            </li>
          ))}
        </ul>
      )}
    </AccountFrame>
  );
}
