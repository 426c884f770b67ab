import { type PaymentResolution, PREMIUM_MEMBERSHIP_OFFER, type RecurringPurchaseMethods } from '@drawline/contracts';
import { Form, Link, useNavigation } from 'react-router';
import { PageLink, pathTo, useCapabilities } from '../../lib/capabilities';
import { useLocale } from '../../lib/locale';
import { Button, buttonClass } from '../../ui/button';
import { FormError } from '../../ui/field';
import type { MethodActionData, SyncActionData } from './payments.server';
import type { OfferSummary } from './recurring.server';
import { recurringPath } from './recurring-parts';

type Offers = Record<string, OfferSummary>;
type ResolutionView = PaymentResolution & { fundWords: string };

/**
 * The resolution's process state (3-account.md §4: fetching, retrying, completed, retry error),
 * said in a live region: the page reading the resolutions again, the retry asked, and its answer.
 */
function ProcessState({ sync }: { sync: SyncActionData | undefined }) {
  const navigation = useNavigation();
  const retrying = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'sync';
  const fetching = !retrying && navigation.state === 'loading';
  let words: string | null = null;
  let tone = 'notice';
  if (retrying) words = 'Trying again now…';
  else if (fetching) words = 'Checking your recurring purchases…';
  else if (sync?.ok && sync.status === 'completed') {
    words = 'Done: every recurring purchase that could be bought now is bought.';
    tone = 'notice notice--success';
  } else if (sync) {
    words = sync.ok ? 'We tried again, but some could still not be bought. See below.' : sync.message;
    tone = 'notice notice--warning';
  }
  return (
    <div role="status" aria-live="polite" className="recurring-process">
      {words ? (
        <p className={tone} data-state={retrying ? 'retrying' : fetching ? 'fetching' : sync?.status}>
          {words}
        </p>
      ) : null}
    </div>
  );
}

/** A failed recurring purchase's name: its offer's, or the premium membership's (decision 456). */
function offerNameOf(key: string, offers: Offers): string {
  if (key === PREMIUM_MEMBERSHIP_OFFER.key) return PREMIUM_MEMBERSHIP_OFFER.name;
  return offers[key]?.name ?? key;
}

/** What the engine does next: a draw is tried until its sales close, a membership's month while it lasts. */
function attemptWords(p: PaymentResolution['recurringPurchases'][number]): string {
  const month = p.productOfferKey === PREMIUM_MEMBERSHIP_OFFER.key;
  if (p.lastAttemptStatus === 'hard_failure')
    return month ? 'We stopped trying for this month.' : 'We stopped trying for this draw.';
  return month ? 'We will keep trying while the month lasts.' : 'We will keep trying until sales close.';
}

/** One fund source with the recurring purchases it failed and what may be done (2-shopping.md §4). */
function Resolution({
  resolution,
  offers,
  addCardUrl,
}: {
  resolution: ResolutionView;
  offers: Offers;
  addCardUrl: string | null;
}) {
  const caps = useCapabilities();
  const l = useLocale();
  const busy = useNavigation().state === 'submitting';
  return (
    <section className="card recurring-section" aria-labelledby={`fund-${resolution.fundKind}`}>
      <h2 id={`fund-${resolution.fundKind}`}>{resolution.fundWords}</h2>
      <ul className="recurring-list">
        {resolution.recurringPurchases.map((p) => (
          <li key={p.recurringPurchaseId} className="recurring-failed">
            <Link
              to={recurringPath({
                type: p.type === 'autoplay' ? 'autoplay' : 'subscription',
                autoplayId: p.recurringPurchaseId,
              })}
            >
              {offerNameOf(p.productOfferKey, offers)}
              {p.type === 'autoplay' ? ' AutoPlay' : ' subscription'}
            </Link>
            <p>
              {p.failureMessage} {attemptWords(p)}
              {p.lastAttemptAt ? ` Last tried ${l.date(p.lastAttemptAt)}.` : ''}
            </p>
          </li>
        ))}
      </ul>
      <div className="recurring-actions">
        {resolution.actions.includes('change-fund') ? (
          <Link
            className={buttonClass({ variant: 'secondary' })}
            to={`${pathTo('/my-account/recurring-purchase-method')}?next=resolution`}
          >
            Choose how they are paid
          </Link>
        ) : null}
        {resolution.actions.includes('add-card') && addCardUrl ? (
          <a className={buttonClass({ variant: 'secondary' })} href={addCardUrl}>
            Add a card
          </a>
        ) : null}
      </div>
      {resolution.actions.includes('payment-method-updated') || resolution.fundKind === 'wallet' ? (
        caps.has('recurring_purchase_retry') ? (
          <Form method="post" className="recurring-section">
            <p>Fixed it (a new card, money in your wallet, a limit changed)? We can try again straight away.</p>
            <Button type="submit" name="intent" value="sync" variant="primary" loading={busy}>
              Try again now
            </Button>
          </Form>
        ) : null
      ) : null}
    </section>
  );
}

