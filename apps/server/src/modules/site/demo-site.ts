import { MIN_REGISTRATION_AGE, SESSION_TIMEOUT_SECONDS, type SiteConfig } from '@drawline/contracts';
import type { Db } from '../../db/client';
import { SITE_CONFIG_KEY } from './site.service';
import { siteSettings } from './site.tables';

/** The demo shop's site constants (1-platform.md §3). */
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
    // The phone line is the shop's configuration (SUPPORT_PHONE), never a made-up number.
    supportNumber: null,
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
    // The store listings are the shop's configuration (APP_STORE_URL, PLAY_STORE_URL; decision 481).
    appStoreLinks: null,
  };
}

/** Stores the demo site constants once; a later run leaves them (and any change made to them) alone. */
export async function seedDemoSite(db: Db, siteName: string): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ key: SITE_CONFIG_KEY, value: demoSiteConfig(siteName) })
    .onConflictDoNothing();
}
