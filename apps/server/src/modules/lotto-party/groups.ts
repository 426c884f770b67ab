import type { LottoPartyGroup, PublicityStatus } from '@drawline/contracts';
import { lottoPartyErrorCodes } from '@drawline/contracts';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type Db, sqlState, type Tx } from '../../db/client';
import { AppError, notFound } from '../../platform/app-error';
import { checkGroupName } from './group-name';
import type { LottoPartyDeps, PageAsked, Paged } from './lotto-party.deps';
import { lottoPartyGroups, lottoPartyMembers } from './lotto-party.tables';

export type GroupRow = typeof lottoPartyGroups.$inferSelect;

/** The groups' ids and tokens: 24 random bytes, URL-safe (decision 392). */
export const newLottoPartyId = (deps: Pick<LottoPartyDeps, 'random'>) => deps.random.token(24);

/** POST /group: the organiser's new group, with the organiser as its first member. */
export async function createGroup(
  deps: LottoPartyDeps,
  customerId: string,
  body: { groupName: string; publicityStatus: PublicityStatus },
): Promise<LottoPartyGroup> {
  const { name, folded } = checkGroupName(body.groupName);
  const now = deps.clock.now();
  const row: GroupRow = {
    id: newLottoPartyId(deps),
    name,
    foldedName: folded,
    publicityStatus: body.publicityStatus,
    organiserId: customerId,
    inviteToken: newLottoPartyId(deps),
    hiddenAt: null,
    createdAt: now,
  };
  try {
    await deps.db.transaction(async (tx) => {
      await tx.insert(lottoPartyGroups).values(row);
      await tx.insert(lottoPartyMembers).values({ groupId: row.id, customerId, role: 'organiser', joinedAt: now });
    });
  } catch (err) {
    if (sqlState(err) !== '23505') throw err;
    const message = 'A group with this name already exists.';
    throw new AppError('conflict', {
      message,
      errors: [{ target: 'group_name', code: lottoPartyErrorCodes.duplicateName, message }],
    });
  }
  return groupAnswer(row, customerId, { members: 1, isMember: true });
}

export function groupAnswer(
  row: GroupRow,
  customerId: string,
  seen: { members: number; isMember: boolean },
): LottoPartyGroup {
  return {
    groupId: row.id,
    groupName: row.name,
    publicityStatus: row.publicityStatus as PublicityStatus,
    isOrganiser: row.organiserId === customerId,
    isMember: seen.isMember,
    memberCount: seen.members,
    inviteToken: seen.isMember ? row.inviteToken : null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function memberCounts(db: Db | Tx, groupIds: string[]): Promise<Map<string, number>> {
  if (!groupIds.length) return new Map();
  const rows = await db
    .select({ groupId: lottoPartyMembers.groupId, n: count() })
    .from(lottoPartyMembers)
    .where(inArray(lottoPartyMembers.groupId, groupIds))
    .groupBy(lottoPartyMembers.groupId);
  return new Map(rows.map((r) => [r.groupId, Number(r.n)]));
}

export async function isMember(db: Db | Tx, groupId: string, customerId: string): Promise<boolean> {
  const [row] = await db
    .select({ groupId: lottoPartyMembers.groupId })
    .from(lottoPartyMembers)
    .where(and(eq(lottoPartyMembers.groupId, groupId), eq(lottoPartyMembers.customerId, customerId)));
  return row !== undefined;
}

/**
 * A group the customer may see (decision 387): a member sees their group; anyone else sees it only
 * when it is public or promoted and not hidden. Anything else, a made-up id included, is 404.
 */
export async function visibleGroup(
  db: Db | Tx,
  groupId: string,
  customerId: string,
): Promise<{ row: GroupRow; isMember: boolean }> {
  const [row] = await db.select().from(lottoPartyGroups).where(eq(lottoPartyGroups.id, groupId));
  if (!row) throw notFound('The group');
  const member = await isMember(db, groupId, customerId);
  if (!member && (row.publicityStatus === 'private' || row.hiddenAt !== null)) throw notFound('The group');
  return { row, isMember: member };
}

/** GET /group/{id}. */
export async function getGroup(deps: LottoPartyDeps, groupId: string, customerId: string): Promise<LottoPartyGroup> {
  const { row, isMember: member } = await visibleGroup(deps.db, groupId, customerId);
  const members = (await memberCounts(deps.db, [row.id])).get(row.id) ?? 0;
  return groupAnswer(row, customerId, { members, isMember: member });
}

/** GET /group: the customer's own groups, newest first, six a page (3-account.md §9). */
export async function listGroups(
  deps: LottoPartyDeps,
  customerId: string,
  page: PageAsked,
): Promise<Paged<LottoPartyGroup>> {
  const mine = and(eq(lottoPartyMembers.customerId, customerId));
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({ group: lottoPartyGroups })
      .from(lottoPartyMembers)
      .innerJoin(lottoPartyGroups, eq(lottoPartyGroups.id, lottoPartyMembers.groupId))
      .where(mine)
      .orderBy(desc(lottoPartyMembers.joinedAt), desc(lottoPartyGroups.id))
      .limit(page.limit)
      .offset(page.offset),
    deps.db.select({ n: count() }).from(lottoPartyMembers).where(mine),
  ]);
  const counts = await memberCounts(
    deps.db,
    rows.map((r) => r.group.id),
  );
  return {
    items: rows.map((r) => groupAnswer(r.group, customerId, { members: counts.get(r.group.id) ?? 0, isMember: true })),
    pageInfo: { ...page, total: Number(total?.n ?? 0) },
  };
}

/**
 * GET /group/token/{token}: the invite link. The signed-in customer becomes a joiner (once: a
 * second visit changes nothing) and gets the group; a made-up token is 404.
 */
export async function joinByToken(deps: LottoPartyDeps, token: string, customerId: string): Promise<LottoPartyGroup> {
  const [row] = await deps.db
    .select()
    .from(lottoPartyGroups)
    .where(and(eq(lottoPartyGroups.inviteToken, token), isNull(lottoPartyGroups.hiddenAt)));
  if (!row) throw notFound('The invitation');
  await deps.db
    .insert(lottoPartyMembers)
    .values({ groupId: row.id, customerId, role: 'joiner', joinedAt: deps.clock.now() })
    .onConflictDoNothing();
  const members = (await memberCounts(deps.db, [row.id])).get(row.id) ?? 0;
  return groupAnswer(row, customerId, { members, isMember: true });
}

/** Groups by id, for the sessions' answers. */
export async function groupsByIds(db: Db | Tx, ids: readonly string[]): Promise<Map<string, GroupRow>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select()
    .from(lottoPartyGroups)
    .where(inArray(lottoPartyGroups.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Whether a group's open sessions are listed to everyone (decision 387): public or promoted, not hidden. */
export const discoverable = sql`${lottoPartyGroups.publicityStatus} in ('public', 'promoted') and ${lottoPartyGroups.hiddenAt} is null`;
