import { type LottoPartyOrder, type LottoPartySessionStatus, toCurrency } from '@drawline/contracts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { AppError, notFound } from '../../platform/app-error';
import { readDraws } from '../catalogue';
import { winningsOfTickets } from '../settlement';
import { newLottoPartyId, visibleGroup } from './groups';
import type { LottoPartyDeps, PageAsked, Paged } from './lotto-party.deps';
import { lottoPartyGroups, lottoPartyMembers, lottoPartySessions, lottoPartyShares } from './lotto-party.tables';
import { sessionAnswers } from './sessions';

export interface TakeSharesInput {
  sessionId: string;
  customerId: string;
  shares: number;
  /** The checkout that pays for them (decision 388). */
  checkoutId: string;
  now: Date;
}

export interface TakenShares {
  shareId: string;
  sessionId: string;
  shares: number;
  amountPaid: { amount: number; currency: ReturnType<typeof toCurrency> };
}

/**
 * Shares of an open session taken in the caller's (the checkout's) transaction by one conditional
 * update that can never pass the cap (decision 388): no row back means the session is not open, past
 * its stop, or has fewer shares left than asked, and the caller's whole purchase rolls back. The
 * buyer becomes a member of the group (a public group's buyer joins by buying).
 */
export async function takeShares(
  tx: Tx,
  deps: Pick<LottoPartyDeps, 'random'>,
  input: TakeSharesInput,
): Promise<TakenShares> {
  if (!Number.isSafeInteger(input.shares) || input.shares < 1) {
    throw new AppError('validation_failed', { message: 'Choose at least one share.' });
  }
  const session = lottoPartySessions;
  const [taken] = await tx
    .update(session)
    .set({ sharesSold: sql`${session.sharesSold} + ${input.shares}`, updatedAt: input.now })
    .where(
      and(
        eq(session.id, input.sessionId),
        eq(session.status, 'open'),
        sql`${session.stopAt} > ${input.now.toISOString()}`,
        sql`${session.sharesSold} + ${input.shares} <= ${session.sharesTotal}`,
      ),
    )
    .returning({ groupId: session.groupId, sharePrice: session.sharePrice, currency: session.currency });
  if (!taken) {
    const [row] = await tx.select().from(session).where(eq(session.id, input.sessionId));
    if (!row) throw notFound('The session');
    const remaining = row.sharesTotal - row.sharesSold;
    if (row.status !== 'open' || row.stopAt <= input.now) {
      throw new AppError('draw_closed', { message: 'This session has stopped selling shares.' });
    }
    const message = `Only ${remaining} share${remaining === 1 ? '' : 's'} left in this session.`;
    throw new AppError('sold_out', {
      message,
      errors: [{ target: 'this', code: 'sold_out', message }],
      result: { remaining },
    });
  }
  await visibleGroup(tx, taken.groupId, input.customerId);
  await tx
    .insert(lottoPartyMembers)
    .values({ groupId: taken.groupId, customerId: input.customerId, role: 'joiner', joinedAt: input.now })
    .onConflictDoNothing();
  const amount = taken.sharePrice * input.shares;
  const shareId = newLottoPartyId(deps);
  await tx.insert(lottoPartyShares).values({
    id: shareId,
    sessionId: input.sessionId,
    customerId: input.customerId,
    shares: input.shares,
    amountPaid: amount,
    currency: taken.currency,
    checkoutId: input.checkoutId,
    createdAt: input.now,
  });
  return {
    shareId,
    sessionId: input.sessionId,
    shares: input.shares,
    amountPaid: { amount, currency: toCurrency(taken.currency) },
  };
}

const upcoming = sql`${lottoPartySessions.status} in ('open', 'closed')`;
const past = sql`${lottoPartySessions.status} in ('paid', 'cancelled')`;

type OrderRow = {
  share: typeof lottoPartyShares.$inferSelect;
  session: typeof lottoPartySessions.$inferSelect;
  groupName: string;
};

