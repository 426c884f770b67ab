import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Secrets } from '../credentials';
import { fundsDirectDebitMandates } from './direct-debit.tables';

/**
 * Seals each Direct Debit Request's account number again under the current server secret (`npm
 * run reseal-secrets`; decisions 347, 522), cancelled requests' too. A box already sealed with it
 * is left alone; one no key opens stops the run with `secret_unreadable`. Answers how many
 * requests' numbers were sealed again.
 */
export async function resealDirectDebitAccounts(db: Db, secrets: Secrets): Promise<number> {
  const rows = await db
    .select({ id: fundsDirectDebitMandates.id, sealed: fundsDirectDebitMandates.accountNumberSealed })
    .from(fundsDirectDebitMandates);
  let resealed = 0;
  for (const row of rows) {
    const sealed = await secrets.reseal(row.sealed);
    if (!sealed) continue;
    await db
      .update(fundsDirectDebitMandates)
      .set({ accountNumberSealed: sealed })
      .where(eq(fundsDirectDebitMandates.id, row.id));
    resealed++;
  }
  return resealed;
}
