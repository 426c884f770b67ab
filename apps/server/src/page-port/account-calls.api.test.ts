import { ELEVATION_OTP_HEADER, type PlatformPort } from '@drawline/contracts';
import { parseSetCookie } from 'cookie';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn, signUp } from '../../tests/identity-helpers';
import { pagePortProbe, refusalOf, sent } from '../../tests/page-port-helpers';
import { totp } from '../modules/credentials';

/**
 * The calls on the customer's own account both ways (issue 22, docs/decisions/326): a page
 * changing details, closing the account or setting up two-factor through the port gets what the
 * HTTP call gives, and a sensitive call asks the same elevation (403 REQUIRED, a wrong code
 * refused alike, a good code elevating the very session the HTTP calls then see elevated).
 */
let t: IdentityTestApp;
const probe = pagePortProbe();

beforeAll(async () => {
  t = await createIdentityTestApp({
    beforeReady: probe.beforeReady,
  });
});
afterAll(() => t.close());

function portOf(who?: SignedIn): Promise<PlatformPort> {
  return probe.portFor(t.app, { accessToken: who?.accessToken });
}

function call(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  who: SignedIn | null,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url: `/v2${url}`,
    headers: { ...(who ? who.auth : {}), ...headers },
    payload: payload as object,
  }) as Promise<LightMyRequestResponse>;
}

const answered = (res: LightMyRequestResponse) => ({ status: res.statusCode, body: res.json() });

/** An answer with the customer's own id and masked address named alike, to compare two customers' answers. */
function anyone(value: unknown, who: SignedIn): unknown {
  const text = JSON.stringify(value)
    .replaceAll(who.customerId, '<customer>')
    .replaceAll(who.email.split('@')[0] ?? '', '<identifier>');
  return JSON.parse(text);
}

describe('a sensitive call', () => {
  it('asks for the same elevation, refuses a wrong code alike, and a good code elevates the session', async () => {
    const who = await signUp(t);
    const port = await portOf(who);
    const change = { firstname: 'Joanne' };
    const overAsked = await call('POST', '/customer/details', who, change);
    expect(overAsked.statusCode).toBe(403);
    expect(await refusalOf(port.updateDetails(change, {}))).toEqual(answered(overAsked));

    const overWrong = await call('POST', '/customer/details', who, change, { [ELEVATION_OTP_HEADER]: '000001' });
    expect(await refusalOf(port.updateDetails(change, { elevationCode: '000001' }))).toEqual(answered(overWrong));

    const details = await port.updateDetails(change, { elevationCode: await t.lastCode(who.email) });
    expect(details.firstname).toBe('Joanne');
    // The port elevated the customer's own session: their HTTP call now passes without a code.
    const over = await call('POST', '/customer/details', who, { firstname: 'Jo' });
    expect(over.statusCode, over.body).toBe(200);
    expect({ ...(sent(details) as object), firstname: 'Jo' }).toEqual(over.json().result);
  });

  it('closes the account with the same cookies cleared, and its session ends', async () => {
    const overCustomer = await signUp(t);
    await call('DELETE', '/customer', overCustomer);
    const over = await call('DELETE', '/customer', overCustomer, undefined, {
      [ELEVATION_OTP_HEADER]: await t.lastCode(overCustomer.email),
    });
    expect(over.statusCode, over.body).toBe(204);

    const pageCustomer = await signUp(t);
    const port = await portOf(pageCustomer);
    await refusalOf(port.closeAccount({}, {}));
    const closed = await port.closeAccount(
      { reason: 'Taking a break' },
      { elevationCode: await t.lastCode(pageCustomer.email) },
    );
    const shapes = (lines: string[]) =>
      lines
        .map((line) => ({ ...parseSetCookie(line), expires: undefined }))
        .sort((a, b) => a.name.localeCompare(b.name));
    const header = over.headers['set-cookie'];
    expect(shapes(closed.setCookies)).toEqual(shapes(Array.isArray(header) ? header : header ? [header] : []));
    for (const { auth } of [overCustomer, pageCustomer]) {
      expect((await t.app.inject({ method: 'GET', url: '/v2/customer', headers: auth })).statusCode).toBe(401);
    }
  });

  it('refuses a visitor a password change alike', async () => {
    const over = await t.app.inject({
      method: 'POST',
      url: '/v2/customer/change-password',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'current_password=old-password-1&new_password=purple-kangaroo-lamp-43',
    });
    const paged = (await portOf()).changePassword(
      { currentPassword: 'old-password-1', newPassword: 'purple-kangaroo-lamp-43' },
      {},
    );
    expect(await refusalOf(paged)).toEqual(answered(over));
  });
});

