import type { Cause } from '@drawline/contracts';
import { asc, count, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { notFound } from '../../../platform/app-error';
import { causes, productOfferCauses } from '../catalogue.tables';

type CauseRow = typeof causes.$inferSelect;

export function toCause(c: CauseRow, productOfferKeys: string[]): Cause {
  return {
    key: c.key,
    urlSlug: c.urlSlug,
    name: c.name,
    charityName: c.charityName,
    summary: c.summary,
    description: c.description,
    websiteUrl: c.websiteUrl,
    logoImage: c.logoImage,
    image: c.image,
    imageAlt: c.imageAlt ?? null,
    state: c.state as Cause['state'],
    productOfferKeys,
  };
}

/** The offers that support each cause, key order. */
async function offersByCause(db: Db, causeKeys: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (!causeKeys.length) return out;
  const rows = await db
    .select({ causeKey: productOfferCauses.causeKey, offerKey: productOfferCauses.offerKey })
    .from(productOfferCauses)
    .where(inArray(productOfferCauses.causeKey, causeKeys))
    .orderBy(asc(productOfferCauses.offerKey));
  for (const r of rows) out.set(r.causeKey, [...(out.get(r.causeKey) ?? []), r.offerKey]);
  return out;
}

/** The causes the offers support (GET /causes, GET /causes/{key}). */
export function createCausesService(db: Db) {
  return {
    /** GET /causes?slug&limit&offset: causes by name, with the offers that support each. */
    async listCauses(query: { slug?: string; limit: number; offset: number }) {
      const where = query.slug ? sql`lower(${causes.urlSlug}) = ${query.slug.toLowerCase()}` : undefined;
      const [rows, [total]] = await Promise.all([
        db.select().from(causes).where(where).orderBy(asc(causes.name)).limit(query.limit).offset(query.offset),
        db.select({ n: count() }).from(causes).where(where),
      ]);
      const offersOf = await offersByCause(
        db,
        rows.map((c) => c.key),
      );
      return {
        causes: rows.map((c) => toCause(c, offersOf.get(c.key) ?? [])),
        pageInfo: { limit: query.limit, offset: query.offset, total: total?.n ?? 0 },
      };
    },

    /** GET /causes/{key}: by key or url slug, any case. */
    async getCause(keyOrSlug: string): Promise<Cause> {
      const n = keyOrSlug.toLowerCase();
      const [row] = await db
        .select()
        .from(causes)
        .where(or(sql`lower(${causes.key}) = ${n}`, sql`lower(${causes.urlSlug}) = ${n}`))
        .orderBy(sql`lower(${causes.key}) = ${n} desc`)
        .limit(1);
      if (!row) throw notFound(`Cause ${keyOrSlug}`);
      return toCause(row, (await offersByCause(db, [row.key])).get(row.key) ?? []);
    },
  };
}
