import { type ConsoleLottoPartyGroup, type ConsoleLottoPartySession, toCurrency } from '@drawline/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { notFound } from '../../platform/app-error';
import { lottoPartyGroups, lottoPartySessions } from './lotto-party.tables';

/** Every group for the console, newest first, private and hidden ones too (decision 424). */
export async function consoleGroups(
  db: Db,
  page: { limit: number; offset: number },
): Promise<ConsoleLottoPartyGroup[]> {
  const rows = await db
    .select({
      group: lottoPartyGroups,
      members: sql<number>`(select count(*)::int from lotto_party_members m where m.group_id = lotto_party_groups.id)`,
      sessions: sql<number>`(select count(*)::int from lotto_party_sessions s where s.group_id = lotto_party_groups.id)`,
    })
    .from(lottoPartyGroups)
    .orderBy(desc(lottoPartyGroups.createdAt), desc(lottoPartyGroups.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(({ group, members, sessions }) => ({
    groupId: group.id,
    groupName: group.name,
    publicityStatus: group.publicityStatus as ConsoleLottoPartyGroup['publicityStatus'],
    organiserId: group.organiserId,
    members: Number(members),
    sessions: Number(sessions),
    hidden: group.hiddenAt !== null,
    createdAt: group.createdAt.toISOString(),
  }));
}

/** A group's sessions for support, newest first; an unknown group is 404. */
export async function consoleGroupSessions(db: Db, groupId: string): Promise<ConsoleLottoPartySession[]> {
  const [group] = await db
    .select({ id: lottoPartyGroups.id })
    .from(lottoPartyGroups)
    .where(eq(lottoPartyGroups.id, groupId));
  if (!group) throw notFound('The group');
  const rows = await db
    .select({
      session: lottoPartySessions,
      refunded: sql<number>`(select coalesce(sum(r.refunded), 0)::bigint from lotto_party_shares r where r.session_id = lotto_party_sessions.id)`,
    })
    .from(lottoPartySessions)
    .where(eq(lottoPartySessions.groupId, groupId))
    .orderBy(desc(lottoPartySessions.createdAt), desc(lottoPartySessions.id));
  return rows.map(({ session: s, refunded }) => {
    const currency = toCurrency(s.currency);
    return {
      sessionId: s.id,
      drawId: s.drawId,
      productOfferKey: s.productOfferKey,
      sharePrice: { amount: s.sharePrice, currency },
      sharesTotal: s.sharesTotal,
      sharesSold: s.sharesSold,
      status: s.status as ConsoleLottoPartySession['status'],
      autosessionStatus: s.autosessionStatus as ConsoleLottoPartySession['autosessionStatus'],
      gamesBought: s.games?.length ?? 0,
      refunded: { amount: Number(refunded), currency },
      stopAt: s.stopAt.toISOString(),
      createdAt: s.createdAt.toISOString(),
    };
  });
}

/**
 * A group's name hidden (or shown again) by a content editor in the caller's transaction, the row
 * locked; answers what it was and is, for the audit row. An unknown group is 404.
 */
export async function setGroupHidden(
  tx: Tx,
  groupId: string,
  hidden: boolean,
  now: Date,
): Promise<{ groupName: string; before: boolean; after: boolean }> {
  const [row] = await tx.select().from(lottoPartyGroups).where(eq(lottoPartyGroups.id, groupId)).for('update');
  if (!row) throw notFound('The group');
  const before = row.hiddenAt !== null;
  if (before !== hidden) {
    await tx
      .update(lottoPartyGroups)
      .set({ hiddenAt: hidden ? now : null })
      .where(eq(lottoPartyGroups.id, groupId));
  }
  return { groupName: row.name, before, after: hidden };
}
