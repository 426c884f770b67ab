import { toCurrency } from '@drawline/contracts';
import type { Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { DrawToSettle } from '../../modules/catalogue';
import {
  applyCorrectedWinnings,
  type CorrectedWinning,
  lockDrawWinnings,
  type NewWinning,
  type ResultCorrectionOutcome,
  type ResultCorrectionRow,
  type WinningRow,
  winningIdOf,
} from '../../modules/settlement';
import type { Wallet } from '../../modules/wallet';

export interface CorrectDrawWinsDeps {
  clock: Clock;
  wallet: Pick<Wallet, 'correctPrize'>;
  /** A win the correction creates above this many cents is held for finance, as settlement holds it. */
  prizeHoldThreshold: number;
}

/**
 * One draw's wins brought to what a corrected result makes of them (docs/decisions/261, 518): the
 * draw's paid wins are locked, and per win whose worth changed one correction journal of the
 * difference is booked (a claw-back never below zero; what the balance does not cover is added to
 * `outcome.unrecovered`); then the wins are rewritten (a changed win keeps its id and status, a
 * new one is paid or held, a win taken away is deleted while its journals stay). The lottery draw
 * itself (tickets and lotto party shares) and every paid syndicate draw playing it go through here.
 */
export async function correctDrawWins(
  deps: CorrectDrawWinsDeps,
  tx: Tx,
  draw: DrawToSettle,
  correction: ResultCorrectionRow,
  corrected: readonly NewWinning[],
  outcome: ResultCorrectionOutcome,
): Promise<void> {
  const now = deps.clock.now();
  const before = new Map<string, WinningRow>((await lockDrawWinnings(tx, draw.drawId)).map((w) => [w.winningId, w]));
  const after = new Map(corrected.map((w) => [winningIdOf(w.ticketId, w.division), w]));
  const upsert: CorrectedWinning[] = [];
  const remove: string[] = [];
  const deltaOf = (id: string) => (after.get(id)?.amount ?? 0) - (before.get(id)?.amount ?? 0);
  // Rises first: a customer whose win moves to another division is paid the new one before the
  // old one is taken back, so the claw-back can take it from there.
  const ids = [...new Set([...before.keys(), ...after.keys()])].sort(
    (a, b) => deltaOf(b) - deltaOf(a) || a.localeCompare(b),
  );
  for (const id of ids) {
    const was = before.get(id);
    const next = after.get(id);
    const delta = deltaOf(id);
    if (delta === 0 && next?.entries === was?.entries) continue;
    const customerId = (was?.customerId ?? next?.customerId) as string;
    const productOfferKey = (was?.productOfferKey ?? next?.productOfferKey) as string;
    const held = was ? was.status === 'held' : (next?.amount ?? 0) > deps.prizeHoldThreshold;
    outcome.winsChanged += 1;
    if (delta !== 0) {
      const booked = await deps.wallet.correctPrize(tx, {
        reference: `${correction.correctionId}:${id}`,
        customerId,
        productOfferKey,
        amount: { amount: delta, currency: toCurrency(draw.currency) },
        held,
        description: `Prize correction: ${draw.offerName} draw ${draw.drawNo}, ${correction.reason}`,
        metadata: { drawId: draw.drawId, winningId: id, resultCorrectionId: correction.correctionId },
      });
      if (booked.booked > 0) outcome.paid += booked.booked;
      else outcome.clawedBack -= booked.booked;
      outcome.unrecovered += booked.unrecovered;
    }
    if (!next) {
      remove.push(id);
      continue;
    }
    upsert.push({
      ticketId: next.ticketId,
      division: next.division,
      drawId: draw.drawId,
      customerId,
      productOfferKey,
      entries: next.entries,
      amount: next.amount,
      currency: draw.currency,
      description: next.description,
      status: held ? 'held' : 'paid',
      at: now,
    });
  }
  await applyCorrectedWinnings(tx, { upsert, remove });
}
