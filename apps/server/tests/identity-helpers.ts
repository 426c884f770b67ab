import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { fixedClock } from '../src/lib/clock';
import { MailboxFolderTransport } from '../src/modules/mail';
import { createTestApp, type TestAppOptions } from './helpers';

/** A test app on a fixed clock whose emails go to a fresh mailbox folder. */
export async function createIdentityTestApp(options: TestAppOptions & { at?: string } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'drawline-identity-'));
  const clock = fixedClock(options.at ?? '2026-03-02T01:00:00Z');
  const t = await createTestApp({ ...options, clock, config: { dataDir, ...options.config } });
  const mailbox = new MailboxFolderTransport(path.join(dataDir, 'mailbox'));
  return {
    ...t,
    clock,
    mailbox,
    /** Closes the app and its database, then removes the file's mailbox folder. */
    close: async () => {
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
    /** Sends the outbox and answers what arrived for the address, newest first. */
    async inbox(to: string) {
      await t.app.mail.deliverPendingEmails();
      return mailbox.list().filter((m) => m.to === to);
    },
    /** The six-digit code of the newest code email to the address. */
    async lastCode(to: string): Promise<string> {
      const list = await this.inbox(to);
      const m = list.find((x) => /code/i.test(x.subject));
      const code = m && /\b(\d{6})\b/.exec(m.subject)?.[1];
      if (!code) throw new Error(`No code email for ${to}`);
      return code;
    },
  };
}
export type IdentityTestApp = Awaited<ReturnType<typeof createIdentityTestApp>>;

export const goodPassword = 'purple-kangaroo-lamp-42';

let counter = 0;
export function newEmail(prefix = 'customer'): string {
  counter++;
  return `${prefix}${counter}.${process.pid}@example.com`;
}

export function signupBody(email: string, overrides: Record<string, unknown> = {}) {
  return {
    email,
    password: goodPassword,
    firstname: 'Jo',
    lastname: 'Citizen',
    date_of_birth: '1990-05-17',
    accept_terms: true,
    address: { address: '1 George St', suburb: 'Sydney', state: 'NSW', postcode: '2000', country: 'AU' },
    attribution: { source: 'google', medium: 'cpc', campaign: 'spring' },
    metadata: { platform: 'web' },
    ...overrides,
  };
}

export interface SignedIn {
  email: string;
  customerId: string;
  accessToken: string;
  refreshToken: string;
  cookies: Record<string, string>;
  auth: { authorization: string };
}

export function cookiesOf(res: LightMyRequestResponse): Record<string, string> {
  return Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));
}

export function signedIn(email: string, res: LightMyRequestResponse): SignedIn {
  if (res.statusCode !== 200) throw new Error(`Sign-in failed: ${res.statusCode} ${res.body}`);
  const r = res.json().result;
  return {
    email,
    customerId: r.customerId,
    accessToken: r.accessToken,
    refreshToken: r.refreshToken,
    cookies: cookiesOf(res),
    auth: { authorization: `Bearer ${r.accessToken}` },
  };
}

export async function signUp(t: IdentityTestApp, email = newEmail(), overrides: Record<string, unknown> = {}) {
  const res = await t.app.inject({ method: 'POST', url: '/v2/signup', payload: signupBody(email, overrides) });
  return signedIn(email, res);
}

export async function logIn(t: IdentityTestApp, email: string, extra: Record<string, unknown> = {}, cookies = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/v2/login',
    payload: { email, password: goodPassword, ...extra },
    cookies,
  });
}
