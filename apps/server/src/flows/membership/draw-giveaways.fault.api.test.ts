import { verifyRaffle } from '@drawline/contracts/raffle-draw';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CartTestApp, createCartTestApp, visitor } from '../../../tests/cart-helpers';
import { testDbKind } from '../../../tests/helpers';
import { expectLedgerBalanced } from '../../../tests/ledger-helpers';
import { joinedMember } from '../../../tests/premium-helpers';
import { mapLimit } from '../../../tests/purchase-helpers';
import { testDatabaseUrl } from '../../../tests/second-process';
import { killMidway, runTwiceAtOnce, startWorkerProcess, type WorkerProcess } from '../../../tests/worker-process';
import { createGiveaway } from './create-giveaway';
import { drawDueGiveaways } from './draw-giveaways';

/**
 * Issue 27's fault acceptance for giveaways (decision 397): the giveaway job is killed (SIGKILL)
 * while it draws, then run in two processes at once; every giveaway is drawn once, each prize
 * paid once (one journal a slot), each winner told once, every draw checks from its public data,
 * and the ledger sums to zero. PostgreSQL only.
 */
const GIVEAWAYS = 60;
const MEMBERS = 8;
const PRIZE = 100;
const MINUTE = 60_000;
const onPostgres = testDbKind() === 'postgres';

async function rows<T>(t: CartTestApp, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await t.db.execute(query);
  return ((result as unknown as { rows?: unknown[] }).rows ?? result) as T[];
}

describe.runIf(onPostgres)('the giveaway job killed while it draws, then run twice at once', () => {
  let t: CartTestApp;
  let databaseUrl: string;
  const made: { id: string; number: number; title: string }[] = [];

  beforeAll(async () => {
    t = await createCartTestApp({ poolSize: 10, config: { rateLimitPerMinute: 10_000_000 } });
    databaseUrl = testDatabaseUrl(t);
    const program = t.app.membershipProgram;
    const now = t.clock.now().getTime();
    for (let i = 0; i < GIVEAWAYS; i++) {
      const g = await createGiveaway(program, {
        type: 'daily',
        title: `Fault daily ${i}`,
        openAt: new Date(now - MINUTE),
        closeAt: new Date(now + 30 * MINUTE),
        prize: { kind: 'credit', amount: PRIZE, currency: 'AUD', name: '$1 credit' },
      });
      made.push({ id: g.id, number: g.number, title: `Fault daily ${i}` });
    }
    await mapLimit(Array.from({ length: MEMBERS }), 4, () => joinedMember(t, 1_000));
    // The job's run before the close: every member entered in every giveaway.
    await drawDueGiveaways(program);
  }, 240_000);
  afterAll(() => t?.close());

  const drawnCount = async () =>
    (
      await rows<{ n: number }>(
        t,
        sql`select count(*)::int as n from giveaways where status = 'drawn' and title like 'Fault daily %'`,
      )
    )[0]?.n ?? 0;

  it('draws each giveaway once, pays each prize once and tells each winner once', async () => {
    const later = new Date(t.clock.now().getTime() + 31 * MINUTE).toISOString();
    const start = (): WorkerProcess =>
      startWorkerProcess('apps/server/tests/giveaway-worker.ts', { DATABASE_URL: databaseUrl, GIVEAWAY_NOW: later });
    await killMidway(start(), drawnCount, GIVEAWAYS / 4);
    expect(await drawnCount()).toBeLessThan(GIVEAWAYS);
    await runTwiceAtOnce(start);

    expect(await drawnCount()).toBe(GIVEAWAYS);
    const journals = await rows<{ reference: string; n: number }>(
      t,
      sql`select reference, count(*)::int as n from ledger_journals where reference like 'giveaway:%' group by reference`,
    );
    const winners = await rows<{ giveaway_id: string; n: number }>(
      t,
      sql`select giveaway_id, count(*)::int as n from giveaway_winners group by giveaway_id`,
    );
    const told = await rows<{ subject: string; n: number }>(
      t,
      sql`select subject, count(*)::int as n from mail_outbox where kind = 'giveaway_winner' group by subject`,
    );
    for (const g of made) {
      // One slot, one winner, one prize journal, one email.
      expect(winners.filter((w) => w.giveaway_id === g.id)).toEqual([{ giveaway_id: g.id, n: 1 }]);
      expect(journals.filter((j) => j.reference.startsWith(`giveaway:${g.id}:`))).toEqual([
        { reference: `giveaway:${g.id}:1`, n: 1 },
      ]);
      expect(told.filter((m) => m.subject === `You won ${g.title}`)).toEqual([{ subject: `You won ${g.title}`, n: 1 }]);
      const check = (await visitor(t).get(`/rewards/v3/giveaways/daily/${g.number}/verification`)).json().result;
      expect(check.status).toBe('drawn');
      expect(check.ticketNumbers).toHaveLength(MEMBERS);
      expect(verifyRaffle(check)).toMatchObject({ commitmentMatches: true, digestMatches: true, winnersMatch: true });
    }
    await expectLedgerBalanced(t.db);
  }, 240_000);
});
