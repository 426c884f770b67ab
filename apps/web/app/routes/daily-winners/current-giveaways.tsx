import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { AccountFrame } from '../../features/account';
import { GiveawayListSection, MembershipStatusRegion } from '../../features/daily-winners';
import { loadCurrentGiveaways, membershipAction } from '../../features/daily-winners/index.server';
import { pageTitle } from '../../features/shell';
import { routeNeeds } from '../../lib/capabilities';
import type { Route } from './+types/current-giveaways';

/** /my-account/current-giveaways[/:page]: the open giveaways and the member's entries (issue 27). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadCurrentGiveaways(request, context, params.page);
}

export async function action({ request, context }: Route.ActionArgs) {
  return membershipAction(request, context, routeNeeds.giveaways);
}

/** A refused join or unlock still reads the page again: the refusal may mean the membership moved (joined in another tab). */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === 'POST' ? true : defaultShouldRevalidate;
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Current giveaways', matches) }];
}

export default function CurrentGiveawaysPage({ loaderData, actionData }: Route.ComponentProps) {
  const { list, membership } = loaderData;
  const member = membership.membershipStatus === 'member';
  return (
    <AccountFrame
      title="Current giveaways"
      lead={
        member
          ? `You hold ${membership.totalEntries} ${membership.totalEntries === 1 ? 'entry' : 'entries'} in the open giveaways.`
          : membership.membershipStatus === 'pending-deposit'
            ? 'Make your first deposit to be entered in these giveaways.'
            : 'Join Daily Winners to be entered in these giveaways.'
      }
    >
      <MembershipStatusRegion result={actionData} />
      <GiveawayListSection
        list={list}
        entries={membership.membershipEntries}
        empty="No giveaway is open now."
        href={(p) => (p === 1 ? '/my-account/current-giveaways' : `/my-account/current-giveaways/${p}`)}
        label="Pages of current giveaways"
      />
    </AccountFrame>
  );
}
