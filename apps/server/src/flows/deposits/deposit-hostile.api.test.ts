import { cookieNames, type Fund, IDEMPOTENCY_KEY_HEADER } from '@drawline/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, cartOf, checkoutTestApp, powerballEntry } from '../../../tests/cart-helpers';
import { addSandboxCard } from '../../../tests/funds-helpers';
import { testDbKind } from '../../../tests/helpers';
import { captureLog, databaseDigest, expectRefusedInEnvelope, hostileBodies } from '../../../tests/hostile-helpers';
import { type SignedIn, signUp } from '../../../tests/identity-helpers';
import { cryptoRandom } from '../../lib/random';

/**
 * The deposit calls (deposit.routes.ts) as an attacker sends them: strings PostgreSQL refuses,
 * JSON nested 10,000 levels, a megabyte string, a form or text/plain body, no or a bad
 * Idempotency-Key, another customer's card, another site's page riding the cookies, and a
 * forged or garbled gateway callback. Each is a 4xx in the envelope, charges nothing, books
 * nothing and logs nothing personal.
 */
const log = captureLog();
let who: SignedIn;
let other: SignedIn;
let card: Fund;
let othersCard: Fund;

const t = checkoutTestApp({ config: { logLevel: 'info' }, logStream: log.stream });
beforeAll(async () => {
  who = await signUp(t);
  other = await signUp(t);
  card = await addSandboxCard(t, who);
  othersCard = await addSandboxCard(t, other);
  cartOf(await as(t, who).post('/v2/cart/items', powerballEntry({ num_games: 4 })));
});

const key = () => ({ [IDEMPOTENCY_KEY_HEADER]: cryptoRandom.uuid() });

/** Each JSON deposit call with a body it would take, for the customer `who`. */
const calls = () =>
  [
    { url: `/v2/funds/${card.id}/deposit`, valid: { amount: '20.00', metadata: { source: 'web' } }, headers: {} },
    { url: '/v2/funds/pl/sandbox/deposit', valid: { amount: '15.00', metadata: { source: 'web' } }, headers: {} },
    {
      url: '/v2/deposit_purchase',
      valid: { deposit: { fund_id: card.id, amount: '20.00' }, purchase: { source: 'web' } },
      headers: { version: '3.3' },
    },
  ] as const;

function post(url: string, headers: Record<string, string>, payload: unknown, contentType = 'application/json') {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...who.auth, 'content-type': contentType, ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  }) as Promise<LightMyRequestResponse>;
}

