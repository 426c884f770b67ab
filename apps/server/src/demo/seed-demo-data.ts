import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import { seedDemoCapabilities } from '../modules/capabilities';
import { seedDemoVouchers } from '../modules/cart';
import { seedDemoContent } from '../modules/content';
import type { Secrets } from '../modules/credentials';
import { demoCustomer, seedDemoCustomer } from '../modules/identity';
import { seedDemoLegacyAccount } from '../modules/migration';
import { seedDemoPartners } from '../modules/partners';
import { seedDemoSite } from '../modules/site';
import { seedDemoStaff } from '../modules/staff';
import { seedDemoFunds } from '../modules/wallet';
import { seedDemoCatalogue } from './catalogue/seed-catalogue';

export interface DemoDataOptions {
  siteName?: string;
  /** demo@drawline.test with its known password: never on a production shop, even a demo site (config.ts). */
  demoCustomer: boolean;
  /**
   * The server's secrets, to seal the demo staff's authenticator secrets: given, the demo staff
   * (one per role, published in the README) come with the demo customer, so never in production.
   */
  secrets?: Secrets;
}

/**
 * Loads the demo shop, each module seeding its own data through its door: site constants,
 * the sitewide banner, segments and capabilities, the catalogue with a schedule of draws around
 * `clock.now()`, and the demo customer when asked. Safe to run on every start: nothing is
 * duplicated, and what an operator changed is kept.
 */
export async function seedDemoData(db: Db, clock: Clock, options: DemoDataOptions): Promise<void> {
  await db.transaction(async (tx) => {
    await seedDemoSite(tx, options.siteName ?? 'Drawline');
    await seedDemoContent(tx);
    await seedDemoCapabilities(tx);
  });
  await seedDemoCatalogue(db, clock);
  await seedDemoVouchers(db, clock);
  // A partner selling through the shop's partner pages (decision 471).
  await seedDemoPartners(db, clock);
  // For trying the account pages (docs/decisions/056).
  if (options.demoCustomer) {
    await seedDemoCustomer(db, clock);
    // Funded through a real promotional-credit journal, so the demo can buy at once (docs/decisions/100).
    await seedDemoFunds(db, clock, { customerId: demoCustomer.id, amount: { amount: 10_000, currency: 'AUD' } });
    // An account of the previous shop for a new sign-up to bring over (docs/decisions/468).
    await seedDemoLegacyAccount(db, clock);
    // For trying the staff API (docs/decisions/165).
    if (options.secrets) await seedDemoStaff(db, clock, options.secrets);
  }
}
