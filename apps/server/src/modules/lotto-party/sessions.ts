import {
  type AutosessionStatus,
  type Currency,
  LOTTO_PARTY_HOLD_MINUTES,
  type LottoPartySession,
  type LottoPartySessionStatus,
  toCurrency,
} from '@drawline/contracts';
import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { AppError, notFound } from '../../platform/app-error';
import { type DrawFacts, readDraws } from '../catalogue';
import { discoverable, type GroupRow, groupsByIds, newLottoPartyId, visibleGroup } from './groups';
import type { LottoPartyDeps, PageAsked, Paged } from './lotto-party.deps';
import { lottoPartyGroups, lottoPartyMembers, lottoPartySessions, lottoPartyShares } from './lotto-party.tables';
import { assertAutosessionMove } from './session-status';

export type SessionRow = typeof lottoPartySessions.$inferSelect;
const HOLD_MS = LOTTO_PARTY_HOLD_MINUTES * 60_000;

export interface CreateSessionInput {
  groupId: string;
  inviteAllExistingMembers: boolean;
  drawId: string;
  sharePrice: { amount: number };
  sharesTotal: number;
  autosessionStatus: AutosessionStatus;
}

/**
 * POST /session (decisions 387, 389, 391): only the group's organiser opens one, for a lottery draw
 * still on sale beyond the hold; a closed, settled or unknown-to-sale draw is 422. Nothing is charged.
 */
export async function createSession(
  deps: LottoPartyDeps,
  customer: { customerId: string; currency: Currency },
  input: CreateSessionInput,
): Promise<LottoPartySession> {
  const { row: group } = await visibleGroup(deps.db, input.groupId, customer.customerId);
  if (group.organiserId !== customer.customerId) {
    throw new AppError('forbidden', { message: 'Only the group organiser can open a session.' });
  }
  const now = deps.clock.now();
  const draw = (await readDraws(deps.db, [input.drawId])).get(input.drawId);
  const stopAt = draw ? new Date(draw.stopDate.getTime() - HOLD_MS) : null;
  if (draw?.offerType !== 'lottery_ticket' || draw.status !== 'DRAW_OPEN' || !stopAt || stopAt <= now) {
    throw new AppError('unprocessable', {
      message: 'Sales for this draw have closed.',
      errors: [{ target: 'draw_id', code: 'draw_closed', message: 'Sales for this draw have closed.' }],
    });
  }
  const row: SessionRow = {
    id: newLottoPartyId(deps),
    groupId: group.id,
    organiserId: customer.customerId,
    drawId: draw.drawId,
    productOfferKey: draw.offerKey,
    sharePrice: input.sharePrice.amount,
    currency: customer.currency,
    sharesTotal: input.sharesTotal,
    sharesSold: 0,
    status: 'open',
    autosessionStatus: input.autosessionStatus,
    inviteAllExistingMembers: input.inviteAllExistingMembers,
    stopAt,
    games: null,
    gamePrice: null,
    createdAt: now,
    updatedAt: now,
  };
  await deps.db.insert(lottoPartySessions).values(row);
  return sessionAnswer(row, { group, draw, customerId: customer.customerId, myShares: 0, now });
}

