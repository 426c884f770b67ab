import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../../../tests/helpers';
import { databaseDigest, expectRefusedInEnvelope, hostileBodies } from '../../../tests/hostile-helpers';
import { createIdentityTestApp, type IdentityTestApp, signUp } from '../../../tests/identity-helpers';

/**
 * First-party analytics' consent rule (issue 30, decision 447): without non_essential consent
 * nothing is kept, whatever the batch; with it the events are kept with the session's attribution,
 * a signed-in customer's id from their session, nested or oversized properties dropped; a batch
 * that is not one is refused with nothing kept.
 */
let t: IdentityTestApp;

beforeAll(async () => {
  t = await createIdentityTestApp({ config: { rateLimitPerMinute: 1_000_000 } });
});
afterAll(() => t.close());

const batch = (overrides: Record<string, unknown> = {}) => ({
  events: [
    { type: 'page', name: 'play', screen: 'Powerball', properties: { offer: 'powerball' } },
    {
      type: 'track',
      name: 'Product Viewed',
      properties: { price: 12.5, deep: { nested: { value: 1 } }, huge: 'x'.repeat(5000), list: [1, 2], fine: true },
    },
  ],
  attribution: {
    referrer: 'https://news.example/story?id=7',
    campaign: 'spring-jackpot',
    medium: 'email',
    source: 'newsletter',
    term: 'powerball',
    content: 'hero',
  },
  ...overrides,
});

const send = (payload: unknown, consent: string | null, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/v2/analytics/events',
    payload: payload as Record<string, unknown>,
    headers,
    cookies: { anonymous_id: 'anon-visit-1', ...(consent ? { cookie_consent: consent } : {}) },
  }) as Promise<LightMyRequestResponse>;

type Row = Record<string, unknown>;
const rows = async (): Promise<Row[]> =>
  (
    (await t.db.execute(sql`select * from analytics_events order by seq`)) as unknown as {
      rows: Row[];
    }
  ).rows;

describe(`analytics and consent (${testDbKind()})`, () => {
  it('keeps nothing without non_essential consent', async () => {
    const customer = await signUp(t);
    for (const consent of [null, 'essential', 'non_essential', 'essential%2Cmarketing', '%E0%A4%A']) {
      expect((await send(batch(), consent)).statusCode).toBe(204);
      expect((await send(batch(), consent, customer.auth)).statusCode).toBe(204);
    }
    expect(await rows()).toEqual([]);
  });

  it('keeps the events with the attribution and flat properties only, with consent', async () => {
    const customer = await signUp(t);
    expect((await send(batch(), 'essential,non_essential')).statusCode).toBe(204);
    expect(
      (
        await send(
          batch({ events: [{ type: 'identify', name: 'Signed In' }], attribution: undefined }),
          'essential%2Cnon_essential',
          customer.auth,
        )
      ).statusCode,
    ).toBe(204);
    const kept = await rows();
    expect(kept).toHaveLength(3);
    expect(kept[0]).toMatchObject({
      anonymous_id: 'anon-visit-1',
      customer_id: null,
      type: 'page',
      screen: 'Powerball',
      campaign: 'spring-jackpot',
      medium: 'email',
      source: 'newsletter',
      term: 'powerball',
      content: 'hero',
      referring_domain: 'news.example',
    });
    expect(kept[1]!.properties).toEqual({ price: 12.5, fine: true });
    expect(kept[2]).toMatchObject({ type: 'identify', customer_id: customer.customerId, campaign: null });
  });

  it('refuses what is not a batch in the envelope and keeps nothing of it', async () => {
    const before = await databaseDigest(t.db);
    const many = { events: Array.from({ length: 21 }, () => ({ type: 'page', name: 'home' })) };
    for (const [label, payload] of [
      ['21 events', many],
      ['no events', { events: [] }],
      ['an unknown type', { events: [{ type: 'alias', name: 'x' }] }],
      ['an unknown key', { events: [{ type: 'page', name: 'x', userId: 'someone-else' }] }],
      ['a 1,000 character campaign', batch({ attribution: { campaign: 'c'.repeat(1000) } })],
    ] as const) {
      expectRefusedInEnvelope(await send(payload, 'essential,non_essential'), label);
    }
    for (const { kind, contentType, payload } of hostileBodies(batch())) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v2/analytics/events',
        headers: { 'content-type': contentType },
        cookies: { cookie_consent: 'essential,non_essential' },
        payload,
      });
      expectRefusedInEnvelope(res as LightMyRequestResponse, kind);
    }
    expect(await databaseDigest(t.db)).toEqual(before);
  });
});
