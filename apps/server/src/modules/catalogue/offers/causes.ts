import type { Cause, DonationCause } from '@drawline/contracts';
import { and, asc, count, eq, exists, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { notFound } from '../../../platform/app-error';
import { causes, productOfferCauses, productOffers } from '../catalogue.tables';
import { draws } from '../draws.tables';

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

/**
 * Whether a cause takes donations now (decision 532): a raffle offer supporting it, available and
 * not suspended, has a published draw open for sale.
 */
const openForDonations = (exec: Db | Tx, now: Date) =>
  exists(
    exec
      .select({ one: sql`1` })
      .from(productOfferCauses)
      .innerJoin(productOffers, eq(productOffers.key, productOfferCauses.offerKey))
      .innerJoin(draws, eq(draws.offerKey, productOffers.key))
      .where(
        and(
          eq(productOfferCauses.causeKey, causes.key),
          eq(productOffers.availability, 'available'),
          eq(productOffers.suspended, false),
          eq(draws.type, 'raffle_ticket_draw'),
          eq(draws.status, 'DRAW_OPEN'),
          gt(draws.stopDate, now),
          or(isNull(draws.preOrderStartDate), lte(draws.preOrderStartDate, now)),
        ),
      ),
  );

/** A cause a customer names to give to: null when unknown, with whether it takes donations now. */
export async function causeForDonation(
  exec: Db | Tx,
  key: string,
  now: Date,
): Promise<(DonationCause & { open: boolean }) | null> {
  const [row] = await exec
    .select({ key: causes.key, name: causes.name, charityName: causes.charityName, open: openForDonations(exec, now) })
    .from(causes)
    .where(eq(causes.key, key));
  return row ? { ...row, open: Boolean(row.open) } : null;
}

/** The causes taking donations now, by name (the withdraw page's choice, decision 532). */
export async function causesOpenForDonations(exec: Db | Tx, now: Date): Promise<DonationCause[]> {
  return exec
    .select({ key: causes.key, name: causes.name, charityName: causes.charityName })
    .from(causes)
    .where(openForDonations(exec, now))
    .orderBy(asc(causes.name), asc(causes.key));
}
