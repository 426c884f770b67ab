import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { buildApp } from '../../apps/server/src/app';
import { type Config, testConfig } from '../../apps/server/src/config';
import type { Database } from '../../apps/server/src/db/client';
import { seedDemoData } from '../../apps/server/src/demo';
import { fixedClock } from '../../apps/server/src/lib/clock';
import { createSecrets, totp } from '../../apps/server/src/modules/credentials';
import { demoStaff, seedDemoStaff } from '../../apps/server/src/modules/staff';
import { launchBrowser } from './browser';
import { openMigratedDatabase } from './migrated-database';

/** Whom a test signs in as: a demo member or one it added, with the authenticator's secret. */
export interface StaffMember {
  email: string;
  password: string;
  totpSecret: string;
}

/**
 * The built shop in this test process with the demo catalogue and the demo staff, on its own
 * embedded database and a clock the test moves (past a draw, say), and a browser to drive it.
 */
export interface StaffShop {
  app: FastifyInstance;
  database: Database;
  clock: ReturnType<typeof fixedClock>;
  browser: Browser;
  baseURL: string;
  close(): Promise<void>;
}

/** `config` overrides the test configuration (the recurring switch, say). */
export async function startStaffShop(name: string, config: Partial<Config> = {}): Promise<StaffShop> {
  const step = slowSteps(name);
  const clock = fixedClock(new Date());
  const authSecret = `${name}-e2e-auth-secret-0123456789abcdef`;
  const { browser, close: closeBrowser } = await step('the browser', launchBrowser());
  const database = await step('the database', openMigratedDatabase());
  await step('the demo data', seedDemoData(database.db, clock, { demoCustomer: false }));
  await step('the demo staff', seedDemoStaff(database.db, clock, createSecrets(authSecret)));
  const app = await step(
    'the app',
    buildApp({
      config: testConfig({
        webBuildDir: fileURLToPath(new URL('../../apps/web/build', import.meta.url)),
        dataDir: mkdtempSync(path.join(tmpdir(), `drawline-${name}-e2e-`)),
        authSecret,
        rateLimitPerMinute: 100_000,
        ...config,
      }),
      database,
      clock,
      web: true,
    }),
  );
  const baseURL = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    app,
    database,
    clock,
    browser,
    baseURL,
    async close() {
      // The file's pages first: a connection a page still holds open kept app.close waiting for the
      // server's keep-alive time (72 s) in full runs.
      await step('closing the browser contexts', closeBrowser());
      await step('closing the app', app.close());
      await step('closing the database', database.close());
    },
  };
}

/**
 * Awaits a step of a shop's start or close, and says on stderr which one took over ten seconds: a
 * browser file once spent 74 s in its hooks in a full run (docs/benchmarks.md, test suite time) and
 * nothing said where.
 */
function slowSteps(shop: string) {
  return async <T>(what: string, work: Promise<T>): Promise<T> => {
    const started = performance.now();
    try {
      return await work;
    } finally {
      const seconds = (performance.now() - started) / 1000;
      if (seconds > 10) console.warn(`${shop}: ${what} took ${seconds.toFixed(1)} s`);
    }
  };
}

/** The demo member holding this role (apps/server/src/modules/staff/demo-staff.ts). */
export function demoMember(role: string): StaffMember {
  const found = demoStaff.find((s) => s.role === role);
  if (!found) throw new Error(`No demo ${role}`);
  return { email: found.email, password: found.password, totpSecret: found.totpSecret };
}

/** Both steps of the console's sign-in in a fresh browser context; the code is a new one on the shop's clock. */
export async function signInToConsole(shop: StaffShop, member: StaffMember): Promise<Page> {
  const context = await shop.browser.newContext({ baseURL: shop.baseURL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  shop.clock.advance(30_000);
  await page.goto('/console/sign-in');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Code').fill(totp(member.totpSecret, shop.clock.now()));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect.poll(() => page.url()).not.toContain('/sign-in');
  return page;
}

/** A staff API token for setting up what no page under test does; the code is a new one on the shop's clock. */
export async function staffAuthorization(shop: StaffShop, member: StaffMember): Promise<{ authorization: string }> {
  shop.clock.advance(30_000);
  const start = await shop.app.inject({
    method: 'POST',
    url: '/staff/api/session',
    payload: { email: member.email, password: member.password },
  });
  expect(start.statusCode, start.body).toBe(200);
  const done = await shop.app.inject({
    method: 'POST',
    url: '/staff/api/session/two-factor',
    payload: { challenge_token: start.json().result.challengeToken, code: totp(member.totpSecret, shop.clock.now()) },
  });
  expect(done.statusCode, done.body).toBe(200);
  return { authorization: `Bearer ${done.json().result.token}` };
}

/** A visitor's page on the shop: a browser context of its own (en-AU, essential cookies chosen), a phone's width unless told. */
export async function visitorPage(shop: StaffShop, viewport = { width: 390, height: 844 }): Promise<Page> {
  const context = await shop.browser.newContext({ baseURL: shop.baseURL, locale: 'en-AU', viewport });
  await context.addCookies([{ name: 'cookie_consent', value: 'essential', url: shop.baseURL }]);
  return context.newPage();
}
