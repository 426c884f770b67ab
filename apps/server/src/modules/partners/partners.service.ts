import { type Money, type Partner, type SavePartnerRequest, toCurrency } from '@drawline/contracts';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Random } from '../../lib/random';
import { AppError } from '../../platform/app-error';
import { listPartners, savePartner } from './manage-partners';
import { partnerChannels, partnerSales, partners } from './partners.tables';

/** A slug, key or channel key that could be one: anything else is not found, never read. */
const KEY_SHAPE = /^[A-Za-z0-9_-]{1,64}$/;

export const partnerNotFound = () => new AppError('partner_not_found');

/** A partner as the flows use it: its id beside what its calls answer. */
export interface PartnerRecord extends Partner {
  id: string;
}

export interface PartnerSaleStart {
  depositId: string;
  partnerId: string;
  channelKey: string;
  customerId: string;
  metadata: Record<string, string>;
}

/** The partners (decision 471): found by slug or key when turned on, their sales recorded once. */
export function createPartners(deps: { db: Db; clock: Clock; random: Random }) {
  const { db, clock } = deps;

  /** The partner turned on with this slug or key, and its channels turned on; partner_not_found otherwise. */
  async function find(by: 'slug' | 'key', value: string): Promise<PartnerRecord> {
    if (!KEY_SHAPE.test(value)) throw partnerNotFound();
    const rows = await db
      .select({
        id: partners.id,
        slug: partners.slug,
        key: partners.key,
        name: partners.name,
        channelKey: partnerChannels.channelKey,
      })
      .from(partners)
      .leftJoin(partnerChannels, and(eq(partnerChannels.partnerId, partners.id), eq(partnerChannels.enabled, true)))
      .where(and(eq(by === 'slug' ? partners.slug : partners.key, value), eq(partners.enabled, true)))
      .orderBy(asc(partnerChannels.channelKey));
    const first = rows[0];
    if (!first) throw partnerNotFound();
    return {
      id: first.id,
      slug: first.slug,
      key: first.key,
      name: first.name,
      channels: rows.flatMap((r) => (r.channelKey ? [{ channelKey: r.channelKey }] : [])),
    };
  }

  return {
    /** GET /partners/{slug}. */
    bySlug: (slug: string) => find('slug', slug),
    /** POST /cart/partner/{key}. */
    byKey: (key: string) => find('key', key),

    /**
     * The partner a purchase sells for: the page's slug, the key its call names and one of its
     * channels must all be the same partner's and turned on, or nothing is bought.
     */
    async forSale(input: { slug: string; partnerKey: string; channelKey: string }): Promise<PartnerRecord> {
      const partner = await find('slug', input.slug);
      if (partner.key !== input.partnerKey) throw partnerNotFound();
      if (!partner.channels.some((c) => c.channelKey === input.channelKey)) throw partnerNotFound();
      return partner;
    },

    /** The sale begun, in its deposit's transaction: once per deposit, so a retried key writes nothing. */
    async startSale(tx: Tx, sale: PartnerSaleStart): Promise<void> {
      await tx
        .insert(partnerSales)
        .values({ ...sale, createdAt: clock.now() })
        .onConflictDoNothing({ target: partnerSales.depositId });
    },

    /**
     * The sale's cart bought, in the purchase's transaction: only a sale the partner flow began
     * for this deposit is given its checkout, once. Anything else is no partner's sale.
     */
    async completeSale(tx: Tx, sale: { depositId: string; checkoutId: string; total: Money }): Promise<void> {
      await tx
        .update(partnerSales)
        .set({
          checkoutId: sale.checkoutId,
          amount: sale.total.amount,
          currency: sale.total.currency,
          boughtAt: clock.now(),
        })
        .where(and(eq(partnerSales.depositId, sale.depositId), isNull(partnerSales.checkoutId)));
    },

    /** The partner of a bought checkout, for its receipt page; null when it was no partner's sale. */
    async saleOf(checkoutId: string, customerId: string): Promise<{ slug: string } | null> {
      const [row] = await db
        .select({ slug: partners.slug })
        .from(partnerSales)
        .innerJoin(partners, eq(partners.id, partnerSales.partnerId))
        .where(and(eq(partnerSales.checkoutId, checkoutId), eq(partnerSales.customerId, customerId)));
      return row ?? null;
    },

    /** Every partner with all its channels (the console). */
    list: () => listPartners(db),
    /** A partner made or changed, in the caller's transaction (the console's flow writes its audit row). */
    save: (tx: Tx, input: SavePartnerRequest) => savePartner(deps, tx, input),

    /** Sales per partner and channel: how many orders and what they cost (the console's report). */
    async salesReport() {
      const rows = await db
        .select({
          partnerSlug: partners.slug,
          partnerName: partners.name,
          channelKey: partnerSales.channelKey,
          currency: partnerSales.currency,
          orders: sql<number>`count(*)::int`,
          amount: sql<number>`coalesce(sum(${partnerSales.amount}), 0)::bigint`.mapWith(Number),
        })
        .from(partnerSales)
        .innerJoin(partners, eq(partners.id, partnerSales.partnerId))
        .where(sql`${partnerSales.checkoutId} is not null`)
        .groupBy(partners.slug, partners.name, partnerSales.channelKey, partnerSales.currency)
        .orderBy(asc(partners.slug), asc(partnerSales.channelKey));
      return rows.map(({ currency, amount, ...row }) => ({
        ...row,
        amount: { amount, currency: toCurrency(currency ?? 'AUD') },
      }));
    },
  };
}
export type PartnersModule = ReturnType<typeof createPartners>;
