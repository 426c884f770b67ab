import { type Money, toCurrency } from '@drawline/contracts';
import { and, desc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lottoPartyGroups, lottoPartyMembers, lottoPartySessions, lottoPartyShares } from './lotto-party.tables';

/** A session a customer was invited to: opened in their group by someone else, with every member asked. */
export interface LottoPartyInvitation {
  sessionId: string;
  groupName: string;
  sharePrice: Money;
  openedAt: Date;
}

/** How a session the customer holds shares in ended: its games bought (paid) or refunded in full (cancelled). */
export interface LottoPartyOutcome {
  sessionId: string;
  groupName: string;
  status: 'paid' | 'cancelled';
  shares: number;
  games: number;
  refunded: Money;
  stoppedAt: Date;
}

/**
 * The invitations a customer was sent (decision 470): each session of a group they were already a
 * member of when it opened, opened by another member with inviteAllExistingMembers, or by an
 * autosession (which invites every member). Newest first, at most `limit`.
 */
export async function invitationsOf(db: Db, customerId: string, limit: number): Promise<LottoPartyInvitation[]> {
  const rows = await db
    .select({
      sessionId: lottoPartySessions.id,
      groupName: lottoPartyGroups.name,
      sharePrice: lottoPartySessions.sharePrice,
      currency: lottoPartySessions.currency,
      openedAt: lottoPartySessions.createdAt,
    })
    .from(lottoPartyMembers)
    .innerJoin(lottoPartySessions, eq(lottoPartySessions.groupId, lottoPartyMembers.groupId))
    .innerJoin(lottoPartyGroups, eq(lottoPartyGroups.id, lottoPartySessions.groupId))
    .where(
      and(
        eq(lottoPartyMembers.customerId, customerId),
        eq(lottoPartySessions.inviteAllExistingMembers, true),
        ne(lottoPartySessions.organiserId, customerId),
        lte(lottoPartyMembers.joinedAt, lottoPartySessions.createdAt),
      ),
    )
    .orderBy(desc(lottoPartySessions.createdAt), desc(lottoPartySessions.id))
    .limit(limit);
  return rows.map((r) => ({
    sessionId: r.sessionId,
    groupName: r.groupName,
    sharePrice: { amount: Number(r.sharePrice), currency: toCurrency(r.currency) },
    openedAt: r.openedAt,
  }));
}

/**
 * The sessions a customer holds shares in that have ended (decision 470): paid (games bought,
 * any amount left over refunded by shares) or cancelled (every share refunded). Newest stop first,
 * at most `limit`.
 */
export async function sessionOutcomesOf(db: Db, customerId: string, limit: number): Promise<LottoPartyOutcome[]> {
  const rows = await db
    .select({
      sessionId: lottoPartySessions.id,
      groupName: lottoPartyGroups.name,
      status: lottoPartySessions.status,
      currency: lottoPartySessions.currency,
      stoppedAt: lottoPartySessions.stopAt,
      games: sql<number>`coalesce(jsonb_array_length(${lottoPartySessions.games}), 0)::int`,
      shares: sql<number>`sum(${lottoPartyShares.shares})::int`,
      refunded: sql<number>`sum(${lottoPartyShares.refunded})::bigint`,
    })
    .from(lottoPartyShares)
    .innerJoin(lottoPartySessions, eq(lottoPartySessions.id, lottoPartyShares.sessionId))
    .innerJoin(lottoPartyGroups, eq(lottoPartyGroups.id, lottoPartySessions.groupId))
    .where(and(eq(lottoPartyShares.customerId, customerId), inArray(lottoPartySessions.status, ['paid', 'cancelled'])))
    .groupBy(lottoPartySessions.id, lottoPartyGroups.name)
    .orderBy(desc(lottoPartySessions.stopAt), desc(lottoPartySessions.id))
    .limit(limit);
  return rows.map((r) => ({
    sessionId: r.sessionId,
    groupName: r.groupName,
    status: r.status as LottoPartyOutcome['status'],
    shares: Number(r.shares),
    games: Number(r.games),
    refunded: { amount: Number(r.refunded), currency: toCurrency(r.currency) },
    stoppedAt: r.stoppedAt,
  }));
}
