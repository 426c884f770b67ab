import type { GiveawayType, GiveawayVerification } from '@drawline/contracts';
import { giveawaySeedId } from '../../modules/membership';
import { raffleVerification } from '../../modules/settlement';
import { notFound } from '../../platform/app-error';
import { entryNumbers } from './draw-giveaways';
import type { MembershipFlowDeps } from './membership-flow.deps';

/**
 * The public data of a giveaway's commit-reveal (docs/decisions/397), in the raffle
 * verification's shape so `npm run verify-raffle` checks it: the numbers drawn from, never who
 * holds them.
 */
export async function loadGiveawayVerification(
  deps: Pick<MembershipFlowDeps, 'db' | 'membership' | 'clock'>,
  type: GiveawayType,
  number: number,
): Promise<GiveawayVerification> {
  const giveaway = await deps.membership.giveawayRow(type, number);
  const published = giveaway ? await raffleVerification(deps.db, giveawaySeedId(giveaway.id)) : null;
  if (!giveaway || !published) throw notFound('The giveaway verification');
  const drawn = giveaway.status === 'drawn' && published.seed !== null;
  const winners = drawn ? await deps.membership.winnersOfGiveaway(giveaway.id) : [];
  // The entries drawn from are numbered 1…N; their count is written with the revealed seed.
  const numbers = drawn ? entryNumbers([{ customerId: '', first: 1, count: published.ticketsCount ?? 0 }]) : [];
  return {
    giveawayId: giveaway.id,
    type,
    number: giveaway.number,
    status: drawn ? 'drawn' : giveaway.closeAt <= deps.clock.now() ? 'closed' : 'open',
    algorithm: published.algorithm,
    algorithmDescription: published.algorithmDescription,
    commitment: published.commitment,
    committedAt: published.committedAt,
    close: giveaway.closeAt.toISOString(),
    seed: published.seed,
    revealedAt: published.revealedAt,
    ticketsDigest: published.ticketsDigest,
    ticketNumbers: numbers,
    prizeSlots: Array.from({ length: giveaway.winnersCount }, (_, i) => ({ slot: i + 1, name: giveaway.prizeName })),
    winners: winners.map((w) => w.entryNumber),
  };
}
