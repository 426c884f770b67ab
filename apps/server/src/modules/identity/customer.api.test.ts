import { ELEVATION_OTP_HEADER } from '@drawline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createIdentityTestApp,
  type IdentityTestApp,
  logIn,
  newEmail,
  type SignedIn,
  signUp,
} from '../../../tests/identity-helpers';

let t: IdentityTestApp;

beforeAll(async () => {
  t = await createIdentityTestApp();
});
afterAll(() => t.close());

/** Elevates the session with the emailed code, as the web's replay does. */
async function elevate(s: SignedIn): Promise<void> {
  const asked = await t.app.inject({ method: 'POST', url: '/v2/customer/details', headers: s.auth, payload: {} });
  expect(asked.statusCode).toBe(403);
  const code = await t.lastCode(s.email);
  const ok = await t.app.inject({
    method: 'POST',
    url: '/v2/customer/details',
    headers: { ...s.auth, [ELEVATION_OTP_HEADER]: code },
    payload: {},
  });
  expect(ok.statusCode).toBe(200);
}

/** A new customer whose session is elevated. */
async function elevateNew(): Promise<SignedIn> {
  const s = await signUp(t);
  await elevate(s);
  return s;
}

const get = (s: SignedIn, url: string) => t.app.inject({ method: 'GET', url, headers: s.auth });

describe('the customer', () => {
  it('answers every field the platform keeps so far', async () => {
    const s = await signUp(t);
    const me = (await get(s, '/v2/customer')).json().result;
    for (const key of [
      'customerId',
      'customerToken',
      'pricingId',
      'segmentName',
      'isAuthenticated',
      'isNewSignup',
      'balance',
      'availableFunds',
      'firstname',
      'lastname',
      'email',
      'forcePasswordChange',
      'addressConfirmationRequired',
      'emailAddressConfirmationRequired',
      'favouriteNumbers',
      'communicationPreferences',
      'marketingEmailSubscription',
      'atv',
    ]) {
      expect(me, key).toHaveProperty(key);
    }
    expect(me.availableFunds).toEqual({ amount: 0, currency: 'AUD' });
    expect(me.favouriteNumbers).toEqual([]);
  });

  it('reads and changes details (v3.2) with elevation; a new email counts once its owner confirms it', async () => {
    const s = await signUp(t);
    const details = await t.app.inject({
      method: 'GET',
      url: '/v2/customer/details',
      headers: { ...s.auth, version: '3.2' },
    });
    expect(details.json().result).toMatchObject({
      firstname: 'Jo',
      lastname: 'Citizen',
      email: s.email,
      dateOfBirth: '1990-05-17',
    });
    await elevate(s);
    const newAddress = newEmail('moved');
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/customer/details',
      headers: s.auth,
      payload: { lastname: 'Smith', email: newAddress, phone: '0412 345 678' },
    });
    expect(res.statusCode).toBe(200);
    // The address changes when the link sent to it is followed; until then the old one stays.
    expect(res.json().result).toMatchObject({ lastname: 'Smith', email: s.email, phone: '0412 345 678' });
    const sent = (await t.inbox(newAddress)).find((m) => m.subject === 'Confirm your new email address');
    const token = decodeURIComponent(/confirm-address\/([A-Za-z0-9_%-]+)/.exec(sent!.text)![1]!);
    const confirmed = await t.app.inject({
      method: 'PATCH',
      url: '/v2/customer/confirm-email-address',
      payload: { token },
    });
    expect(confirmed.json().result.emailAddressConfirmationRequired).toBe(false);
    const me = (await get(s, '/v2/customer')).json().result;
    expect(me.email).toBe(newAddress);
    expect(me.emailAddressConfirmationRequired).toBe(false);
    expect((await t.inbox(s.email)).some((m) => m.subject.includes('email address was changed'))).toBe(true);
    expect((await logIn(t, newAddress)).statusCode).toBe(200);
  });

  it('answers the same whether or not the new address is taken, and tells its owner instead', async () => {
    const taker = await elevateNew();
    const owner = await signUp(t);
    const free = newEmail('free');
    const toTaken = await t.app.inject({
      method: 'POST',
      url: '/v2/customer/details',
      headers: taker.auth,
      payload: { email: owner.email },
    });
    const toFree = await t.app.inject({
      method: 'POST',
      url: '/v2/customer/details',
      headers: taker.auth,
      payload: { email: free },
    });
    expect(toTaken.statusCode).toBe(200);
    expect(toTaken.json()).toEqual(toFree.json());
    expect(toTaken.json().result.email).toBe(taker.email);
    const notice = (await t.inbox(owner.email)).find((m) => m.subject.includes('already has an account'));
    expect(notice?.text).not.toContain(taker.email);
    expect(notice?.text).not.toContain('confirm-address');
    expect((await get(owner, '/v2/customer')).json().result.email).toBe(owner.email);
    expect((await get(taker, '/v2/customer')).json().result.email).toBe(taker.email);
  });

  it('limits email changes per customer, whatever the addresses', async () => {
    const s = await elevateNew();
    const owner = await signUp(t);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v2/customer/details',
        headers: s.auth,
        payload: { email: i % 2 ? owner.email : newEmail('many') },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // Other details still change.
    const name = await t.app.inject({
      method: 'POST',
      url: '/v2/customer/details',
      headers: s.auth,
      payload: { firstname: 'Alex' },
    });
    expect(name.statusCode).toBe(200);
  });

  it('keeps favourite numbers with the Numbers and Powerball keys as written', async () => {
    const s = await signUp(t);
    const favouriteNumbers = [{ lotteryKey: 'powerball2018', Numbers: [1, 7, 13, 22, 30, 31, 35], Powerball: [9] }];
    const res = await t.app.inject({
      method: 'PUT',
      url: '/v2/favourite-numbers',
      headers: s.auth,
      payload: {
        favourite_numbers: [{ lottery_key: 'powerball2018', Numbers: [1, 7, 13, 22, 30, 31, 35], Powerball: [9] }],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.favouriteNumbers).toEqual(favouriteNumbers);
    expect((await get(s, '/v2/customer')).json().result.favouriteNumbers).toEqual(favouriteNumbers);
  });
});

