import type { ConsoleRaffle } from '@drawline/contracts';
import { publishRaffleDraft } from '../../modules/catalogue';
import { commitRaffleSeeds } from '../../modules/settlement';
import type { ActingStaff } from '../../modules/staff';
import type { RaffleFlowDeps } from './raffle-flow.deps';

/**
 * A member publishes a draft (docs/decisions/268): the catalogue writes the offer and its open
 * draw, settlement commits the draw's secret seed (decision 201: the commitment exists before
 * the first ticket sells), and the audit row records it, all in one transaction.
 */
export async function publishRaffle(
  deps: Pick<RaffleFlowDeps, 'db' | 'clock' | 'random' | 'audit'>,
  /** The signed-in member (a staff call always has one). */
  staffId: string,
  actor: ActingStaff,
  raffleId: string,
): Promise<ConsoleRaffle> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const { before, after, drawId } = await publishRaffleDraft(tx, { raffleId, staffId, now, random: deps.random });
    await commitRaffleSeeds(tx, [drawId], now);
    await deps.audit.recordAudit(tx, {
      actor,
      action: 'raffle.publish',
      subjectType: 'raffle',
      subjectId: raffleId,
      before,
      after,
    });
    return after;
  });
}
