import { type SiteConfig, siteConfigSchema } from '@drawline/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { siteSettings } from './site.tables';

export const SITE_CONFIG_KEY = 'site_config';

export function createSiteService({ db }: { db: Db }) {
  return {
    /** The site constants of 1-platform.md §3, as stored. */
    async getSiteConfig(): Promise<SiteConfig> {
      const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, SITE_CONFIG_KEY));
      if (!row) throw new AppError('service_unavailable', { message: 'The site is not configured yet.' });
      return siteConfigSchema.parse(row.value);
    },

    async saveSiteConfig(config: SiteConfig): Promise<void> {
      const value = siteConfigSchema.parse(config);
      await db
        .insert(siteSettings)
        .values({ key: SITE_CONFIG_KEY, value })
        .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: new Date() } });
    },
  };
}
export type SiteService = ReturnType<typeof createSiteService>;
