import { eq, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Secrets } from '../credentials';
import { twoFactorSettings } from './identity.tables';

/**
 * Seals each customer's authenticator secret (enrolled and pending) again under the current
 * server secret (`npm run reseal-secrets`; docs/decisions/347). A box already sealed with it is
 * left alone; one no key opens stops the run with `secret_unreadable`. Answers how many customers'
 * secrets were sealed again.
 */
export async function resealTwoFactorSecrets(db: Db, secrets: Secrets): Promise<number> {
  const rows = await db
    .select({
      customerId: twoFactorSettings.customerId,
      secret: twoFactorSettings.secret,
      pendingSecret: twoFactorSettings.pendingSecret,
    })
    .from(twoFactorSettings)
    .where(or(isNotNull(twoFactorSettings.secret), isNotNull(twoFactorSettings.pendingSecret)));
  let resealed = 0;
  for (const row of rows) {
    const secret = row.secret ? await secrets.reseal(row.secret) : null;
    const pendingSecret = row.pendingSecret ? await secrets.reseal(row.pendingSecret) : null;
    if (!secret && !pendingSecret) continue;
    await db
      .update(twoFactorSettings)
      .set({ ...(secret ? { secret } : {}), ...(pendingSecret ? { pendingSecret } : {}) })
      .where(eq(twoFactorSettings.customerId, row.customerId));
    resealed++;
  }
  return resealed;
}
