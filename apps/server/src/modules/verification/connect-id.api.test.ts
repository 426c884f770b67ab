import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusedInEnvelope, hostileBodies } from '../../../tests/hostile-helpers';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn, signUp } from '../../../tests/identity-helpers';
import { createCapabilitiesService, seedDemoCapabilities } from '../capabilities';
import { CONNECT_ID_STATE_MINUTES, connectIdFailures, sandboxLicences } from './index';
import { customerVerifications, verificationAttempts } from './verification.tables';
import { UNDER_AGE_REASON } from './verify-licence';

/**
 * ConnectID with the sandbox provider (decision 442), on both databases: the start answers the
 * sandbox's own page with a signed state; each published test identity's outcome is recorded as a
 * counted attempt; a forged, reused, expired or another customer's state is refused with nothing
 * changed; the attempt limit is the licence check's; hostile bodies change nothing.
 */
let t: IdentityTestApp;

beforeAll(async () => {
  t = await createIdentityTestApp();
  // The demo's segments and switches, with ConnectID's capability on (decision 442).
  await seedDemoCapabilities(t.db);
  await createCapabilitiesService({ db: t.db }).setCapability('verification_connect_id', true);
});
afterAll(() => t.close());

const startUrl = '/v2/customer/verification/connectid';
const callbackUrl = '/v2/customer/verification/connectid/callback';
const start = async (who: SignedIn) => {
  const res = await t.app.inject({ method: 'POST', url: startUrl, headers: who.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.redirectUrl as string;
};
/** Opens the sandbox page and follows the link for the identity, as the tester's browser would. */
const pick = async (redirectUrl: string, identity: string) => {
  const page = await t.app.inject({ method: 'GET', url: redirectUrl });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-security-policy']).toContain("default-src 'none'");
  const hrefs = [...page.body.matchAll(/href="([^"]+)"/g)].map((m) => (m[1] ?? '').replaceAll('&#38;', '&'));
  const href = hrefs.find((h) => h.includes(`code=sandbox-${identity}`) || h.includes(`error=${identity}`));
  expect(href, page.body).toBeDefined();
  const back = new URL(href ?? '', 'http://shop.test');
  expect(back.pathname).toBe('/my-account/verify-account');
  return { code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '' };
};
const callback = (who: SignedIn, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: callbackUrl, headers: who.auth, payload }) as Promise<LightMyRequestResponse>;
const rowOf = async (customerId: string) =>
  (await t.db.select().from(customerVerifications).where(eq(customerVerifications.customerId, customerId)))[0];
const attemptsOf = async (customerId: string) =>
  t.db.select().from(verificationAttempts).where(eq(verificationAttempts.customerId, customerId));

describe('verifying with ConnectID at the sandbox provider', () => {
  it('is offered only while the verification_connect_id capability is on', async () => {
    const capabilities = createCapabilitiesService({ db: t.db });
    const kim = await signUp(t);
    await capabilities.setCapability('verification_connect_id', false);
    try {
      const off = (await t.app.inject({ method: 'GET', url: '/v2/customer', headers: kim.auth })).json().result;
      expect(off.verification.methods).toContainEqual({ type: 'connect_id', status: 'disabled' });
      const refused = await t.app.inject({ method: 'POST', url: startUrl, headers: kim.auth });
      expect(refused.statusCode, refused.body).toBe(404);
    } finally {
      await capabilities.setCapability('verification_connect_id', true);
    }
    const on = (await t.app.inject({ method: 'GET', url: '/v2/customer', headers: kim.auth })).json().result;
    expect(on.verification.methods).toContainEqual({ type: 'connect_id', status: 'not_attempted' });
  });

  it('fails the mismatching identity, then verifies with the matching one; GET /customer shows it', async () => {
    const jo = await signUp(t);
    const before = (await t.app.inject({ method: 'GET', url: '/v2/customer', headers: jo.auth })).json().result;
    expect(before.verification.methods).toContainEqual({ type: 'connect_id', status: 'not_attempted' });

    const failed = await callback(jo, await pick(await start(jo), 'fails'));
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.json().result).toMatchObject({ status: 'failed', reason: connectIdFailures.mismatch });

    const ok = await callback(jo, await pick(await start(jo), 'verifies'));
    expect(ok.json().result).toMatchObject({
      status: 'verified',
      documentType: 'connect_id',
      checkedBy: 'provider:sandbox',
    });
    expect((await attemptsOf(jo.customerId)).map((a) => [a.method, a.outcome])).toEqual([
      ['connect_id', 'failed'],
      ['connect_id', 'verified'],
    ]);
    const after = (await t.app.inject({ method: 'GET', url: '/v2/customer', headers: jo.auth })).json().result;
    expect(after.isVerified).toBe(true);
    expect(after.verification.methods).toContainEqual({ type: 'connect_id', status: 'attempted' });
    // Verified: no new start.
    expect((await t.app.inject({ method: 'POST', url: startUrl, headers: jo.auth })).statusCode).toBe(409);
  });

  it('fails a holder the bank confirms under the registration age', async () => {
    const sam = await signUp(t);
    const res = await callback(sam, await pick(await start(sam), 'under_age'));
    expect(res.json().result).toMatchObject({ status: 'failed', reason: UNDER_AGE_REASON });
  });

  it('refuses a forged, reused, expired or another customer state, and an unknown code, changing nothing', async () => {
    const kim = await signUp(t);
    const lee = await signUp(t);
    const answer = await pick(await start(kim), 'verifies');

    const forged = `${answer.state.slice(0, -4)}AAAA`;
    const refusals: [SignedIn, Record<string, unknown>, number][] = [
      [kim, { ...answer, state: forged }, 400],
      [kim, { ...answer, state: 'not-a-state' }, 400],
      [lee, answer, 400],
      [kim, { ...answer, code: 'sandbox-made-up' }, 400],
    ];
    for (const [who, payload, status] of refusals) {
      const res = await callback(who, payload);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().error.code).toBe('token_invalid');
    }
    expect(await rowOf(kim.customerId)).toBeUndefined();
    expect(await rowOf(lee.customerId)).toBeUndefined();
    expect(await attemptsOf(kim.customerId)).toEqual([]);

    // The state spent once is refused the second time.
    const fails = await pick(await start(kim), 'fails');
    expect((await callback(kim, fails)).statusCode).toBe(200);
    const again = await callback(kim, { ...fails, code: 'sandbox-verifies' });
    expect(again.statusCode).toBe(400);
    expect((await rowOf(kim.customerId))?.status).toBe('failed');
    expect(await attemptsOf(kim.customerId)).toHaveLength(1);

    // Expired after its ten minutes.
    const late = await pick(await start(kim), 'verifies');
    t.clock.advance(CONNECT_ID_STATE_MINUTES * 60_000 + 1);
    const expired = await callback(kim, late);
    expect(expired.statusCode).toBe(410);
    expect((await rowOf(kim.customerId))?.status).toBe('failed');
    expect(await attemptsOf(kim.customerId)).toHaveLength(1);
  });

  it('shares the attempt limit with the licence check', async () => {
    const ash = await signUp(t);
    for (const licence_number of [sandboxLicences.otherHolder, sandboxLicences.cancelled]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v2/customer/verification/licence',
        headers: ash.auth,
        payload: { licence_number, state: 'NSW' },
      });
      expect(res.statusCode).toBe(200);
    }
    const pending = await pick(await start(ash), 'verifies');
    // The third attempt is ConnectID's; after it neither method has attempts left.
    expect((await callback(ash, await pick(await start(ash), 'fails'))).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: startUrl, headers: ash.auth })).statusCode).toBe(429);
    const late = await callback(ash, pending);
    expect(late.statusCode).toBe(429);
    const licence = await t.app.inject({
      method: 'POST',
      url: '/v2/customer/verification/licence',
      headers: ash.auth,
      payload: { licence_number: sandboxLicences.matches, state: 'NSW' },
    });
    expect(licence.statusCode).toBe(429);
    expect((await rowOf(ash.customerId))?.status).toBe('failed');
    expect(await attemptsOf(ash.customerId)).toHaveLength(3);
  });

  it('refuses a visitor and hostile bodies in the envelope; the sandbox page sends back only to the shop', async () => {
    const pat = await signUp(t);
    expect((await t.app.inject({ method: 'POST', url: startUrl })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: callbackUrl, payload: { code: 'x', state: 'y' } })).statusCode,
    ).toBe(401);
    const answer = await pick(await start(pat), 'verifies');
    for (const { kind, contentType, payload } of hostileBodies(answer)) {
      const res = (await t.app.inject({
        method: 'POST',
        url: callbackUrl,
        headers: { ...pat.auth, 'content-type': contentType },
        payload,
      })) as LightMyRequestResponse;
      expectRefusedInEnvelope(res, kind);
    }
    expect(await rowOf(pat.customerId)).toBeUndefined();
    const page = await t.app.inject({
      method: 'GET',
      url: `/v2/sandbox-identity/connectid?state=${encodeURIComponent('"><script>x</script>')}&redirect_uri=https://evil.test`,
    });
    expect(page.body).not.toContain('<script>');
    expect(page.body).not.toContain('evil.test');
    expect((await t.app.inject({ method: 'GET', url: '/v2/sandbox-identity/connectid' })).statusCode).toBe(400);
  });
});
