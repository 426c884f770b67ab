import { AccountFrame } from '../../features/account';
import { AutosessionControls, LottoPartyStatus, SessionDetails, useEditToast } from '../../features/lotto-party';
import { loadSession, sessionAction } from '../../features/lotto-party/index.server';
import { pageTitle } from '../../features/shell';
import type { Route } from './+types/session';

/** /my-account/lotto-party/session/:id: a session's numbers once bought, the customer's shares and prize (issue 26). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadSession(request, context, params.id);
}

export async function action({ request, context }: Route.ActionArgs) {
  return sessionAction(request, context);
}

export function meta({ data, matches }: Route.MetaArgs) {
  return [{ title: pageTitle(data ? `${data.session.groupName} session` : 'Lotto party session', matches) }];
}

export default function SessionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { session, orders } = loaderData;
  useEditToast(actionData);
  return (
    <AccountFrame title={`${session.groupName} session`}>
      <LottoPartyStatus result={actionData} />
      <SessionDetails session={session} orders={orders} />
      <AutosessionControls session={session} />
      <p>
        <a href={`/my-account/lotto-party/group/${session.groupId}`}>Back to the group</a>
      </p>
    </AccountFrame>
  );
}
