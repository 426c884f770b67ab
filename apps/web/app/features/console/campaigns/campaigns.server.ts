import type { AppLoadContext } from 'react-router';
import { requireConsoleStaff } from '../staff-session.server';

/** Sign-ups and sales by campaign and source over the last 30 days (docs/decisions/447). */
export async function loadConsoleCampaigns(request: Request, context: AppLoadContext) {
  const { staff } = await requireConsoleStaff(request, context, 'campaigns');
  return staff.campaigns();
}

export type ConsoleCampaignsData = Awaited<ReturnType<typeof loadConsoleCampaigns>>;
