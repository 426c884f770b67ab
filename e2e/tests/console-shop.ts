import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { Authenticator } from './account-support';
import { hydrated, launchBrowser } from './browser';
import { fillMigratedDataDir } from './migrated-database';

/**
 * The demo staff of apps/server/src/modules/staff/demo-staff.ts (docs/decisions/165): a
 * production shop refuses them, so console.e2e.test.ts starts its own development shop, which
 * seeds them.
 */
export const demo = {
  administrator: {
    email: 'admin@staff.drawline.test',
    password: 'demo-staff-administrator-2026',
    code: new Authenticator('JBSWY3DPEHPK3PXPADMINAAAAAAAAAAA'),
  },
  finance: {
    email: 'finance@staff.drawline.test',
    password: 'demo-staff-finance-2026',
    code: new Authenticator('JBSWY3DPEHPK3PXPFINANCEAAAAAAAAA'),
  },
  content: {
    email: 'content@staff.drawline.test',
    password: 'demo-staff-content-editor-2026',
    code: new Authenticator('JBSWY3DPEHPK3PXPCONTENTAAAAAAAAA'),
  },
  support: {
    email: 'support@staff.drawline.test',
    password: 'demo-staff-support-2026',
    code: new Authenticator('JBSWY3DPEHPK3PXPSUPPORTAAAAAAAAA'),
  },
};

export type DemoMember = (typeof demo)[keyof typeof demo];

const root = fileURLToPath(new URL('../..', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const a = srv.address();
      srv.close(() => (typeof a === 'object' && a ? resolve(a.port) : reject(new Error('no port'))));
    });
  });
}

/** A development shop of the file's own with the demo staff, and a browser to drive its console. */
export async function startConsoleShop() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'drawline-console-e2e-'));
  await fillMigratedDataDir(dataDir);
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      COOKIE_SECURE: 'false',
      RATE_LIMIT_PER_MINUTE: '100000',
      // A busy test machine is not an overloaded shop: no load shedding (docs/decisions/224), as
      // for the shared shop of global-setup.ts.
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      OVERLOAD_MAX_DATABASE_WAITING: '0',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      BALANCE_CORRECTION_APPROVAL_ABOVE: '10000',
      // The withdrawals test's customer withdraws to the account it has just added (the wait has
      // its own tests, decision 346).
      PAYOUT_DESTINATION_HOLD_HOURS: '0',
      DATABASE_URL: undefined,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 80_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The console's shop exited with ${server.exitCode}`);
    const ready = await fetch(`${baseURL}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error('The console shop did not start in 80 s');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const { browser, close: closeBrowser } = await launchBrowser();

  /**
   * Each demo member's staff token once signed in: the file's later pages reuse it, as a browser
   * keeps its staff cookie. Signing a member in again would wait for their authenticator's next
   * code (the shop takes a code's time step once: up to 30 s each); the sign-in form itself is
   * console-sign-in.e2e.test.ts's to check, and a new member's first sign-in still goes through it.
   */
  const tokens = new Map<string, string>();

  /** A demo member's staff API token (signed in through the staff API once), for setting up what no page under test does. */
  async function staffToken(member: DemoMember): Promise<string> {
    const kept = tokens.get(member.email);
    if (kept) return kept;
    const start = await fetch(`${baseURL}/staff/api/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: member.email, password: member.password }),
    });
    expect(start.status).toBe(200);
    const { challengeToken } = (await start.json()).result;
    const done = await fetch(`${baseURL}/staff/api/session/two-factor`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ challenge_token: challengeToken, code: await member.code.code() }),
    });
    expect(done.status).toBe(200);
    const { token } = (await done.json()).result;
    tokens.set(member.email, token);
    return token;
  }

  return {
    baseURL,
    browser,
    staffToken,

    async newPage(): Promise<Page> {
      const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
      return context.newPage();
    },

    /**
     * The member's console in this page, as the sign-in leaves it: the staff cookie holds their
     * token (decision 230), and the console's home sends each role to its first page.
     */
    async signIn(page: Page, member: DemoMember): Promise<void> {
      const token = await staffToken(member);
      await page
        .context()
        .addCookies([{ name: 'drawline_staff', value: token, url: baseURL, httpOnly: true, sameSite: 'Strict' }]);
      await page.goto('/console');
      await expect.poll(() => page.url()).not.toContain('/sign-in');
      await hydrated(page);
    },

    /** After the member signed out: their token is ended, the next page signs them in anew. */
    signedOut(member: DemoMember): void {
      tokens.delete(member.email);
    },

    async close(): Promise<void> {
      await closeBrowser();
      await stop();
    },
  };
}

export type ConsoleShop = Awaited<ReturnType<typeof startConsoleShop>>;
