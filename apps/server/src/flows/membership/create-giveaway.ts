import type { GiveawayType } from '@drawline/contracts';
import { giveawaySeedId } from '../../modules/membership';
import { commitRaffleSeeds } from '../../modules/settlement';
import type { MembershipFlowDeps } from './membership-flow.deps';

export interface GiveawayInput {
  type: GiveawayType;
  title: string;
  description?: string;
  /** The giveaway's pictures: the shop's own, served from the web app's public folder. */
  images?: { mobile: string; desktop: string };
  openAt: Date;
  closeAt: Date;
  prize:
    | { kind: 'credit'; amount: number; currency: string; name: string }
    | { kind: 'goods'; name: string; currency: string };
  winnersCount?: number;
}

/**
 * A giveaway made with its seed's commitment in one transaction (docs/decisions/397), so the
 * commitment is public from the giveaway's first moment, long before its entries close.
 */
export async function createGiveaway(deps: MembershipFlowDeps, input: GiveawayInput) {
  return deps.db.transaction(async (tx) => {
    const row = await deps.membership.createGiveaway(tx, input);
    await commitRaffleSeeds(tx, [giveawaySeedId(row.id)], deps.clock.now());
    return row;
  });
}
