import { cookieNames, ELEVATION_OTP_HEADER } from '@drawline/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createIdentityTestApp,
  type IdentityTestApp,
  newEmail,
  type SignedIn,
  signUp,
  signupBody,
} from '../../tests/identity-helpers';

/**
 * Input an attacker sends to break the shop (issue 7, hardening): strings PostgreSQL refuses,
 * bodies nested too deep to convert, and what the logs keep of the failures.
 */
let t: IdentityTestApp;
const logLines: string[] = [];

beforeAll(async () => {
  t = await createIdentityTestApp({
    config: { logLevel: 'info' },
    logStream: { write: (line) => logLines.push(line) },
    beforeReady: (app) => {
      // A database failure whose query carries a customer's values, as a bug in a service would.
      app.post('/v2/test-failing-query', async () => {
        await app.database.db.execute(sql`select ${'$argon2id$v=19$secret-hash'}::int, ${'1990-05-17'}::int`);
        return null;
      });
    },
  });
});
afterAll(() => t.close());

async function elevated(s: SignedIn): Promise<SignedIn> {
  await t.app.inject({ method: 'POST', url: '/v2/customer/details', headers: s.auth, payload: {} });
  const code = await t.lastCode(s.email);
  const ok = await t.app.inject({
    method: 'POST',
    url: '/v2/customer/details',
    headers: { ...s.auth, [ELEVATION_OTP_HEADER]: code },
    payload: {},
  });
  expect(ok.statusCode).toBe(200);
  return s;
}

function expectRefusedInEnvelope(res: { statusCode: number; json(): { error: { code: string } } }) {
  expect(res.statusCode).toBe(400);
  expect(res.json().error.code).toBe('bad_request');
}

