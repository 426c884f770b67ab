import { isPortRefusal, type PlatformPort } from '@drawline/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CartTestApp, createCartTestApp } from '../../tests/cart-helpers';
import { type SignedIn, signUp } from '../../tests/identity-helpers';
import { pagePortProbe, sent } from '../../tests/page-port-helpers';
import { depositTo } from '../../tests/premium-helpers';
import { createGiveaway } from '../flows/membership/create-giveaway';

/**
 * The membership calls of the pages' port (decision 428) answer and refuse what their rewards
 * calls answer and refuse the same viewer, envelope for envelope: a visitor, hostile ids and
 * numbers, an unknown giveaway, a second join, a benefits link used twice or forged; a refused
 * call changes nothing.
 */
let t: CartTestApp;
let member: SignedIn;
let other: SignedIn;
let giveawayId: string;
let giveawayNumber: number;
const probe = pagePortProbe();
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createCartTestApp({ beforeReady: probe.beforeReady });
  member = await signUp(t);
  other = await signUp(t);
  const program = t.app.membershipProgram;
  const now = program.clock.now().getTime();
  const made = await createGiveaway(program, {
    type: 'monthly',
    title: 'Monthly test',
    openAt: new Date(now - MINUTE),
    closeAt: new Date(now + 60 * MINUTE),
    prize: { kind: 'credit', amount: 1_000, currency: 'AUD', name: '$10 credit' },
  });
  giveawayId = made.id;
  giveawayNumber = made.number;
});
afterAll(() => t.close());

const portFor = (who?: SignedIn): Promise<PlatformPort> => probe.portFor(t.app, { accessToken: who?.accessToken });

function http(method: 'GET' | 'PUT', url: string, who?: SignedIn, payload?: unknown, version?: string) {
  const headers = { ...(who ? who.auth : {}), ...(version ? { version } : {}) };
  return t.app.inject({ method, url, headers, payload: payload as object }) as Promise<LightMyRequestResponse>;
}

async function sameRefusal(
  call: (port: PlatformPort) => Promise<unknown>,
  res: LightMyRequestResponse,
  who?: SignedIn,
) {
  const error = await call(await portFor(who)).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isPortRefusal(error)) throw new Error(`expected a refusal, got ${String(error)}`);
  expect({ status: error.status, body: sent(error.envelope) }).toEqual({ status: res.statusCode, body: res.json() });
  return error.status;
}

