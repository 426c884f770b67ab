import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusedInEnvelope, hostileBodies } from '../../../tests/hostile-helpers';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn, signUp } from '../../../tests/identity-helpers';
import { createVerification, licenceFailures, sandboxIdentityProvider, sandboxLicences } from './index';
import { customerVerifications } from './verification.tables';
import { UNDER_AGE_REASON } from './verify-licence';

/**
 * POST /customer/verification/licence with the built-in sandbox provider (decision 404), on both
 * databases: each published test licence answers as a real provider would, the outcome becomes the
 * customer's verification (never the numbers), a verified customer is not checked again, the age
 * rule holds, and hostile bodies change nothing.
 */
let t: IdentityTestApp;
const logs: string[] = [];

beforeAll(async () => {
  t = await createIdentityTestApp({ config: { logLevel: 'info' }, logStream: { write: (l) => logs.push(l) } });
});
afterAll(() => t.close());

const url = '/v2/customer/verification/licence';
const check = (who: SignedIn, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: who.auth, payload }) as Promise<LightMyRequestResponse>;
const rowOf = async (customerId: string) =>
  (await t.db.select().from(customerVerifications).where(eq(customerVerifications.customerId, customerId)))[0];

describe('verifying with a driver licence at the sandbox provider', () => {
  it('fails each published failing licence with its reason, then verifies with the matching one, once', async () => {
    const jo = await signUp(t);
    const failures: [string, string][] = [
      [sandboxLicences.otherHolder, licenceFailures.otherHolder],
      [sandboxLicences.cancelled, licenceFailures.cancelled],
    ];
    // A number not on the register (the third attempt would be the last one the limit allows: decision 440).
    const holder = { firstname: 'Jo', lastname: 'Citizen', dateOfBirth: '1990-05-17' };
    expect(
      await sandboxIdentityProvider().checkLicence({ ...holder, licenceNumber: '98765432', state: 'NSW' }),
    ).toEqual({ outcome: 'failed', reason: licenceFailures.notFound });
    for (const [licenceNumber, reason] of failures) {
      const res = await check(jo, { licence_number: licenceNumber, state: 'NSW' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().result).toMatchObject({ status: 'failed', documentType: 'drivers_licence', reason });
    }
    const ok = await check(jo, { licence_number: sandboxLicences.matches, state: 'VIC', card_number: 'P1234567' });
    expect(ok.json().result).toMatchObject({
      status: 'verified',
      documentType: 'drivers_licence',
      checkedBy: 'provider:sandbox',
    });
    // Only the outcome is kept: no licence or card number anywhere in the row, nor in the log.
    expect(JSON.stringify(await rowOf(jo.customerId))).not.toMatch(/10000001|P1234567/);
    expect(logs.join('\n')).not.toMatch(/10000001|P1234567|98765432/);

    const again = await check(jo, { licence_number: sandboxLicences.otherHolder, state: 'NSW' });
    expect(again.statusCode).toBe(409);
    expect((await rowOf(jo.customerId))?.status).toBe('verified');
  });

  it('fails a matched licence whose holder is under the registration age', async () => {
    const sam = await signUp(t);
    // The module as the shop makes it (the sandbox provider by default), asked for a holder the sign-up rules would not let in.
    const verification = createVerification({ db: t.db, clock: t.clock, provider: sandboxIdentityProvider() });
    const young = { firstname: 'Sam', lastname: 'Young', dateOfBirth: '2015-01-01' };
    const answer = await verification.verifyByLicence(sam.customerId, young, {
      licenceNumber: sandboxLicences.matches,
      state: 'QLD',
    });
    expect(answer).toMatchObject({ status: 'failed', reason: UNDER_AGE_REASON });
  });

  it('checks nothing without a provider (production without a real one): 404, nothing recorded', async () => {
    const lee = await signUp(t);
    const none = createVerification({ db: t.db, clock: t.clock });
    const holder = { firstname: 'Lee', lastname: 'Citizen', dateOfBirth: '1990-05-17' };
    await expect(
      none.verifyByLicence(lee.customerId, holder, { licenceNumber: sandboxLicences.matches, state: 'NSW' }),
    ).rejects.toMatchObject({ code: 'not_found' });
    expect(await rowOf(lee.customerId)).toBeUndefined();
  });

  it('refuses a visitor, a bad state or number, and hostile bodies with a 4xx in the envelope, changing nothing', async () => {
    const kim = await signUp(t);
    const visitor = await t.app.inject({ method: 'POST', url, payload: { licence_number: '10000001', state: 'NSW' } });
    expect(visitor.statusCode).toBe(401);
    for (const payload of [
      { licence_number: '10000001', state: 'XX' },
      { licence_number: '1', state: 'NSW' },
      { licence_number: '1000 0001; drop', state: 'NSW' },
      { licence_number: '10000001', state: 'NSW', card_number: 'x'.repeat(40) },
      { state: 'NSW' },
    ]) {
      expectRefusedInEnvelope(await check(kim, payload), JSON.stringify(payload));
    }
    for (const { kind, contentType, payload } of hostileBodies({ licence_number: '10000001', state: 'NSW' })) {
      const res = (await t.app.inject({
        method: 'POST',
        url,
        headers: { ...kim.auth, 'content-type': contentType },
        payload,
      })) as LightMyRequestResponse;
      expectRefusedInEnvelope(res, kind);
    }
    expect(await rowOf(kim.customerId)).toBeUndefined();
  });
});