describe('strings PostgreSQL cannot store', () => {
  it('answers a NUL byte in a JSON string field with 400 in the envelope, and creates nothing', async () => {
    const email = newEmail();
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/signup',
      payload: signupBody(email, { firstname: 'Jo\u0000' }),
    });
    expectRefusedInEnvelope(res);
    const check = await t.app.inject({ method: 'POST', url: '/v2/check-email', payload: { email } });
    expect(check.json().result.available).toBe(true);
  });

  it('answers a lone surrogate in a JSON string (escaped or raw) with 400', async () => {
    for (const lone of ['\\ud800', '\\udfff']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v2/signup',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(signupBody(newEmail(), { lastname: 'X' })).replace('"X"', `"a${lone}b"`),
      });
      expectRefusedInEnvelope(res);
    }
  });

  it('answers a NUL byte in a key, a nested value or an array with 400', async () => {
    const nestedAddress = await t.app.inject({
      method: 'POST',
      url: '/v2/signup',
      payload: signupBody(newEmail(), {
        address: { address: '1 George\u0000 St', suburb: 'Sydney', state: 'NSW', postcode: '2000', country: 'AU' },
      }),
    });
    expectRefusedInEnvelope(nestedAddress);
    const key = await t.app.inject({
      method: 'POST',
      url: '/v2/check-email',
      payload: { email: 'a@example.com', 'x\u0000': 1 },
    });
    expectRefusedInEnvelope(key);
  });

  it('answers a NUL byte in a form body, a query or a path with 400', async () => {
    // POST /transfer is a call the spec flags as a form, so its body is read and guarded.
    const form = await t.app.inject({
      method: 'POST',
      url: '/v2/transfer',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'token=a%00b&otp=123456',
    });
    expectRefusedInEnvelope(form);
    const s = await signUp(t);
    const query = await t.app.inject({
      method: 'GET',
      url: `/v2/customer/${s.customerId}/communication-preferences?token=%00`,
    });
    expectRefusedInEnvelope(query);
    const path = await t.app.inject({
      method: 'GET',
      url: '/v2/customer/ab%00cd/communication-preferences',
      headers: s.auth,
    });
    expectRefusedInEnvelope(path);
    const surrogatePath = await t.app.inject({
      method: 'GET',
      url: '/v2/customer/ab%ED%A0%80/communication-preferences',
    });
    expectRefusedInEnvelope(surrogatePath);
    // A long path parameter reaches its route, whose own checks refuse it (docs/decisions/300).
    const longParam = await t.app.inject({ method: 'GET', url: `/staff/api/draws/${'a'.repeat(5000)}` });
    expect(longParam.statusCode).toBe(400);
    expect(longParam.json().error.code).toBe('validation_failed');
  });

  it('answers a query whose percent-encoding is not UTF-8 with 400 on a call, and keeps it on a page', async () => {
    const s = await signUp(t);
    for (const query of ['token=ab%ED%A0%80', 'token=50%off', 'to%ZZken=x']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/v2/customer/${s.customerId}/communication-preferences?${query}`,
      });
      expectRefusedInEnvelope(res);
      expect(res.json().errors, query).toBeTruthy();
    }
    const page = await t.app.inject({ method: 'GET', url: '/healthz?utm_source=50%off' });
    expect(page.statusCode).toBe(200);
  });

  it('changes nothing of a signed-in customer, and logs none of the customer row', async () => {
    const email = newEmail();
    const s = await elevated(await signUp(t, email));
    const before = (await t.app.inject({ method: 'GET', url: '/v2/customer', headers: s.auth })).json().result;
    logLines.length = 0;
    for (const payload of [{ firstname: 'Jo\u0000' }, { lastname: 'Ci\ud800' }, { phone: '0412\u0000' }]) {
      const res = await t.app.inject({ method: 'POST', url: '/v2/customer/details', headers: s.auth, payload });
      expectRefusedInEnvelope(res);
    }
    const after = (await t.app.inject({ method: 'GET', url: '/v2/customer', headers: s.auth })).json().result;
    expect(after).toEqual(before);
    const logged = logLines.join('\n');
    expect(logged).not.toContain(email);
    expect(logged).not.toContain('$argon2');
    expect(logged).not.toContain(before.customerToken);
    expect(logged).not.toContain('1990-05-17');
  });
});

describe('bodies that are not JSON', () => {
  const asForm = { 'content-type': 'application/x-www-form-urlencoded' };

  it('answers a form or text/plain body to a JSON-only call with 415 in the envelope and changes nothing', async () => {
    const s = await signUp(t);
    for (const [headers, payload] of [
      [asForm, 'period=indefinite'],
      [{ 'content-type': 'text/plain' }, JSON.stringify({ period: 'indefinite' })],
      [{ 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' }, 'period=indefinite'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v2/self-exclusion',
        headers: { ...s.auth, ...headers },
        payload,
      });
      expect(res.statusCode, headers['content-type']).toBe(415);
      expect(res.json()).toMatchObject({ result: null, error: { code: 'unsupported_media_type' } });
    }
    const exclusion = await t.app.inject({ method: 'GET', url: '/v2/self-exclusion', headers: s.auth });
    expect(exclusion.json().result).toMatchObject({ excluded: false });
    // The staff API too, before any staff member is looked up.
    const staff = await t.app.inject({
      method: 'POST',
      url: '/staff/api/session',
      headers: asForm,
      payload: 'email=a%40example.com&password=whatever-it-is',
    });
    expect(staff.statusCode).toBe(415);
    expect(staff.json().error.code).toBe('unsupported_media_type');
    // A path with no call stays a 404, whatever its body.
    const unknown = await t.app.inject({ method: 'POST', url: '/v2/no-such-call', headers: asForm, payload: 'a=1' });
    expect(unknown.statusCode).toBe(404);
    // The same call with JSON is taken.
    const json = await t.app.inject({
      method: 'POST',
      url: '/v2/self-exclusion',
      headers: s.auth,
      payload: { period: '24_hours' },
    });
    expect(json.statusCode, json.body).toBe(200);
  });

  it('takes a form where the spec flags the call as one (POST /precommitment)', async () => {
    const s = await signUp(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/precommitment',
      headers: { ...s.auth, ...asForm },
      payload: 'limit=50',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.limit).toMatchObject({ period: 'monthly', amount: { amount: 5000, currency: 'AUD' } });
  });
});

describe('what the logs keep', () => {
  it('logs a failed query by its code, without its values, message or the rows', async () => {
    logLines.length = 0;
    const res = await t.app.inject({ method: 'POST', url: '/v2/test-failing-query', payload: {} });
    expect(res.statusCode).toBe(500);
    const logged = logLines.join('\n');
    expect(logged).toContain('request failed');
    expect(logged).toContain('22P02');
    expect(logged).not.toContain('secret-hash');
    expect(logged).not.toContain('1990-05-17');
  });

  it('never logs credentials from headers, cookies, urls or bodies', async () => {
    const email = newEmail();
    const s = await signUp(t, email);
    logLines.length = 0;
    const debug = await createIdentityTestApp({
      config: { logLevel: 'trace' },
      logStream: { write: (line) => logLines.push(line) },
    });
    try {
      const d = await signUp(debug, email);
      await debug.app.inject({ method: 'GET', url: '/v2/customer', headers: d.auth });
      await debug.app.inject({
        method: 'GET',
        url: '/v2/customer',
        cookies: { [cookieNames.webAccessToken]: d.accessToken, [cookieNames.customerToken]: 'tok-secret-cookie' },
      });
      await debug.app.inject({
        method: 'GET',
        url: `/v2/customer/${d.customerId}/communication-preferences?token=pref-token-secret`,
      });
      await debug.app.inject({ method: 'GET', url: '/login/autologin/autologin-token-secret?x=1' });
      await debug.app.inject({
        method: 'POST',
        url: '/v2/refresh',
        payload: { refresh_token: d.refreshToken },
      });
      const logged = logLines.join('\n');
      expect(logLines.length).toBeGreaterThan(0);
      for (const secret of [
        d.accessToken,
        d.refreshToken,
        s.accessToken,
        'tok-secret-cookie',
        'pref-token-secret',
        'autologin-token-secret',
        'purple-kangaroo',
      ]) {
        expect(logged, secret).not.toContain(secret);
      }
    } finally {
      await debug.close();
    }
  });
});

describe('deeply nested bodies', () => {
  const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
  const nestedArrays = (depth: number) => `{"favourite_numbers":${'['.repeat(depth)}${']'.repeat(depth)}}`;

  it('answers 60,000 levels with 400 on a public and a signed-in JSON call', async () => {
    const s = await signUp(t);
    for (const [url, headers, body] of [
      ['/v2/check-email', {}, nestedArrays(60_000)],
      ['/v2/login', {}, nestedArrays(60_000)],
      ['/v2/favourite-numbers', s.auth, nestedArrays(60_000)],
    ] as const) {
      const res = await t.app.inject({
        method: url === '/v2/favourite-numbers' ? 'PUT' : 'POST',
        url,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: body,
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code, url).toBe('bad_request');
    }
  });

  it('still takes a body nested as deep as real ones are', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/check-email',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'deep@example.com', extra: JSON.parse(nested(20)) }),
    });
    expect(res.statusCode).toBe(200);
  });
});
