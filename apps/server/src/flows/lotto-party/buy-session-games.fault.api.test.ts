import { IDEMPOTENCY_KEY_HEADER, type LottoPartySession } from '@drawline/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, type CartTestApp, createCartTestApp, firstDraw } from '../../../tests/cart-helpers';
import { testDbKind } from '../../../tests/helpers';
import { type SignedIn, signUp } from '../../../tests/identity-helpers';
import { expectLedgerBalanced } from '../../../tests/ledger-helpers';
import { aud, fundCustomer } from '../../../tests/purchase-helpers';
import { testDatabaseUrl } from '../../../tests/second-process';
import { startWorkerProcess, type WorkerProcess } from '../../../tests/worker-process';
import { cryptoRandom } from '../../lib/random';
import { closeDueLottoPartySessions } from '../../modules/lotto-party';

/**
 * Issue 26's kill test: the lotto party buying run killed (SIGKILL) halfway through its closed
 * sessions, then run in two processes at once, buys each session's games once and refunds each
 * share's leftover once; the ledger balances. PostgreSQL only: it needs processes on one database.
 */
const SESSIONS = 24;

const resultOf = <T>(res: LightMyRequestResponse): T => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as T;
};

async function firstRow(t: CartTestApp, query: SQL): Promise<Record<string, number>> {
  const result = (await t.db.execute(query)) as unknown as { rows: Record<string, number>[] };
  return result.rows[0] ?? {};
}

function startWorker(databaseUrl: string, now: Date): WorkerProcess {
  return startWorkerProcess('apps/server/tests/buy-sessions-worker.ts', {
    DATABASE_URL: databaseUrl,
    BUY_NOW: now.toISOString(),
    BUY_DELAY_MS: '40',
  });
}

describe.runIf(testDbKind() === 'postgres')(
  'lotto party buying killed halfway and run twice at once (PostgreSQL)',
  () => {
    let t: CartTestApp;
    let databaseUrl: string;
    let stopAt: Date;
    const sessions: string[] = [];

    beforeAll(async () => {
      t = await createCartTestApp({
        poolSize: 10,
        config: { rateLimitPerMinute: 10_000_000, shopEngines: { recurringPurchases: false, lottoParty: true } },
      });
      databaseUrl = testDatabaseUrl(t);
      const org = await signUp(t);
      const friend = await signUp(t);
      for (const who of [org, friend]) await fundCustomer(t.db, who.customerId, aud(1_000_000));
      const group = resultOf<{ groupId: string; inviteToken: string }>(
        await as(t, org).post('/social/v3/group', { group_name: 'The Killing Floor Club' }),
      );
      resultOf(await as(t, friend).get(`/social/v3/group/token/${group.inviteToken}`));
      const buy = async (who: SignedIn, sessionId: string, shares: number) => {
        resultOf(
          await as(t, who).post('/v2/cart/items', {
            product_offer_key: 'powerball2018',
            game_type: 'lotto_party',
            game_offer: 'lotto_party',
            num_games: shares,
            social_syndicate_id: sessionId,
          }),
        );
        resultOf(
          await as(t, who).post('/v2/cart/purchase', undefined, { [IDEMPOTENCY_KEY_HEADER]: cryptoRandom.uuid() }),
        );
      };
      for (let i = 0; i < SESSIONS; i++) {
        const session = resultOf<LottoPartySession>(
          await as(t, org).post('/social/v3/session', {
            group_id: group.groupId,
            draw_id: firstDraw(t, 'powerball2018').drawId,
            share_price: { amount: 334 },
            shares_total: 10,
          }),
        );
        sessions.push(session.sessionId);
        stopAt = new Date(session.stopAt);
        await buy(org, session.sessionId, 3);
        await buy(friend, session.sessionId, 4);
      }
      t.clock.set(new Date(stopAt.getTime() + 1_000));
      expect(await closeDueLottoPartySessions(t.db, t.clock.now())).toMatchObject({ closed: SESSIONS });
    }, 300_000);
    afterAll(() => t?.close());

    it('buys every session once and refunds every share once', async () => {
      const paidNow = async () =>
        (await firstRow(t, sql`select count(*)::int as n from lotto_party_sessions where status = 'paid'`)).n ?? 0;
      const first = startWorker(databaseUrl, t.clock.now());
      for (;;) {
        if ((await paidNow()) >= SESSIONS / 4) break;
        if (first.child.exitCode !== null) throw new Error(`The worker ended before the kill:\n${first.output()}`);
        await new Promise((r) => setTimeout(r, 10));
      }
      first.child.kill('SIGKILL');
      await first.exited;
      const atKill = await paidNow();
      expect(atKill).toBeGreaterThan(0);
      expect(atKill).toBeLessThan(SESSIONS);

      const [a, b] = [startWorker(databaseUrl, t.clock.now()), startWorker(databaseUrl, t.clock.now())];
      expect(await a.exited, a.output()).toBe(0);
      expect(await b.exited, b.output()).toBe(0);
      const reports = [a, b].map((w) => JSON.parse(w.output().trim().split('\n').at(-1) as string));
      expect(atKill + reports[0].paid + reports[1].paid).toBe(SESSIONS);

      expect(await paidNow()).toBe(SESSIONS);
      const games = await firstRow(
        t,
        sql`select count(*)::int as n from lotto_party_sessions where status = 'paid' and jsonb_array_length(games) = 13`,
      );
      expect(games.n).toBe(SESSIONS);
      const journals = await firstRow(
        t,
        sql`select count(*)::int as n, count(distinct reference)::int as refs from ledger_journals where kind = 'refund' and reference like 'lotto-party:%'`,
      );
      expect(journals).toEqual({ n: SESSIONS * 2, refs: SESSIONS * 2 });
      const refunded = await firstRow(
        t,
        sql`select count(*) filter (where refunded = 27 or refunded = 36)::int as right, count(*)::int as n from lotto_party_shares`,
      );
      expect(refunded).toEqual({ right: SESSIONS * 2, n: SESSIONS * 2 });
      await expectLedgerBalanced(t.db);
    }, 120_000);
  },
);
