import { useEffect } from 'react';
import { data, Form, useNavigation } from 'react-router';
import { AccountFrame } from '../../features/account';
import { errorsFor, IdForm, LimitFigures } from '../../features/limits';
import { limitsAction, loadPrecommitment } from '../../features/limits/index.server';
import { apiSession } from '../../lib/api-session.server';
import { requireCapabilities, routeNeeds } from '../../lib/capabilities';
import { requireCustomer } from '../../lib/customer.server';
import { useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';
import { useToasts } from '../../ui/toasts';
import type { Route } from './+types/precommitment';

export function meta() {
  return [{ title: 'Pre-commitment limit' }];
}

/** /my-account/precommitment-limit (precommitment amount capability): the most to spend in a month. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCapabilities(request, context, routeNeeds.precommitmentLimit);
  await requireCustomer(request, context);
  const session = apiSession(request, context);
  const answer = await loadPrecommitment(session);
  return data({ answer }, { headers: session.headers() });
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireCapabilities(request, context, routeNeeds.precommitmentLimit);
  await requireCustomer(request, context);
  const session = apiSession(request, context);
  const { status, body } = await limitsAction(session, await request.formData());
  return data(body, { status, headers: session.headers() });
}

export default function PrecommitmentPage({ loaderData, actionData }: Route.ComponentProps) {
  const { notify } = useToasts();
  const l = useLocale();
  const busy = useNavigation().state === 'submitting';
  useEffect(() => {
    if (actionData?.ok) notify({ title: 'Saved', message: actionData.ok, icon: 'success' });
    if (actionData?.notice) notify({ title: 'Not changed', message: actionData.notice, icon: 'error' });
  }, [actionData, notify]);
  const limit = loaderData.answer?.limit ?? null;
  const coolingOffDays = loaderData.answer?.coolingOffDays ?? 0;
  const errors = errorsFor(actionData, 'set-precommitment');
  return (
    <AccountFrame
      title="Pre-commitment limit"
      lead="Commit in advance to the most you will spend on tickets in a calendar month."
    >
      <section className="card stack limit-section" aria-labelledby="precommitment-heading">
        <h2 id="precommitment-heading">
          {limit ? `Your limit: ${l.money(limit.amount)} a month` : 'You have no pre-commitment limit'}
        </h2>
        {limit ? <LimitFigures limit={limit} kind="precommitment" /> : null}
        <p>A lower limit applies at once. A higher limit, or removing it, takes effect after {coolingOffDays} days.</p>
        <Form method="post" className="limit-form">
          <input type="hidden" name="form" value="set-precommitment" />
          <input type="hidden" name="intent" value="set-precommitment" />
          <TextField label="Monthly limit" name="limit" inputMode="decimal" error={errors.limit} />
          <Button type="submit" variant="primary" loading={busy}>
            {limit ? 'Change limit' : 'Set limit'}
          </Button>
        </Form>
        {limit ? (
          <div className="limit-actions">
            {limit.pending ? (
              <IdForm intent="cancel-precommitment" kind="precommitment" label="Cancel the change" />
            ) : (
              <IdForm intent="remove-precommitment" kind="precommitment" label="Remove limit" />
            )}
          </div>
        ) : null}
      </section>
    </AccountFrame>
  );
}
