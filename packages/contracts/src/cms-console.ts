import { z } from 'zod';
import {
  cmsUrlSchema,
  contentStatusSchema,
  overridableRouteKeySchema,
  routeOverridePathSchema,
  translationLocaleSchema,
  translationTypeSchema,
} from './cms';

/**
 * The console's CMS editing calls (issue 28, decisions 409, 434): content editors list every item of a
 * collection whatever its status, save a new version, restore an old one, set a translation and a
 * navigation label. Every save is a new version and an audit row in one transaction.
 */
export const cmsCollectionNames = [
  'theme',
  'site_config',
  'pages',
  'blog',
  'blog_posts',
  'blog_categories',
  'contact_page',
] as const;
export const cmsCollectionNameSchema = z.enum(cmsCollectionNames);
export type CmsCollectionName = z.infer<typeof cmsCollectionNameSchema>;

/** An item id as the CMS routes read one. */
export const cmsItemIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'An item id holds letters, digits, _ and -.');

/** One item as the console sees it: whatever its status, with its own fields apart. */
export const consoleContentItemSchema = z.object({
  id: z.string(),
  collection: cmsCollectionNameSchema,
  status: contentStatusSchema,
  publishDate: z.string().nullable(),
  version: z.number().int(),
  dateUpdated: z.string(),
  fields: z.record(z.string(), z.unknown()),
});
export type ConsoleContentItem = z.infer<typeof consoleContentItemSchema>;

/** One kept version of an item (every save is kept; any can be restored). */
export const consoleContentVersionSchema = z.object({
  version: z.number().int(),
  status: contentStatusSchema,
  publishDate: z.string().nullable(),
  fields: z.record(z.string(), z.unknown()),
  savedBy: z.string().nullable(),
  savedAt: z.string(),
});
export type ConsoleContentVersion = z.infer<typeof consoleContentVersionSchema>;

/** An item with its kept versions, newest first. */
export const consoleContentItemHistorySchema = consoleContentItemSchema.extend({
  versions: z.array(consoleContentVersionSchema),
});
export type ConsoleContentItemHistory = z.infer<typeof consoleContentItemHistorySchema>;

/** An ISO 8601 instant with its offset (a publish date), or null for "at once". */
const instantSchema = z.iso.datetime({ offset: true }).nullable();

/**
 * POST /items/{collection} and the console's save: the item's own fields (checked by the
 * collection's schema), its status and publish date; an id replaces that item with a new version.
 */
export const contentSaveRequestSchema = z.object({
  id: cmsItemIdSchema.optional(),
  status: contentStatusSchema,
  publishDate: instantSchema.default(null),
  data: z.record(z.string().max(60), z.unknown()),
});
export type ContentSaveRequest = z.infer<typeof contentSaveRequestSchema>;

/** A preview link of a version (decision 410): the current one unless asked. */
export const contentPreviewRequestSchema = z.object({ version: z.number().int().min(1).max(1_000_000).optional() });
/** The CMS editing mode's token for the content editor's browser (decision 494), and when it ends. */
export const contentEditingModeSchema = z.object({ token: z.string(), expiresAt: z.string() });
export type ContentEditingMode = z.infer<typeof contentEditingModeSchema>;
export const contentPreviewLinkSchema = z.object({ url: z.string(), expiresAt: z.string(), version: z.number().int() });
export type ContentPreviewLink = z.infer<typeof contentPreviewLinkSchema>;

/** Restores a kept version: saved again as the newest version, with its status and publish date. */
export const contentRestoreRequestSchema = z.object({ version: z.number().int().min(1).max(1_000_000) });

const translationNameSchema = z
  .string()
  .regex(/^[A-Za-z0-9_.-]{1,120}$/, 'A context and a key are 1 to 120 letters, digits, _ . or -.');
export const translationSaveParamsSchema = z.object({
  locale: translationLocaleSchema,
  context: translationNameSchema,
  key: translationNameSchema,
});
export const translationSaveRequestSchema = z.object({ type: translationTypeSchema, value: z.unknown() });

/** A text as the console lists it (decision 503): its value, its newest version and when it changed. */
export const consoleTranslationSchema = z.object({
  locale: translationLocaleSchema,
  context: z.string(),
  key: z.string(),
  type: translationTypeSchema,
  value: z.unknown(),
  version: z.number().int(),
  dateUpdated: z.string(),
});
export type ConsoleTranslation = z.infer<typeof consoleTranslationSchema>;

/** One kept version of a text: who saved it, when, and what it said. */
export const consoleTranslationVersionSchema = z.object({
  version: z.number().int(),
  type: translationTypeSchema,
  value: z.unknown(),
  savedBy: z.string().nullable(),
  savedAt: z.string(),
});
export type ConsoleTranslationVersion = z.infer<typeof consoleTranslationVersionSchema>;

/** A text with every kept version, newest first (decision 503). */
export const consoleTranslationHistorySchema = consoleTranslationSchema.extend({
  versions: z.array(consoleTranslationVersionSchema),
});
export type ConsoleTranslationHistory = z.infer<typeof consoleTranslationHistorySchema>;

/** GET /content/translations: one locale's texts, or both locales'. */
export const consoleTranslationListQuerySchema = z.object({ locale: translationLocaleSchema.optional() });

