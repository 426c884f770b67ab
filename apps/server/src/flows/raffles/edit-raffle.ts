import type { ConsoleRaffle, RaffleRequest } from '@drawline/contracts';
import { updateRaffleDraft } from '../../modules/catalogue';
import type { ActingStaff } from '../../modules/staff';
import type { RaffleFlowDeps } from './raffle-flow.deps';

/**
 * A member saves a raffle's fields: anything while a draft, only description and picture once
 * published (docs/decisions/267). The change and its audit row (before and after) commit together.
 */
export async function editRaffle(
  deps: Pick<RaffleFlowDeps, 'db' | 'clock' | 'audit'>,
  actor: ActingStaff,
  raffleId: string,
  raffle: RaffleRequest,
): Promise<ConsoleRaffle> {
  return deps.db.transaction(async (tx) => {
    const { before, after } = await updateRaffleDraft(tx, { raffleId, raffle, now: deps.clock.now() });
    await deps.audit.recordAudit(tx, {
      actor,
      action: 'raffle.edit',
      subjectType: 'raffle',
      subjectId: raffleId,
      before,
      after,
    });
    return after;
  });
}
