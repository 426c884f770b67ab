import { type ConsoleCustomerRecurring, type RecurringPurchaseType, toCurrency } from '@drawline/contracts';
import type { Db } from '../db/client';
import { chargesOfCustomer, noticesOf, recurringMethodOf, recurringOfCustomer } from '../modules/recurring';

/**
 * A customer's recurring purchases for the console (issue 25, decision 358): each with its last
 * attempt and the draws it bought and gave up, the unattended card chosen, the card charges made
 * for them and the failures and warnings the customer was told, newest first.
 */
export async function readConsoleRecurring(db: Db, customerId: string): Promise<ConsoleCustomerRecurring> {
  const [method, purchases, charges, notices] = await Promise.all([
    recurringMethodOf(db, customerId),
    recurringOfCustomer(db, customerId),
    chargesOfCustomer(db, customerId),
    noticesOf(db, customerId),
  ]);
  return {
    recurringPurchaseMethod: method,
    purchases: purchases.map(({ row, placed, givenUp }) => ({
      recurringPurchaseId: row.id,
      type: row.kind as RecurringPurchaseType,
      productOfferKey: row.productOfferKey,
      status: row.status,
      lastAttemptStatus: row.lastAttemptStatus,
      lastFailureCode: row.lastFailureCode,
      lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
      placedDraws: Number(placed),
      givenUpDraws: Number(givenUp),
    })),
    charges: charges.map((c) => ({
      recurringPurchaseId: c.recurringPurchaseId,
      drawId: c.drawId,
      attempt: c.attempt,
      amount: { amount: c.amount, currency: toCurrency(c.currency) },
      status: c.status,
      failureCode: c.failureCode,
      depositId: c.depositId,
      createdAt: c.createdAt.toISOString(),
    })),
    notices: notices.map((n) => ({
      recurringPurchaseId: n.recurringPurchaseId,
      drawId: n.drawId,
      kind: n.kind,
      reason: n.reason,
      title: n.title,
      createdAt: n.createdAt.toISOString(),
    })),
  };
}
