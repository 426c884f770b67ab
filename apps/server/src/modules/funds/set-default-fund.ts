import type { Fund } from '@drawline/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { customerCard, fundOf } from './fund-view';
import type { FundsDeps } from './funds.deps';
import { fundsCards } from './funds.tables';

/** POST /funds/{id}/default: the customer's card used first at checkout. */
export async function setDefaultFund(deps: FundsDeps, customerId: string, fundId: string): Promise<Fund> {
  return deps.db.transaction(async (tx) => {
    await customerCard(tx, customerId, fundId);
    await tx
      .update(fundsCards)
      .set({ isDefault: false })
      .where(and(eq(fundsCards.customerId, customerId), isNull(fundsCards.removedAt)));
    const [row] = await tx.update(fundsCards).set({ isDefault: true }).where(eq(fundsCards.id, fundId)).returning();
    if (!row) throw new Error('The card vanished.');
    return fundOf(row);
  });
}