describe('two-factor', () => {
  it('enrols an authenticator as the HTTP calls do, and turning it off asks for a code', async () => {
    const overCustomer = await signUp(t);
    const overBegin = await call('POST', '/customer/two-factor-auth/authenticator', overCustomer);
    const who = await signUp(t);
    const port = await portOf(who);
    const begun = await port.beginAuthenticator({});
    expect(Object.keys(begun).sort()).toEqual(Object.keys(overBegin.json().result).sort());

    const overWrong = await call('PUT', '/customer/two-factor-auth/authenticator', overCustomer, { code: '000001' });
    expect(await refusalOf(port.confirmAuthenticator('000001'))).toEqual(answered(overWrong));
    const config = await port.confirmAuthenticator(totp(begun.secret, t.clock.now()));
    const overConfirmed = await call('PUT', '/customer/two-factor-auth/authenticator', overCustomer, {
      code: totp(overBegin.json().result.secret, t.clock.now()),
    });
    expect(sent(config)).toEqual(overConfirmed.json().result);

    // Two-factor is on: changing or turning it off asks for the authenticator's code, alike.
    t.clock.advance(30_000);
    const later = await portOf(who);
    const overOff = await call('DELETE', '/customer/two-factor-auth', overCustomer);
    expect(anyone(await refusalOf(later.disableTwoFactor({})), who)).toEqual(anyone(answered(overOff), overCustomer));
    const overAgain = await call('POST', '/customer/two-factor-auth/email', overCustomer);
    expect(anyone(await refusalOf(later.beginEmailCodes({})), who)).toEqual(anyone(answered(overAgain), overCustomer));
    const off = await later.disableTwoFactor({ elevationCode: totp(begun.secret, t.clock.now()) });
    expect(off.enabled).toBe(false);
  });

  it('sends a code to the signed-in customer, and to a visitor refuses alike', async () => {
    const who = await signUp(t);
    const over = await call('POST', '/customer/two-factor-auth/send-code', who, {});
    t.clock.advance(120_000);
    expect(Object.keys(await (await portOf(who)).sendCode()).sort()).toEqual(Object.keys(over.json().result).sort());
    const visitor = await call('POST', '/customer/two-factor-auth/send-code', null, {});
    expect(await refusalOf((await portOf()).sendCode())).toEqual(answered(visitor));
  });
});

describe('confirmations and preferences', () => {
  it('confirms the address and the email as the signed-in customer alike', async () => {
    const overCustomer = await signUp(t);
    const who = await signUp(t);
    const port = await portOf(who);
    const overAddress = await call('PATCH', '/customer/confirm-address', overCustomer, {});
    expect(sent(await port.confirmAddress({}))).toEqual(overAddress.json().result);
    const overEmail = await call('PATCH', '/customer/confirm-email-address', overCustomer, {});
    expect(sent(await port.confirmEmail({}))).toEqual(overEmail.json().result);
    const badToken = await call('PATCH', '/customer/confirm-email-address', null, { token: 'made-up' });
    expect(await refusalOf((await portOf()).confirmEmail({ token: 'made-up' }))).toEqual(answered(badToken));
  });

  it("changes the customer's own preferences, and refuses another customer's alike", async () => {
    const overCustomer = await signUp(t);
    const who = await signUp(t);
    const port = await portOf(who);
    const preferences = { email: false };
    const over = await call('PUT', `/customer/${overCustomer.customerId}/communication-preferences`, overCustomer, {
      preferences,
    });
    expect(over.statusCode, over.body).toBe(200);
    expect(anyone(await port.updateCommunicationPreferences(who.customerId, { preferences }), who)).toEqual(
      anyone(over.json().result, overCustomer),
    );
    const stranger = await call('PUT', `/customer/${who.customerId}/communication-preferences`, overCustomer, {
      preferences,
    });
    expect(
      await refusalOf((await portOf(overCustomer)).updateCommunicationPreferences(who.customerId, { preferences })),
    ).toEqual(answered(stranger));
  });
});
