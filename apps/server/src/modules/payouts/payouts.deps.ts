import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Random } from '../../lib/random';

/** What the payouts use cases take as arguments. */
export interface PayoutsDeps {
  db: Db;
  clock: Clock;
  random: Random;
  /** PayPal (`pl`) offered as a withdrawal method beside bank transfer (decision 489). */
  paypalPayouts?: boolean;
  /** Wise (`tw`) offered as a withdrawal method (WISE_PAYOUTS, decision 531). */
  wisePayouts?: boolean;
  /** Donations to the shop's causes (`do`) offered (DONATION_WITHDRAWALS, decision 532). */
  donationWithdrawals?: boolean;
}
