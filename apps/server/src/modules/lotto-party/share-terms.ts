import { type Money, toCurrency } from '@drawline/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { notFound } from '../../platform/app-error';
import { visibleGroup } from './groups';
import { lottoPartySessions } from './lotto-party.tables';

/** What the cart prices a lotto party share by (decision 388): the session's own terms, read now. */
export interface LottoPartyShareTerms {
  sessionId: string;
  drawId: string;
  productOfferKey: string;
  sharePrice: Money;
  sharesRemaining: number;
  /** Open and before its stop (the draw's stop less the hold, decision 389). */
  onSale: boolean;
}

function termsOf(row: typeof lottoPartySessions.$inferSelect, now: Date): LottoPartyShareTerms {
  return {
    sessionId: row.id,
    drawId: row.drawId,
    productOfferKey: row.productOfferKey,
    sharePrice: { amount: row.sharePrice, currency: toCurrency(row.currency) },
    sharesRemaining: row.sharesTotal - row.sharesSold,
    onSale: row.status === 'open' && row.stopAt > now,
  };
}

/** The terms of sessions by id, for pricing a cart in the caller's transaction; unknown ids are left out. */
export async function lottoPartyShareTerms(
  exec: Db | Tx,
  sessionIds: readonly string[],
  now: Date,
): Promise<Map<string, LottoPartyShareTerms>> {
  const ids = [...new Set(sessionIds)];
  if (!ids.length) return new Map();
  const rows = await exec.select().from(lottoPartySessions).where(inArray(lottoPartySessions.id, ids));
  return new Map(rows.map((r) => [r.id, termsOf(r, now)]));
}

/** A session a customer may put a share of in their cart: its group visible to them (decision 387), else 404. */
export async function lottoPartyShareTermsFor(
  exec: Db | Tx,
  sessionId: string,
  customerId: string,
  now: Date,
): Promise<LottoPartyShareTerms> {
  const [row] = await exec.select().from(lottoPartySessions).where(eq(lottoPartySessions.id, sessionId));
  if (!row) throw notFound('The Lotto Party session');
  try {
    await visibleGroup(exec, row.groupId, customerId);
  } catch {
    throw notFound('The Lotto Party session');
  }
  return termsOf(row, now);
}
