import { cookieNames, type Fund, IDEMPOTENCY_KEY_HEADER } from '@drawline/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkoutTestApp, powerballEntry } from '../../../tests/cart-helpers';
import { addSandboxCard } from '../../../tests/funds-helpers';
import { testDbKind } from '../../../tests/helpers';
import {
  captureLog,
  databaseDigest,
  expectRefusedInEnvelope,
  hostileBodies,
  hostileParams,
} from '../../../tests/hostile-helpers';
import { type SignedIn, signUp } from '../../../tests/identity-helpers';
import { cryptoRandom } from '../../lib/random';
import { demoPartner, seedDemoPartners } from '../../modules/partners';

/**
 * The partner calls (partner-purchase.routes.ts, issue 30) as an attacker sends them: strings
 * PostgreSQL refuses, JSON nested 10,000 levels, a megabyte string, a form or text/plain body,
 * hostile slugs and keys, another customer's card, another site's page riding the cookies. Each is
 * a 4xx in the envelope, charges nothing, stores nothing and logs nothing personal.
 */
const log = captureLog();
let who: SignedIn;
let other: SignedIn;
let card: Fund;
let othersCard: Fund;

const t = checkoutTestApp({ config: { logLevel: 'info' }, logStream: log.stream });
beforeAll(async () => {
  await seedDemoPartners(t.db, t.clock);
  who = await signUp(t);
  other = await signUp(t);
  card = await addSandboxCard(t, who);
  othersCard = await addSandboxCard(t, other);
});

const key = () => ({ [IDEMPOTENCY_KEY_HEADER]: cryptoRandom.uuid(), version: '3.2' });
const { slug, key: partnerKey }: { slug: string; key: string } = demoPartner;

const purchase = (fundId: string) => ({
  cart_item: { lottery: 'powerball2018', raffle_offer: 'standard', game_type: 'standard', num_games: 4 },
  deposit: { deposit_method_id: fundId, amount: '20.00' },
  purchase: { channel_key: 'newsletter', partner_key: partnerKey, metadata: { campaign: 'spring' } },
});

const calls = () =>
  [
    { url: `/v2/cart/partner/${partnerKey}`, valid: powerballEntry() },
    { url: `/v2/anon-cart/partner/${partnerKey}`, valid: powerballEntry() },
    { url: `/v2/cart/partner/${slug}/purchase`, valid: purchase(card.id) },
  ] as const;

function post(url: string, headers: Record<string, string>, payload: unknown, contentType = 'application/json') {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...who.auth, 'content-type': contentType, ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  }) as Promise<LightMyRequestResponse>;
}

describe(`partner calls under hostile input (${testDbKind()})`, () => {
  it('refuses each hostile body with 4xx in the envelope, and charges and stores nothing', async () => {
    const before = await databaseDigest(t.db);
    for (const { url, valid } of calls()) {
      for (const { kind, contentType, payload } of hostileBodies(valid)) {
        expectRefusedInEnvelope(await post(url, key(), payload, contentType), `${url} ${kind}`);
      }
    }
    expect(await databaseDigest(t.db)).toEqual(before);
  });

  it('refuses hostile slugs and keys, and metadata huge or countless', async () => {
    const before = await databaseDigest(t.db);
    for (const bad of hostileParams) {
      expectRefusedInEnvelope(await t.app.inject({ method: 'GET', url: `/v2/partners/${bad}` }), `get ${bad}`);
      expectRefusedInEnvelope(await post(`/v2/cart/partner/${bad}`, key(), powerballEntry()), `cart ${bad}`);
      expectRefusedInEnvelope(await post(`/v2/anon-cart/partner/${bad}`, key(), powerballEntry()), `anon ${bad}`);
      const res = await post(`/v2/cart/partner/${bad}/purchase`, key(), purchase(card.id));
      expectRefusedInEnvelope(res, `purchase ${bad}`);
    }
    const hugeKey = { [`k${'x'.repeat(100_000)}`]: 'v' };
    const countless = Object.fromEntries(Array.from({ length: 2_000 }, (_, i) => [`key${i}`, 'v'.repeat(100)]));
    for (const metadata of [hugeKey, countless]) {
      const body = { ...purchase(card.id), purchase: { ...purchase(card.id).purchase, metadata } };
      expectRefusedInEnvelope(await post(`/v2/cart/partner/${slug}/purchase`, key(), body), 'metadata');
    }
    expect(await databaseDigest(t.db)).toEqual(before);
  });

  it("refuses another customer's card and a missing Idempotency-Key, charging and changing nothing", async () => {
    const before = await databaseDigest(t.db);
    const theirs = await post(`/v2/cart/partner/${slug}/purchase`, key(), purchase(othersCard.id));
    expectRefusedInEnvelope(theirs, 'their card');
    expect(theirs.statusCode).toBe(404);
    const noKey = await post(`/v2/cart/partner/${slug}/purchase`, { version: '3.2' }, purchase(card.id));
    expectRefusedInEnvelope(noKey, 'no key');
    expect(noKey.json().error.code).toBe('idempotency_key_missing');
    expect(await databaseDigest(t.db)).toEqual(before);
    const deposits = await t.db.execute(`select count(*)::int as n from funds_deposits`);
    expect((deposits as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });

  it("refuses another site's page riding the customer's cookies", async () => {
    const before = await databaseDigest(t.db);
    const cookies = { [cookieNames.webAccessToken]: who.accessToken };
    for (const { url, valid } of calls()) {
      for (const from of [{ origin: 'https://attacker.example' }, { 'sec-fetch-site': 'cross-site' }]) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          cookies,
          headers: { ...key(), ...from, 'content-type': 'application/json' },
          payload: JSON.stringify(valid),
        });
        expectRefusedInEnvelope(res, `${url} ${JSON.stringify(from)}`);
        expect(res.json().error.code).toBe('cross_site_request');
      }
    }
    expect(await databaseDigest(t.db)).toEqual(before);
  });

  it('logs none of the customers, their tokens or what they sent', () => {
    log.expectNothingPersonal([who.email, other.email, who.accessToken, who.refreshToken, other.accessToken]);
  });
});
