import { toCurrency } from '@drawline/contracts';
import { type Db, sqlState, type Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { drawQuickPick } from '../../lib/quick-pick';
import type { Random } from '../../lib/random';
import { type CatalogueCache, readDraws } from '../../modules/catalogue';
import {
  type ClosedSession,
  closedSessionIds,
  finishClosedSession,
  type LottoPartyGame,
  lockClosedSession,
  recordShareRefund,
} from '../../modules/lotto-party';
import type { Wallet } from '../../modules/wallet';

export interface BuySessionGamesDeps {
  db: Db;
  clock: Clock;
  random: Random;
  catalogue: CatalogueCache;
  wallet: Pick<Wallet, 'refundPurchaseLine'>;
}

export interface BoughtSessions {
  paid: number;
  cancelled: number;
  refunds: number;
}

/** The lotto party game offer of every lottery (the catalogue's `lotto_party` game type). */
const GAME_TYPE = 'lotto_party';
const SESSIONS_PER_RUN = 200;
/** serialization_failure and deadlock_detected: the session's transaction rolled back whole and runs again. */
const RETRYABLE_STATES = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 5;

/**
 * Buys the games of every closed lotto party session for its draw (decision 390), one session
 * per transaction: the session row locked, its games quick-picked, the amount left over (less
 * than a game) refunded by shares through the ledger, and the session moved closed → paid under
 * a conditional update; a session whose games cannot be bought is cancelled and every share
 * refunded in full. Each refund is a journal keyed by its share (`lotto-party:<shareId>`), so a
 * run killed halfway is finished by the next, and two runs at once buy each session once.
 */
export async function buySessionGames(deps: BuySessionGamesDeps): Promise<BoughtSessions> {
  const done: BoughtSessions = { paid: 0, cancelled: 0, refunds: 0 };
  for (const sessionId of await closedSessionIds(deps.db, SESSIONS_PER_RUN)) {
    const outcome = await withRetry(() => deps.db.transaction((tx) => buyOneSession(deps, tx, sessionId)));
    if (!outcome) continue;
    done[outcome.status] += 1;
    done.refunds += outcome.refunds;
  }
  return done;
}

/** A session's transaction again when PostgreSQL rolled it back for a deadlock or a serialization failure. */
async function withRetry<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      if (attempt >= MAX_ATTEMPTS || !RETRYABLE_STATES.has(sqlState(err) ?? '')) throw err;
    }
  }
}

async function buyOneSession(
  deps: BuySessionGamesDeps,
  tx: Tx,
  sessionId: string,
): Promise<{ status: 'paid' | 'cancelled'; refunds: number } | null> {
  const session = await lockClosedSession(tx, sessionId);
  if (!session) return null;
  const now = deps.clock.now();
  const gamePrice = await lottoPartyGamePrice(tx, deps.catalogue, session, now);
  const paid = session.shares.reduce((n, s) => n + s.amountPaid - s.refunded, 0);
  const games = gamePrice ? Math.floor(paid / gamePrice) : 0;
  if (games < 1 || !gamePrice) {
    const refunds = await refundShares(
      deps,
      tx,
      session,
      session.shares.map((s) => s.amountPaid - s.refunded),
    );
    if (!(await finishClosedSession(tx, sessionId, null, now))) throw new Error(`Session ${sessionId} moved twice`);
    return { status: 'cancelled', refunds };
  }
  const numberSets = await gameNumberSets(tx, deps.catalogue, session.productOfferKey);
  const picked: LottoPartyGame[] = Array.from({ length: games }, () =>
    drawQuickPick({ gameTypeKey: GAME_TYPE, numberSets }, deps.random),
  );
  const refunds = await refundShares(deps, tx, session, leftoverByShares(paid - games * gamePrice, session));
  if (!(await finishClosedSession(tx, sessionId, { games: picked, gamePrice }, now))) {
    throw new Error(`Session ${sessionId} moved twice`);
  }
  return { status: 'paid', refunds };
}

/**
 * What one lotto party game of the session's lottery costs now, in the session's currency; null
 * when its draw is no longer on sale or the lottery sells no such game (the session is refunded).
 */
async function lottoPartyGamePrice(
  tx: Tx,
  catalogue: CatalogueCache,
  session: ClosedSession,
  now: Date,
): Promise<number | null> {
  const draw = (await readDraws(tx, [session.drawId])).get(session.drawId);
  if (draw?.status !== 'DRAW_OPEN' || draw.stopDate <= now) return null;
  const prices = (await catalogue.read(tx))
    .prices(session.productOfferKey)
    .filter((p) => p.gameType === GAME_TYPE && p.currency === session.currency)
    .sort((a, b) => a.numGames - b.numGames);
  const first = prices[0];
  // Rounded up: a game is never bought for less than the catalogue asks.
  return first ? Math.ceil(first.amount / first.numGames) : null;
}

async function gameNumberSets(tx: Tx, catalogue: CatalogueCache, offerKey: string) {
  const offer = (await catalogue.read(tx)).gameOffers(offerKey).find((g) => g.gameType === GAME_TYPE);
  if (!offer) throw new Error(`${offerKey} has no ${GAME_TYPE} game offer`);
  return offer.numberSets;
}

/**
 * The amount left over after the games, by shares to the cent: each holding's part rounded down,
 * the cents left one by one to the largest holdings, then the earliest (decision 390).
 */
export function leftoverByShares(leftover: number, session: Pick<ClosedSession, 'shares'>): number[] {
  const total = session.shares.reduce((n, s) => n + s.shares, 0);
  if (leftover <= 0 || total === 0) return session.shares.map(() => 0);
  const parts = session.shares.map((s) => Math.floor((leftover * s.shares) / total));
  let rest = leftover - parts.reduce((n, p) => n + p, 0);
  const order = session.shares
    .map((s, i) => ({ i, shares: s.shares }))
    .sort((a, b) => b.shares - a.shares || a.i - b.i);
  for (let k = 0; rest > 0; k = (k + 1) % order.length, rest -= 1) {
    const at = order[k]?.i ?? 0;
    parts[at] = (parts[at] ?? 0) + 1;
  }
  return parts;
}

/** Each share's refund as a journal to the member's wallet, once by the share's id. */
async function refundShares(
  deps: BuySessionGamesDeps,
  tx: Tx,
  session: ClosedSession,
  amounts: readonly number[],
): Promise<number> {
  let refunds = 0;
  const currency = toCurrency(session.currency);
  for (const [i, share] of session.shares.entries()) {
    const amount = amounts[i] ?? 0;
    if (amount <= 0) continue;
    await deps.wallet.refundPurchaseLine(tx, {
      customerId: share.customerId,
      reference: `lotto-party:${share.shareId}`,
      checkoutId: share.checkoutId,
      productOfferKey: session.productOfferKey,
      lineTotal: { amount, currency },
      amountPaid: { amount, currency },
      promotionKey: null,
      description: 'Lotto Party refund',
    });
    await recordShareRefund(tx, share.shareId, amount);
    refunds += 1;
  }
  return refunds;
}
