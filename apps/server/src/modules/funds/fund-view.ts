import type { CardBrand, Fund } from '@drawline/contracts';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { fundsCards } from './funds.tables';

export type CardRow = typeof fundsCards.$inferSelect;

export function fundOf(row: CardRow): Fund {
  return {
    id: row.id,
    default: row.isDefault,
    type: 'cc',
    gateway: row.gateway,
    brand: row.brand as CardBrand,
    last4: row.last4,
    expiryMonth: row.expiryMonth,
    expiryYear: row.expiryYear,
    holderName: row.holderName,
  };
}

/** The customer's cards, oldest first. */
export async function listCards(db: Db | Tx, customerId: string): Promise<CardRow[]> {
  return db
    .select()
    .from(fundsCards)
    .where(and(eq(fundsCards.customerId, customerId), isNull(fundsCards.removedAt)))
    .orderBy(asc(fundsCards.createdAt), asc(fundsCards.id));
}

/**
 * One of the customer's own cards. Another customer's card answers exactly as a card that does
 * not exist, so ids cannot be probed.
 */
export async function customerCard(db: Db | Tx, customerId: string, fundId: string): Promise<CardRow> {
  const [row] = await db
    .select()
    .from(fundsCards)
    .where(and(eq(fundsCards.id, fundId), eq(fundsCards.customerId, customerId), isNull(fundsCards.removedAt)));
  if (!row) throw new AppError('fund_not_found');
  return row;
}
