import type { AddBankAccountBody, BankAccount } from '@drawline/contracts';
import type { Db } from '../../db/client';
import { contactsOf } from '../../modules/identity';
import type { MailService } from '../../modules/mail';
import type { Payouts } from '../../modules/payouts';
import { bankAccountAddedEmail, type PayoutEmailSite } from './bank-account-added-email';

export interface AddBankAccountDeps {
  db: Db;
  /** Whether donations are offered rides along: the withdraw call refuses `do` without it (decision 532). */
  payouts: Pick<Payouts, 'addBankAccount' | 'donationWithdrawals'>;
  mail: Pick<MailService, 'enqueue' | 'wake'>;
  site: PayoutEmailSite;
  /** Hours a new payout destination waits before its first withdrawal (PAYOUT_DESTINATION_HOLD_HOURS). */
  holdHours: number;
}

/**
 * POST /funds/bank-account (v3.8; 3-account.md §7) as a story: the account is kept (usable after
 * the configured wait) and, when it is new, the customer is emailed in the same transaction, so
 * no payout destination is added without its owner hearing of it (docs/decisions/346). The same
 * account added again answers the one kept and sends nothing.
 */
export async function addBankAccount(
  deps: AddBankAccountDeps,
  customerId: string,
  body: AddBankAccountBody,
): Promise<BankAccount> {
  const { bankAccount, added } = await deps.db.transaction(async (tx) => {
    const kept = await deps.payouts.addBankAccount(tx, customerId, body, deps.holdHours);
    if (kept.added) {
      const contact = (await contactsOf(tx, [customerId])).get(customerId);
      if (contact) await deps.mail.enqueue(tx, bankAccountAddedEmail(deps.site, kept.bankAccount, contact));
    }
    return kept;
  });
  if (added) deps.mail.wake();
  return bankAccount;
}
