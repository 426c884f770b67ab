import { type CardBrand, cardLabel, type Fund } from '@drawline/contracts';
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
export async function customerCard(
  db: Db | Tx,
  customerId: string,
  fundId: string,
  /** A card removed since is found too: only to finish a payment asked of it before it was removed. */
  { evenIfRemoved = false }: { evenIfRemoved?: boolean } = {},
): Promise<CardRow> {
  const [row] = await db
    .select()
    .from(fundsCards)
    .where(
      and(
        eq(fundsCards.id, fundId),
        eq(fundsCards.customerId, customerId),
        evenIfRemoved ? undefined : isNull(fundsCards.removedAt),
      ),
    );
  if (!row) throw new AppError('fund_not_found');
  return row;
}

/** How a deposit's method reads on a receipt: "Visa ending 4242", even for a card removed since. */
export async function depositMethodLabel(
  db: Db | Tx,
  deposit: { methodCode: string; fundId: string | null },
): Promise<string> {
  const names: Record<string, string> = { pl: 'PayPal', gp: 'Google Pay', ap: 'Apple Pay' };
  if (deposit.methodCode !== 'cc' || !deposit.fundId) return names[deposit.methodCode] ?? 'Card';
  const [row] = await db.select().from(fundsCards).where(eq(fundsCards.id, deposit.fundId));
  return row ? cardLabel({ brand: row.brand as CardBrand, last4: row.last4 }) : 'Card';
}
