import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { legacyAccounts } from './migration.tables';

/** The demo's account of the previous shop (docs/decisions/468): sign up with this address and confirm it to try the modal. */
export const demoLegacyAccount = {
  legacyId: 'DEMO-1001',
  email: 'legacy-player@drawline.test',
  firstname: 'Lee',
  lastname: 'Legacy',
  balance: 2_500,
  currency: 'AUD',
  eligibility: 'soft',
} as const;

/** Loaded once on demo starts only; a later start leaves it (claimed or moved) as it is. */
export async function seedDemoLegacyAccount(db: Db, clock: Clock): Promise<void> {
  await db
    .insert(legacyAccounts)
    .values({ ...demoLegacyAccount, importedAt: clock.now() })
    .onConflictDoNothing();
}
