import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { MembershipStatusRegion, MembershipTiers } from '../../features/daily-winners';
import { loadTiers, membershipAction } from '../../features/daily-winners/index.server';
import { pageTitle } from '../../features/shell';
import { routeNeeds } from '../../lib/capabilities';
import type { Route } from './+types/tiers';

export const handle = { fullBleed: true };

/** /daily-winners/membership-tiers: what each tier gives, and the upgrade to premium (issue 27, decision 456). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadTiers(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return membershipAction(request, context, routeNeeds.membershipTiers);
}

/** A refused upgrade still reads the page again: the membership may have moved meanwhile. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === 'POST' ? true : defaultShouldRevalidate;
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Daily Winners: membership tiers', matches) }];
}

export default function TiersPage({ loaderData: { config, membership }, actionData }: Route.ComponentProps) {
  return (
    <>
      <div className="dw-band">
        <div className="container">
          <h1>Membership tiers</h1>
          <p>{config.titleContent}</p>
        </div>
      </div>
      <div className="container dw-page">
        <MembershipStatusRegion result={actionData} />
        <MembershipTiers config={config} membership={membership} />
        <p className="dw-close dw-tiers-note">
          Premium is paid from your wallet when you upgrade, then each month on the same day until you cancel it in your
          subscriptions. A break from play pauses it: nothing is charged during the break.
        </p>
      </div>
    </>
  );
}
