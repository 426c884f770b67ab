import { consoleAllows } from '@drawline/contracts';
import { type AppLoadContext, redirect } from 'react-router';
import { firstConsolePage } from '../console-frame';
import { forbidden, requireConsoleStaff } from '../staff-session.server';

/** The dashboard's figures; a member without it starts at their first console page instead. */
export async function loadConsoleDashboard(request: Request, context: AppLoadContext) {
  const { me, staff } = await requireConsoleStaff(request, context);
  if (!consoleAllows(me.roles, 'dashboard')) {
    // The console's front door: a member whose roles do not include the dashboard starts at their first page.
    const first = firstConsolePage(me.roles);
    throw first ? redirect(first) : forbidden();
  }
  return staff.dashboard();
}
