/**
 * The scheduled purchase page's data and cancel form (issue 25, decision 364; 1-platform.md
 * /my-account/scheduled-purchases/:id): a signed-in customer with the scheduled_purchase
 * capability (else login or the 404 page), their own scheduled purchase through the pages' port,
 * and the cancel a plain form post allowed only with scheduled_purchase_cancel.
 */
import type { ScheduledPurchase } from '@drawline/contracts';
import { type AppLoadContext, data } from 'react-router';
import { ApiError } from '../../lib/api';
import { apiSession } from '../../lib/api-session.server';
import { requireCapabilities, routeNeeds } from '../../lib/capabilities';
import { requireCustomer } from '../../lib/customer.server';
import { type FormErrors, formErrorsOf, text } from '../../lib/form-errors';
import { notFound, orNotFound } from '../../lib/not-found';

/** Our ids are sp_ and letters or digits; anything else is the 404 page without asking. */
const ID = /^[A-Za-z0-9_-]{1,64}$/;

async function gate(request: Request, context: AppLoadContext) {
  const [, have] = await Promise.all([
    requireCustomer(request, context),
    requireCapabilities(request, context, routeNeeds.scheduledPurchase),
  ]);
  return { session: apiSession(request, context), have };
}

/** /my-account/scheduled-purchases/:id: one scheduled purchase (GET /scheduled-purchases/{encodedId}). */
export async function loadScheduledPurchase(request: Request, context: AppLoadContext, id: string | undefined) {
  const { session } = await gate(request, context);
  if (!id || !ID.test(id)) throw notFound();
  const scheduled = await orNotFound(session.platform.scheduledPurchase(id), [404, 400]);
  return data({ scheduled }, { headers: session.headers() });
}

/** The customer's scheduled purchases for the recurring purchases page, when its capability is given. */
export async function scheduledPurchasesOf(
  platform: { scheduledPurchases(q: { limit: string; offset: string }): Promise<{ items: ScheduledPurchase[] }> },
  have: ReadonlySet<string>,
): Promise<ScheduledPurchase[] | null> {
  if (!have.has('scheduled_purchase')) return null;
  return (await platform.scheduledPurchases({ limit: '100', offset: '0' })).items;
}

export interface ScheduledActionData {
  ok: boolean;
  errors: FormErrors;
}

/** The cancel form (PATCH /scheduled-purchases/{encodedId}/cancel): refused messages come back on the form. */
export async function scheduledAction(request: Request, context: AppLoadContext, id: string | undefined) {
  const { session, have } = await gate(request, context);
  if (!id || !ID.test(id)) throw notFound();
  const form = await request.formData();
  const answer = (ok: boolean, errors: FormErrors, status = ok ? 200 : 400) =>
    data<ScheduledActionData>({ ok, errors }, { status, headers: session.headers() });
  if (text(form, 'intent') !== 'cancel' || !have.has('scheduled_purchase_cancel')) {
    return answer(false, { general: 'This change is not available.' });
  }
  try {
    await session.platform.cancelScheduledPurchase(id);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    if (error.status === 404) throw notFound();
    return answer(false, formErrorsOf(error), error.status);
  }
  return answer(true, {});
}
