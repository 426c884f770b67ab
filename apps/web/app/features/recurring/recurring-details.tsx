import type { Autoplay, CapabilityName, Subscription } from '@drawline/contracts';
import { Form } from 'react-router';
import { PageLink, useCapabilities } from '../../lib/capabilities';
import { useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';
import { FormError, TextField } from '../../ui/field';
import { CancelControl } from './cancel-confirmation';
import type { OfferSummary, RecurringActionData } from './recurring.server';
import type { RecurringIntent } from './recurring-forms';
import {
  AttemptNotice,
  AutoplayFacts,
  StatusBadge,
  SubscriptionFacts,
  subscriptionName,
  useRecurringToast,
} from './recurring-parts';

type Base = 'autoplay' | 'subscriptions';
const needs: Record<Base, { pause: CapabilityName; cancel: CapabilityName; edit: CapabilityName }> = {
  autoplay: { pause: 'autoplay_pause', cancel: 'autoplay_cancel', edit: 'autoplay_edit' },
  subscriptions: { pause: 'subscription_pause', cancel: 'subscription_cancel', edit: 'subscription_edit' },
};

/** The message a refused change left for a form, by its intent. */
function errorsFor(actionData: RecurringActionData | undefined, intents: readonly RecurringIntent[]) {
  if (!actionData || actionData.ok || !actionData.intent || !intents.includes(actionData.intent)) return {};
  return actionData.errors;
}

function IntentButton({
  intent,
  children,
  variant = 'secondary',
}: {
  intent: RecurringIntent;
  children: string;
  variant?: 'primary' | 'secondary' | 'ghost';
}) {
  return (
    <Button type="submit" name="intent" value={intent} variant={variant}>
      {children}
    </Button>
  );
}

/**
 * Pause, pause until a date, resume and cancel (PATCH {base}/{id}/status), each its own plain form;
 * shown when the purchase is not cancelled and the capability of each is on (1-platform.md §6).
 */
function StatusForms({
  base,
  purchase,
  noun,
  actionData,
}: {
  base: Base;
  purchase: Pick<Autoplay, 'status'>;
  noun: string;
  actionData: RecurringActionData | undefined;
}) {
  const caps = useCapabilities();
  if (purchase.status === 'recurring_status_cancelled') {
    return <p>This {noun} is cancelled: it buys no more draws. The tickets it bought stay in My tickets.</p>;
  }
  const errors = errorsFor(actionData, ['pause', 'timed-pause', 'unpause', 'cancel']);
  const paused = purchase.status !== 'recurring_status_active';
  return (
    <section className="recurring-section" aria-labelledby="recurring-status-heading">
      <h2 id="recurring-status-heading">Pause or cancel</h2>
      <FormError>{errors.general ?? (errors.status || undefined)}</FormError>
      {caps.has(needs[base].pause) ? (
        <div className="recurring-actions">
          <Form method="post">
            {paused ? (
              <IntentButton intent="unpause" variant="primary">{`Resume ${noun}`}</IntentButton>
            ) : (
              <IntentButton intent="pause">{`Pause ${noun}`}</IntentButton>
            )}
          </Form>
          <Form method="post">
            <TextField
              label="Pause until"
              name="pausedUntil"
              type="date"
              required
              hint="It starts again on this day (up to a year ahead)."
              defaultValue={actionData?.values.pausedUntil}
              error={errors.pausedUntil}
            />
            <IntentButton intent="timed-pause">Pause until this date</IntentButton>
          </Form>
        </div>
      ) : null}
      {caps.has(needs[base].cancel) ? <CancelControl noun={noun} asked={Boolean(actionData?.confirmCancel)} /> : null}
    </section>
  );
}

/** The minimum jackpot (whole dollars; empty plays every draw) and quick pick of an autoplay. */
function AutoplayEditForms({
  autoplay,
  actionData,
}: {
  autoplay: Autoplay;
  actionData: RecurringActionData | undefined;
}) {
  const caps = useCapabilities();
  if (!caps.has('autoplay_edit') || autoplay.status === 'recurring_status_cancelled') return null;
  const jackpotErrors = errorsFor(actionData, ['minimum-jackpot']);
  const quickErrors = errorsFor(actionData, ['quickpick']);
  const dollars = autoplay.minimumJackpotAmount ? String(Math.round(autoplay.minimumJackpotAmount.amount / 100)) : '';
  return (
    <section className="recurring-section" aria-labelledby="recurring-edit-heading">
      <h2 id="recurring-edit-heading">Change your AutoPlay</h2>
      <Form method="post" className="recurring-actions">
        <TextField
          label="Minimum jackpot ($)"
          name="minimumJackpot"
          inputMode="numeric"
          hint="Play only draws whose jackpot is at least this. Leave empty to play every draw."
          defaultValue={
            actionData?.intent === 'minimum-jackpot' && !actionData.ok ? actionData.values.minimumJackpot : dollars
          }
          error={jackpotErrors.minimumJackpot ?? jackpotErrors.minimumJackpotAmount}
          key={`jackpot-${dollars}`}
        />
        <IntentButton intent="minimum-jackpot">Save minimum jackpot</IntentButton>
      </Form>
      <Form method="post" className="recurring-section" key={`quick-${autoplay.quickpick}`}>
        <fieldset className="recurring-choice">
          <legend>Numbers for each draw</legend>
          <label className="field-check">
            <input type="radio" name="quickpick" value="true" defaultChecked={autoplay.quickpick} /> New quick pick
            numbers each draw
          </label>
          <label className="field-check">
            <input type="radio" name="quickpick" value="false" defaultChecked={!autoplay.quickpick} /> The numbers I
            chose
          </label>
        </fieldset>
        <FormError>{quickErrors.quickpick ?? quickErrors.general}</FormError>
        <IntentButton intent="quickpick">Save numbers choice</IntentButton>
      </Form>
    </section>
  );
}

function Saved({ actionData }: { actionData: RecurringActionData | undefined }) {
  if (!actionData?.ok) return null;
  return (
    <p className="notice notice--success recurring-saved" role="status">
      Your change is saved.
    </p>
  );
}

/** /my-account/autoplay/ticket/:id: an autoplay's facts, its status and its change forms. */
export function AutoplayDetails({
  autoplay,
  offer,
  actionData,
}: {
  autoplay: Autoplay;
  offer: OfferSummary | null;
  actionData: RecurringActionData | undefined;
}) {
  const l = useLocale();
  useRecurringToast(actionData);
  return (
    <>
      <div className="card">
        <div className="recurring-card-head">
          <h2 className="recurring-card-title">{offer?.name ?? autoplay.productOfferKey}</h2>
          <StatusBadge purchase={autoplay} />
        </div>
        <AutoplayFacts autoplay={autoplay} />
        {offer?.nextJackpot ? (
          <p className="recurring-section">Next jackpot: {l.jackpotAmount(offer.nextJackpot)}</p>
        ) : null}
        <AttemptNotice purchase={autoplay} />
      </div>
      <Saved actionData={actionData} />
      <AutoplayEditForms autoplay={autoplay} actionData={actionData} />
      <StatusForms base="autoplay" purchase={autoplay} noun="AutoPlay" actionData={actionData} />
      <p className="recurring-section">
        <PageLink route="/my-account/upcoming-tickets/:page?">See the tickets it bought in My tickets</PageLink>
      </p>
    </>
  );
}

/** The number of tickets a subscription buys each time (PATCH /subscriptions/{id} numGames). */
function SubscriptionEditForm({
  subscription,
  actionData,
}: {
  subscription: Subscription;
  actionData: RecurringActionData | undefined;
}) {
  const caps = useCapabilities();
  // A membership's subscription has no tickets to change (decision 456).
  if (!caps.has('subscription_edit') || subscription.status === 'recurring_status_cancelled') return null;
  if (subscription.membershipOfferKey) return null;
  const errors = errorsFor(actionData, ['num-games']);
  return (
    <section className="recurring-section" aria-labelledby="recurring-edit-heading">
      <h2 id="recurring-edit-heading">Change your subscription</h2>
      <Form method="post" className="recurring-actions" key={`games-${subscription.numGames}`}>
        <TextField
          label="Tickets each time"
          name="numGames"
          inputMode="numeric"
          required
          defaultValue={String(subscription.numGames)}
          error={errors.numGames ?? errors.general}
        />
        <IntentButton intent="num-games">Save</IntentButton>
      </Form>
    </section>
  );
}

/** /my-account/subscriptions/ticket/:id: a subscription's facts, its status and its change forms. */
export function SubscriptionDetails({
  subscription,
  offer,
  actionData,
}: {
  subscription: Subscription;
  offer: OfferSummary | null;
  actionData: RecurringActionData | undefined;
}) {
  useRecurringToast(actionData);
  return (
    <>
      <div className="card">
        <div className="recurring-card-head">
          <h2 className="recurring-card-title">{subscriptionName(subscription, offer?.name)}</h2>
          <StatusBadge purchase={subscription} />
        </div>
        <SubscriptionFacts subscription={subscription} />
        <AttemptNotice purchase={subscription} />
      </div>
      <Saved actionData={actionData} />
      <SubscriptionEditForm subscription={subscription} actionData={actionData} />
      <StatusForms base="subscriptions" purchase={subscription} noun="subscription" actionData={actionData} />
    </>
  );
}
