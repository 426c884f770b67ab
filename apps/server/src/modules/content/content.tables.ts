import { sql } from 'drizzle-orm';
import { check, customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The sitewide banner text per sub-variant state code (2-shopping.md §5: the text differs by
 * state; the SA text is used only in SA). The row with state code 'default' serves every state
 * without a row of its own.
 */
export const sitewideBanners = pgTable('sitewide_banners', {
  stateCode: text('state_code').primaryKey(),
  text: text('text').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One CMS item of a collection (decision 409): its current version. Customers see it only while it
 * is published and its publish date is empty or past; every save is also kept in contentItemVersions.
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: text('id').primaryKey(),
    collection: text('collection').notNull(),
    status: text('status', { enum: ['published', 'draft', 'archived'] }).notNull(),
    publishDate: ts('publish_date'),
    /** The collection's own fields, checked against its schema when saved (content-collections.ts). */
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
    version: integer('version').notNull(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    index('content_items_collection_idx').on(t.collection, t.status, t.publishDate),
    check('content_items_status_check', sql`${t.status} in ('published', 'draft', 'archived')`),
  ],
);

/** Every version of every item as it was saved, append-only, so any of them can be restored. */
export const contentItemVersions = pgTable(
  'content_item_versions',
  {
    itemId: text('item_id')
      .notNull()
      .references(() => contentItems.id),
    version: integer('version').notNull(),
    status: text('status', { enum: ['published', 'draft', 'archived'] }).notNull(),
    publishDate: ts('publish_date'),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
    /** The staff member who saved it; null for the demo data and the shop's own defaults. */
    savedBy: text('saved_by'),
    savedAt: ts('saved_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.version] })],
);

/** A text of the site in one locale (decision 412): (locale, context, key) → type and value. */
export const translations = pgTable(
  'translations',
  {
    locale: text('locale').notNull(),
    context: text('context').notNull(),
    key: text('key').notNull(),
    type: text('type', { enum: ['plain', 'markdown', 'image', 'seo', 'json'] }).notNull(),
    /** A string for plain and markdown; an object for image, seo and json. */
    value: jsonb('value').notNull(),
    /** The number of its newest kept version (translationVersions, decision 503). */
    version: integer('version').notNull().default(1),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.locale, t.context, t.key] }),
    check('translations_type_check', sql`${t.type} in ('plain', 'markdown', 'image', 'seo', 'json')`),
  ],
);

/**
 * Every version of every text as it was saved, append-only, so any of them can be restored
 * (decision 503): the texts' counterpart of contentItemVersions, kept beside the row it versions.
 */
export const translationVersions = pgTable(
  'translation_versions',
  {
    locale: text('locale').notNull(),
    context: text('context').notNull(),
    key: text('key').notNull(),
    version: integer('version').notNull(),
    type: text('type', { enum: ['plain', 'markdown', 'image', 'seo', 'json'] }).notNull(),
    value: jsonb('value').notNull(),
    /** The staff member who saved it; null for the demo data and the texts kept before versions. */
    savedBy: text('saved_by'),
    savedAt: ts('saved_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.locale, t.context, t.key, t.version] })],
);

/** Raw bytes (PGlite answers a Uint8Array, pg a Buffer): always a Buffer here. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * An image staff uploaded to the CMS (issue 28): its type sniffed from its bytes, re-encoded
 * (resized, metadata stripped) before it is kept; served by GET /cms/files/{id} for a year.
 */
export const contentFiles = pgTable('content_files', {
  id: text('id').primaryKey(),
  contentType: text('content_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: bytea('bytes').notNull(),
  /** The staff member who uploaded it. */
  uploadedBy: text('uploaded_by').notNull(),
  uploadedAt: ts('uploaded_at').notNull(),
});