/** What a session answers; an open session past its stop shows as closed until the job closes it. */
export function sessionAnswer(
  row: SessionRow,
  seen: { group: GroupRow; draw: DrawFacts | undefined; customerId: string; myShares: number; now: Date },
): LottoPartySession {
  const { draw } = seen;
  const status: LottoPartySessionStatus =
    row.status === 'open' && row.stopAt <= seen.now ? 'closed' : (row.status as LottoPartySessionStatus);
  return {
    sessionId: row.id,
    groupId: row.groupId,
    groupName: seen.group.name,
    draws: draw
      ? [
          {
            drawId: draw.drawId,
            drawNo: draw.drawNo,
            drawDate: draw.drawDate.toISOString(),
            stopDate: draw.stopDate.toISOString(),
            productOfferKey: draw.offerKey,
            productOfferName: draw.offerName,
          },
        ]
      : [],
    sharePrice: { amount: row.sharePrice, currency: toCurrency(row.currency) },
    sharesTotal: row.sharesTotal,
    sharesSold: row.sharesSold,
    sharesRemaining: row.sharesTotal - row.sharesSold,
    status,
    autosessionStatus: row.autosessionStatus as AutosessionStatus,
    inviteAllExistingMembers: row.inviteAllExistingMembers,
    isOrganiser: row.organiserId === seen.customerId,
    stopAt: row.stopAt.toISOString(),
    myShares: seen.myShares,
    games:
      row.status === 'paid' && (seen.myShares > 0 || row.organiserId === seen.customerId) ? (row.games ?? []) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The customer's shares in each of these sessions. */
async function sharesOf(db: Db | Tx, sessionIds: string[], customerId: string): Promise<Map<string, number>> {
  if (!sessionIds.length) return new Map();
  const rows = await db
    .select({ sessionId: lottoPartyShares.sessionId, n: sql<number>`sum(${lottoPartyShares.shares})::int` })
    .from(lottoPartyShares)
    .where(and(inArray(lottoPartyShares.sessionId, sessionIds), eq(lottoPartyShares.customerId, customerId)))
    .groupBy(lottoPartyShares.sessionId);
  return new Map(rows.map((r) => [r.sessionId, Number(r.n)]));
}

/** Sessions as answers, with their groups, draws and the customer's shares, read in three queries. */
export async function sessionAnswers(
  deps: LottoPartyDeps,
  rows: SessionRow[],
  customerId: string,
): Promise<LottoPartySession[]> {
  const ids = rows.map((r) => r.id);
  const [groups, draws, mine] = await Promise.all([
    groupsByIds(
      deps.db,
      rows.map((r) => r.groupId),
    ),
    readDraws(
      deps.db,
      rows.map((r) => r.drawId),
    ),
    sharesOf(deps.db, ids, customerId),
  ]);
  const now = deps.clock.now();
  return rows.flatMap((row) => {
    const group = groups.get(row.groupId);
    if (!group) return [];
    return [
      sessionAnswer(row, { group, draw: draws.get(row.drawId), customerId, myShares: mine.get(row.id) ?? 0, now }),
    ];
  });
}

/** A session the customer may see: its group visible to them (decision 387), else 404. */
export async function visibleSession(deps: LottoPartyDeps, sessionId: string, customerId: string): Promise<SessionRow> {
  const [row] = await deps.db.select().from(lottoPartySessions).where(eq(lottoPartySessions.id, sessionId));
  if (!row) throw notFound('The session');
  try {
    await visibleGroup(deps.db, row.groupId, customerId);
  } catch {
    throw notFound('The session');
  }
  return row;
}

/** GET /session/{id}. */
export async function getSession(deps: LottoPartyDeps, sessionId: string, customerId: string) {
  const row = await visibleSession(deps, sessionId, customerId);
  const [answer] = await sessionAnswers(deps, [row], customerId);
  if (!answer) throw notFound('The session');
  return answer;
}

/** PUT /session/{id}: the organiser's autosession, the only change there is (decision 391). */
export async function updateSession(
  deps: LottoPartyDeps,
  sessionId: string,
  customerId: string,
  change: { autosessionStatus: AutosessionStatus },
): Promise<LottoPartySession> {
  const row = await visibleSession(deps, sessionId, customerId);
  if (row.organiserId !== customerId) {
    throw new AppError('forbidden', { message: 'Only the group organiser can change the session.' });
  }
  assertAutosessionMove(row.autosessionStatus as AutosessionStatus, change.autosessionStatus);
  const [updated] = await deps.db
    .update(lottoPartySessions)
    .set({ autosessionStatus: change.autosessionStatus, updatedAt: deps.clock.now() })
    .where(and(eq(lottoPartySessions.id, sessionId), eq(lottoPartySessions.autosessionStatus, row.autosessionStatus)))
    .returning();
  if (!updated) throw new AppError('conflict', { message: 'Cannot update AutoPlay status' });
  const [answer] = await sessionAnswers(deps, [updated], customerId);
  return answer!;
}

/** GET /group/{id}/session[/open]: a visible group's sessions, newest first. */
export async function listGroupSessions(
  deps: LottoPartyDeps,
  groupId: string,
  customerId: string,
  page: PageAsked & { openOnly: boolean },
): Promise<Paged<LottoPartySession>> {
  await visibleGroup(deps.db, groupId, customerId);
  const now = deps.clock.now();
  const where = page.openOnly
    ? and(
        eq(lottoPartySessions.groupId, groupId),
        eq(lottoPartySessions.status, 'open'),
        gt(lottoPartySessions.stopAt, now),
      )
    : eq(lottoPartySessions.groupId, groupId);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(lottoPartySessions)
      .where(where)
      .orderBy(desc(lottoPartySessions.createdAt), desc(lottoPartySessions.id))
      .limit(page.limit)
      .offset(page.offset),
    deps.db.select({ n: count() }).from(lottoPartySessions).where(where),
  ]);
  return {
    items: await sessionAnswers(deps, rows, customerId),
    pageInfo: { limit: page.limit, offset: page.offset, total: Number(total?.n ?? 0) },
  };
}

/**
 * GET /session/discover[/draw/{drawId}] and /orders/recommended: open sessions of public and
 * promoted groups (promoted first, then the soonest to stop), leaving out groups the customer is in
 * when `notMine`.
 */
export async function discoverSessions(
  deps: LottoPartyDeps,
  customerId: string,
  asked: PageAsked & { drawId?: string; notMine?: boolean },
): Promise<Paged<LottoPartySession>> {
  const now = deps.clock.now();
  const where = and(
    eq(lottoPartySessions.status, 'open'),
    gt(lottoPartySessions.stopAt, now),
    discoverable,
    asked.drawId ? eq(lottoPartySessions.drawId, asked.drawId) : undefined,
    asked.notMine
      ? sql`not exists (select 1 from ${lottoPartyMembers} m where m.group_id = ${lottoPartySessions.groupId} and m.customer_id = ${customerId})`
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({ session: lottoPartySessions })
      .from(lottoPartySessions)
      .innerJoin(lottoPartyGroups, eq(lottoPartyGroups.id, lottoPartySessions.groupId))
      .where(where)
      .orderBy(
        sql`${lottoPartyGroups.publicityStatus} = 'promoted' desc`,
        asc(lottoPartySessions.stopAt),
        asc(lottoPartySessions.id),
      )
      .limit(asked.limit)
      .offset(asked.offset),
    deps.db
      .select({ n: count() })
      .from(lottoPartySessions)
      .innerJoin(lottoPartyGroups, eq(lottoPartyGroups.id, lottoPartySessions.groupId))
      .where(where),
  ]);
  return {
    items: await sessionAnswers(
      deps,
      rows.map((r) => r.session),
      customerId,
    ),
    pageInfo: { limit: asked.limit, offset: asked.offset, total: Number(total?.n ?? 0) },
  };
}
