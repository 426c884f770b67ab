import { AccountFrame } from '../../features/account';
import { CreateLottoPartyLink, InviteLink, LottoPartyStatus, SessionList } from '../../features/lotto-party';
import { addSharesAction, loadGroup } from '../../features/lotto-party/index.server';
import { pageTitle } from '../../features/shell';
import { Pagination } from '../../ui/pagination';
import type { Route } from './+types/group';

/** /my-account/lotto-party/group/:id[/:page]: a group, its invite link for members, its sessions (issue 26). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadGroup(request, context, params.id, params.page);
}

export async function action({ request, context }: Route.ActionArgs) {
  return addSharesAction(request, context);
}

export function meta({ data, matches }: Route.MetaArgs) {
  return [{ title: pageTitle(data?.group.groupName ?? 'Lotto party group', matches) }];
}

export default function GroupPage({ loaderData, actionData }: Route.ComponentProps) {
  const { group, sessions, page, pages, invitePath } = loaderData;
  const base = `/my-account/lotto-party/group/${group.groupId}`;
  return (
    <AccountFrame
      title={group.groupName}
      lead={`${group.memberCount} ${group.memberCount === 1 ? 'member' : 'members'}${group.isOrganiser ? ' · you organise this group' : ''}`}
    >
      <LottoPartyStatus result={actionData} />
      {invitePath ? <InviteLink path={invitePath} /> : null}
      <h2>Sessions</h2>
      {group.isOrganiser ? (
        <p>
          <CreateLottoPartyLink groupId={group.groupId} groupName={group.groupName}>
            Open a new session
          </CreateLottoPartyLink>
        </p>
      ) : null}
      <SessionList sessions={sessions} />
      <Pagination page={page} pages={pages} href={(p) => (p === 1 ? base : `${base}/${p}`)} label="Pages of sessions" />
    </AccountFrame>
  );
}