/** A component's variant set from the console (3-account.md §3: only customerFeedbackBanner allows b and c). */
export const componentVariantParamsSchema = z.object({ component: z.string().max(60) });
export const componentVariantRequestSchema = z.object({ variant: z.string().max(20) });

/** A navigation link's label changed by its type and key (the site config saved as a new published version). */
export const navigationLabelParamsSchema = z.object({
  type: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'A navigation type is a slug.'),
  key: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'A navigation key is a slug.'),
});
export const navigationLabelRequestSchema = z.object({
  label: z.string().trim().min(1).max(80),
  /** The address, needed when the type holds no link of that key yet. */
  url: cmsUrlSchema.optional(),
});

/** A built-in route's path overridden by its key (decision 483); its own path puts it back. */
export const routeOverrideParamsSchema = z.object({ key: overridableRouteKeySchema });
export const routeOverrideRequestSchema = z.object({
  path: z.string().max(100).toLowerCase().pipe(routeOverridePathSchema),
});

/** The largest picture an editor uploads (decision 435); the console's upload form takes this much and its framing. */
export const CONTENT_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** An uploaded picture: its address (`/cms/files/{id}`), its type, size in pixels and bytes as kept. */
export const uploadedContentFileSchema = z.object({
  id: z.string(),
  url: z.string(),
  contentType: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  size: z.number().int(),
});
export type UploadedContentFile = z.infer<typeof uploadedContentFileSchema>;

/** The console's Pictures list: a page of the kept pictures, newest first (decision 435). */
export const CONTENT_FILES_PAGE_SIZE = 24;
export const contentFileListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(CONTENT_FILES_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export const contentFileListSchema = z.object({
  files: z.array(uploadedContentFileSchema.extend({ uploadedAt: z.string() })),
  total: z.number().int(),
});
export type ContentFileList = z.infer<typeof contentFileListSchema>;

/** The console's content calls (staff API under /staff/api), part of StaffPort. */
export interface StaffContentPort {
  /** GET /content/{collection}: every item whatever its status, newest change first. */
  contentItems(collection: string): Promise<ConsoleContentItem[]>;
  /** GET /content/{collection}/{id}: the item and its kept versions. */
  contentItem(collection: string, id: string): Promise<ConsoleContentItemHistory>;
  /** POST /content/{collection}: saves a new version (or a new item). */
  saveContentItem(collection: string, body: z.input<typeof contentSaveRequestSchema>): Promise<ConsoleContentItem>;
  /** POST /content/{collection}/{id}/restore: a kept version saved again as the newest. */
  restoreContentVersion(
    collection: string,
    id: string,
    body: z.input<typeof contentRestoreRequestSchema>,
  ): Promise<ConsoleContentItem>;
  /** Turns the CMS editing mode on for this staff member's browser for two hours (decision 494; audited). */
  contentEditingMode(): Promise<ContentEditingMode>;
  /** POST /content/{collection}/{id}/preview: a signed link to the version for 15 minutes (decision 410). */
  contentPreviewLink(
    collection: string,
    id: string,
    body: z.input<typeof contentPreviewRequestSchema>,
  ): Promise<ContentPreviewLink>;
  /** PUT /content/navigation/{type}/{key}: a navigation link's label. */
  setNavigationLabel(
    type: string,
    key: string,
    body: z.input<typeof navigationLabelRequestSchema>,
  ): Promise<ConsoleContentItem>;
  /** PUT /content/routes/{key}: a built-in route's path override (decision 483). */
  setRoutePath(key: string, body: z.input<typeof routeOverrideRequestSchema>): Promise<ConsoleContentItem>;
  /** PUT /content/components/{component}: a component's variant (3-account.md §3). */
  setComponentVariant(
    component: string,
    body: z.input<typeof componentVariantRequestSchema>,
  ): Promise<ConsoleContentItem>;
  /** POST /content/files: a picture's bytes, sniffed, re-encoded and kept (decision 435). */
  uploadContentFile(bytes: Uint8Array): Promise<UploadedContentFile>;
  /** The kept pictures, newest first, a page at a time (the console's Pictures list). */
  contentFiles(page: z.input<typeof contentFileListQuerySchema>): Promise<ContentFileList>;
  /** GET /content/translations: every text of the locale (or both), by locale, context and key. */
  translations(query: z.input<typeof consoleTranslationListQuerySchema>): Promise<ConsoleTranslation[]>;
  /** GET /content/translations/{locale}/{context}/{key}: the text and its kept versions (decision 503). */
  translation(locale: string, context: string, key: string): Promise<ConsoleTranslationHistory>;
  /** POST /content/translations/{locale}/{context}/{key}/restore: a kept version saved again as the newest. */
  restoreTranslation(
    locale: string,
    context: string,
    key: string,
    body: z.input<typeof contentRestoreRequestSchema>,
  ): Promise<ConsoleTranslation>;
  /** PUT /content/translations/{locale}/{context}/{key}. */
  saveTranslation(
    locale: string,
    context: string,
    key: string,
    body: z.input<typeof translationSaveRequestSchema>,
  ): Promise<{ locale: string; context: string; key: string; type: string; value: unknown }>;
}
