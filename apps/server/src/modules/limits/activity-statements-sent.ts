import type { Tx } from '../../db/client';
import { activityStatementsSent } from './limits.tables';

/**
 * Marks a customer's statement for a month (yyyy-mm) as sent, in the transaction that writes its
 * email; false when it was sent already, so a missed day or a second process sends nothing twice.
 */
export async function claimActivityStatement(
  tx: Tx,
  input: { customerId: string; month: string; now: Date },
): Promise<boolean> {
  const [claimed] = await tx
    .insert(activityStatementsSent)
    .values({ customerId: input.customerId, month: input.month, sentAt: input.now })
    .onConflictDoNothing()
    .returning({ customerId: activityStatementsSent.customerId });
  return claimed !== undefined;
}
