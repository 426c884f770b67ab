import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../tests/helpers';
import { createIdentityTestApp, type IdentityTestApp, newEmail, signupBody } from '../../../tests/identity-helpers';
import { seededRandom } from '../../lib/random';
import { createMailService } from './mail.service';
import { mailOutbox } from './mail.tables';
import { MailboxFolderTransport, type MailTransport, type OutgoingEmail } from './transport';

let t: IdentityTestApp;

beforeAll(async () => {
  t = await createIdentityTestApp();
});
afterAll(() => t.close());

const email = (to: string) => ({ kind: 'test', to, subject: `Hello ${to}`, text: 'Body' });
const filesIn = (dir: string) => readdirSync(dir).filter((n) => n.endsWith('.json'));

describe('the outbox', () => {
  it('delivers an email written in a committed transaction, and never one whose transaction rolled back', async () => {
    const kept = newEmail('kept');
    const dropped = newEmail('dropped');
    await t.db.transaction(async (tx) => {
      await t.app.mail.enqueue(tx, email(kept));
    });
    await t.db
      .transaction(async (tx) => {
        await t.app.mail.enqueue(tx, email(dropped));
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    await t.app.mail.deliverPendingEmails();
    expect(t.mailbox.list().filter((m) => m.to === kept)).toHaveLength(1);
    expect(t.mailbox.list().filter((m) => m.to === dropped)).toHaveLength(0);
  });

  it('delivers a row left unsent by a process that died, exactly once over several runs', async () => {
    const to = newEmail('crash');
    // The "crash": the email is committed, and nothing ever woke the sender.
    const id = await t.app.mail.enqueue(t.db, email(to));
    expect((await t.app.mail.find(id))?.sentAt).toBeNull();
    const first = await t.app.mail.deliverPendingEmails();
    const second = await t.app.mail.deliverPendingEmails();
    expect(first.sent).toBeGreaterThanOrEqual(1);
    expect(second.sent).toBe(0);
    expect(t.mailbox.list().filter((m) => m.to === to)).toHaveLength(1);
    expect((await t.app.mail.find(id))?.sentAt).toBeInstanceOf(Date);
  });

  it('sends again, under the same id, a row whose sender died mid-delivery once the claim runs out', async () => {
    const to = newEmail('midway');
    const id = await t.app.mail.enqueue(t.db, email(to));
    // Claimed by a process that then died before marking it sent.
    await t.db
      .update(mailOutbox)
      .set({ claimedUntil: new Date(t.clock.now().getTime() + 120_000), attempts: 1 })
      .where(eq(mailOutbox.id, id));
    await t.app.mail.deliverPendingEmails();
    expect(t.mailbox.list().filter((m) => m.to === to)).toHaveLength(0);
    t.clock.advance(121_000);
    await t.app.mail.deliverPendingEmails();
    await t.app.mail.deliverPendingEmails();
    const delivered = t.mailbox.list().filter((m) => m.to === to);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.id).toBe(id);
    expect(delivered[0]!.messageId).toBe(`<${id}@drawline.outbox>`);
  });

  it('keeps a row whose sending failed and sends it on a later run', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'drawline-mail-'));
    const folder = new MailboxFolderTransport(dir);
    let fail = true;
    const flaky: MailTransport = {
      send: async (m: OutgoingEmail) => {
        if (fail) throw new Error('SMTP 451 try later');
        await folder.send(m);
      },
    };
    const mail = createMailService({
      db: t.db,
      clock: t.clock,
      random: seededRandom(7),
      transport: flaky,
      from: 'x@y',
    });
    const to = newEmail('flaky');
    // Rows of the other tests are already sent; this service sees only its own new row.
    const id = await mail.enqueue(t.db, email(to));
    expect(await mail.deliverPendingEmails()).toEqual({ sent: 0, failed: 1 });
    expect((await mail.find(id))?.lastError).toContain('451');
    fail = false;
    t.clock.advance(10 * 60_000);
    expect(await mail.deliverPendingEmails()).toEqual({ sent: 1, failed: 0 });
    expect(filesIn(dir)).toEqual([`${id}.json`]);
  });
});

describe('the development mailbox', () => {
  it('lists delivered messages and shows one', async () => {
    const to = newEmail('viewer');
    await t.app.inject({ method: 'POST', url: '/v2/signup', payload: signupBody(to) });
    await t.app.mail.deliverPendingEmails();
    const list = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    const mine = list.json().messages.find((m: { to: string }) => m.to === to);
    expect(mine.subject).toContain('Welcome');
    const page = await t.app.inject({
      method: 'GET',
      url: `/dev/mailbox/${mine.id}`,
      headers: { accept: 'text/html' },
    });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('confirm-address');
  });

  it('refuses hostile ids and bodies in the envelope, showing nothing', async () => {
    for (const id of ['%00', '%ED%A0%80', 'x'.repeat(5000), '..%2F..%2Fpackage.json', '..%2F..%2F..%2Fetc%2Fpasswd']) {
      const res = await t.app.inject({ method: 'GET', url: `/dev/mailbox/${id}`, headers: { accept: 'text/html' } });
      expect(res.statusCode, id).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, id).toBeLessThan(500);
      expect(res.json().error?.code, id).toBeTruthy();
    }
    for (const [payload, type] of [
      ['{"a":'.repeat(2000), 'application/json'],
      ['to=a%00b', 'application/x-www-form-urlencoded'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/dev/mailbox',
        headers: { 'content-type': type },
        payload,
      });
      expect(res.statusCode, type).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, type).toBeLessThan(500);
    }
  });

  it('answers only a client on this machine: reset links and codes must not reach the network', async () => {
    for (const remoteAddress of ['203.0.113.9', '10.0.0.2', '::ffff:192.168.1.4']) {
      const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(404);
      expect(res.body).not.toContain('@');
    }
    // A proxy on this machine forwards others' requests: those are not local either.
    const forwarded = await t.app.inject({
      method: 'GET',
      url: '/dev/mailbox',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(forwarded.statusCode).toBe(404);
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(200);
    }
  });

  it('is not there in production', async () => {
    const prod = await createTestApp({
      config: {
        env: 'production',
        authSecret: 'x'.repeat(40),
        dataDir: mkdtempSync(path.join(tmpdir(), 'drawline-prod-')),
      },
    });
    try {
      const res = await prod.app.inject({ method: 'GET', url: '/dev/mailbox' });
      expect(res.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});

describe('the delivery job (pg-boss)', () => {
  it('sends an email written by a call, without anyone calling the delivery', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'drawline-jobs-'));
    const withJobs = await createTestApp({ config: { dataDir, jobsEnabled: true } });
    try {
      const to = newEmail('job');
      const res = await withJobs.app.inject({ method: 'POST', url: '/v2/signup', payload: signupBody(to) });
      expect(res.statusCode).toBe(200);
      const mailbox = new MailboxFolderTransport(path.join(dataDir, 'mailbox'));
      await vi.waitFor(() => expect(mailbox.list().filter((m) => m.to === to)).toHaveLength(1), {
        timeout: 20_000,
        interval: 200,
      });
    } finally {
      await withJobs.close();
    }
  });
});
