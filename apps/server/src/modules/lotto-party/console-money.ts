import {
  type ConsoleCustomerGroup,
  type ConsoleLottoPartyMoneySession,
  type LottoPartySessionStatus,
  toCurrency,
} from '@drawline/contracts';
import { and, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lottoPartyGroups, lottoPartyMembers, lottoPartySessions } from './lotto-party.tables';

/**
 * A customer's groups for support (decision 459): every group they organise or joined, hidden
 * ones too, with the shares they bought in its sessions and what they paid and got back.
 */
export async function consoleCustomerGroups(db: Db, customerId: string): Promise<ConsoleCustomerGroup[]> {
  const theirs = sql`lotto_party_shares s join lotto_party_sessions ss on ss.id = s.session_id
    where ss.group_id = lotto_party_groups.id and s.customer_id = ${customerId}`;
  const rows = await db
    .select({
      group: lottoPartyGroups,
      role: lottoPartyMembers.role,
      members: sql<number>`(select count(*)::int from lotto_party_members m where m.group_id = lotto_party_groups.id)`,
      sessions: sql<number>`(select count(*)::int from lotto_party_sessions x where x.group_id = lotto_party_groups.id)`,
      shares: sql<number>`(select coalesce(sum(s.shares), 0)::int from ${theirs})`,
      paid: sql<number>`(select coalesce(sum(s.amount_paid), 0)::bigint from ${theirs})`,
      refunded: sql<number>`(select coalesce(sum(s.refunded), 0)::bigint from ${theirs})`,
      currency: sql<
        string | null
      >`(select min(x.currency) from lotto_party_sessions x where x.group_id = lotto_party_groups.id)`,
    })
    .from(lottoPartyMembers)
    .innerJoin(lottoPartyGroups, eq(lottoPartyGroups.id, lottoPartyMembers.groupId))
    .where(eq(lottoPartyMembers.customerId, customerId))
    .orderBy(desc(lottoPartyMembers.joinedAt), desc(lottoPartyGroups.id))
    .limit(200);
  return rows.map(({ group, role, members, sessions, shares, paid, refunded, currency }) => {
    const cur = toCurrency(currency ?? 'AUD');
    return {
      groupId: group.id,
      groupName: group.name,
      publicityStatus: group.publicityStatus as ConsoleCustomerGroup['publicityStatus'],
      organiserId: group.organiserId,
      members: Number(members),
      sessions: Number(sessions),
      hidden: group.hiddenAt !== null,
      createdAt: group.createdAt.toISOString(),
      role: role as ConsoleCustomerGroup['role'],
      sharesBought: Number(shares),
      paid: { amount: Number(paid), currency: cur },
      refunded: { amount: Number(refunded), currency: cur },
    };
  });
}

/**
 * The sessions finance follows (decisions 390, 459): those that gave money back to their members
 * and those that stopped selling with shares left, newest stop first, with what members paid,
 * what bought games and what was refunded.
 */
export async function consoleMoneySessions(
  db: Db,
  page: { limit: number; offset: number },
): Promise<ConsoleLottoPartyMoneySession[]> {
  const refunded = sql<number>`(select coalesce(sum(r.refunded), 0)::bigint from lotto_party_shares r where r.session_id = lotto_party_sessions.id)`;
  const paid = sql<number>`(select coalesce(sum(r.amount_paid), 0)::bigint from lotto_party_shares r where r.session_id = lotto_party_sessions.id)`;
  const rows = await db
    .select({ session: lottoPartySessions, groupName: lottoPartyGroups.name, paid, refunded })
    .from(lottoPartySessions)
    .innerJoin(lottoPartyGroups, eq(lottoPartyGroups.id, lottoPartySessions.groupId))
    .where(
      or(
        sql`exists (select 1 from lotto_party_shares r where r.session_id = lotto_party_sessions.id and r.refunded > 0)`,
        and(
          ne(lottoPartySessions.status, 'open'),
          sql`${lottoPartySessions.sharesSold} < ${lottoPartySessions.sharesTotal}`,
        ),
      ),
    )
    .orderBy(desc(lottoPartySessions.stopAt), desc(lottoPartySessions.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(({ session: s, groupName, paid: p, refunded: r }) => {
    const currency = toCurrency(s.currency);
    return {
      sessionId: s.id,
      groupId: s.groupId,
      groupName,
      drawId: s.drawId,
      productOfferKey: s.productOfferKey,
      status: s.status as LottoPartySessionStatus,
      sharePrice: { amount: s.sharePrice, currency },
      sharesTotal: s.sharesTotal,
      sharesSold: s.sharesSold,
      paid: { amount: Number(p), currency },
      spent: { amount: (s.games?.length ?? 0) * (s.gamePrice ?? 0), currency },
      refunded: { amount: Number(r), currency },
      stopAt: s.stopAt.toISOString(),
    };
  });
}