async function orderAnswers(
  deps: LottoPartyDeps,
  rows: OrderRow[],
  customerId: string,
  details: boolean,
): Promise<LottoPartyOrder[]> {
  const [draws, won] = await Promise.all([
    readDraws(
      deps.db,
      rows.map((r) => r.session.drawId),
    ),
    winningsOfTickets(
      deps.db,
      rows.map((r) => r.share.id),
    ),
  ]);
  const sessions = details
    ? new Map(
        (
          await sessionAnswers(
            deps,
            rows.map((r) => r.session),
            customerId,
          )
        ).map((s) => [s.sessionId, s]),
      )
    : new Map();
  return rows.map(({ share, session, groupName }) => {
    const draw = draws.get(session.drawId);
    const currency = toCurrency(share.currency);
    const win = won.get(share.id);
    return {
      orderId: share.id,
      socialSyndicateId: session.id,
      groupId: session.groupId,
      groupName,
      status: session.status as LottoPartySessionStatus,
      shares: share.shares,
      amountPaid: { amount: share.amountPaid, currency },
      refunded: { amount: share.refunded, currency },
      checkoutId: share.checkoutId,
      draw: draw
        ? {
            drawId: draw.drawId,
            drawNo: draw.drawNo,
            drawDate: draw.drawDate.toISOString(),
            stopDate: draw.stopDate.toISOString(),
            productOfferKey: draw.offerKey,
            productOfferName: draw.offerName,
          }
        : null,
      winnings: win ? { amount: win.amount, currency: toCurrency(win.currency) } : null,
      winningsHeld: win?.held ?? false,
      createdAt: share.createdAt.toISOString(),
      ...(details && sessions.get(session.id) ? { session: sessions.get(session.id) } : {}),
    };
  });
}

function ordersQuery(deps: LottoPartyDeps) {
  return deps.db
    .select({ share: lottoPartyShares, session: lottoPartySessions, groupName: lottoPartyGroups.name })
    .from(lottoPartyShares)
    .innerJoin(lottoPartySessions, eq(lottoPartySessions.id, lottoPartyShares.sessionId))
    .innerJoin(lottoPartyGroups, eq(lottoPartyGroups.id, lottoPartySessions.groupId));
}

/** GET /orders: the customer's own shares, upcoming (open or closed sessions) or past (paid or cancelled). */
export async function listOrders(
  deps: LottoPartyDeps,
  customerId: string,
  asked: PageAsked & { status: 'past_products' | 'upcoming_products' },
): Promise<Paged<LottoPartyOrder>> {
  const where = and(eq(lottoPartyShares.customerId, customerId), asked.status === 'past_products' ? past : upcoming);
  const [rows, [total]] = await Promise.all([
    ordersQuery(deps)
      .where(where)
      .orderBy(desc(lottoPartyShares.createdAt), desc(lottoPartyShares.id))
      .limit(asked.limit)
      .offset(asked.offset),
    deps.db
      .select({ n: count() })
      .from(lottoPartyShares)
      .innerJoin(lottoPartySessions, eq(lottoPartySessions.id, lottoPartyShares.sessionId))
      .where(where),
  ]);
  return {
    items: await orderAnswers(deps, rows, customerId, false),
    pageInfo: { limit: asked.limit, offset: asked.offset, total: Number(total?.n ?? 0) },
  };
}

/** GET /orders/{id}: one of the customer's own orders; anyone else's is 404. */
export async function getOrder(deps: LottoPartyDeps, orderId: string, customerId: string, details: boolean) {
  const rows = await ordersQuery(deps).where(
    and(eq(lottoPartyShares.id, orderId), eq(lottoPartyShares.customerId, customerId)),
  );
  const [order] = await orderAnswers(deps, rows, customerId, details);
  if (!order) throw notFound('The order');
  return order;
}

/** GET /orders/social_syndicate_session/{id}: the customer's orders of one session (404 when they hold none). */
export async function ordersOfSession(deps: LottoPartyDeps, sessionId: string, customerId: string, details: boolean) {
  const rows = await ordersQuery(deps)
    .where(and(eq(lottoPartyShares.sessionId, sessionId), eq(lottoPartyShares.customerId, customerId)))
    .orderBy(desc(lottoPartyShares.createdAt));
  if (!rows.length) throw notFound('The order');
  return orderAnswers(deps, rows, customerId, details);
}