describe('confirmations', () => {
  it('confirms the email with the emailed link once; a link for an old address confirms nothing', async () => {
    const email = newEmail();
    const s = await signUp(t, email);
    const link = (await t.inbox(email))[0]!.text;
    const token = decodeURIComponent(/confirm-address\/([A-Za-z0-9_%-]+)/.exec(link)![1]!);
    const res = await t.app.inject({ method: 'PATCH', url: '/v2/customer/confirm-email-address', payload: { token } });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.emailAddressConfirmationRequired).toBe(false);
    expect((await get(s, '/v2/customer')).json().result.emailAddressConfirmationRequired).toBe(false);
    const again = await t.app.inject({
      method: 'PATCH',
      url: '/v2/customer/confirm-email-address',
      payload: { token },
    });
    expect(again.json().error.code).toBe('token_invalid');
  });

  it('does not confirm the old address with its link once the email has changed', async () => {
    const email = newEmail();
    const s = await signUp(t, email);
    const link = (await t.inbox(email))[0]!.text;
    const token = decodeURIComponent(/confirm-address\/([A-Za-z0-9_%-]+)/.exec(link)![1]!);
    await elevate(s);
    const moved = newEmail('new');
    await t.app.inject({ method: 'POST', url: '/v2/customer/details', headers: s.auth, payload: { email: moved } });
    const sent = (await t.inbox(moved)).find((m) => m.subject === 'Confirm your new email address');
    const change = decodeURIComponent(/confirm-address\/([A-Za-z0-9_%-]+)/.exec(sent!.text)![1]!);
    await t.app.inject({ method: 'PATCH', url: '/v2/customer/confirm-email-address', payload: { token: change } });
    const res = await t.app.inject({ method: 'PATCH', url: '/v2/customer/confirm-email-address', payload: { token } });
    expect(res.json().error.code).toBe('token_invalid');
    expect((await get(s, '/v2/customer')).json().result.email).toBe(moved);
  });

  it('emails a new confirmation link when asked without a token', async () => {
    const email = newEmail();
    const s = await signUp(t, email);
    const res = await t.app.inject({ method: 'PATCH', url: '/v2/customer/confirm-email-address', headers: s.auth });
    expect(res.json().result).toEqual({ emailAddressConfirmationRequired: true, linkSent: true });
    expect((await t.inbox(email)).filter((m) => m.text.includes('/my-account/confirm-address/'))).toHaveLength(2);
  });

  it('asks a customer without an address to confirm one, and a year after the last confirmation', async () => {
    const s = await signUp(t, newEmail(), { address: undefined });
    expect((await get(s, '/v2/customer')).json().result.addressConfirmationRequired).toBe(true);
    const none = await t.app.inject({ method: 'PATCH', url: '/v2/customer/confirm-address', headers: s.auth });
    expect(none.statusCode).toBe(400);
    const address = { address: '2 Pitt St', suburb: 'Sydney', state: 'NSW', postcode: '2000', country: 'au' };
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/v2/customer/confirm-address',
      headers: s.auth,
      payload: { address },
    });
    expect(res.json().result).toEqual({ addressConfirmationRequired: false });
    expect((await get(s, '/v2/customer')).json().result.address.country).toBe('AU');
    expect((await get(s, '/v2/customer')).json().result.addressConfirmationRequired).toBe(false);
    t.clock.advance(366 * 86_400_000);
    const fresh = (await logIn(t, s.email)).json().result;
    const later = await t.app.inject({
      method: 'GET',
      url: '/v2/customer',
      headers: { authorization: `Bearer ${fresh.accessToken}` },
    });
    expect(later.json().result.addressConfirmationRequired).toBe(true);
  });
});

