import type { Db } from '../db/client';
import type { Secrets } from '../modules/credentials';
import { resealDirectDebitAccounts } from '../modules/funds';
import { resealTwoFactorSecrets } from '../modules/identity';
import { resealStaffSecrets } from '../modules/staff';

/**
 * Seals every stored secret again under the current server secret (docs/decisions/347): the staff's
 * and the customers' authenticator secrets and the Direct Debit Requests' account numbers (decision
 * 522), each module its own. Run after AUTH_SECRET changed with
 * the old one in AUTH_SECRET_PREVIOUS; once it reports, the old one may be dropped. Safe to run
 * again (what is current is left alone); never prints a secret.
 */
export async function resealSecrets(db: Db, secrets: Secrets, out: (line: string) => void): Promise<void> {
  const staff = await resealStaffSecrets(db, secrets);
  const customers = await resealTwoFactorSecrets(db, secrets);
  const mandates = await resealDirectDebitAccounts(db, secrets);
  out(
    `Sealed again under AUTH_SECRET: ${staff} staff authenticator secret(s), ${customers} customer two-factor setting(s), ${mandates} direct debit account number(s).`,
  );
  out('Everything stored now opens with AUTH_SECRET alone: AUTH_SECRET_PREVIOUS may be removed.');
}
