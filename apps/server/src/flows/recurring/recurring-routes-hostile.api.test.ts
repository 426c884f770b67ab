import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, type CartTestApp, createCartTestApp } from '../../../tests/cart-helpers';
import {
  captureLog,
  databaseDigest,
  expectRefusedInEnvelope,
  hostileBodies,
  hostileParams,
} from '../../../tests/hostile-helpers';
import { type SignedIn, signUp } from '../../../tests/identity-helpers';

/**
 * The recurring calls added by issue 25 as an attacker sends them, on both databases: NUL bytes,
 * lone surrogates, 5,000-character ids and JSON nested past the limit, form and text bodies, and
 * another customer's scheduled purchase. Each is a 4xx in the envelope (or, for a call that reads
 * no body, the caller's own answer), nothing changes, and the log holds no email or token.
 */
let t: CartTestApp;
const log = captureLog();

beforeAll(async () => {
  t = await createCartTestApp({
    config: { logLevel: 'info', shopEngines: { recurringPurchases: true, lottoParty: false } },
    logStream: log.stream,
  });
});
afterAll(() => t.close());

const send = (who: SignedIn, method: 'POST' | 'PATCH', url: string, payload: string, contentType: string) =>
  t.app.inject({ method, url, headers: { ...who.auth, 'content-type': contentType }, payload });

describe('the recurring calls under hostile input', () => {
  it('refuse hostile bodies and ids in the envelope, change nothing and log no secret', async () => {
    const who = await signUp(t);
    const other = await signUp(t);
    const before = await databaseDigest(t.db);
    for (const body of hostileBodies({ recurring_purchase_method: 'wallet' })) {
      const res = await send(who, 'POST', '/v2/customer/recurring-purchase-method', body.payload, body.contentType);
      expectRefusedInEnvelope(res, `recurring method: ${body.kind}`);
      const cancel = await send(who, 'PATCH', '/v2/scheduled-purchases/sp_1/cancel', body.payload, body.contentType);
      expectRefusedInEnvelope(cancel, `cancel: ${body.kind}`);
    }
    for (const id of hostileParams) {
      expectRefusedInEnvelope(await as(t, who).get(`/v2/scheduled-purchases/${id}`), `scheduled ${id.slice(0, 20)}`);
      const pdf = await t.app.inject({ method: 'GET', url: `/public/pdf/subscription/${id}-calendar.pdf` });
      expect(pdf.statusCode, id.slice(0, 20)).toBeGreaterThanOrEqual(400);
      expect(pdf.statusCode, id.slice(0, 20)).toBeLessThan(500);
    }
    // Another customer's lists answer their own (empty) records, never this customer's.
    expect((await as(t, other).get('/v2/payment_resolutions')).statusCode).toBe(200);
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/v2/scheduled-purchases',
      headers: { ...other.auth, version: '3.2' },
    });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().result ?? []).toEqual([]);
    expect(await databaseDigest(t.db)).toEqual(before);
    log.expectNothingPersonal([who.email, other.email, who.accessToken, other.accessToken]);
  });
});