describe('communication preferences', () => {
  it('reads and changes the channels signed in', async () => {
    const s = await signUp(t);
    const url = `/v2/customer/${s.customerId}/communication-preferences`;
    const before = await get(s, url);
    expect(before.json().result).toMatchObject({
      preferences: { email: false, phone: false, sms: false, directmail: false },
      features: { methodsEnabled: true, methods: ['email', 'phone', 'sms', 'directmail'] },
    });
    const res = await t.app.inject({
      method: 'PUT',
      url,
      headers: s.auth,
      payload: { preferences: { email: true, sms: true } },
    });
    expect(res.json().result.preferences).toEqual({ email: true, phone: false, sms: true, directmail: false });
    expect((await get(s, '/v2/customer')).json().result.marketingEmailSubscription).toEqual({ isSubscribed: true });
  });

  it('works without signing in through the signed link, and unsubscribes from one offer with reasons', async () => {
    const s = await signUp(t, newEmail(), { email_opt_in: true });
    const welcome = (await t.inbox(s.email))[0]!;
    const link = /communication-preferences\/([^?\s]+)\?token=([A-Za-z0-9_%-]+)/.exec(welcome.text)!;
    expect(decodeURIComponent(link[1]!)).toBe(s.customerId);
    const token = decodeURIComponent(link[2]!);
    const page = await t.app.inject({
      method: 'GET',
      url: `/v2/customer/${s.customerId}/communication-preferences?token=${token}`,
    });
    expect(page.statusCode).toBe(200);
    const unsub = await t.app.inject({
      method: 'PUT',
      url: `/v2/customer/${s.customerId}/communication-preferences/powerball?token=${token}`,
      payload: { preferences: { email: false }, unsubscribe_reasons: ['too_many_emails'] },
    });
    expect(unsub.statusCode).toBe(200);
    expect(unsub.json().result.productOffers).toEqual([{ productOfferKey: 'powerball', email: false }]);
    const noToken = await t.app.inject({
      method: 'GET',
      url: `/v2/customer/${s.customerId}/communication-preferences`,
    });
    expect(noToken.statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'GET',
      url: `/v2/customer/${s.customerId}/communication-preferences?token=${token.slice(0, -2)}xx`,
    });
    expect(forged.statusCode).toBe(404);
  });
});

describe('terms and closing the account', () => {
  it('records the accepted terms', async () => {
    const s = await signUp(t);
    const res = await t.app.inject({ method: 'POST', url: '/v2/customer/terms-and-conditions', headers: s.auth });
    expect(res.json().result.acceptedVersion).toBeTruthy();
    const me = (await get(s, '/v2/customer')).json().result;
    expect(me.termsAndConditions.acceptedVersion).toBe(me.termsAndConditions.currentVersion);
  });

  it('closes the account (form, elevated): every session ends and the email can sign up again', async () => {
    const email = newEmail();
    const s = await signUp(t, email);
    await elevate(s);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/v2/customer',
      headers: { ...s.auth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'reason=taking+a+break',
    });
    expect(res.statusCode).toBe(204);
    expect((await get(s, '/v2/customer')).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/v2/refresh', payload: { refresh_token: s.refreshToken } }))
        .statusCode,
    ).toBe(401);
    expect((await logIn(t, email)).statusCode).toBe(401);
    expect((await t.inbox(email)).some((m) => m.subject.includes('account is closed'))).toBe(true);
    const again = await signUp(t, email);
    expect(again.customerId).not.toBe(s.customerId);
  });
});

