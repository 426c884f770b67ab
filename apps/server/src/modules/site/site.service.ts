import { type SiteConfig, siteConfigSchema } from '@drawline/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../platform/app-error';
import { siteSettings } from './site.tables';

export const SITE_CONFIG_KEY = 'site_config';

/**
 * supportPhone: the support line of the server's configuration (SUPPORT_PHONE); it is the answer's
 * supportNumber whatever is stored, so no stored placeholder ever reaches a page.
 */
export function createSiteService({
  db,
  clock,
  supportPhone = null,
  appStoreLinks = null,
}: {
  db: Db;
  clock: Clock;
  supportPhone?: string | null;
  /** The native app's store listings (APP_STORE_URL, PLAY_STORE_URL; decision 481); null: none are answered. */
  appStoreLinks?: SiteConfig['appStoreLinks'];
}) {
  return {
    /** The site constants of 1-platform.md §3, as stored, with the configured support line and store links. */
    async getSiteConfig(): Promise<SiteConfig> {
      const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, SITE_CONFIG_KEY));
      if (!row) throw new AppError('service_unavailable', { message: 'The site is not configured yet.' });
      return { ...siteConfigSchema.parse(row.value), supportNumber: supportPhone, appStoreLinks };
    },

    async saveSiteConfig(config: SiteConfig): Promise<void> {
      const value = siteConfigSchema.parse(config);
      await db
        .insert(siteSettings)
        .values({ key: SITE_CONFIG_KEY, value, updatedAt: clock.now() })
        .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: clock.now() } });
    },
  };
}
export type SiteService = ReturnType<typeof createSiteService>;