describe('the membership calls of the pages port', () => {
  it('refuse a visitor as the rewards calls do, but the public verification', async () => {
    expect(await sameRefusal((p) => p.membershipConfig(), await http('GET', '/rewards/v4/config'))).toBe(401);
    expect(await sameRefusal((p) => p.customerMembership(), await http('GET', '/rewards/v3/customer'))).toBe(401);
    expect(await sameRefusal((p) => p.giveaways(), await http('GET', '/rewards/v3/draws'))).toBe(401);
    expect(
      await sameRefusal(
        (p) => p.joinMembership(),
        await http(
          'PUT',
          '/rewards/membership',
          undefined,
          { membership_program: 'daily_winners', membership_status: 'member' },
          '3.2',
        ),
      ),
    ).toBe(401);
    const url = `/rewards/v3/giveaways/monthly/${giveawayNumber}/verification`;
    expect(sent(await (await portFor()).giveawayVerification('monthly', giveawayNumber))).toEqual(
      (await http('GET', url)).json().result,
    );
  });

  it('answer a customer what the rewards calls answer, and join and unlock as they do', async () => {
    const port = await portFor(member);
    const joined = await port.joinMembership();
    expect(joined.membershipStatus).toBe('pending-deposit');
    expect(sent(await port.customerMembership())).toEqual(
      (await http('GET', '/rewards/v3/customer', member)).json().result,
    );
    expect(sent(await port.membershipConfig())).toEqual(
      (await http('GET', '/rewards/v4/config', member)).json().result,
    );
    const list = (await http('GET', '/rewards/v3/draws?status=current&limit=9&offset=0', member)).json();
    expect(sent(await port.giveaways({ status: 'current' }))).toEqual({ items: list.result, pageInfo: list.pageInfo });
    expect(sent(await port.giveaway('monthly', giveawayNumber))).toEqual(
      (await http('GET', `/rewards/v3/giveaways/monthly/${giveawayNumber}`, member)).json().result,
    );
    // Joining twice: 409, nothing changed.
    const before = sent(await port.customerMembership());
    const again = await http(
      'PUT',
      '/rewards/membership',
      member,
      { membership_program: 'daily_winners', membership_status: 'member' },
      '3.2',
    );
    expect(await sameRefusal((p) => p.joinMembership(), again, member)).toBe(409);
    expect(sent(await port.customerMembership())).toEqual(before);
    // Not a member yet (no deposit): unlocking is refused as the call refuses it.
    const unlock = await http('PUT', `/rewards/v3/draws/${giveawayId}`, member, { entry_status: 'unlocked' });
    expect(await sameRefusal((p) => p.unlockGiveawayEntry(giveawayId), unlock, member)).toBe(403);
  });

  it('give a member a link to the benefits page and open it once, as the benefits calls do (decision 526)', async () => {
    const who = await signUp(t);
    await depositTo(t, who, 1_000);
    const port = await portFor(who);
    expect((await port.joinMembership()).membershipStatus).toBe('member');
    const link = new URL((await port.benefitsLink()).ssoUrl);
    expect(link.pathname).toBe('/daily-winners/benefits');
    const token = link.searchParams.get('token') as string;
    // Whoever holds the link opens it (the token is the key): the member's tier and what it gives now.
    const opened = await (await portFor()).openBenefits(token);
    expect(opened).toMatchObject({ membershipProgram: 'daily_winners', membershipTier: 'free', tierName: 'Free' });
    expect(opened.benefits).toContain('1 entry in every daily giveaway');
    expect(opened.benefits).toContain('1 entry in every monthly giveaway, once you unlock it');
    // Used once: refused as the sso call refuses it, and a forged one too.
    const sso = (value: string) => http('GET', `/rewards/v3/benefits/sso?token=${encodeURIComponent(value)}`);
    expect(await sameRefusal((p) => p.openBenefits(token), await sso(token))).toBe(400);
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await sameRefusal((p) => p.openBenefits(forged), await sso(forged))).toBe(400);
    // A NUL byte: the HTTP guard refuses it before the call, the port as a link that is not valid.
    const nul = await (await portFor()).openBenefits('a\u0000b').then(
      () => 200,
      (e: unknown) => (isPortRefusal(e) ? e.status : 500),
    );
    expect(nul).toBe(400);
    expect((await sso('a\u0000b')).statusCode).toBe(400);
    // A fresh link opened by the call answers what the port answered.
    const fresh = new URL((await port.benefitsLink()).ssoUrl).searchParams.get('token') as string;
    expect((await sso(fresh)).json().result).toEqual(sent(opened));
    // Someone who is not a member gets no link, as the call refuses them.
    const refused = await http('GET', '/rewards/v3/benefits', other);
    expect(await sameRefusal((p) => p.benefitsLink(), refused, other)).toBe(403);
  });

  it('refuse hostile ids, numbers and types as the calls do, and change nothing', async () => {
    const port = await portFor(other);
    const before = sent(await port.customerMembership());
    for (const id of ['gw_\u0000x', '\ud800', 'x'.repeat(10_000), '../etc']) {
      const status = await port.unlockGiveawayEntry(id).then(
        () => 200,
        (e: unknown) => (isPortRefusal(e) ? e.status : 500),
      );
      expect(status, JSON.stringify(id.slice(0, 10))).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
    for (const [type, number] of [
      ['bogus', 1],
      ['daily', -1],
      ['daily', 99_999],
    ] as const) {
      const res = await http('GET', `/rewards/v3/giveaways/${type}/${number}`, other);
      expect(await sameRefusal((p) => p.giveaway(type, number), res, other)).toBeGreaterThanOrEqual(400);
      const check = await http('GET', `/rewards/v3/giveaways/${type}/${number}/verification`);
      expect(await sameRefusal((p) => p.giveawayVerification(type, number), check)).toBeGreaterThanOrEqual(400);
    }
    const unknown = await http('PUT', '/rewards/v3/draws/gw_nope', other, { entry_status: 'unlocked' });
    expect(await sameRefusal((p) => p.unlockGiveawayEntry('gw_nope'), unknown, other)).toBe(403);
    expect(sent(await port.customerMembership())).toEqual(before);
  });
});
