import { AccountFrame } from '../../features/account';
import { AutoplayDetails } from '../../features/recurring';
import { loadAutoplay, recurringAction } from '../../features/recurring/index.server';
import { pageTitle } from '../../features/shell';
import type { Route } from './+types/autoplay';

/** /my-account/autoplay/ticket/:id: one autoplay, paused, resumed, changed or cancelled here (issue 25). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadAutoplay(request, context, params.id);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return recurringAction(request, context, 'autoplay', params.id);
}

export function meta({ data, matches }: Route.MetaArgs) {
  return [{ title: pageTitle(`${data?.offer?.name ?? 'Your'} AutoPlay`, matches) }];
}

export default function AutoplayPage({ loaderData: { autoplay, offer }, actionData }: Route.ComponentProps) {
  return (
    <AccountFrame title="Your AutoPlay">
      <AutoplayDetails autoplay={autoplay} offer={offer} actionData={actionData} />
    </AccountFrame>
  );
}
