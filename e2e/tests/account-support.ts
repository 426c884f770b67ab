import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { generateSync } from 'otplib';
import type { BrowserContext, Page } from 'playwright-core';
import { hydrated } from './browser';

/** The code an authenticator app shows at a time: RFC 6238 with the defaults (SHA-1, 30 s, 6 digits). */
export function totp(secret: string, at = Date.now()): string {
  return generateSync({ secret, epoch: Math.floor(at / 1000) });
}

/** A fresh customer for one test: unique email, a password that passes any sane rule. */
export function newCustomer(tag: string) {
  const id = `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    firstName: 'Ann',
    lastName: 'Tester',
    email: `${id}@example.com`,
    password: 'Correct-Horse-9-Battery',
    dateOfBirth: { day: '14', month: '03', year: '1990' },
  };
}

/**
 * Codes of one authenticator for a test: each code is of a later time step than the last (the
 * server accepts a step once) and within the server's window of one step either side of now,
 * waiting for the clock when the next step is not yet accepted.
 */
export class Authenticator {
  private last = Number.NEGATIVE_INFINITY;
  constructor(readonly secret: string) {}

  async code(): Promise<string> {
    for (;;) {
      const now = Math.floor(Date.now() / 30_000);
      const step = Math.max(this.last + 1, now);
      if (step <= now + 1) {
        this.last = step;
        return totp(this.secret, step * 30_000);
      }
      await new Promise((r) => setTimeout(r, 500));
    }
  }

  /** A six-digit code that no step the server accepts right now produces. */
  wrongCode(): string {
    const now = Math.floor(Date.now() / 30_000);
    const valid = new Set([-2, -1, 0, 1, 2].map((d) => totp(this.secret, (now + d) * 30_000)));
    for (let n = 0; ; n++) {
      const candidate = String(n).padStart(6, '0');
      if (!valid.has(candidate)) return candidate;
    }
  }
}

interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
  deliveredAt: string;
}

/** The emails the server delivered to its mailbox folder (DATA_DIR/mailbox), for one address. */
export function mailTo(dataDir: string, address: string): MailboxMessage[] {
  const dir = path.join(dataDir, 'mailbox');
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith('.json'));
  } catch {
    return [];
  }
  return names
    .map((n) => {
      try {
        return JSON.parse(readFileSync(path.join(dir, n), 'utf8')) as MailboxMessage;
      } catch {
        return null; // being written
      }
    })
    .filter((m): m is MailboxMessage => m !== null && m.to === address)
    .sort((a, b) => a.deliveredAt.localeCompare(b.deliveredAt));
}

/** The path and query of the first link in a text that points at this shop's `pathStart`. */
export function linkIn(text: string, pathStart: string): string | null {
  for (const match of text.matchAll(/https?:\/\/[^\s>"]+/g)) {
    const url = new URL(match[0]);
    if (url.pathname.startsWith(pathStart)) return `${url.pathname}${url.search}`;
  }
  return null;
}

/** Opens an account through the API in this browser context's cookie jar, so the browser is signed in. */
export async function signUpByApi(context: BrowserContext, c: ReturnType<typeof newCustomer>): Promise<void> {
  const res = await context.request.post('/v2/signup', {
    headers: { version: '3.5' },
    data: {
      email: c.email,
      password: c.password,
      firstname: c.firstName,
      lastname: c.lastName,
      date_of_birth: `${c.dateOfBirth.year}-${c.dateOfBirth.month}-${c.dateOfBirth.day}`,
      accept_terms: true,
    },
  });
  if (res.status() !== 200) throw new Error(`signup answered ${res.status()}: ${await res.text()}`);
}

/** The cookie banner sits over the bottom of the page; choose once so it does not cover buttons. */
export async function dismissCookies(page: Page): Promise<void> {
  // Before hydration the choice is a plain form post, and the page would reload under the test.
  await hydrated(page);
  const essential = page.getByRole('button', { name: 'Essential only' });
  if (!(await essential.isVisible())) return;
  await essential.click();
  // The choice is saved when its toast comes in: until then the page is still changing under the
  // test (an accessibility check that began before would meet the toast half faded in).
  await page.getByText('Cookie preferences saved').waitFor();
}

/**
 * Waits until React has hydrated the page, so typing reaches the hydrated form (a quiet network is
 * not enough: the scripts can have loaded and not yet run, and a choice made then changes nothing).
 */
export const settle = (page: Page) => hydrated(page);

/** Fills the sign-up form on /register and sends it. */
export async function signUpInForm(page: Page, tag: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/register');
  await hydrated(page);
  const c = newCustomer(tag);
  await page.getByLabel('First name').fill(c.firstName);
  await page.getByLabel('Last name').fill(c.lastName);
  await page.getByLabel('Email', { exact: true }).fill(c.email);
  await page.getByLabel('Date of birth').fill(`${c.dateOfBirth.year}-${c.dateOfBirth.month}-${c.dateOfBirth.day}`);
  await page.getByLabel('Password', { exact: true }).fill(c.password);
  await page.getByLabel('Confirm password').fill(c.password);
  await page.getByLabel(/agree to the/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
}
