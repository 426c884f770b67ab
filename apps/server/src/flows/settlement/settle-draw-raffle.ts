import { pickRaffleWinners, sortTicketNumbers, ticketListDigest } from '@drawline/contracts/raffle-draw';
import type { Db } from '../../db/client';
import {
  type DrawToSettle,
  type RafflePrizeSlot,
  rafflePrizeSlots,
  recordRaffleWinners,
} from '../../modules/catalogue';
import { contactsOf } from '../../modules/identity';
import { type SoldRaffleNumber, soldRaffleNumbers } from '../../modules/orders';
import { awardRafflePrizes, type RafflePrizeTier, rafflePlaces } from '../../modules/scoring';
import { commitRaffleSeeds, lockRaffleSeed, raffleVerification, revealRaffleSeed } from '../../modules/settlement';
import type { SettleDrawDeps } from './settle-draw.deps';

/** A prize slot and the sold ticket number that won it. */
export interface RaffleWin {
  slot: RafflePrizeSlot;
  sold: SoldRaffleNumber;
}

/**
 * The published algorithm applied to a draw's seed and sold numbers picks one number per prize
 * place; the scoring module gives the places in prize-list order (docs/decisions/193).
 */
function winsOf(seed: string, sold: readonly SoldRaffleNumber[], slots: readonly RafflePrizeSlot[]): RaffleWin[] {
  const byNumber = new Map(sold.map((s) => [s.ticketNumber, s]));
  const numbers = sortTicketNumbers(sold.map((s) => s.ticketNumber));
  const tiers: RafflePrizeTier[] = [];
  for (const slot of slots) {
    const last = tiers.at(-1);
    if (last?.prizeId === slot.prizeId) last.quantity++;
    else tiers.push({ prizeId: slot.prizeId, quantity: 1 });
  }
  const picked = pickRaffleWinners(seed, numbers, rafflePlaces(tiers));
  return awardRafflePrizes(tiers, picked).map((award) => ({
    slot: slots[award.position - 1] as RafflePrizeSlot,
    sold: byNumber.get(award.ticketNumber) as SoldRaffleNumber,
  }));
}

/**
 * A closed raffle drawn (docs/decisions/201): the winners picked from the sold ticket numbers by
 * the published algorithm from the committed seed, written with the move to DRAW_DRAWN, and the
 * seed revealed with the digest of the ticket list, in one transaction. A draw that closed
 * without a commitment (made before this existed) gets one now; the page shows it was made late.
 */
export async function drawRaffleWinners(deps: SettleDrawDeps, draw: DrawToSettle): Promise<boolean> {
  await commitRaffleSeeds(deps.db, [draw.drawId], deps.clock.now());
  return deps.db.transaction(async (tx) => {
    const seed = await lockRaffleSeed(tx, draw.drawId);
    if (!seed) return false;
    const [sold, slots] = await Promise.all([soldRaffleNumbers(tx, draw.drawId), rafflePrizeSlots(tx, draw.drawId)]);
    const wins = winsOf(seed.seed, sold, slots);
    const contacts = await contactsOf(
      tx,
      wins.map((w) => w.sold.customerId),
    );
    const now = deps.clock.now();
    const drawn = await recordRaffleWinners(
      tx,
      draw.drawId,
      wins.map((w) => ({
        slot: w.slot,
        ticketNumber: w.sold.ticketNumber,
        winnerName: contacts.get(w.sold.customerId)?.publicName ?? 'A winner',
        location: contacts.get(w.sold.customerId)?.location ?? '',
      })),
      now,
    );
    if (!drawn) return false;
    const numbers = sortTicketNumbers(sold.map((s) => s.ticketNumber));
    await revealRaffleSeed(tx, draw.drawId, { digest: ticketListDigest(numbers), count: numbers.length }, now);
    return true;
  });
}

/** The winners of a drawn raffle recomputed from its revealed seed: what scoring pays. */
export async function raffleWinnersFromSeed(db: Db, drawId: string): Promise<RaffleWin[] | null> {
  const verification = await raffleVerification(db, drawId);
  if (!verification?.seed) return null;
  const [sold, slots] = await Promise.all([soldRaffleNumbers(db, drawId), rafflePrizeSlots(db, drawId)]);
  return winsOf(verification.seed, sold, slots);
}
