import { eq } from 'drizzle-orm';
import { customerCard } from './fund-view';
import type { FundsDeps } from './funds.deps';
import { fundsCards } from './funds.tables';

/** DELETE /funds/{id}: the card is no longer offered; its past deposits keep pointing at it. */
export async function removeFund(deps: FundsDeps, customerId: string, fundId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await customerCard(tx, customerId, fundId);
    await tx.update(fundsCards).set({ removedAt: deps.clock.now(), isDefault: false }).where(eq(fundsCards.id, fundId));
  });
}
