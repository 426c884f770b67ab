import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { expect } from 'vitest';
import { type Database, type Db, migrationsFolder, openDatabase } from '../src/db/client';

/**
 * The embedded database of the API suite and of the browser files' own shops, kept by a worker between its files (they run one after another
 * in one process, isolate: false) and brought back to the migrated snapshot's state for the next
 * file, instead of a new PGlite restored from the snapshot for each (decision 547).
 *
 * Restoring costs 0.6 to 1.1 s of CPU a file (untarring 44 MB into PGlite's memory and starting
 * Postgres); bringing the kept one back costs a few hundredths: the tables that hold rows are
 * truncated, the rows the migrations wrote are put back, every sequence is set back, and the session
 * is discarded. If anything else changed (a table, a column, a trigger, a function, a role, a
 * migration), the kept database is closed and the next file restores a new one. A file that opens
 * a second database while the first is open gets a restored one of its own, as before.
 *
 * Each file's handle behaves as a database of its own: once closed, every call on it fails (as on a
 * closed PGlite), whatever the next file does with the database behind it.
 */
interface Baseline {
  fingerprint: string;
  /** Every table but drizzle's migrations journal (covered by the fingerprint). */
  tables: string[];
  /** Tables the migrations left rows in: their insertable columns and rows as JSON. */
  rows: { table: string; columns: string; json: string }[];
  sequences: { name: string; lastValue: string | null; startValue: string }[];
}

interface Kept {
  pglite: PGlite;
  exclusive: Database['exclusive'];
  baseline: Baseline;
  /** The file holding it now, and how to take it back if that file ends without closing it. */
  lent?: { file: string | undefined; revoke: () => void };
}

let kept: Kept | undefined;

const FINGERPRINT = `select md5(string_agg(x, ',' order by x)) as fingerprint from (
  select format('c %s.%s %s', n.nspname, c.relname, c.relkind) as x from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%' and n.nspname not like 'pg_temp%'
  union all select format('a %s.%s %s %s %s', c.oid::regclass, a.attname, a.atttypid, a.attnotnull, a.attgenerated) from pg_attribute a
    join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    where a.attnum > 0 and not a.attisdropped and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%' and n.nspname not like 'pg_temp%'
  union all select format('t %s.%s %s', tgrelid::regclass, tgname, tgenabled) from pg_trigger
  union all select format('k %s.%s %s', conrelid::regclass, conname, convalidated) from pg_constraint
  union all select format('p %s.%s', pronamespace::regnamespace, proname) from pg_proc
    where pronamespace not in ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
  union all select format('r %s', rolname) from pg_roles
  union all select format('e %s %s', extname, extversion) from pg_extension
  union all select format('m %s', count(*)) from drizzle.__drizzle_migrations
) as s`;

async function readBaseline(pglite: PGlite): Promise<Baseline> {
  const { fingerprint } = (await pglite.query<{ fingerprint: string }>(FINGERPRINT)).rows[0]!;
  const tables = (
    await pglite.query<{ name: string }>(
      `select format('%I.%I', n.nspname, c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema', 'drizzle')
         and n.nspname not like 'pg_toast%' and n.nspname not like 'pg_temp%' order by 1`,
    )
  ).rows.map((r) => r.name);
  const rows: Baseline['rows'] = [];
  for (const table of tables) {
    const { json } = (await pglite.query<{ json: string | null }>(`select json_agg(t)::text as json from ${table} t`))
      .rows[0]!;
    if (!json) continue;
    const columns = (
      await pglite.query<{ name: string }>(
        `select quote_ident(attname) as name from pg_attribute where attrelid = '${table}'::regclass
         and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
      )
    ).rows.map((r) => r.name);
    rows.push({ table, columns: columns.join(', '), json });
  }
  const sequences = (
    await pglite.query<{ name: string; lastValue: string | null; startValue: string }>(
      `select format('%I.%I', schemaname, sequencename) as name, last_value::text as "lastValue", start_value::text as "startValue" from pg_sequences`,
    )
  ).rows;
  return { fingerprint, tables, rows, sequences };
}

/** Brings the kept database back to the baseline; false when something else than rows changed. */
async function resetToBaseline({ pglite, baseline }: Kept): Promise<boolean> {
  await pglite.exec('rollback');
  const { fingerprint } = (await pglite.query<{ fingerprint: string }>(FINGERPRINT)).rows[0]!;
  if (fingerprint !== baseline.fingerprint) return false;
  const holding = (
    await pglite.query<{ name: string }>(
      baseline.tables.map((t) => `select '${t}' as name where exists (select 1 from ${t})`).join(' union all '),
    )
  ).rows.map((r) => r.name);
  const truncated = [...new Set([...holding, ...baseline.rows.map((r) => r.table)])];
  if (truncated.length === 0) return true;
  await pglite.transaction(async (tx) => {
    // Replica role: the append-only tables' triggers do not refuse the truncation.
    await tx.exec(`set local session_replication_role = replica; truncate ${truncated.join(', ')} cascade`);
    for (const { table, columns, json } of baseline.rows) {
      await tx.query(
        `insert into ${table} (${columns}) overriding system value select ${columns} from json_populate_recordset(null::${table}, $1)`,
        [json],
      );
    }
    for (const s of baseline.sequences) {
      await tx.query(
        s.lastValue === null
          ? 'select setval($1::regclass, $2::bigint, false)'
          : 'select setval($1::regclass, $2::bigint, true)',
        [s.name, s.lastValue ?? s.startValue],
      );
    }
  });
  await pglite.exec('discard all');
  return true;
}

/** The test file running now in this worker. */
const currentFile = (): string | undefined => expect.getState().testPath;

/** A handle on the kept database for one file: every call fails once it is closed. */
function lend(k: Kept): Database {
  let closed = false;
  k.lent = {
    file: currentFile(),
    revoke: () => {
      closed = true;
    },
  };
  const pglite = new Proxy(k.pglite, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (closed) return () => Promise.reject(new Error('PGlite is closed'));
      return value.bind(target);
    },
  });
  const db = drizzle({ client: pglite }) as unknown as Db;
  return {
    db,
    dialect: 'pglite',
    pglite,
    migrate: () => migrate(db as never, { migrationsFolder }),
    exclusive: k.exclusive,
    ping: async () => {
      await pglite.query('select 1');
    },
    close: async () => {
      if (closed) return;
      closed = true;
      k.lent = undefined;
    },
  };
}

/** The file's embedded database: the worker's kept one brought back to the snapshot, or a restored one. */
export async function openKeptPglite(snapshot: () => Blob): Promise<Database> {
  // A file that ended without closing its database: it is done with it all the same.
  if (kept?.lent && kept.lent.file !== currentFile()) {
    kept.lent.revoke();
    kept.lent = undefined;
  }
  if (kept && !kept.lent) {
    if (await resetToBaseline(kept).catch(() => false)) return lend(kept);
    const stale = kept;
    kept = undefined;
    await stale.pglite.close().catch(() => undefined);
  }
  if (kept) return openDatabase({ kind: 'pglite', loadDataDir: snapshot() });
  const database = await openDatabase({ kind: 'pglite', loadDataDir: snapshot() });
  kept = {
    pglite: database.pglite!,
    exclusive: database.exclusive,
    baseline: await readBaseline(database.pglite!),
  };
  return lend(kept);
}
