import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDbKind } from '../../tests/helpers';
import { statementsOf } from '../../tests/statements';
import type { Database } from './client';
import { PREPARED_PER_CONNECTION, statementName } from './prepared-statements';

/**
 * Statements with parameters are prepared once per connection (decision 549): PostgreSQL keeps
 * their parse and plan, the driver sends only the parameters again. PostgreSQL only: the embedded
 * database has no pool of connections.
 */
describe.runIf(testDbKind() === 'postgres')('statements prepared once per connection', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(1);
  });
  afterAll(async () => {
    await database.close();
  });

  async function preparedNames(): Promise<string[]> {
    const { rows } = (await database.db.execute(
      sql`select name from pg_prepared_statements where not from_sql and ${1} = 1`,
    )) as unknown as { rows: { name: string }[] };
    return rows.map((r) => r.name);
  }

  it("prepares a statement with parameters under its text's name, and answers it again from there", async () => {
    const statement = () => database.db.execute(sql`select ${'first'}::text as a, ${2}::int as b`);
    const first = (await statement()) as unknown as { rows: unknown[] };
    const again = (await statement()) as unknown as { rows: unknown[] };
    expect(first.rows).toEqual([{ a: 'first', b: 2 }]);
    expect(again.rows).toEqual(first.rows);
    expect(await preparedNames()).toContain(statementName('select $1::text as a, $2::int as b'));
  });

  it('sends a statement without parameters as before: several statements in one text still run', async () => {
    const pool = database.pool as pg.Pool;
    await pool.query('create temporary table prepared_probe (n int); insert into prepared_probe values (1), (2)');
    const { rows } = await pool.query('select count(*)::int as n from prepared_probe');
    expect(rows).toEqual([{ n: 2 }]);
    expect(await preparedNames()).not.toContain(statementName('select count(*)::int as n from prepared_probe'));
  });

  it(`keeps at most ${PREPARED_PER_CONNECTION} statements prepared on a connection, and answers the rest unprepared`, async () => {
    const pool = database.pool as pg.Pool;
    const beyond = PREPARED_PER_CONNECTION + 5;
    for (let i = 0; i < beyond; i++) {
      const { rows } = await pool.query(`select $1::int + ${i} as n`, [1]);
      expect(rows).toEqual([{ n: 1 + i }]);
    }
    const names = await preparedNames();
    expect(names).toHaveLength(PREPARED_PER_CONNECTION);
    expect(names).not.toContain(statementName(`select $1::int + ${beyond - 1} as n`));
    // A statement prepared before the cap was reached is still answered from its preparation.
    await pool.query('select $1::text as a, $2::int as b', ['again', 3]);
    expect(await preparedNames()).toHaveLength(PREPARED_PER_CONNECTION);
  });

  it('lets a failed transaction be rolled back and its prepared statements used after it', async () => {
    const failing = database.db.transaction(async (tx) => {
      await tx.execute(sql`select ${1}::int / 0`);
    });
    await expect(failing).rejects.toMatchObject({ cause: { message: 'division by zero' } });
    const { rows } = (await database.db.execute(sql`select ${'after'}::text as a, ${4}::int as b`)) as unknown as {
      rows: unknown[];
    };
    expect(rows).toEqual([{ a: 'after', b: 4 }]);
  });
});

/**
 * A transaction's begin is held back and sent with its first statement, one round trip for both
 * (decision 564). The transaction is the same: its statements see one transaction, a failure in
 * the first statement rolls all of it back, and a begin held by a connection given back unused is
 * never sent with the next holder's statements.
 */
describe.runIf(testDbKind() === 'postgres')("a transaction's begin sent with its first statement", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(1);
    await (database.pool as pg.Pool).query('create table if not exists held_begin_probe (n int not null)');
  });
  afterAll(async () => {
    await (database.pool as pg.Pool).query('drop table if exists held_begin_probe');
    await database.close();
  });

  const count = async () =>
    (
      (await (database.pool as pg.Pool).query('select count(*)::int as n from held_begin_probe')).rows[0] as {
        n: number;
      }
    ).n;

  it('goes in one round trip with the first statement, and the statements after it are in the transaction', async () => {
    let ids: number[] = [];
    const trips = await statementsOf(() =>
      database.db.transaction(async (tx) => {
        const first = (await tx.execute(sql`select txid_current()::int as id, ${1}::int as n`)) as unknown as {
          rows: { id: number }[];
        };
        const second = (await tx.execute(sql`select txid_current()::int as id, ${2}::int as n`)) as unknown as {
          rows: { id: number }[];
        };
        ids = [first.rows[0]?.id ?? 0, second.rows[0]?.id ?? -1];
      }),
    );
    expect(trips).toEqual([
      'begin\n+ select txid_current()::int as id, $1::int as n',
      'select txid_current()::int as id, $1::int as n',
      'commit',
    ]);
    expect(ids[0]).toBe(ids[1]);
  });

  it('rolls back everything when the first statement fails, and the connection works after', async () => {
    const before = await count();
    const failing = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into held_begin_probe (n) select ${1}::int / 0`);
    });
    await expect(failing).rejects.toMatchObject({ cause: { message: 'division by zero' } });
    const failingLater = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into held_begin_probe (n) values (${1})`);
      await tx.execute(sql`select ${1}::int / 0`);
    });
    await expect(failingLater).rejects.toMatchObject({ cause: { message: 'division by zero' } });
    expect(await count()).toBe(before);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into held_begin_probe (n) values (${2})`);
    });
    expect(await count()).toBe(before + 1);
  });

  it('drops a begin held by a connection given back unused, so the next holder is not in a transaction', async () => {
    const pool = database.pool as pg.Pool;
    const holder = await pool.connect();
    await holder.query('begin');
    holder.release();
    const next = await pool.connect();
    try {
      // Outside a transaction each statement is its own: two of them get two transaction ids.
      const id = async () =>
        ((await next.query('select txid_current()::text as id, $1::int as n', [1])).rows[0] as { id: string }).id;
      expect(await id()).not.toBe(await id());
    } finally {
      next.release();
    }
  });
});
