import { aestDate } from '@drawline/contracts';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { AppError, notFound } from '../../platform/app-error';
import { coolingOffEnd, type LimitKind, limitInForce } from './limit-rules';
import type { LimitsDeps } from './limits.deps';
import { customerLimits } from './limits.tables';

const ID_SHAPE = /^[0-9a-fA-F-]{36}$/;

async function lockOwnLimit(
  deps: LimitsDeps,
  tx: Tx,
  input: { customerId: string; kinds: readonly LimitKind[]; limitId: string },
) {
  if (!ID_SHAPE.test(input.limitId)) throw notFound('The limit');
  const [row] = await tx
    .select()
    .from(customerLimits)
    .where(and(eq(customerLimits.id, input.limitId), eq(customerLimits.customerId, input.customerId)))
    .for('update');
  const current = row && input.kinds.includes(row.kind as LimitKind) ? limitInForce(row, deps.clock.now()) : null;
  if (!row || !current) throw notFound('The limit');
  return current;
}

/**
 * DELETE /spend-limits/{spendLimitId} (and the deposit and pre-commitment limits): removing a
 * limit lets the customer spend more, so it applies only after the cooling-off period; until
 * then the limit holds and the removal can be cancelled. A removal already waiting is a 422.
 */
export async function removeLimit(
  deps: LimitsDeps,
  input: { customerId: string; kinds: readonly LimitKind[]; limitId: string },
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const current = await lockOwnLimit(deps, tx, input);
    if (current.pending && current.pending.amount === null) {
      throw new AppError('limit_change_refused', {
        message: `This limit already ends on ${aestDate(current.pending.from)}.`,
      });
    }
    await tx
      .update(customerLimits)
      .set({
        amount: current.amount,
        pendingAmount: null,
        pendingFrom: coolingOffEnd(now, deps.policy.coolingOffDays),
        updatedAt: now,
      })
      .where(eq(customerLimits.id, current.id));
  });
}

/** Cancels a raise or removal still waiting out its cooling-off: the limit stays as it is. */
export async function cancelLimitChange(
  deps: LimitsDeps,
  input: { customerId: string; kinds: readonly LimitKind[]; limitId: string },
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const current = await lockOwnLimit(deps, tx, input);
    if (!current.pending) {
      throw new AppError('limit_change_refused', { message: 'There is no change waiting on this limit to cancel.' });
    }
    await tx
      .update(customerLimits)
      .set({ amount: current.amount, pendingAmount: null, pendingFrom: null, updatedAt: now })
      .where(eq(customerLimits.id, current.id));
  });
}
