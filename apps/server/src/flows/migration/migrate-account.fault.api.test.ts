import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../../../tests/helpers';
import { createIdentityTestApp, type IdentityTestApp, signUp } from '../../../tests/identity-helpers';
import { expectLedgerBalanced } from '../../../tests/ledger-helpers';
import { testDatabaseUrl } from '../../../tests/second-process';
import { startWorkerProcess, type WorkerProcess } from '../../../tests/worker-process';
import { createMigration } from '../../modules/migration';

/**
 * The kill test of account migration (issue 29, docs/decisions/468): the job that moves claimed
 * accounts killed (SIGKILL) halfway, then run in two processes at once, credits each account's
 * balance once and marks each moved once; the ledger balances. PostgreSQL only: it needs processes
 * on one database.
 */
const ACCOUNTS = 30;

async function firstRow(t: IdentityTestApp, query: ReturnType<typeof sql>): Promise<Record<string, number>> {
  const result = (await t.db.execute(query)) as unknown as { rows: Record<string, number>[] };
  return result.rows[0] ?? {};
}

describe.runIf(testDbKind() === 'postgres')('moving legacy accounts killed halfway and run twice at once', () => {
  let t: IdentityTestApp;
  let databaseUrl: string;
  const startWorker = (): WorkerProcess =>
    startWorkerProcess('apps/server/tests/migration-worker.ts', { DATABASE_URL: databaseUrl, MIGRATE_DELAY_MS: '60' });

  beforeAll(async () => {
    t = await createIdentityTestApp({ poolSize: 6, config: { rateLimitPerMinute: 10_000_000 } });
    databaseUrl = testDatabaseUrl(t);
    const migration = createMigration({ db: t.db, clock: t.clock });
    for (let i = 0; i < ACCOUNTS; i++) {
      const who = await signUp(t);
      const legacyId = `KILL-${i}`;
      await migration.importAccounts([
        {
          legacyId,
          email: who.email,
          firstname: 'Jo',
          lastname: 'Citizen',
          balance: 100 + i,
          currency: 'AUD',
          eligibility: 'soft',
        },
      ]);
      // Claimed as POST /migration/migrate claims it (the confirmed address is the route's check, tested beside).
      await t.db.execute(
        sql`update legacy_accounts set status = 'in_progress', customer_id = ${who.customerId}, started_at = now() where legacy_id = ${legacyId}`,
      );
    }
  }, 300_000);
  afterAll(() => t?.close());

  it('credits every account once', async () => {
    const movedNow = async () =>
      (await firstRow(t, sql`select count(*)::int as n from legacy_accounts where status = 'migrated'`)).n ?? 0;
    const first = startWorker();
    for (;;) {
      if ((await movedNow()) >= ACCOUNTS / 4) break;
      if (first.child.exitCode !== null) throw new Error(`The worker ended before the kill:\n${first.output()}`);
      await new Promise((r) => setTimeout(r, 10));
    }
    first.child.kill('SIGKILL');
    await first.exited;
    const atKill = await movedNow();
    expect(atKill).toBeGreaterThan(0);
    expect(atKill).toBeLessThan(ACCOUNTS);

    const [a, b] = [startWorker(), startWorker()];
    expect(await a.exited, a.output()).toBe(0);
    expect(await b.exited, b.output()).toBe(0);
    const reports = [a, b].map((w) => JSON.parse(w.output().trim().split('\n').at(-1) as string));
    expect(atKill + reports[0].migrated + reports[1].migrated).toBe(ACCOUNTS);
    expect(reports[0].failed + reports[1].failed).toBe(0);

    expect(await movedNow()).toBe(ACCOUNTS);
    const journals = await firstRow(
      t,
      sql`select count(*)::int as n, count(distinct reference)::int as refs from ledger_journals where kind = 'migration'`,
    );
    expect(journals).toEqual({ n: ACCOUNTS, refs: ACCOUNTS });
    const credited = await firstRow(
      t,
      sql`select count(*)::int as n from legacy_accounts l join ledger_accounts a
          on a.customer_id = l.customer_id and a.kind = 'cash' where a.balance = l.balance`,
    );
    expect(credited.n).toBe(ACCOUNTS);
    await expectLedgerBalanced(t.db);
  }, 120_000);
});
