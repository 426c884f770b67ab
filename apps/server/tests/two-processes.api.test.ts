import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseSetCookie, stringifyCookie } from 'cookie';
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { migrationsFolder } from '../src/db/client';
import { fillMigratedDataDir, testDbKind } from './helpers';
import { type ServerProcess, startServerProcess, waitUntilReady } from './server-process';

/**
 * Several processes behind a load balancer share one PostgreSQL database (ARCHITECTURE.md);
 * the embedded database has exactly one owner. The PostgreSQL run proves the first, the
 * PGlite run the second.
 */
const started: ServerProcess[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((s) => s.stop()));
});

async function start(env: Record<string, string>) {
  const server = await startServerProcess(env);
  started.push(server);
  return server;
}

const setCookies = (res: Response) => res.headers.getSetCookie().map((line) => parseSetCookie(line));

/** The Cookie header a browser sends back after this answer. */
function cookieHeader(res: Response): string {
  return stringifyCookie(Object.fromEntries(setCookies(res).map((c) => [c.name, c.value])));
}

function cookieValue(res: Response, name: string): string | undefined {
  return setCookies(res).find((c) => c.name === name)?.value;
}

describe(`two server processes (${testDbKind()})`, () => {
  if (testDbKind() === 'postgres') {
    it('start together on one empty PostgreSQL database, then answer the same offers and share sessions', async () => {
      const adminUrl = new URL(inject('postgresTemplateUrl'));
      adminUrl.pathname = '/postgres';
      const name = `two_${randomBytes(5).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl.toString() });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      try {
        // Both migrate and seed the empty database at once.
        const env = {
          DATABASE_URL: url.toString(),
          DEMO_SITE: 'true',
          SEED_DEMO_DATA: 'true',
          DATABASE_POOL_SIZE: '4',
        };
        const [a, b] = await Promise.all([start(env), start(env)]);
        await Promise.all([waitUntilReady(a!, 90_000), waitUntilReady(b!, 90_000)]);

        const check = new pg.Client({ connectionString: url.toString() });
        await check.connect();
        const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'));
        const applied = await check.query('select count(*)::int as n from drizzle.__drizzle_migrations');
        expect(applied.rows[0].n).toBe(journal.entries.length);
        await check.end();

        const offersOf = async (s: ServerProcess) => {
          const res = await fetch(`${s.baseURL}/v2/pricing/default/product_offers`, { headers: { version: '3.9' } });
          expect(res.status).toBe(200);
          return (await res.json()).result;
        };
        const [offersA, offersB] = await Promise.all([offersOf(a!), offersOf(b!)]);
        expect(offersA.offers.length).toBeGreaterThan(0);
        expect(offersB).toEqual(offersA);

        const configA = await (await fetch(`${a!.baseURL}/v2/config`)).json();
        const configB = await (await fetch(`${b!.baseURL}/v2/config`)).json();
        expect(configB.result).toEqual(configA.result);

        // A session begun on one process is continued by the other.
        const first = await fetch(`${a!.baseURL}/v2/blank.html`);
        const sessionId = cookieValue(first, 'session_id');
        expect(sessionId).toBeTruthy();
        const second = await fetch(`${b!.baseURL}/v2/blank.html`, { headers: { cookie: cookieHeader(first) } });
        expect(cookieValue(second, 'session_id')).toBe(sessionId);
        expect(cookieValue(second, 'device_uuid')).toBeUndefined();

        expect(await a!.stop()).toBe(0);
        expect(await b!.stop()).toBe(0);
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    }, 180_000);
  } else {
    it('refuse a second process on the same embedded database folder', async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'drawline-two-'));
      await fillMigratedDataDir(dataDir);
      const owner = await start({ DATA_DIR: dataDir, SEED_DEMO_DATA: 'false' });
      await waitUntilReady(owner, 90_000);
      const intruder = await start({ DATA_DIR: dataDir, SEED_DEMO_DATA: 'false' });
      const code = await intruder.exited;
      expect(code).not.toBe(0);
      expect(intruder.output()).toContain(`in use by process ${owner.child.pid}`);
      // The owner is untouched.
      expect((await fetch(`${owner.baseURL}/readyz`)).status).toBe(200);
      expect(await owner.stop()).toBe(0);
      // Once the owner has gone, the folder can be opened again.
      const next = await start({ DATA_DIR: dataDir, SEED_DEMO_DATA: 'false' });
      await waitUntilReady(next, 90_000);
    }, 180_000);
  }
});
