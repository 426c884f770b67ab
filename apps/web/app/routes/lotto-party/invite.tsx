import { JoinGroup, LottoPartyStatus } from '../../features/lotto-party';
import { joinAction, loadInvite } from '../../features/lotto-party/index.server';
import { pageTitle } from '../../features/shell';
import type { Route } from './+types/invite';

/** /lotto-party/group?invite={token}: the invite link's landing; joining opens the group (issue 26, decision 426). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadInvite(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return joinAction(request, context);
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Join a lotto party group', matches) }];
}

export default function InvitePage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="lotto-party-invite">
      <h1>Join a lotto party group</h1>
      <p>You have been invited to a lotto party group: join it to buy shares in its sessions.</p>
      <LottoPartyStatus result={actionData} />
      <JoinGroup token={loaderData.token} />
    </section>
  );
}
