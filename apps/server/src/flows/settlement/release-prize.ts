import { type Prize, toCurrency } from '@drawline/contracts';
import type { Db } from '../../db/client';
import type { AuditLog } from '../../modules/audit';
import { lockWinning, markReleased, type WinningRow } from '../../modules/settlement';
import type { ActingStaff } from '../../modules/staff';
import type { Wallet } from '../../modules/wallet';
import { AppError, notFound } from '../../platform/app-error';

export interface ReleasePrizeDeps {
  db: Db;
  wallet: Pick<Wallet, 'releasePrize'>;
  audit: Pick<AuditLog, 'recordAudit'>;
}

export const toPrize = (w: WinningRow): Prize => ({
  id: w.winningId,
  drawId: w.drawId,
  ticketId: w.ticketId,
  division: w.division,
  amount: { amount: w.amount, currency: toCurrency(w.currency) },
  status: w.status as Prize['status'],
  description: w.description,
  releasedBy: w.releasedBy,
});

/**
 * Finance releases a held prize (docs/decisions/203): the win moves pending_winnings → cash by a
 * journal keyed by the win, the win is marked released, and the audit row is written, in one
 * transaction. A prize not held (paid, released already, not yet paid) is refused.
 */
export async function releaseHeldPrize(deps: ReleasePrizeDeps, actor: ActingStaff, winningId: string): Promise<Prize> {
  return deps.db.transaction(async (tx) => {
    const win = await lockWinning(tx, winningId);
    if (!win) throw notFound(`Prize ${winningId}`);
    if (win.status !== 'held') {
      throw new AppError('conflict', { message: `Prize ${winningId} is ${win.status}, not held.` });
    }
    if (!actor.staffId) throw new AppError('forbidden');
    await deps.wallet.releasePrize(tx, {
      reference: win.winningId,
      customerId: win.customerId,
      amount: { amount: win.amount, currency: toCurrency(win.currency) },
      description: `Prize released: ${win.description}`,
      metadata: { drawId: win.drawId, releasedBy: actor.staffId },
    });
    await markReleased(tx, win.winningId, actor.staffId);
    const after = toPrize({ ...win, status: 'released', releasedBy: actor.staffId });
    await deps.audit.recordAudit(tx, {
      actor,
      action: 'prize.release',
      subjectType: 'prize',
      subjectId: win.winningId,
      before: toPrize(win),
      after,
    });
    return after;
  });
}
