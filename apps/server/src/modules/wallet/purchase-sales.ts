import { type Money, toCurrency } from '@drawline/contracts';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerAccounts, ledgerJournals, ledgerPostings } from './wallet.tables';

/** What one purchase journal credited to the operator's sales accounts, and when it was booked. */
export interface PurchaseSale {
  reference: string;
  amount: Money;
  bookedAt: Date;
}

const salesOfPurchases = (db: Db) =>
  db
    .select({
      reference: ledgerJournals.reference,
      currency: ledgerAccounts.currency,
      amount: sql`sum(${ledgerPostings.amount})`.mapWith(Number),
      bookedAt: ledgerJournals.createdAt,
    })
    .from(ledgerJournals)
    .innerJoin(ledgerPostings, eq(ledgerPostings.journalId, ledgerJournals.id))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId));

const sold = and(
  eq(ledgerJournals.kind, 'purchase'),
  eq(ledgerAccounts.holder, 'operator'),
  eq(ledgerAccounts.kind, 'sales'),
);

/**
 * The purchase journals booked under these references (a premium period's `membership_<id>_<n>`,
 * decision 456): each with what it credited to sales. A reference with no journal is absent.
 */
export async function purchaseSalesOf(db: Db, references: readonly string[]): Promise<Map<string, PurchaseSale>> {
  if (!references.length) return new Map();
  const rows = await salesOfPurchases(db)
    .where(and(sold, inArray(ledgerJournals.reference, [...references])))
    .groupBy(ledgerJournals.reference, ledgerAccounts.currency, ledgerJournals.createdAt);
  return new Map(rows.map((r) => [r.reference, toSale(r)]));
}

/** Every purchase journal whose reference starts with `prefix` (LIKE's wildcards escaped), oldest first. */
export async function purchaseSalesByPrefix(db: Db, prefix: string): Promise<PurchaseSale[]> {
  const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await salesOfPurchases(db)
    .where(and(sold, like(ledgerJournals.reference, pattern)))
    .groupBy(ledgerJournals.reference, ledgerAccounts.currency, ledgerJournals.createdAt)
    .orderBy(ledgerJournals.createdAt);
  return rows.map(toSale);
}

const toSale = (r: { reference: string; currency: string; amount: number; bookedAt: Date }): PurchaseSale => ({
  reference: r.reference,
  amount: { amount: r.amount, currency: toCurrency(r.currency) },
  bookedAt: r.bookedAt,
});