describe(`deposit calls under hostile input (${testDbKind()})`, () => {
  it('refuses each hostile body with 4xx in the envelope, and charges, books and stores nothing', async () => {
    const before = await databaseDigest(t.db);
    for (const { url, valid, headers } of calls()) {
      for (const { kind, contentType, payload } of hostileBodies(valid)) {
        expectRefusedInEnvelope(await post(url, { ...headers, ...key() }, payload, contentType), `${url} ${kind}`);
      }
    }
    expect(await databaseDigest(t.db)).toEqual(before);
  });

  it('refuses metadata whose keys are huge or countless, before asking the gateway', async () => {
    const before = await databaseDigest(t.db);
    const hugeKey = { [`k${'x'.repeat(100_000)}`]: 'v' };
    const countless = Object.fromEntries(Array.from({ length: 2_000 }, (_, i) => [`key${i}`, 'v'.repeat(100)]));
    for (const metadata of [hugeKey, countless]) {
      for (const { url, headers } of calls()) {
        const body = url.endsWith('deposit_purchase')
          ? { deposit: { fund_id: card.id, amount: '20.00', metadata }, purchase: metadata }
          : { amount: '20.00', metadata };
        const res = await post(url, { ...headers, ...key() }, body);
        expectRefusedInEnvelope(res, `${url} ${Object.keys(metadata).length} keys`);
      }
    }
    expect(await databaseDigest(t.db)).toEqual(before);
  });

  it('refuses a missing or malformed Idempotency-Key before asking the gateway', async () => {
    const before = await databaseDigest(t.db);
    for (const { url, valid, headers } of calls()) {
      const badKeys: Record<string, string>[] = [
        {},
        { [IDEMPOTENCY_KEY_HEADER]: '' },
        { [IDEMPOTENCY_KEY_HEADER]: 'k'.repeat(300) },
      ];
      for (const bad of badKeys) {
        const res = await post(url, { ...headers, ...bad }, valid);
        expectRefusedInEnvelope(res, `${url} ${JSON.stringify(bad).slice(0, 40)}`);
        expect(res.json().error.code).toMatch(/^idempotency_key_(missing|invalid)$/);
      }
    }
    expect(await databaseDigest(t.db)).toEqual(before);
  });

  it("refuses another customer's card, by its id or inside a deposit-and-buy", async () => {
    const before = await databaseDigest(t.db);
    const byId = await post(`/v2/funds/${othersCard.id}/deposit`, key(), { amount: '20.00' });
    expectRefusedInEnvelope(byId, 'deposit to their card');
    expect(byId.statusCode).toBe(404);
    const inPurchase = await post(
      '/v2/deposit_purchase',
      { ...key(), version: '3.3' },
      {
        deposit: { fund_id: othersCard.id, amount: '20.00' },
      },
    );
    expectRefusedInEnvelope(inPurchase, 'deposit-and-buy with their card');
    expect(inPurchase.statusCode).toBe(404);
    expect(await databaseDigest(t.db)).toEqual(before);
  });

  it('refuses hostile path parameters', async () => {
    const before = await databaseDigest(t.db);
    for (const url of [
      '/v2/funds/ab%00cd/deposit',
      '/v2/funds/ab%ED%A0%80/deposit',
      `/v2/funds/${'f'.repeat(5000)}/deposit`,
      '/v2/funds/pl%00/sandbox/deposit',
      `/v2/funds/pl/${'g'.repeat(5000)}/deposit`,
      '/v2/funds/zz/sandbox/deposit',
      // A card is deposited from by its id: the digital wallets' call takes no card.
      '/v2/funds/cc/sandbox/deposit',
      '/v2/funds/pl/no-such-gateway/deposit',
    ]) {
      expectRefusedInEnvelope(await post(url, key(), { amount: '20.00' }), url.slice(0, 60));
    }
    expect(await databaseDigest(t.db)).toEqual(before);
  });

  it("refuses another site's page riding the customer's cookies", async () => {
    const before = await databaseDigest(t.db);
    const cookies = { [cookieNames.webAccessToken]: who.accessToken };
    for (const { url, valid, headers } of calls()) {
      for (const from of [{ origin: 'https://attacker.example' }, { 'sec-fetch-site': 'cross-site' }]) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          cookies,
          headers: { ...headers, ...key(), ...from, 'content-type': 'application/json' },
          payload: JSON.stringify(valid),
        });
        expectRefusedInEnvelope(res, `${url} ${JSON.stringify(from)}`);
        expect(res.json().error.code).toBe('cross_site_request');
      }
    }
    expect(await databaseDigest(t.db)).toEqual(before);
  });

  it('completes nothing from a garbled or unknown gateway callback', async () => {
    const before = await databaseDigest(t.db);
    const nul = await t.app.inject({ method: 'GET', url: '/3ds/notify?gateway=sandbox&payment_reference=%00' });
    expectRefusedInEnvelope(nul, 'a NUL byte');
    for (const query of [
      'gateway=%ED%A0%80&payment_reference=x',
      `gateway=sandbox&payment_reference=${'r'.repeat(5000)}`,
      'gateway=sandbox&payment_reference=no-such-payment',
      'gateway=no-such-gateway&payment_reference=x',
      `gateway=sandbox&payment_reference[a][b]=${'r'.repeat(2000)}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/3ds/notify?${query}` });
      // The customer's browser comes back here: it is sent to the deposit page, nothing completed.
      expect(res.statusCode, `${query.slice(0, 60)} ${res.body.slice(0, 200)}`).toBe(303);
      expect(res.headers.location).toBe('/my-account/deposit');
    }
    expect(await databaseDigest(t.db)).toEqual(before);
  });

  it('logs none of the customers, their tokens or what they sent', () => {
    log.expectNothingPersonal([
      who.email,
      other.email,
      who.accessToken,
      who.refreshToken,
      other.accessToken,
      'Citizen',
      '1990-05-17',
    ]);
  });
});
