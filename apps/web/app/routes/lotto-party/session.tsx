import { AccountFrame } from '../../features/account';
import { LottoPartyStatus, SessionDetails } from '../../features/lotto-party';
import { addSharesAction, loadSession } from '../../features/lotto-party/index.server';
import { pageTitle } from '../../features/shell';
import type { Route } from './+types/session';

/** /my-account/lotto-party/session/:id: a session's numbers once bought, the customer's shares and prize (issue 26). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadSession(request, context, params.id);
}

export async function action({ request, context }: Route.ActionArgs) {
  return addSharesAction(request, context);
}

export function meta({ data, matches }: Route.MetaArgs) {
  return [{ title: pageTitle(data ? `${data.session.groupName} session` : 'Lotto party session', matches) }];
}

export default function SessionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { session, orders } = loaderData;
  return (
    <AccountFrame title={`${session.groupName} session`}>
      <LottoPartyStatus result={actionData} />
      <SessionDetails session={session} orders={orders} />
      <p>
        <a href={`/my-account/lotto-party/group/${session.groupId}`}>Back to the group</a>
      </p>
    </AccountFrame>
  );
}
