import type { AppLoadContext } from 'react-router';
import { requireConsoleStaff } from '../staff-session.server';

/** Customer search by name, email or id (docs/decisions/232): nothing until asked. */
export async function loadConsoleCustomers(request: Request, context: AppLoadContext) {
  const { staff } = await requireConsoleStaff(request, context, 'customers');
  const q = new URL(request.url).searchParams.get('q')?.trim() ?? '';
  if (!q) return { q, customers: null };
  return { q, customers: await staff.searchCustomers({ q: q.slice(0, 200) }) };
}

export type ConsoleCustomersData = Awaited<ReturnType<typeof loadConsoleCustomers>>;
