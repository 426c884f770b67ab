import { useEffect } from 'react';
import { data } from 'react-router';
import { AccountFrame } from '../../features/account';
import { LimitsSection, SelfExclusionSection } from '../../features/limits';
import { limitsAction, loadLimits } from '../../features/limits/index.server';
import { apiSession } from '../../lib/api-session.server';
import { requireCapabilities, routeNeeds, useCapabilities } from '../../lib/capabilities';
import { requireCustomer } from '../../lib/customer.server';
import { useToasts } from '../../ui/toasts';
import type { Route } from './+types/spend-limits';

export function meta() {
  return [{ title: 'Spend limits' }];
}

async function hasDepositLimits(request: Request, context: Route.LoaderArgs['context']): Promise<boolean> {
  try {
    await requireCapabilities(request, context, { all: ['deposit_limits'] });
    return true;
  } catch {
    return false;
  }
}

/** /my-account/spend-limits (spend limits capability): spend and deposit limits, and the break from play. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCapabilities(request, context, routeNeeds.spendLimits);
  await requireCustomer(request, context);
  const session = apiSession(request, context);
  const limits = await loadLimits(session, { deposits: await hasDepositLimits(request, context) });
  return data(limits, { headers: session.headers() });
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireCapabilities(request, context, routeNeeds.spendLimits);
  await requireCustomer(request, context);
  const session = apiSession(request, context);
  const { status, body } = await limitsAction(session, await request.formData());
  return data(body, { status, headers: session.headers() });
}

export default function SpendLimitsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { notify } = useToasts();
  const caps = useCapabilities();
  useEffect(() => {
    if (actionData?.ok) notify({ title: 'Saved', message: actionData.ok, icon: 'success' });
    if (actionData?.notice) notify({ title: 'Not changed', message: actionData.notice, icon: 'error' });
  }, [actionData, notify]);
  const { spend, deposit, exclusion } = loaderData;
  return (
    <AccountFrame title="Spend limits" lead="Decide how much you can spend and deposit, or take a break.">
      {spend?.spendLimitRequired && spend.customerLimits.length === 0 ? (
        <p className="notice notice--warning">Please set a spend limit before your first purchase.</p>
      ) : null}
      {spend ? <LimitsSection kind="spend" answer={spend} actionData={actionData} /> : null}
      {deposit && caps.has('deposit_limits') ? (
        <LimitsSection kind="deposit" answer={deposit} actionData={actionData} />
      ) : null}
      {exclusion ? <SelfExclusionSection exclusion={exclusion} actionData={actionData} /> : null}
    </AccountFrame>
  );
}