/** /my-account/payment-resolutions: every fund source whose recurring purchases failed, or that nothing did. */
export function PaymentResolutions({
  resolutions,
  offers,
  addCardUrl,
  sync,
}: {
  resolutions: ResolutionView[];
  offers: Offers;
  addCardUrl: string | null;
  sync: SyncActionData | undefined;
}) {
  return (
    <>
      <ProcessState sync={sync} />
      {resolutions.length === 0 ? (
        <div className="card">
          <p>Nothing needs fixing: your recurring purchases are paid as they should be.</p>
          <PageLink route="/my-account/recurring-purchases/:page?">See your recurring purchases</PageLink>
        </div>
      ) : (
        resolutions.map((r) => (
          <Resolution key={`${r.fundKind}-${r.fundSource.id}`} resolution={r} offers={offers} addCardUrl={addCardUrl} />
        ))
      )}
    </>
  );
}

/** /my-account/recurring-purchase-method: the wallet or one saved card pays the draws bought without the customer. */
export function RecurringMethodChoice({
  methods,
  addCardUrl,
  added,
  error,
  next,
  actionData,
}: {
  methods: RecurringPurchaseMethods;
  addCardUrl: string | null;
  added: string | null;
  error: string | null;
  next: string | null;
  actionData: MethodActionData | undefined;
}) {
  const busy = useNavigation().state === 'submitting';
  const chosen = added ?? methods.selectedRecurringPurchaseMethodKey;
  return (
    <>
      <FormError>{error ?? actionData?.errors.recurringPurchaseMethod}</FormError>
      {actionData?.ok ? (
        <p className="notice notice--success" role="status">
          Saved: your recurring purchases are paid this way from now on.
        </p>
      ) : null}
      {added ? (
        <p className="notice notice--success" role="status">
          Your card is saved. Choose it below to pay your recurring purchases with it.
        </p>
      ) : null}
      <Form method="post" className="card" key={chosen}>
        <fieldset className="recurring-choice">
          <legend>Pay my recurring purchases with</legend>
          {methods.availableRecurringPurchaseMethods.map((m) => (
            <label className="field-check" key={m.key}>
              <input type="radio" name="recurringPurchaseMethod" value={m.key} defaultChecked={m.key === chosen} />{' '}
              {m.type === 'wallet' ? 'My wallet only' : `My wallet, then my card ${m.label}`}
            </label>
          ))}
        </fieldset>
        {next === 'resolution' ? <input type="hidden" name="next" value="resolution" /> : null}
        <Button type="submit" variant="primary" loading={busy}>
          Save
        </Button>
      </Form>
      <p className="recurring-section">
        The wallet pays first. When it is short, the chosen card is charged what is missing, without asking you each
        time; your deposit limit still applies.
      </p>
      {addCardUrl ? (
        <p>
          <a className={buttonClass({ variant: 'secondary' })} href={addCardUrl}>
            Add a card
          </a>
        </p>
      ) : null}
    </>
  );
}
