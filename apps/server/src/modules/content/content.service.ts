import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Secrets } from '../credentials';
import { sitewideBanners } from './content.tables';
import { collections } from './content-collections';
import { defaultSiteConfig, defaultTheme } from './content-defaults';
import { createContentEditingMode } from './content-editing-mode';
import { createContentFiles } from './content-files';
import { type CmsItemAnswer, createContentItems } from './content-items';
import { createContentPreview } from './content-preview';
import { createContentTranslations } from './content-translations';

export const DEFAULT_STATE_CODE = 'default';

export interface SitewideBanner {
  id: 'sitewide_banner';
  /** The state code whose text this is, or 'default'. */
  stateCode: string;
  text: string;
}

/** The shop's own theme or site config while the CMS has none published: never published, version 0. */
function builtIn(id: 'theme' | 'site_config', fields: object, clock: Clock): CmsItemAnswer {
  return {
    id,
    status: 'published' as const,
    publishDate: null,
    version: 0,
    dateUpdated: clock.now().toISOString(),
    ...fields,
  };
}

export function createContentService({
  db,
  clock,
  secrets,
}: {
  db: Db;
  clock: Clock;
  /** Signs and reads the preview links (decision 410); without it there are none. */
  secrets?: Pick<Secrets, 'signToken' | 'readToken'>;
}) {
  const items = createContentItems({ db, clock });
  const preview = secrets ? createContentPreview({ db, clock, secrets, items }) : null;
  const editing = secrets ? createContentEditingMode({ clock, secrets }) : null;
  return {
    ...items,
    ...createContentFiles({ db, clock }),
    previewToken: (...args: Parameters<NonNullable<typeof preview>['previewToken']>) => {
      if (!preview) throw new Error('The content service was made without the server secrets: no preview links.');
      return preview.previewToken(...args);
    },
    previewOf: async (token: string) => (preview ? preview.previewOf(token) : null),
    editingModeToken: (staffId: string) => {
      if (!editing) throw new Error('The content service was made without the server secrets: no editing mode.');
      return editing.editingModeToken(staffId);
    },
    isEditingMode: (token: string) => editing?.isEditingMode(token) ?? false,
    ...createContentTranslations({ db, clock }),
    collections,

    /** The published theme (3-account.md §3 CMS theme), else the shop's own. */
    async theme(): Promise<CmsItemAnswer> {
      return (await items.publishedSingleton('theme')) ?? builtIn('theme', defaultTheme, clock);
    },

    /** The published site config (navigation by type, component variants), else the shop's own; in `tx` when given. */
    async siteConfig(tx: Db | Tx = db): Promise<CmsItemAnswer> {
      return (await items.publishedSingleton('site_config', tx)) ?? builtIn('site_config', defaultSiteConfig, clock);
    },

    /** The banner for a visitor's sub-variant: its state's own text, else the default; null when none. */
    async sitewideBanner(subVariant: string | undefined): Promise<SitewideBanner | null> {
      const state = subVariant?.toUpperCase();
      const codes = state && state !== DEFAULT_STATE_CODE ? [state, DEFAULT_STATE_CODE] : [DEFAULT_STATE_CODE];
      const rows = await db.select().from(sitewideBanners).where(inArray(sitewideBanners.stateCode, codes));
      const row = rows.find((r) => r.stateCode === state) ?? rows.find((r) => r.stateCode === DEFAULT_STATE_CODE);
      if (!row || row.text.trim() === '') return null;
      return { id: 'sitewide_banner', stateCode: row.stateCode, text: row.text };
    },

    /** Sets (or with an empty text, blanks) the banner of a state code or the default; answers the text before. */
    async setSitewideBanner(stateCode: string, text: string, tx: Db | Tx = db): Promise<{ before: string | null }> {
      const [old] = await tx
        .select({ text: sitewideBanners.text })
        .from(sitewideBanners)
        .where(eq(sitewideBanners.stateCode, stateCode))
        .for('update');
      await tx
        .insert(sitewideBanners)
        .values({ stateCode, text, updatedAt: clock.now() })
        .onConflictDoUpdate({ target: sitewideBanners.stateCode, set: { text, updatedAt: clock.now() } });
      return { before: old?.text ?? null };
    },

    /** Every state code's banner text, the default first, for the console. */
    async listSitewideBanners(): Promise<{ stateCode: string; text: string; updatedAt: string }[]> {
      const rows = await db.select().from(sitewideBanners).orderBy(asc(sitewideBanners.stateCode));
      return rows
        .sort((a, b) => Number(b.stateCode === DEFAULT_STATE_CODE) - Number(a.stateCode === DEFAULT_STATE_CODE))
        .map((r) => ({ stateCode: r.stateCode, text: r.text, updatedAt: r.updatedAt.toISOString() }));
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;
