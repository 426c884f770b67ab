/**
 * The migration modal's call (issue 29, docs/decisions/468): POST /migration/migrate through the
 * pages' port, for the modal's start, its polls and its retry. A refusal (no account to move, a
 * move that failed) is the modal's failure step, never an error page.
 */
import type { Money } from '@drawline/contracts';
import { type AppLoadContext, data } from 'react-router';
import { ApiError } from '../../lib/api';
import { apiSession } from '../../lib/api-session.server';
import { requireCustomer } from '../../lib/customer.server';

export type MigrateActionData =
  | { outcome: 'in_progress' }
  | { outcome: 'migrated'; migratedBalance: Money | null }
  | { outcome: 'failed'; message: string };

export async function migrateAccountAction(request: Request, context: AppLoadContext) {
  await requireCustomer(request, context);
  const session = apiSession(request, context);
  let answer: MigrateActionData;
  try {
    const moved = await session.platform.migrateAccount();
    answer =
      moved.migrationStatus === 'migrated'
        ? { outcome: 'migrated', migratedBalance: moved.migratedBalance }
        : { outcome: 'in_progress' };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    answer = { outcome: 'failed', message: error.message };
  }
  return data(answer, { headers: session.headers() });
}
