import { IDEMPOTENCY_KEY_PATTERN } from '@drawline/contracts';
import { data, redirect } from 'react-router';
import { CHANGE_KEY_FIELD, ReplayPage } from '../../features/cart';
import { addReplayEntries, readReplayReceipt, replayEntries } from '../../features/cart/index.server';
import { pageTitle } from '../../features/shell';
import { apiSession } from '../../lib/api-session.server';
import { requireCapabilities } from '../../lib/capabilities';
import { requireCustomer } from '../../lib/customer.server';
import type { Route } from './+types/replay';

const REPLAY_NEED = { all: ['lottery_play_replay'] } as const;

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Buy the same entries again', matches) }];
}

/** /cart/replay/:replayID (signed in; capability lottery play replay): the entries of an earlier order. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireCapabilities(request, context, REPLAY_NEED);
  await requireCustomer(request, context, { loginBase: '/checkout/login' });
  const receipt = await readReplayReceipt(request, context, params.replayID);
  const entries = replayEntries(receipt);
  return data(
    { entries: entries.map((e) => ({ summary: e.summary })) },
    { headers: apiSession(request, context).headers() },
  );
}

/** Adds the entries; all in, the cart shows them; some refused, this page says which and why. */
export async function action({ request, context, params }: Route.ActionArgs) {
  await requireCapabilities(request, context, REPLAY_NEED);
  await requireCustomer(request, context, { loginBase: '/checkout/login' });
  const key = String((await request.formData()).get(CHANGE_KEY_FIELD) ?? '');
  const receipt = await readReplayReceipt(request, context, params.replayID);
  // The press's Idempotency-Key, when its script made one (decision 331).
  const valid = IDEMPOTENCY_KEY_PATTERN.test(key) && key.length <= 200;
  const outcome = await addReplayEntries(request, context, replayEntries(receipt), valid ? key : undefined);
  const headers = apiSession(request, context).headers();
  if (outcome.refused.length === 0) throw redirect('/cart', { headers });
  return data({ outcome }, { headers });
}

export default function CartReplayRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ReplayPage entries={loaderData.entries} outcome={actionData?.outcome ?? null} />;
}
