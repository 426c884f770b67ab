import type { z } from 'zod';
import type { Elevation } from './account-port';
import type { addBankAccountBodySchema, BankAccount, DonationCause, Withdrawal, withdrawBodySchema } from './payouts';

/**
 * What a money call of the pages' port carries beside its input: the Idempotency-Key its HTTP
 * call takes (docs/decisions/103), one per attempt the customer makes; a retry with the same key
 * answers the first answer and moves nothing. A key used over HTTP is the same key here.
 */
export interface MoneyCall {
  idempotencyKey: string;
}

/**
 * The pages' port's payout calls (3-account.md §7 Withdraw), as the storefront's actions make
 * them; part of PlatformPort (platform-port.ts, docs/decisions/326). Each is the call named beside it.
 * Adding a payout destination and withdrawing are money leaving the account: with two-factor on
 * they take the elevation modal's code (docs/decisions/346).
 */
export interface PayoutsPort {
  /** POST /funds/bank-account (v3.8): a bank account or PayID of the signed-in customer's. */
  addBankAccount(body: z.input<typeof addBankAccountBodySchema>, elevation: Elevation): Promise<BankAccount>;
  /** POST /funds/{id}/withdraw (v3.1): a money call, idempotent by key. */
  requestWithdrawal(
    bankAccountId: string,
    body: z.input<typeof withdrawBodySchema>,
    money: MoneyCall,
    elevation: Elevation,
  ): Promise<Withdrawal>;
  /** POST /withdrawals/{withdrawId}/cancel: a money call, idempotent by key. */
  cancelWithdrawal(withdrawId: string, money: MoneyCall): Promise<Withdrawal>;
  /**
   * Not an HTTP call: the hours a newly added bank account or PayID waits before its first
   * withdrawal (PAYOUT_DESTINATION_HOLD_HOURS, docs/decisions/346), so the add form says so before
   * the customer adds one (docs/decisions/341). A read.
   */
  newBankAccountWaitHours(): Promise<number>;
  /**
   * Not an HTTP call: the causes a donation (`do`, decision 532) can go to now, by name, for the
   * withdraw page's "Give to a cause"; none where donations are off. A read.
   */
  donationCauses(): Promise<DonationCause[]>;
}
