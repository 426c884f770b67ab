import { capabilityNames, MIN_REGISTRATION_AGE, SESSION_TIMEOUT_SECONDS, type SiteConfig } from '@drawline/contracts';
import type { Config } from '../../config';
import type { Clock } from '../../lib/clock';
import { capabilities, capabilitySuppressions, segments } from '../../modules/capabilities/capabilities.tables';
import { sitewideBanners } from '../../modules/content/content.tables';
import { seedDemoCustomer } from '../../modules/identity';
import { siteSettings } from '../../modules/site/site.tables';
import type { Db } from '../client';
import { seedDemoCatalogue } from './seed-catalogue';

export function demoSiteConfig(siteName: string): SiteConfig {
  return {
    siteName,
    siteLocale: 'en-AU',
    sessionTimeout: SESSION_TIMEOUT_SECONDS,
    minRegistrationAge: MIN_REGISTRATION_AGE,
    socialAccountUrls: [
      { network: 'facebook', url: 'https://www.facebook.com/drawline' },
      { network: 'instagram', url: 'https://www.instagram.com/drawline' },
    ],
    supportNumber: '1300 000 000',
    supportOpeningHours: 'Monday to Friday, 9am to 5pm AEST',
    supportOpeningHoursList: ['Monday to Friday: 9am to 5pm', 'Saturday: 10am to 2pm', 'Sunday: closed'],
    supportedPaymentMethods: ['visa', 'mastercard', 'amex', 'paypal', 'apple_pay', 'google_pay'],
    defaultPartner: null,
    customerAddressConfig: {
      requiredFields: ['address', 'country', 'postcode', 'state', 'suburb'],
      addressLine2: false,
      format: 'standard',
      lookupProvider: 'postcode',
    },
    appStoreLinks: {
      ios: 'https://apps.apple.com/au/app/drawline/id0000000000',
      android: 'https://play.google.com/store/apps/details?id=au.drawline',
    },
  };
}

/** Capabilities the demo shop keeps off until their features exist (docs/decisions/003). */
const offByDefault = new Set<string>(['experiments', 'boost_buy_tickets_experiment', 'rebrand', 'customer_chat']);

/**
 * Loads the demo shop: site constants, segments and capabilities, pricings, the catalogue and a
 * schedule of draws around `clock.now()`. Safe to run on every start: nothing is duplicated.
 */
export async function seedDemoData(
  db: Db,
  clock: Clock,
  siteName = 'Drawline',
  env: Config['env'] = 'development',
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(siteSettings)
      .values({ key: 'site_config', value: demoSiteConfig(siteName) })
      .onConflictDoNothing();
    // The sitewide banner: one text for every state, and South Australia's own (2-shopping.md §5).
    await tx
      .insert(sitewideBanners)
      .values([
        {
          stateCode: 'default',
          text: 'Ticket sales close one hour before each lotto draw. Check your numbers any time on the Results page.',
        },
        {
          stateCode: 'SA',
          text: 'South Australian players: prizes are paid under South Australian lottery rules. See the terms for details.',
        },
      ])
      .onConflictDoNothing();
    await tx
      .insert(segments)
      .values([
        { name: 'anonymous', description: 'Visitors who are not signed in' },
        { name: 'anonymous_international', description: 'Visitors outside Australia' },
        { name: 'default', description: 'Signed-in customers' },
        { name: 'restricted', description: 'Customers who excluded themselves from play' },
      ])
      .onConflictDoNothing();
    await tx
      .insert(capabilities)
      .values(capabilityNames.map((name) => ({ name, enabled: !offByDefault.has(name) })))
      .onConflictDoNothing();
    await tx
      .insert(capabilitySuppressions)
      .values([
        { segmentName: 'restricted', capability: 'commercial_lotteries' },
        { segmentName: 'restricted', capability: 'charity_lotteries' },
        { segmentName: 'restricted', capability: 'syndicates' },
        { segmentName: 'anonymous_international', capability: 'registration' },
      ])
      .onConflictDoNothing();
  });
  // The catalogue, its draw schedule and results (seed-catalogue.ts).
  await seedDemoCatalogue(db, clock);
  // demo@drawline.test, for trying the account pages; a known password never goes into production (docs/decisions/056).
  if (env !== 'production') await seedDemoCustomer(db, clock);
}
