/**
 * The recurring purchase pages' data and forms (issue 25; 2-shopping.md §2 autoplay, subscriptions
 * and recurring purchases; §7 their calls): a signed-in customer (else login, coming back here),
 * the page's capabilities (else the 404 page, 1-platform.md §6), one list or purchase through the
 * pages' port, and each change a plain form post that works without scripts, allowed only when
 * its control's capability is on.
 */
import { type CapabilityName, type CapabilityNeed, formMessages, type ProductOffer } from '@drawline/contracts';
import { type AppLoadContext, data } from 'react-router';
import { ApiError } from '../../lib/api';
import { apiSession } from '../../lib/api-session.server';
import { requireCapabilities, routeNeeds } from '../../lib/capabilities';
import { requireCustomer } from '../../lib/customer.server';
import { type FormErrors, formErrorsOf, text } from '../../lib/form-errors';
import { notFound, orNotFound } from '../../lib/not-found';
import { loadOffers } from '../catalogue';
import { LIST_PAGE_SIZE, type ListPage, offsetOf, pageCount, pageOf } from '../orders';
import { type RecurringIntent, recurringIntents, statusChangeOf, wholeDollarsToCents } from './recurring-forms';
import { scheduledPurchasesOf } from './scheduled.server';

/** A recurring purchase's id as the calls take it; anything else is the 404 page without asking. */
const ID = /^[A-Za-z0-9_-]{1,64}$/;

async function gate(request: Request, context: AppLoadContext, need: CapabilityNeed) {
  const [, have] = await Promise.all([requireCustomer(request, context), requireCapabilities(request, context, need)]);
  return { session: apiSession(request, context), have };
}

/** The offers' names and next jackpots by key, for the lists and details. */
export interface OfferSummary {
  name: string;
  /** The next draw's jackpot; null when the offer has no draw on sale or the jackpot is unknown. */
  nextJackpot: ProductOffer['draws'][number]['prizePool'] | null;
}

export async function offerSummaries(request: Request, context: AppLoadContext): Promise<Record<string, OfferSummary>> {
  const { offers } = await loadOffers(apiSession(request, context).platform, request);
  return Object.fromEntries(offers.map((o) => [o.key, { name: o.name, nextJackpot: o.draws[0]?.prizePool ?? null }]));
}

function listPage<T>(items: T[], info: { limit: number; total: number } | null, page: number): ListPage<T> {
  const pages = pageCount(info);
  if (page > pages) throw notFound();
  return { items, page, pages, total: info?.total ?? 0 };
}

function pageQuery(pageParam: string | undefined) {
  const page = pageOf(pageParam);
  if (page === null) throw notFound();
  return { page, query: { limit: String(LIST_PAGE_SIZE), offset: String(offsetOf(page)) } };
}

/** /my-account/autoplay[/:page]: the customer's autoplays (GET /autoplay, v3.3). */
export async function loadAutoplays(request: Request, context: AppLoadContext, pageParam: string | undefined) {
  const { session } = await gate(request, context, routeNeeds.autoplay);
  const { page, query } = pageQuery(pageParam);
  const [answer, offers] = await Promise.all([session.platform.autoplays(query), offerSummaries(request, context)]);
  return data({ list: listPage(answer.items, answer.pageInfo, page), offers }, { headers: session.headers() });
}

/** /my-account/subscriptions[/:page]: the customer's subscriptions (GET /subscriptions). */
export async function loadSubscriptions(request: Request, context: AppLoadContext, pageParam: string | undefined) {
  const { session } = await gate(request, context, routeNeeds.subscriptions);
  const { page, query } = pageQuery(pageParam);
  const [answer, offers] = await Promise.all([session.platform.subscriptions(query), offerSummaries(request, context)]);
  return data({ list: listPage(answer.items, answer.pageInfo, page), offers }, { headers: session.headers() });
}

/**
 * /my-account/recurring-purchases[/:page]: autoplays and subscriptions together (GET
 * /recurring_purchases, v3.3), and with scheduled_purchase the scheduled purchases and pre-orders
 * (GET /scheduled-purchases, v3.2; decision 364).
 */
export async function loadRecurringPurchases(request: Request, context: AppLoadContext, pageParam: string | undefined) {
  const { session, have } = await gate(request, context, routeNeeds.recurringPurchases);
  const { page, query } = pageQuery(pageParam);
  const [answer, offers, scheduled] = await Promise.all([
    session.platform.recurringPurchases(query),
    offerSummaries(request, context),
    scheduledPurchasesOf(session.platform, have),
  ]);
  return data(
    { list: listPage(answer.items, answer.pageInfo, page), offers, scheduled },
    { headers: session.headers() },
  );
}

/** /my-account/autoplay/ticket/:id: one autoplay (GET /autoplay/{id}); another customer's is the 404 page. */
export async function loadAutoplay(request: Request, context: AppLoadContext, id: string | undefined) {
  const { session } = await gate(request, context, routeNeeds.autoplay);
  if (!id || !ID.test(id)) throw notFound();
  const [autoplay, offers] = await Promise.all([
    orNotFound(session.platform.autoplay(id), [404, 400]),
    offerSummaries(request, context),
  ]);
  return data({ autoplay, offer: offers[autoplay.productOfferKey] ?? null }, { headers: session.headers() });
}