describe('one customer never reaches another', () => {
  it('answers every customer-scoped call about the caller only, and refuses the other {id}', async () => {
    const a = await signUp(t, newEmail('alice'));
    const b = await signUp(t, newEmail('bob'));
    await t.app.inject({
      method: 'PUT',
      url: '/v2/favourite-numbers',
      headers: a.auth,
      payload: { favourite_numbers: [{ lottery_key: 'ozlotto', Numbers: [1, 2, 3, 4, 5, 6, 7] }] },
    });
    const bAsA = { ...b.auth, 'customer-id': a.customerId };

    // Calls without an id act on the token's customer, whatever else the request says.
    expect((await t.app.inject({ method: 'GET', url: '/v2/customer', headers: bAsA })).json().result.customerId).toBe(
      b.customerId,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/v2/customer/details', headers: bAsA })).json().result.email,
    ).toBe(b.email);
    expect((await t.app.inject({ method: 'GET', url: '/v2/customer/two-factor-auth', headers: bAsA })).statusCode).toBe(
      200,
    );
    await t.app.inject({
      method: 'PUT',
      url: '/v2/favourite-numbers',
      headers: bAsA,
      payload: { customer_id: a.customerId, favourite_numbers: [] },
    });
    await t.app.inject({
      method: 'PATCH',
      url: '/v2/customer/confirm-address',
      headers: bAsA,
      payload: { customer_id: a.customerId },
    });
    await t.app.inject({
      method: 'POST',
      url: '/v2/customer/terms-and-conditions',
      headers: bAsA,
      payload: { customer_id: a.customerId },
    });
    await elevate(b);
    const details = await t.app.inject({
      method: 'POST',
      url: '/v2/customer/details',
      headers: bAsA,
      payload: { customer_id: a.customerId, firstname: 'Mallory' },
    });
    expect(details.json().result.email).toBe(b.email);

    // The {id} calls refuse another customer's id, signed in or with another customer's link token.
    const aPrefs = `/v2/customer/${a.customerId}/communication-preferences`;
    const bToken = await linkToken(b.email);
    for (const req of [
      { method: 'GET' as const, url: aPrefs, headers: b.auth },
      { method: 'GET' as const, url: `${aPrefs}?token=${bToken}` },
      { method: 'PUT' as const, url: aPrefs, headers: b.auth, payload: { preferences: { email: true } } },
      { method: 'PUT' as const, url: `${aPrefs}?token=${bToken}`, payload: { preferences: { email: true } } },
      {
        method: 'PUT' as const,
        url: `${aPrefs}/powerball`,
        headers: b.auth,
        payload: { preferences: { email: false } },
      },
      {
        method: 'PUT' as const,
        url: `${aPrefs}/powerball?token=${bToken}`,
        payload: { preferences: { email: false } },
      },
    ]) {
      const res = await t.app.inject(req);
      expect(res.statusCode, `${req.method} ${req.url}`).toBe(404);
    }

    const aNow = (await get(a, '/v2/customer')).json().result;
    expect(aNow.favouriteNumbers).toHaveLength(1);
    expect(aNow.firstname).toBe('Jo');
    expect(aNow.termsAndConditions.acceptedVersion).toBeNull();
    expect(aNow.communicationPreferences.email).toBe(false);
    const aPrefsNow = (await get(a, aPrefs)).json().result;
    expect(aPrefsNow.productOffers).toEqual([]);
  });
});

/** The preference-link token a customer's emails carry. */
async function linkToken(email: string): Promise<string> {
  const welcome = (await t.inbox(email))[0]!;
  return /communication-preferences\/[^?\s]+\?token=([A-Za-z0-9_%-]+)/.exec(welcome.text)![1]!;
}
