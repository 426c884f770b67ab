import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, inject, it } from 'vitest';
import { demoCustomer } from '../src/modules/identity';
import { demoStaff } from '../src/modules/staff';
import { fillMigratedDataDir, testDbKind } from './helpers';
import { type ServerProcess, startServerProcess, waitUntilReady } from './server-process';

/**
 * `NODE_ENV=production npm run serve`, as an operator starts it (docs/decisions/074): it refuses
 * what would hurt a real shop, with a clear message, and otherwise starts with nothing made up.
 */
const started: ServerProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((s) => s.stop()));
});
afterAll(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/**
 * Starts the run's compiled copy of the server (decision 546), or with `asNpmRunServe` the
 * operator's own command: the plain production start below runs that, as the browser suite's shop does.
 */
async function start(env: Record<string, string | undefined>, options: { asNpmRunServe?: boolean } = {}) {
  const server = await startServerProcess(env, undefined, options);
  started.push(server);
  return server;
}

/**
 * A database of this run's kind for one server: an embedded folder, or a new PostgreSQL database;
 * empty, or with `migrated` already holding every migration and no rows, for a test of something
 * other than a first start (the plain production start below starts on an empty one).
 */
async function emptyDatabase({ migrated = false } = {}): Promise<Record<string, string>> {
  if (testDbKind() === 'pglite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'drawline-production-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    if (migrated) await fillMigratedDataDir(dataDir);
    return { DATA_DIR: dataDir };
  }
  const templateUrl = new URL(inject('postgresTemplateUrl'));
  const adminUrl = new URL(templateUrl);
  adminUrl.pathname = '/postgres';
  const name = `prod_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`create database ${name}${migrated ? ` template ${templateUrl.pathname.slice(1)}` : ''}`);
  await admin.end();
  cleanups.push(async () => {
    const a = new pg.Client({ connectionString: adminUrl.toString() });
    await a.connect();
    await a.query(`drop database if exists ${name} with (force)`);
    await a.end();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { DATABASE_URL: url.toString(), DATABASE_POOL_SIZE: '4' };
}

/** Starts a process that must refuse: its exit code and everything it wrote. */
async function refusal(env: Record<string, string | undefined>) {
  const server = await start(env);
  const code = await server.exited;
  return { code, output: server.output() };
}

const logInAsDemoCustomer = (s: ServerProcess) =>
  fetch(`${s.baseURL}/v2/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: s.baseURL },
    body: JSON.stringify({ email: demoCustomer.email, password: demoCustomer.password }),
  });

/** The first step of a demo staff member's sign-in (docs/decisions/165). */
const signInAsDemoAdministrator = (s: ServerProcess) =>
  fetch(`${s.baseURL}/staff/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: s.baseURL },
    body: JSON.stringify({ email: demoStaff[0]!.email, password: demoStaff[0]!.password }),
  });

async function getResult(s: ServerProcess, url: string) {
  const res = await fetch(`${s.baseURL}${url}`, { headers: { version: '3.9' } });
  return { status: res.status, result: res.status === 204 ? null : (await res.json()).result };
}

describe(`a production start (${testDbKind()})`, () => {
  it('refuses without AUTH_SECRET, saying so', async () => {
    const { code, output } = await refusal({ ...(await emptyDatabase()), AUTH_SECRET: undefined });
    expect(code).not.toBe(0);
    expect(output).toContain('Refusing to start in production');
    expect(output).toContain('AUTH_SECRET: must be set in production');
    expect(output).not.toMatch(/\n\s+at /);
  }, 60_000);

  it('refuses the demo data and the demo results feed unless it is a demo site', async () => {
    const seeded = await refusal({ ...(await emptyDatabase()), SEED_DEMO_DATA: 'true' });
    expect(seeded.code).not.toBe(0);
    expect(seeded.output).toContain('SEED_DEMO_DATA, DEMO_RESULTS_FEED: the demo data and its results feed invent');
    expect(seeded.output).toContain('DEMO_SITE=true');
    const feed = await refusal({ ...(await emptyDatabase()), DEMO_RESULTS_FEED: 'true' });
    expect(feed.code).not.toBe(0);
    expect(feed.output).toContain('DEMO_RESULTS_FEED: the demo data');
  }, 60_000);

  it('starts with a secret and no demo flags: no demo customer, no offers, no invented results', async () => {
    const server = await start(await emptyDatabase(), { asNpmRunServe: true });
    await waitUntilReady(server, 90_000);
    expect((await logInAsDemoCustomer(server)).status).toBe(401);
    expect((await signInAsDemoAdministrator(server)).status).toBe(401);
    const offers = await getResult(server, '/v2/pricing/default/product_offers');
    expect(offers.result?.offers ?? []).toEqual([]);
    const keys = await getResult(server, '/v2/draws/pricing/default/past/result_keys');
    expect(keys.result ?? []).toEqual([]);
    const latest = await getResult(server, '/v2/draws/pricing/default/past/latest');
    expect(latest.result ?? []).toEqual([]);
    expect(await server.stop()).toBe(0);
  }, 120_000);

  it('runs the demo catalogue on a demo site without the demo customer, and refuses a database that holds it', async () => {
    const database = await emptyDatabase({ migrated: true });
    const demo = await start({ ...database, DEMO_SITE: 'true' });
    await waitUntilReady(demo, 120_000);
    expect((await getResult(demo, '/v2/pricing/default/product_offers')).result.offers.length).toBeGreaterThan(0);
    expect((await logInAsDemoCustomer(demo)).status).toBe(401);
    expect((await signInAsDemoAdministrator(demo)).status).toBe(401);
    expect(await demo.stop()).toBe(0);

    // The same database once run as a development shop gets the demo customer...
    const development = await start({ ...database, NODE_ENV: 'development', SEED_DEMO_DATA: 'true' });
    await waitUntilReady(development, 120_000);
    expect((await logInAsDemoCustomer(development)).status).toBe(200);
    expect((await signInAsDemoAdministrator(development)).status).toBe(200);
    expect(await development.stop()).toBe(0);

    // ...and production will not start on it, demo site or not.
    for (const env of [{}, { DEMO_SITE: 'true' }]) {
      const { code, output } = await refusal({ ...database, ...env });
      expect(code).not.toBe(0);
      expect(output).toContain('the database holds the demo customer demo@drawline.test');
      expect(output).toContain('the demo staff (@staff.drawline.test)');
    }
  }, 300_000);
});