/** /my-account/subscriptions/ticket/:id: one subscription (GET /subscriptions/{id}). */
export async function loadSubscription(request: Request, context: AppLoadContext, id: string | undefined) {
  const { session } = await gate(request, context, routeNeeds.subscriptions);
  if (!id || !ID.test(id)) throw notFound();
  const [subscription, offers] = await Promise.all([
    orNotFound(session.platform.subscription(id), [404, 400]),
    offerSummaries(request, context),
  ]);
  return data({ subscription, offer: offers[subscription.productOfferKey] ?? null }, { headers: session.headers() });
}

/** What a change form answers: done, or refused with its messages (and the toast the spec names). */
export interface RecurringActionData {
  ok: boolean;
  intent: RecurringIntent | null;
  errors: FormErrors;
  /** The spec's toast title for a refused status change (2-shopping.md §8). */
  toast: string | null;
  values: Record<string, string>;
  /** A cancel posted without its confirmation (a page without scripts): the page asks before cancelling. */
  confirmCancel?: boolean;
}

/** Each change and the capability its control needs (1-platform.md §6). */
const intentNeeds: Record<'autoplay' | 'subscriptions', Partial<Record<RecurringIntent, CapabilityName>>> = {
  autoplay: {
    pause: 'autoplay_pause',
    'timed-pause': 'autoplay_pause',
    unpause: 'autoplay_pause',
    cancel: 'autoplay_cancel',
    'minimum-jackpot': 'autoplay_edit',
    quickpick: 'autoplay_edit',
  },
  subscriptions: {
    pause: 'subscription_pause',
    'timed-pause': 'subscription_pause',
    unpause: 'subscription_pause',
    cancel: 'subscription_cancel',
    'num-games': 'subscription_edit',
  },
};

/** The toast a refused autoplay status change shows (2-shopping.md §8): unpausing has its own. */
function toastOf(base: 'autoplay' | 'subscriptions', intent: RecurringIntent): string | null {
  if (intent === 'unpause')
    return base === 'autoplay' ? 'Cannot Unpause AutoPlay' : 'Cannot update subscription status';
  if (intent === 'pause' || intent === 'timed-pause' || intent === 'cancel') {
    return base === 'autoplay' ? 'Cannot update AutoPlay status' : 'Cannot update subscription status';
  }
  return null;
}

/**
 * The change forms of an autoplay's or a subscription's page: pause, pause until a date, resume,
 * cancel; an autoplay's minimum jackpot and quick pick; a subscription's number of games. Each
 * runs its call through the pages' port; a refusal comes back as the form's messages.
 */
export async function recurringAction(
  request: Request,
  context: AppLoadContext,
  base: 'autoplay' | 'subscriptions',
  id: string | undefined,
) {
  const { session, have } = await gate(
    request,
    context,
    base === 'autoplay' ? routeNeeds.autoplay : routeNeeds.subscriptions,
  );
  if (!id || !ID.test(id)) throw notFound();
  const form = await request.formData();
  const values = Object.fromEntries([...form].filter(([, v]) => typeof v === 'string')) as Record<string, string>;
  const asked = text(form, 'intent');
  const intent = (recurringIntents as readonly string[]).includes(asked) ? (asked as RecurringIntent) : null;
  const need = intent ? intentNeeds[base][intent] : undefined;
  const answer = (ok: boolean, errors: FormErrors, status = ok ? 200 : 400) =>
    data<RecurringActionData>(
      { ok, intent, errors, toast: ok || !intent ? null : toastOf(base, intent), values: ok ? {} : values },
      { status, headers: session.headers() },
    );
  if (!intent || !need || !have.has(need)) return answer(false, { general: 'This change is not available.' });
  if (intent === 'cancel' && text(form, 'confirm') !== 'yes') {
    // Cancelling is asked twice (decision 374): the page shows its confirmation and nothing changes yet.
    return data<RecurringActionData>(
      { ok: false, intent, errors: {}, toast: null, values: {}, confirmCancel: true },
      { headers: session.headers() },
    );
  }
  const { platform } = session;
  try {
    if (intent === 'minimum-jackpot') {
      const cents = wholeDollarsToCents(text(form, 'minimumJackpot'));
      if (cents === null) return answer(false, { minimumJackpot: formMessages.numbers });
      await platform.setMinimumJackpot(id, { minimumJackpotAmount: cents });
    } else if (intent === 'quickpick') {
      await platform.setQuickpick(id, { quickpick: text(form, 'quickpick') === 'true' ? 'true' : 'false' });
    } else if (intent === 'num-games') {
      const numGames = Number(text(form, 'numGames'));
      if (!/^\d{1,3}$/.test(text(form, 'numGames'))) return answer(false, { numGames: formMessages.numbers });
      await platform.changeSubscription(id, { numGames });
    } else if (base === 'subscriptions' && intent === 'cancel') {
      await platform.cancelSubscription(id);
    } else {
      const change = statusChangeOf(intent, text(form, 'pausedUntil'));
      if ('error' in change) return answer(false, { pausedUntil: change.error });
      await platform.changeRecurringStatus(base, id, change);
    }
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    if (error.status === 404) throw notFound();
    const errors = formErrorsOf(error);
    return answer(false, errors, error.status);
  }
  return answer(true, {});
}
