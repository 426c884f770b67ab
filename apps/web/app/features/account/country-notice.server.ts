import { type AppLoadContext, redirect } from 'react-router';
import { apiSession } from '../../lib/api-session.server';
import { requireCustomer } from '../../lib/customer.server';
import { safeRedirect } from '../../lib/redirect';

/**
 * The customer acknowledges the banned country they are located in (POST
 * /customer/terms-and-conditions/location through the pages' port; docs/decisions/384), then
 * goes back to the page they were on, so the form works without JavaScript as well.
 */
export async function acknowledgeLocationAction(request: Request, context: AppLoadContext) {
  await requireCustomer(request, context);
  const form = await request.formData();
  const session = apiSession(request, context);
  await session.platform.acknowledgeLocation();
  return redirect(safeRedirect(form.get('redirectTo')), { headers: session.headers() });
}
