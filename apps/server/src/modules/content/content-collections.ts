import {
  blogCategoryFieldsSchema,
  blogFieldsSchema,
  blogPostFieldsSchema,
  contactPageFieldsSchema,
  pageFieldsSchema,
  serverCacheSeconds,
  siteConfigFieldsSchema,
  themeFieldsSchema,
} from '@drawline/contracts';
import type { z } from 'zod';

export interface CollectionDefinition {
  /** The item fields, checked when an item is saved. */
  fields: z.ZodObject;
  /** Fields holding markdown: answered with their sanitised HTML beside them (decision 411). */
  markdown: readonly string[];
  /** One item only (Directus's singleton): GET /items/{collection} answers it, not a list. */
  singleton: boolean;
  /** Seconds the server keeps the answers (1-platform.md §9). */
  cacheSeconds: number;
  /** The order of a list when none is asked: '-' for newest first. */
  defaultSort: string;
}

/** The CMS collections (3-account.md §3 CMS site config; decision 409); anything else is a 404. */
export const collections = {
  theme: {
    fields: themeFieldsSchema,
    markdown: [],
    singleton: true,
    cacheSeconds: serverCacheSeconds.theme,
    defaultSort: 'id',
  },
  site_config: {
    fields: siteConfigFieldsSchema,
    markdown: [],
    singleton: true,
    cacheSeconds: serverCacheSeconds.navigation,
    defaultSort: 'id',
  },
  pages: {
    fields: pageFieldsSchema,
    markdown: ['body'],
    singleton: false,
    cacheSeconds: serverCacheSeconds.default,
    defaultSort: 'path',
  },
  blog: { fields: blogFieldsSchema, markdown: ['intro'], singleton: true, cacheSeconds: 60, defaultSort: 'id' },
  blog_posts: {
    fields: blogPostFieldsSchema,
    markdown: ['body'],
    singleton: false,
    cacheSeconds: serverCacheSeconds.default,
    defaultSort: '-publishDate',
  },
  blog_categories: {
    fields: blogCategoryFieldsSchema,
    markdown: [],
    singleton: false,
    cacheSeconds: serverCacheSeconds.default,
    defaultSort: 'name',
  },
  contact_page: {
    fields: contactPageFieldsSchema,
    markdown: ['body'],
    singleton: true,
    cacheSeconds: serverCacheSeconds.default,
    defaultSort: 'id',
  },
} as const satisfies Record<string, CollectionDefinition>;

export type CollectionName = keyof typeof collections;

export function isCollectionName(name: string): name is CollectionName {
  return Object.hasOwn(collections, name);
}

/** Fields every item has besides its own (answered and filterable). */
export const systemFields = ['id', 'status', 'publishDate', 'version', 'dateUpdated'] as const;

/** The names a filter, sort or fields list may use for a collection. */
export function fieldNamesOf(collection: CollectionName): ReadonlySet<string> {
  const def: CollectionDefinition = collections[collection];
  return new Set([...systemFields, ...Object.keys(def.fields.shape)]);
}
