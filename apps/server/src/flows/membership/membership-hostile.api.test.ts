import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, visitor } from '../../../tests/cart-helpers';
import {
  captureLog,
  databaseDigest,
  expectRefusedInEnvelope,
  HUGE_STRING,
  hostileBodies,
  hostileParams,
} from '../../../tests/hostile-helpers';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn, signUp } from '../../../tests/identity-helpers';
import { createGiveaway } from './create-giveaway';

/**
 * Every membership call of the rewards base as an attacker sends it (issue 27), on both databases:
 * NUL bytes, lone surrogates, huge strings, JSON nested past the limit, form and text bodies,
 * hostile ids and queries, a forged, altered, expired or reused benefits link. Each is a 4xx in the
 * envelope, nothing changes, and the log holds no email, token or link.
 */
let t: IdentityTestApp;
const log = captureLog();
const MINUTE = 60_000;

beforeAll(async () => {
  // The recurring engine on, so the premium tier is sold and its bodies are probed too (decision 456).
  t = await createIdentityTestApp({
    config: { logLevel: 'info', shopEngines: { recurringPurchases: true, lottoParty: false } },
    logStream: log.stream,
  });
});
afterAll(() => t.close());

const send = (who: SignedIn, method: 'PUT' | 'GET', url: string, payload?: string, contentType?: string) =>
  t.app.inject({
    method,
    url,
    headers: { ...who.auth, version: '3.2', ...(contentType ? { 'content-type': contentType } : {}) },
    payload,
  });

async function member(): Promise<SignedIn> {
  const who = await signUp(t);
  await t.db.transaction((tx) =>
    t.app.wallet.depositToWallet(tx, {
      customerId: who.customerId,
      amount: { amount: 1_000, currency: 'AUD' },
      gateway: 'sandbox',
      reference: crypto.randomUUID(),
    }),
  );
  const joined = await send(
    who,
    'PUT',
    '/rewards/membership',
    JSON.stringify({ membership_program: 'daily_winners', membership_status: 'member' }),
    'application/json',
  );
  expect(joined.statusCode, joined.body).toBe(200);
  return who;
}

describe('the membership calls under hostile input', () => {
  it('refuse hostile bodies, ids, queries and benefits links in the envelope, change nothing and log no secret', async () => {
    const now = t.clock.now().getTime();
    const monthly = await createGiveaway(t.app.membershipProgram, {
      type: 'monthly',
      title: 'Monthly',
      openAt: new Date(now - MINUTE),
      closeAt: new Date(now + 60 * MINUTE),
      prize: { kind: 'credit', amount: 1_000, currency: 'AUD', name: '$10' },
    });
    const who = await member();
    const other = await signUp(t);
    // The member's entries written, and one benefits link used, before the database is fingerprinted.
    await as(t, who).get('/rewards/v3/customer');
    const link = (await as(t, who).get('/rewards/v3/benefits')).json().result.ssoUrl as string;
    // The link leads to the benefits page (decision 526), which opens it as the sso call does.
    expect(new URL(link).pathname).toBe('/daily-winners/benefits');
    const usedPath = `/rewards/v3/benefits/sso${new URL(link).search}`;
    expect((await visitor(t).get(usedPath)).statusCode).toBe(200);
    const fresh = (await as(t, who).get('/rewards/v3/benefits')).json().result.ssoUrl as string;
    const token = new URL(fresh).searchParams.get('token') as string;
    const before = await databaseDigest(t.db);

    const joinBody = { membership_program: 'daily_winners', membership_status: 'member', metadata: { source: 'web' } };
    for (const body of hostileBodies(joinBody)) {
      expectRefusedInEnvelope(
        await send(other, 'PUT', '/rewards/membership', body.payload, body.contentType),
        `join: ${body.kind}`,
      );
    }
    // A member who could pay the premium month: every hostile upgrade is refused, nothing charged.
    for (const body of hostileBodies({ ...joinBody, membership_tier: 'premium' })) {
      expectRefusedInEnvelope(
        await send(who, 'PUT', '/rewards/membership', body.payload, body.contentType),
        `premium: ${body.kind}`,
      );
    }
    for (const body of hostileBodies({ entry_status: 'unlocked' })) {
      const res = await send(who, 'PUT', `/rewards/v3/draws/${monthly.id}`, body.payload, body.contentType);
      expectRefusedInEnvelope(res, `unlock: ${body.kind}`);
    }
    const unlock = JSON.stringify({ entry_status: 'unlocked' });
    for (const id of hostileParams) {
      const label = id.slice(0, 20);
      expectRefusedInEnvelope(await send(who, 'PUT', `/rewards/v3/draws/${id}`, unlock, 'application/json'), label);
      expectRefusedInEnvelope(await as(t, who).get(`/rewards/v3/giveaways/daily/${id}`), `giveaway ${label}`);
      expectRefusedInEnvelope(await as(t, who).get(`/rewards/v3/giveaways/${id}/1`), `type ${label}`);
      expectRefusedInEnvelope(await visitor(t).get(`/rewards/v3/giveaways/monthly/${id}/verification`), label);
      expectRefusedInEnvelope(await as(t, who).get(`/rewards/v3/draws?status=${id}`), `list ${label}`);
      expectRefusedInEnvelope(await as(t, who).get(`/rewards/v3/draws?offset=${id}`), `offset ${label}`);
    }
    // Other customers: a non-member unlocks nothing, and an unknown or closed-off tier is refused.
    expectRefusedInEnvelope(
      await send(other, 'PUT', `/rewards/v3/draws/${monthly.id}`, unlock, 'application/json'),
      'other',
    );
    expectRefusedInEnvelope(
      await send(
        other,
        'PUT',
        '/rewards/membership',
        JSON.stringify({ ...joinBody, membership_tier: 'platinum' }),
        'application/json',
      ),
      'unknown tier',
    );
    expectRefusedInEnvelope(await as(t, other).get('/rewards/v3/benefits'), 'benefits of a non-member');

    // Benefits links: used twice, forged, altered, huge, NUL, or expired.
    const forged = `${token.slice(0, -4)}${token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    for (const [label, value] of [
      ['used twice', new URL(link).searchParams.get('token') as string],
      ['forged', forged],
      ['made up', 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6IngiLCJleHAiOjl9.c2lnbmF0dXJl'],
      ['huge', HUGE_STRING.slice(0, 5_000)],
      ['NUL', 'ab%00cd'],
      ['lone surrogate', 'ab%ED%A0%80'],
    ] as const) {
      const url = `/rewards/v3/benefits/sso?token=${label === 'NUL' || label === 'lone surrogate' ? value : encodeURIComponent(value)}`;
      expectRefusedInEnvelope(await visitor(t).get(url), `link ${label}`);
    }
    t.clock.advance(6 * MINUTE);
    const expired = await visitor(t).get(`/rewards/v3/benefits/sso?token=${encodeURIComponent(token)}`);
    expectRefusedInEnvelope(expired, 'expired link');
    expect(expired.json().error.code).toBe('token_expired');
    t.clock.advance(-6 * MINUTE);

    expect(await databaseDigest(t.db)).toEqual(before);
    log.expectNothingPersonal([
      who.email,
      other.email,
      who.accessToken,
      other.accessToken,
      token,
      new URL(link).searchParams.get('token') as string,
    ]);
  });
});
