import type { ConsoleFeedbackPage } from '@drawline/contracts';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../../../tests/helpers';
import { captureLog, databaseDigest, expectRefusedInEnvelope, hostileBodies } from '../../../tests/hostile-helpers';
import { type IdentityTestApp, signUp } from '../../../tests/identity-helpers';
import { createStaffTestApp, type StaffTestApp, signInStaff } from '../../../tests/staff-helpers';
import { widePool } from '../../../tests/wide-pool';
import { cryptoRandom } from '../../lib/random';
import { createFeedback, FEEDBACK_PER_HOUR } from '.';
import { feedbackEvents } from './feedback.tables';

/**
 * The feedback widget's POST /event (decision 446): stored whole for a visitor or a customer,
 * a customer's email never kept, markup and 100 KB comments refused with nothing stored, at most
 * 10 an hour from one address, read back by the console's roles only.
 */
let t: StaffTestApp & IdentityTestApp;
const log = captureLog();

beforeAll(async () => {
  t = (await createStaffTestApp({
    config: { rateLimitPerMinute: 1_000_000, logLevel: 'info' },
    logStream: log.stream,
  })) as StaffTestApp & IdentityTestApp;
});
afterAll(() => t.close());

const event = (overrides: Record<string, unknown> = {}) => ({
  category: 'user',
  client_information: {
    build: 'release',
    name: 'Web',
    version: '1.0.0',
    client_environment: { timezone: 'Australia/Brisbane', locale: 'en-AU' },
  },
  comment: 'Easy to buy a ticket',
  email: 'visitor@example.com',
  event_type: 'feedback_event',
  name: 'feedback',
  rating: 1,
  source: '/powerball',
  variant: 'default',
  ...overrides,
});

const send = (payload: unknown, opts: { address?: string; headers?: Record<string, string> } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/v2/event',
    payload: payload as Record<string, unknown>,
    headers: opts.headers,
    remoteAddress: opts.address ?? '203.0.113.1',
  }) as Promise<LightMyRequestResponse>;

async function consolePage(role: 'support' | 'content_editor' | 'administrator' | 'finance') {
  const { auth } = await signInStaff(t, role);
  return t.app.inject({ method: 'GET', url: '/staff/api/feedback', headers: auth });
}

describe(`the feedback widget's event (${testDbKind()})`, () => {
  it("stores a visitor's feedback with their email, and a customer's without it", async () => {
    const anon = await send(event({ rating: -1, comment: '  Slow checkout  ' }), { address: '203.0.113.10' });
    expect(anon.statusCode, anon.body).toBe(200);
    const anonId = anon.json().result.eventId as string;

    const customer = await signUp(t);
    const signed = await send(event({ rating: 0, email: 'other@example.com', comment: undefined }), {
      address: '203.0.113.11',
      headers: customer.auth,
    });
    expect(signed.statusCode, signed.body).toBe(200);

    const page = await consolePage('support');
    expect(page.statusCode, page.body).toBe(200);
    const { days, recent } = page.json().result as ConsoleFeedbackPage;
    expect(recent.find((f) => f.eventId === anonId)).toMatchObject({
      rating: -1,
      comment: 'Slow checkout',
      email: 'visitor@example.com',
      signedIn: false,
      source: '/powerball',
    });
    expect(recent.find((f) => f.eventId === signed.json().result.eventId)).toMatchObject({
      rating: 0,
      comment: null,
      email: null,
      signedIn: true,
    });
    const total = days.reduce((n, d) => n + d.notSatisfied + d.neutral + d.satisfied, 0);
    expect(total).toBe(2);
    expect(days.reduce((n, d) => n + d.notSatisfied, 0)).toBe(1);
  });

  it('shows the console page only to the roles that read feedback', async () => {
    expect((await consolePage('content_editor')).statusCode).toBe(200);
    expect((await consolePage('finance')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/staff/api/feedback' })).statusCode).toBe(401);
  });

  it('refuses hostile events in the envelope and stores nothing of them', async () => {
    const before = await databaseDigest(t.db);
    const refused: [string, unknown][] = [
      ['100 KB comment', event({ comment: 'a'.repeat(100_000) })],
      ['markup', event({ comment: 'nice <script>alert(1)</script>' })],
      ['an image tag', event({ comment: '<img src=x onerror=alert(1)>' })],
      ['rating 2', event({ rating: 2 })],
      ['rating as a word', event({ rating: 'satisfied' })],
      ['not an email', event({ email: 'nobody' })],
      ['an unknown key', event({ extra: { nested: { deep: true } } })],
      ['a source that is no path', event({ source: 'https://evil.example/' })],
      ['another event type', event({ event_type: 'purchase' })],
    ];
    for (const [label, payload] of refused) expectRefusedInEnvelope(await send(payload), label);
    for (const { kind, contentType, payload } of hostileBodies(event())) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v2/event',
        headers: { 'content-type': contentType },
        payload,
      });
      expectRefusedInEnvelope(res as LightMyRequestResponse, kind);
    }
    // A post from another site's page is refused before it is read.
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/v2/event',
      headers: { origin: 'https://evil.example', cookie: 'web_access_token=x' },
      payload: event(),
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await databaseDigest(t.db)).toEqual(before);
    log.expectNothingPersonal(['visitor@example.com', 'Slow checkout']);
  });

  it('takes at most 10 an hour from one address, then 429 with Retry-After', async () => {
    const address = '198.51.100.7';
    for (let i = 0; i < FEEDBACK_PER_HOUR; i++) expect((await send(event(), { address })).statusCode).toBe(200);
    const limited = await send(event(), { address });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('3600');
    expect((await send(event(), { address: '198.51.100.8' })).statusCode).toBe(200);
    t.clock.advance(3_600_001);
    expect((await send(event(), { address })).statusCode).toBe(200);
  });
});

describe.runIf(testDbKind() === 'postgres')('the feedback cap under concurrency (postgres)', () => {
  it('stores exactly 10 of 40 events sent at once from one address, 5 rounds', async () => {
    const { db, pool } = widePool(t.database, 40);
    try {
      const feedback = createFeedback({ db, clock: t.clock, random: cryptoRandom });
      const request = {
        category: 'user',
        clientInformation: {
          build: 'release',
          name: 'Web',
          version: '1.0.0',
          clientEnvironment: { timezone: 'Australia/Brisbane', locale: 'en-AU' },
        },
        comment: 'At once',
        eventType: 'feedback_event',
        name: 'feedback',
        rating: 0,
        source: '/',
        variant: 'default',
      } as Parameters<typeof feedback.recordFeedback>[0];
      for (let round = 0; round < 5; round++) {
        const address = `192.0.2.${100 + round}`;
        const outcomes = await Promise.allSettled(
          Array.from({ length: 40 }, () => feedback.recordFeedback(request, { customerId: null, address })),
        );
        const stored = outcomes.filter((o) => o.status === 'fulfilled');
        const refused = outcomes.filter(
          (o) => o.status === 'rejected' && (o.reason as { code?: string }).code === 'rate_limited',
        );
        expect(stored).toHaveLength(FEEDBACK_PER_HOUR);
        expect(refused).toHaveLength(40 - FEEDBACK_PER_HOUR);
        // Nothing but the ten is stored: every round's rows, counted in the database.
        const rows = await t.db
          .select({ id: feedbackEvents.id })
          .from(feedbackEvents)
          .where(eq(feedbackEvents.comment, 'At once'));
        expect(rows).toHaveLength(FEEDBACK_PER_HOUR * (round + 1));
      }
    } finally {
      await pool.end();
    }
  });
});
