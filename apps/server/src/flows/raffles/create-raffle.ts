import type { ConsoleRaffle, RaffleRequest } from '@drawline/contracts';
import type { Tx } from '../../db/client';
import { createRaffleDraft } from '../../modules/catalogue';
import type { ActingStaff } from '../../modules/staff';
import type { RaffleFlowDeps } from './raffle-flow.deps';

/**
 * A member drafts a raffle (docs/decisions/266): the draft and its audit row commit together, in
 * the transaction that stores the call's Idempotency-Key, so a retried create makes one draft.
 */
export async function createRaffle(
  deps: Pick<RaffleFlowDeps, 'clock' | 'random' | 'audit'>,
  tx: Tx,
  /** The signed-in member (a staff call always has one). */
  staffId: string,
  actor: ActingStaff,
  raffle: RaffleRequest,
): Promise<ConsoleRaffle> {
  const made = await createRaffleDraft(tx, {
    raffleId: deps.random.uuid(),
    staffId,
    raffle,
    now: deps.clock.now(),
  });
  await deps.audit.recordAudit(tx, {
    actor,
    action: 'raffle.create',
    subjectType: 'raffle',
    subjectId: made.raffleId,
    before: null,
    after: made,
  });
  return made;
}
