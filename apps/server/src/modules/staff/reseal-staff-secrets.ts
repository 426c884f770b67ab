import { eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Secrets } from '../credentials';
import { staffMembers } from './staff.tables';

/**
 * Seals each staff member's authenticator secret again under the current server secret
 * (`npm run reseal-secrets`; docs/decisions/347). A box already sealed with it is left alone; one
 * no key opens stops the run with `secret_unreadable`. Answers how many were sealed again.
 */
export async function resealStaffSecrets(db: Db, secrets: Secrets): Promise<number> {
  const rows = await db
    .select({ id: staffMembers.id, box: staffMembers.totpSecretBox })
    .from(staffMembers)
    .where(isNotNull(staffMembers.totpSecretBox));
  let resealed = 0;
  for (const row of rows) {
    const box = row.box ? await secrets.reseal(row.box) : null;
    if (!box) continue;
    await db.update(staffMembers).set({ totpSecretBox: box }).where(eq(staffMembers.id, row.id));
    resealed++;
  }
  return resealed;
}
