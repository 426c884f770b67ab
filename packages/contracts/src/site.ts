import { z } from 'zod';

/** The site constants of 1-platform.md §3, answered by GET /config. */
export const siteConfigSchema = z.object({
  siteName: z.string(),
  siteLocale: z.enum(['en-AU', 'en-GB']),
  sessionTimeout: z.number().int(),
  minRegistrationAge: z.number().int(),
  socialAccountUrls: z.array(z.object({ network: z.string(), url: z.string() })),
  /** The support phone line; null when the shop has none configured (then no number is shown). */
  supportNumber: z.string().nullable(),
  supportOpeningHours: z.string(),
  supportOpeningHoursList: z.array(z.string()),
  supportedPaymentMethods: z.array(z.string()),
  defaultPartner: z.string().nullable(),
  customerAddressConfig: z.object({
    requiredFields: z.array(z.string()),
    addressLine2: z.boolean(),
    format: z.string(),
    lookupProvider: z.string(),
  }),
  /** The store listings of the native app (APP_STORE_URL, PLAY_STORE_URL); null when the shop has none (decision 481). */
  appStoreLinks: z.object({ ios: z.string(), android: z.string() }).nullable(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

export const locationSchema = z.object({ countryCode: z.string(), countryName: z.string() });
export type Location = z.infer<typeof locationSchema>;

export const discoverySchema = z.object({
  services: z.array(z.object({ name: z.string(), basePath: z.string(), version: z.string() })),
});
export type Discovery = z.infer<typeof discoverySchema>;

/** GET /cms/items/sitewide_banner (v1.0): the banner for the visitor's state; 204 when there is none. */
export const sitewideBannerSchema = z.object({
  id: z.literal('sitewide_banner'),
  stateCode: z.string(),
  text: z.string(),
});
export type SitewideBanner = z.infer<typeof sitewideBannerSchema>;
