/**
 * Paying for recurring purchases, the customer's side (issue 25, decisions 358, 373): the payment
 * resolution page (2-shopping.md §4 and §7: what failed under its fund source, with change-fund,
 * add-card and payment-method-updated, and POST /process_recurring_purchases/sync as a plain form),
 * and the page choosing the unattended card (3-account.md §7); the in-site messages a failure
 * sends are in the notifications feed (features/notifications). Each through the pages' port,
 * each behind its capability (1-platform.md §6).
 */
import {
  type CapabilityNeed,
  checkForm,
  type PaymentResolution,
  type RecurringPurchaseMethods,
  type RecurringSync,
  recurringPurchaseMethodChoiceSchema,
} from '@drawline/contracts';
import { type AppLoadContext, data, redirect } from 'react-router';
import { ApiError } from '../../lib/api';
import { apiSession } from '../../lib/api-session.server';
import { pathTo, requireCapabilities, routeNeeds } from '../../lib/capabilities';
import { requireCustomer } from '../../lib/customer.server';
import { type FormErrors, formErrorsOf, text } from '../../lib/form-errors';
import { adoptCardToken, loadCards } from '../funds/index.server';
import { offerSummaries } from './recurring.server';

const RESOLUTIONS = pathTo('/my-account/payment-resolutions');
const METHOD = pathTo('/my-account/recurring-purchase-method');

async function gate(request: Request, context: AppLoadContext, need: CapabilityNeed) {
  const [, have] = await Promise.all([requireCustomer(request, context), requireCapabilities(request, context, need)]);
  return { session: apiSession(request, context), have };
}

/** A resolution's fund source in the customer's words: the chosen card by its label, the wallet, or the removed card. */
export function fundSourceWords(resolution: PaymentResolution, methods: RecurringPurchaseMethods): string {
  if (resolution.fundKind === 'unfunded') return 'The card you chose for recurring purchases was removed.';
  if (resolution.fundKind === 'wallet') return 'Your recurring purchases are paid from your wallet.';
  const card = methods.availableRecurringPurchaseMethods.find((m) => m.key === resolution.fundSource.id);
  return card
    ? `Your recurring purchases are paid from your wallet, then your card ${card.label}.`
    : 'Your recurring purchases are paid from your wallet, then your chosen card.';
}

/** /my-account/payment-resolutions: what failed and what may be done about it (GET /payment_resolutions). */
export async function loadPaymentResolutions(request: Request, context: AppLoadContext) {
  const { session } = await gate(request, context, routeNeeds.paymentResolutions);
  const [resolutions, methods, offers, cards] = await Promise.all([
    session.platform.paymentResolutions(),
    session.platform.recurringPurchaseMethods(),
    offerSummaries(request, context),
    // Back from the gateway's card page to the choice, and from there back here.
    loadCards(request, context, `${METHOD}?next=resolution`),
  ]);
  return data(
    {
      resolutions: resolutions.map((r) => ({ ...r, fundWords: fundSourceWords(r, methods) })),
      offers,
      addCardUrl: cards.addCardUrl,
    },
    { headers: session.headers() },
  );
}

/** What the retry form answers: the sync's process state (3-account.md §4) and each purchase's outcome, or why it was refused. */
export type SyncActionData =
  | { ok: true; status: RecurringSync['status']; results: RecurringSync['results'] }
  | { ok: false; status: 'retry error'; message: string };

/** The retry (payment-method-updated): POST /process_recurring_purchases/sync, needing recurring_purchase_retry. */
export async function syncAction(request: Request, context: AppLoadContext) {
  const { session, have } = await gate(request, context, routeNeeds.paymentResolutions);
  const form = await request.formData();
  const refuse = (message: string, status: number) =>
    data<SyncActionData>({ ok: false, status: 'retry error', message }, { status, headers: session.headers() });
  if (text(form, 'intent') !== 'sync' || !have.has('recurring_purchase_retry')) {
    return refuse('This is not available.', 400);
  }
  try {
    const answer = await session.platform.syncRecurringPurchases();
    return data<SyncActionData>({ ok: true, ...answer }, { headers: session.headers() });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    const message =
      error.status === 429
        ? 'You have asked us to try again several times just now. Please wait a few minutes and try again.'
        : (Object.values(formErrorsOf(error))[0] ?? error.message);
    return refuse(message, error.status);
  }
}

/**
 * /my-account/recurring-purchase-method: the wallet and the saved cards, the chosen one marked
 * (GET /customer/recurring-purchase-method). Back from the gateway's card page, the new card is
 * saved and offered as the choice (`?fund=`).
 */
export async function loadRecurringMethod(request: Request, context: AppLoadContext) {
  const { session } = await gate(request, context, routeNeeds.recurringPurchaseMethod);
  const adopted = await adoptCardToken(request, context);
  if (adopted && 'redirectTo' in adopted) throw adopted.redirectTo;
  const url = new URL(request.url);
  const fromResolution = url.searchParams.get('next') === 'resolution';
  const [methods, cards] = await Promise.all([
    session.platform.recurringPurchaseMethods(),
    loadCards(request, context, fromResolution ? `${METHOD}?next=resolution` : METHOD),
  ]);
  const added = url.searchParams.get('fund');
  const offered = methods.availableRecurringPurchaseMethods.some((m) => m.key === added) ? added : null;
  return data(
    { methods, addCardUrl: cards.addCardUrl, added: offered, error: adopted?.error ?? null },
    { headers: session.headers() },
  );
}

export interface MethodActionData {
  ok: boolean;
  errors: FormErrors;
}

/**
 * Choosing (POST /customer/recurring-purchase-method): the form's value is checked by the call's
 * own schema (checkForm) first; a refusal stays on the page with its message. Saved from the
 * payment resolution's way (`next=resolution`), the customer goes back there to try again.
 */
export async function recurringMethodAction(request: Request, context: AppLoadContext) {
  const { session } = await gate(request, context, routeNeeds.recurringPurchaseMethod);
  const form = await request.formData();
  const answer = (ok: boolean, errors: FormErrors, status = ok ? 200 : 400) =>
    data<MethodActionData>({ ok, errors }, { status, headers: session.headers() });
  const checked = checkForm(recurringPurchaseMethodChoiceSchema, {
    recurringPurchaseMethod: text(form, 'recurringPurchaseMethod'),
  });
  if (checked.errors) {
    return answer(false, { recurringPurchaseMethod: 'Choose your wallet or one of your saved cards.' });
  }
  try {
    await session.platform.chooseRecurringPurchaseMethod(checked.data.recurringPurchaseMethod);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    const errors = formErrorsOf(error);
    return answer(false, { recurringPurchaseMethod: Object.values(errors)[0] ?? error.message }, error.status);
  }
  if (text(form, 'next') === 'resolution') throw redirect(RESOLUTIONS, { headers: session.headers() });
  return answer(true, {});
}
