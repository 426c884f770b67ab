import { createHash } from 'node:crypto';
import { LOTTO_PARTY_HOLD_MINUTES } from '@drawline/contracts';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type CatalogueCache, findSaleTerms } from '../catalogue';
import { lottoPartySessions } from './lotto-party.tables';
import type { SessionRow } from './sessions';

const HOLD_MS = LOTTO_PARTY_HOLD_MINUTES * 60_000;
const PER_RUN = 200;

/**
 * The id of the session an autosession opens after `sessionId`: the same every time, so the
 * primary key lets it be opened once however many runs try (decision 423).
 */
export function nextSessionIdOf(sessionId: string): string {
  return createHash('sha256').update(`lotto-party-autosession:${sessionId}`).digest('base64url').slice(0, 24);
}

/**
 * Autosessions (decision 391, 423): a session whose autosession is on and whose shares have stopped
 * selling opens the same group's session for the next draw of its lottery on sale beyond the hold,
 * with the same share price and shares total, its autosession on and every member invited
 * (decision 470); the autosession then moves to the new session (the old one's becomes off), so
 * the organiser pauses or stops the newest. A paused
 * session opens nothing until it is on again; then the next draw on sale is opened. Nobody is
 * charged. One transaction per session, its row locked (SKIP LOCKED) and the new one's id fixed by
 * the old one's: two runs at once, or a run killed halfway, open each next session once.
 */
export async function openAutosessions(
  deps: { db: Db; catalogue: CatalogueCache },
  now: Date,
): Promise<{ opened: number; waiting: number }> {
  const due = await deps.db
    .select({ id: lottoPartySessions.id })
    .from(lottoPartySessions)
    .where(and(eq(lottoPartySessions.autosessionStatus, 'on'), ne(lottoPartySessions.status, 'open')))
    .orderBy(asc(lottoPartySessions.stopAt), asc(lottoPartySessions.id))
    .limit(PER_RUN);
  const done = { opened: 0, waiting: 0 };
  for (const { id } of due) {
    const outcome = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(lottoPartySessions)
        .where(
          and(
            eq(lottoPartySessions.id, id),
            eq(lottoPartySessions.autosessionStatus, 'on'),
            ne(lottoPartySessions.status, 'open'),
          ),
        )
        .for('update', { skipLocked: true });
      if (!row) return null;
      const terms = (await findSaleTerms(tx, deps.catalogue, [row.productOfferKey], now, { syndicates: false })).get(
        row.productOfferKey,
      );
      const draw = terms?.draws.find(
        (d) =>
          d.drawId !== row.drawId &&
          d.type === 'lottery_ticket_draw' &&
          d.purchaseStatus === 'open' &&
          d.stopDate.getTime() - HOLD_MS > now.getTime(),
      );
      // No draw on sale far enough ahead yet: the next run tries again.
      if (!draw) return 'waiting' as const;
      const next: SessionRow = {
        ...row,
        id: nextSessionIdOf(row.id),
        drawId: draw.drawId,
        sharesSold: 0,
        status: 'open',
        autosessionStatus: 'on',
        // Nobody asked for it in person: every member is invited to it (decision 470).
        inviteAllExistingMembers: true,
        stopAt: new Date(draw.stopDate.getTime() - HOLD_MS),
        games: null,
        gamePrice: null,
        createdAt: now,
        updatedAt: now,
      };
      await tx.insert(lottoPartySessions).values(next).onConflictDoNothing();
      await tx
        .update(lottoPartySessions)
        .set({ autosessionStatus: 'off', updatedAt: now })
        .where(eq(lottoPartySessions.id, row.id));
      return 'opened' as const;
    });
    if (outcome) done[outcome] += 1;
  }
  return done;
}
