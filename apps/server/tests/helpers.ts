import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type AppDeps, buildApp } from '../src/app';
import { type Config, testConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db/client';
import { seedDemoData } from '../src/demo';
import { type Clock, systemClock } from '../src/lib/clock';
import type { Random } from '../src/lib/random';
import type { CountryLookup } from '../src/modules/site';
import { openKeptPglite } from './kept-pglite';

/** Which database this run of the API suite uses (DRAWLINE_TEST_DB=postgres selects a server). */
export function testDbKind(): 'pglite' | 'postgres' {
  return inject('dbKind');
}

/**
 * A fresh migrated database for one test file: the worker's embedded database brought back to the
 * migrated snapshot (kept-pglite.ts) or a copied PostgreSQL template (with a pool of `poolSize`
 * connections, 5 unless given).
 */
export async function openTestDatabase(poolSize = 5): Promise<Database & { name: string }> {
  if (inject('dbKind') === 'postgres') {
    const templateUrl = new URL(inject('postgresTemplateUrl'));
    const template = templateUrl.pathname.slice(1);
    const name = `t_${randomBytes(6).toString('hex')}`;
    const adminUrl = new URL(templateUrl);
    adminUrl.pathname = '/postgres';
    const admin = new pg.Client({ connectionString: adminUrl.toString() });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    const url = new URL(templateUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize });
    return {
      ...database,
      name,
      close: async () => {
        await database.close();
        const a = new pg.Client({ connectionString: adminUrl.toString() });
        await a.connect();
        await a.query(`drop database if exists ${name} with (force)`);
        await a.end();
      },
    };
  }
  return { ...(await openKeptPglite(pgliteSnapshot)), name: 'pglite' };
}

/**
 * Fills a server process's empty DATA_DIR with the migrated snapshot (embedded database only): the
 * process then finds every migration applied instead of creating the database and migrating it
 * (about 6 s of a core on 2026-11-28). For tests of something other than a first start:
 * production-start.api.test.ts starts on empty folders.
 */
export async function fillMigratedDataDir(dataDir: string): Promise<void> {
  const database = await openDatabase({ kind: 'pglite', dataDir, loadDataDir: pgliteSnapshot() });
  await database.close();
}

/** The migrated snapshot, read from disk once per worker: its files run one after another in it (isolate: false). */
let snapshot: { file: string; blob: Blob } | undefined;
function pgliteSnapshot(): Blob {
  const file = inject('pgliteSnapshot');
  if (snapshot?.file !== file) snapshot = { file, blob: new Blob([readFileSync(file)]) };
  return snapshot.blob;
}

export interface TestAppOptions {
  /** Load the demo data, with the demo customer, before the app starts. */
  seed?: boolean;
  /** The draw calendar and results feed the app's schedule maintenance uses (none unless given). */
  drawOperations?: AppDeps['drawOperations'];
  /** A Stripe client for a test that switches Stripe on (its HTTP client answers recorded bodies). */
  stripeClient?: AppDeps['stripeClient'];
  braintreeClient?: AppDeps['braintreeClient'];
  clock?: Clock;
  random?: Random;
  config?: Partial<Config>;
  countryLookup?: CountryLookup;
  /** Receives the app's log lines (set config.logLevel too, tests are silent by default). */
  logStream?: { write(line: string): void };
  /** Connections of the app's pool on PostgreSQL (5 unless given; concurrency tests want more). */
  poolSize?: number;
  /** The load the app's shedding sees (platform/load-meter.ts); the event loop's own unless given. */
  loadMeter?: AppDeps['loadMeter'];
  /** Registers extra routes on the real app before it is ready (tests of platform hooks). */
  beforeReady?: (app: Awaited<ReturnType<typeof buildApp>>) => void | Promise<void>;
}

/** Builds the real app on a fresh database; close it in afterAll. */
export async function createTestApp(options: TestAppOptions = {}) {
  const database = await openTestDatabase(options.poolSize);
  const clock = options.clock ?? systemClock;
  if (options.seed) await seedDemoData(database.db, clock, { demoCustomer: true });
  const app = await buildApp({
    config: testConfig(options.config),
    database,
    clock,
    random: options.random,
    countryLookup: options.countryLookup,
    logStream: options.logStream,
    drawOperations: options.drawOperations,
    stripeClient: options.stripeClient,
    braintreeClient: options.braintreeClient,
    loadMeter: options.loadMeter,
  });
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
