import type { ConsoleCustomer } from '@drawline/contracts';
import type { ActingStaff } from '../../modules/staff';
import type { ConsoleFlowDeps } from './console-flow.deps';

/**
 * Support locks a customer (every session ends) or unlocks one (docs/decisions/237); the change
 * and its audit row commit together.
 */
export async function lockCustomer(
  deps: Pick<ConsoleFlowDeps, 'db' | 'lockCustomer' | 'audit'>,
  actor: ActingStaff,
  input: { customerId: string; locked: boolean; reason?: string },
): Promise<ConsoleCustomer> {
  return deps.db.transaction(async (tx) => {
    const { before, after } = await deps.lockCustomer(tx, input);
    await deps.audit.recordAudit(tx, {
      actor,
      action: input.locked ? 'customer.lock' : 'customer.unlock',
      subjectType: 'customer',
      subjectId: input.customerId,
      before,
      after,
    });
    return after;
  });
}
