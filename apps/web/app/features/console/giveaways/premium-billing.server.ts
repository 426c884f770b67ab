import type { AppLoadContext } from 'react-router';
import { requireConsoleStaff } from '../staff-session.server';

/** Finance's premium billing (issue 27): the latest 100 subscriptions' periods and every month's totals. */
export async function loadConsolePremiumBilling(request: Request, context: AppLoadContext) {
  const { staff } = await requireConsoleStaff(request, context, 'giveawayBilling');
  return { billing: await staff.premiumBilling({ limit: 100 }) };
}
export type ConsolePremiumBillingData = Awaited<ReturnType<typeof loadConsolePremiumBilling>>;
