import type { Money } from '@drawline/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { cryptoRandom } from '../../lib/random';
import { AppError } from '../../platform/app-error';
import { creditPromotion } from './credit-promotion';

/** The promotion that funds the demo customer's wallet (an operator account of its own). */
export const DEMO_FUNDS_PROMOTION = 'demo_welcome';

/**
 * Funds the demo customer through a real promotional-credit journal (bonus: spendable, not
 * withdrawable), once: the journal's reference names the customer, so a second run books nothing.
 */
export async function seedDemoFunds(db: Db, clock: Clock, input: { customerId: string; amount: Money }): Promise<void> {
  try {
    await db.transaction((tx) =>
      creditPromotion({ db, clock, random: cryptoRandom }, tx, {
        customerId: input.customerId,
        amount: input.amount,
        promotionKey: DEMO_FUNDS_PROMOTION,
        reference: `${DEMO_FUNDS_PROMOTION}:${input.customerId}`,
        description: 'Welcome credit',
      }),
    );
  } catch (err) {
    if (!(err instanceof AppError && err.code === 'journal_already_posted')) throw err;
  }
}
