import { data } from 'react-router';
import { AccountFrame } from '../../features/account';
import { ShareDetails } from '../../features/orders';
import { loadSyndicateShare } from '../../features/orders/index.server';
import { pageTitle } from '../../features/shell';
import type { Route } from './+types/syndicate-share';

/** /my-account/syndicate-tickets/share/:id: one of the customer's syndicate shares. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { share, headers } = await loadSyndicateShare(request, context, params.id);
  return data({ share }, { headers });
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  return [{ title: pageTitle(`${data.share.syndicateShare.name}, draw ${data.share.drawNo}`, matches) }];
}

export default function SyndicateSharePage({ loaderData: { share } }: Route.ComponentProps) {
  return (
    <AccountFrame title={share.syndicateShare.name} lead="Your syndicate share">
      <ShareDetails share={share} />
    </AccountFrame>
  );
}
