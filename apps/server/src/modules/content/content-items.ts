import type { CmsItem, CmsPageRoute, ContentStatus } from '@drawline/contracts';
import { and, asc, count, desc, eq, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { cryptoRandom } from '../../lib/random';
import { AppError } from '../../platform/app-error';
import { contentItems, contentItemVersions } from './content.tables';
import { type CollectionDefinition, type CollectionName, collections } from './content-collections';
import { renderMarkdown } from './content-markdown';
import type { FieldFilter, ItemsQuery } from './content-query';

type Row = typeof contentItems.$inferSelect;
export type CmsItemAnswer = CmsItem;

export interface SaveItemInput {
  collection: CollectionName;
  /** Given to replace an item; a new id otherwise. */
  id?: string;
  status: ContentStatus;
  publishDate: Date | null;
  fields: Record<string, unknown>;
  /** The staff member saving; null for the demo data. */
  savedBy: string | null;
}

/** The columns a system field names; the item's own fields live in the fields JSON. */
const systemColumns: Record<string, SQL> = {
  id: sql`${contentItems.id}`,
  status: sql`${contentItems.status}`,
  version: sql`${contentItems.version}`,
  // Newest first means by publish date, or when there is none by the day it was made.
  publishDate: sql`coalesce(${contentItems.publishDate}, ${contentItems.createdAt})`,
  dateUpdated: sql`${contentItems.updatedAt}`,
};

const columnOf = (field: string): SQL => systemColumns[field] ?? sql`${contentItems.fields}->>${field}`;

function conditionOf(f: FieldFilter): SQL {
  const v = columnOf(f.field);
  const text = f.field in systemColumns ? sql`(${v})::text` : v;
  switch (f.op) {
    case '_eq':
      return sql`${text} = ${f.values[0]}`;
    case '_neq':
      return sql`${text} is distinct from ${f.values[0]}`;
    case '_in':
      return sql`${text} in (${sql.join(
        f.values.map((x) => sql`${x}`),
        sql`, `,
      )})`;
    case '_nin':
      return sql`${text} not in (${sql.join(
        f.values.map((x) => sql`${x}`),
        sql`, `,
      )})`;
    case '_contains':
      return sql`strpos(lower(${text}), lower(${f.values[0]})) > 0`;
    case '_null':
      return sql`${text} is null`;
    case '_nnull':
      return sql`${text} is not null`;
  }
}

/** An item as customers read it: system fields, its own fields, and each markdown field's sanitised HTML. */
export function answerOf(
  row: Pick<Row, 'id' | 'status' | 'publishDate' | 'version' | 'updatedAt' | 'fields'>,
  collection: CollectionName,
  only: string[] | null = null,
): CmsItemAnswer {
  const def: CollectionDefinition = collections[collection];
  const all: Record<string, unknown> = {
    id: row.id,
    status: row.status,
    publishDate: row.publishDate?.toISOString() ?? null,
    version: row.version,
    dateUpdated: row.updatedAt.toISOString(),
    ...row.fields,
  };
  for (const f of def.markdown) {
    const source = row.fields[f];
    all[`${f}Html`] = typeof source === 'string' ? renderMarkdown(source) : '';
  }
  if (!only) return all as CmsItemAnswer;
  const picked: Record<string, unknown> = {};
  for (const f of only) {
    picked[f] = all[f];
    if (def.markdown.includes(f)) picked[`${f}Html`] = all[`${f}Html`];
  }
  return picked as CmsItemAnswer;
}

/** An item as the console sees it: whatever its status, its own fields apart. */
export interface ConsoleItem {
  id: string;
  collection: CollectionName;
  status: ContentStatus;
  publishDate: string | null;
  version: number;
  dateUpdated: string;
  fields: Record<string, unknown>;
}

function consoleItemOf(row: Row): ConsoleItem {
  return {
    id: row.id,
    collection: row.collection as CollectionName,
    status: row.status,
    publishDate: row.publishDate?.toISOString() ?? null,
    version: row.version,
    dateUpdated: row.updatedAt.toISOString(),
    fields: row.fields,
  };
}

function invalidFields(error: { issues: { path: PropertyKey[]; message: string }[] }): AppError {
  return new AppError('validation_failed', {
    errors: error.issues.slice(0, 20).map((i) => ({
      target: i.path.map(String).join('.') || null,
      code: 'invalid',
      message: i.message,
    })),
  });
}

/** The CMS items (decision 409): saving with every version kept, and what customers may read. */
export function createContentItems({ db, clock }: { db: Db; clock: Clock }) {
  /** What a customer may see: published, and the publish date empty or past (issue 28). */
  const visible = (collection: CollectionName) =>
    and(
      eq(contentItems.collection, collection),
      eq(contentItems.status, 'published'),
      or(isNull(contentItems.publishDate), lte(contentItems.publishDate, clock.now())),
    );

  return {
    /** Saves an item as a new version (its fields checked by the collection's schema) and keeps the version. */
    async saveItem(input: SaveItemInput, tx?: Db | Tx): Promise<CmsItemAnswer> {
      const def: CollectionDefinition = collections[input.collection];
      // Strict: a field the collection does not have is refused, not dropped (nothing stored half).
      const parsed = def.fields.strict().safeParse(input.fields);
      if (!parsed.success) throw invalidFields(parsed.error);
      const fields = parsed.data as Record<string, unknown>;
      const now = clock.now();
      const run = async (t: Db | Tx) => {
        const id = input.id ?? cryptoRandom.uuid();
        const [old] = await t.select().from(contentItems).where(eq(contentItems.id, id)).for('update');
        if (old && old.collection !== input.collection)
          throw new AppError('conflict', { message: 'That id belongs to another collection.' });
        const version = (old?.version ?? 0) + 1;
        const values = { status: input.status, publishDate: input.publishDate, fields, version, updatedAt: now };
        const [row] = old
          ? await t.update(contentItems).set(values).where(eq(contentItems.id, id)).returning()
          : await t
              .insert(contentItems)
              .values({ id, collection: input.collection, createdAt: now, ...values })
              .returning();
        await t.insert(contentItemVersions).values({
          itemId: id,
          version,
          status: input.status,
          publishDate: input.publishDate,
          fields,
          savedBy: input.savedBy,
          savedAt: now,
        });
        return answerOf(row as Row, input.collection);
      };
      return tx ? run(tx) : db.transaction(run);
    },

    /** Every item of a collection whatever its status (the console's list), newest change first. */
    async allItems(collection: CollectionName): Promise<ConsoleItem[]> {
      const rows = await db
        .select()
        .from(contentItems)
        .where(eq(contentItems.collection, collection))
        .orderBy(desc(contentItems.updatedAt), asc(contentItems.id))
        .limit(500);
      return rows.map(consoleItemOf);
    },

    /** One item whatever its status (the console's editor), or null. */
    async anyItem(collection: CollectionName, id: string, tx: Db | Tx = db): Promise<ConsoleItem | null> {
      const [row] = await tx
        .select()
        .from(contentItems)
        .where(and(eq(contentItems.collection, collection), eq(contentItems.id, id)));
      return row ? consoleItemOf(row) : null;
    },

    /** Every kept version of an item, newest first (the console's history). */
    async versionsOf(id: string) {
      return db
        .select()
        .from(contentItemVersions)
        .where(eq(contentItemVersions.itemId, id))
        .orderBy(desc(contentItemVersions.version));
    },

    /** One kept version of an item, or null. */
    async versionOf(id: string, version: number, tx: Db | Tx = db) {
      const [row] = await tx
        .select()
        .from(contentItemVersions)
        .where(and(eq(contentItemVersions.itemId, id), eq(contentItemVersions.version, version)));
      return row ?? null;
    },

    /** The published items of a collection a customer may see, filtered, sorted and paged. */
    async publishedItems(
      collection: CollectionName,
      query: ItemsQuery,
    ): Promise<{ items: CmsItemAnswer[]; total: number }> {
      const where = and(visible(collection), ...query.filters.map(conditionOf));
      const order = query.sort.descending ? desc(columnOf(query.sort.field)) : asc(columnOf(query.sort.field));
      const rows = await db
        .select()
        .from(contentItems)
        .where(where)
        .orderBy(order, asc(contentItems.id))
        .limit(query.limit)
        .offset(query.offset);
      const total = query.meta
        ? ((await db.select({ n: count() }).from(contentItems).where(where))[0]?.n ?? 0)
        : rows.length;
      return { items: rows.map((r) => answerOf(r, collection, query.fields)), total };
    },

    /** One published item, or null; a version asked must be the one published now. */
    async publishedItem(collection: CollectionName, id: string, query: ItemsQuery): Promise<CmsItemAnswer | null> {
      const [row] = await db
        .select()
        .from(contentItems)
        .where(and(visible(collection), eq(contentItems.id, id)));
      if (!row || (query.version !== null && query.version !== row.version)) return null;
      return answerOf(row, collection, query.fields);
    },

    /**
     * A singleton collection's published item (theme, site_config, blog, contact_page), or null;
     * read in `tx` by a change that builds on it (after lockCollection).
     */
    async publishedSingleton(collection: CollectionName, tx: Db | Tx = db): Promise<CmsItemAnswer | null> {
      const [row] = await tx
        .select()
        .from(contentItems)
        .where(visible(collection))
        .orderBy(desc(contentItems.updatedAt), desc(contentItems.version), asc(contentItems.id))
        .limit(1);
      return row ? answerOf(row, collection) : null;
    },

    /**
     * Holds every other change of the collection until `tx` ends (decision 504): a change that reads
     * the current item and saves it changed (a navigation label, a variant, a route path) must not
     * build on a version another editor is replacing at the same moment, nor both make the first one.
     */
    async lockCollection(collection: CollectionName, tx: Tx): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`content:${collection}`}))`);
    },

    /** The CMS route list (1-platform.md §2): the published pages' id, path, template and name. */
    async pageRoutes(): Promise<CmsPageRoute[]> {
      const rows = await db.select().from(contentItems).where(visible('pages')).orderBy(asc(contentItems.id));
      return rows.map((r) => {
        const f = r.fields as { path: string; template: CmsPageRoute['template']; name: string };
        return { id: r.id, path: f.path, template: f.template, name: f.name };
      });
    },
  };
}
export type ContentItems = ReturnType<typeof createContentItems>;
