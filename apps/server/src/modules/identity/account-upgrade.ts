import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { customers } from './identity.tables';

/**
 * Support's ask that a customer complete their details before buying (decision 469), set or
 * withdrawn in the caller's transaction (which writes its audit row): the open account of that
 * email and the flag before and after, or null when no open account has it.
 */
export async function setAccountUpgradeRequired(
  tx: Tx,
  input: { email: string; required: boolean; now: Date },
): Promise<{ customerId: string; before: boolean; after: boolean } | null> {
  const email = input.email.trim().toLowerCase();
  const [row] = await tx
    .select({ id: customers.id, before: customers.accountUpgradeRequired })
    .from(customers)
    .where(and(eq(customers.email, email), isNull(customers.closedAt)))
    .for('update');
  if (!row) return null;
  await tx
    .update(customers)
    .set({ accountUpgradeRequired: input.required, updatedAt: input.now })
    .where(eq(customers.id, row.id));
  return { customerId: row.id, before: row.before, after: input.required };
}
