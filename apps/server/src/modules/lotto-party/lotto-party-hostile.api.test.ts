import type { LottoPartyGroup, LottoPartySession } from '@drawline/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, type CartTestApp, createCartTestApp, firstDraw } from '../../../tests/cart-helpers';
import { testDbKind } from '../../../tests/helpers';
import {
  captureLog,
  databaseDigest,
  expectRefusedInEnvelope,
  hostileBodies,
  hostileParams,
} from '../../../tests/hostile-helpers';
import { type SignedIn, signUp } from '../../../tests/identity-helpers';

/**
 * The lotto party calls as an attacker sends them (issue 26 "Bad input"; decisions 387, 392): NUL
 * bytes, lone surrogates, a 10,000-character or blank group name, share prices of zero, below zero,
 * fractional cents or huge, made-up tokens and ids, and another customer's group, session and order.
 * Each is a 4xx in the envelope, nothing in the database changes, and the log holds no email or token.
 */
let t: CartTestApp;
let org: SignedIn;
let other: SignedIn;
let group: LottoPartyGroup;
let session: LottoPartySession;
const log = captureLog();

beforeAll(async () => {
  t = await createCartTestApp({ config: { logLevel: 'info', rateLimitPerMinute: 1_000_000 }, logStream: log.stream });
  [org, other] = [await signUp(t), await signUp(t)];
  group = (await as(t, org).post('/social/v3/group', { group_name: `Hostile Test ${testDbKind()}` })).json().result;
  session = (
    await as(t, org).post('/social/v3/session', {
      group_id: group.groupId,
      draw_id: firstDraw(t, 'powerball2018').drawId,
      share_price: { amount: 500 },
      shares_total: 10,
    })
  ).json().result;
});
afterAll(() => t.close());

const send = (who: SignedIn, method: 'POST' | 'PUT', url: string, payload: string, contentType: string) =>
  t.app.inject({ method, url, headers: { ...who.auth, 'content-type': contentType }, payload });
const refused = (res: LightMyRequestResponse, label: string) => expectRefusedInEnvelope(res, label);

describe(`the lotto party calls under hostile input (${testDbKind()})`, () => {
  it('refuses bad group names and bad sessions in the envelope and changes nothing', async () => {
    expect(group.groupId).toBeTruthy();
    expect(session.sessionId).toBeTruthy();
    const before = await databaseDigest(t.db);
    const names = [
      'x'.repeat(10_000),
      '          ',
      '',
      'ab',
      'tab\there\u0007bell',
      'a\u202Eb\u0000c',
      42,
      null,
      ['a'],
    ];
    for (const name of names) {
      refused(await as(t, org).post('/social/v3/group', { group_name: name }), `name ${String(name).slice(0, 20)}`);
    }
    refused(
      await as(t, org).post('/social/v3/group', { group_name: 'Fine Name', publicity_status: 'secret' }),
      'publicity',
    );
    const newSession = (overrides: Record<string, unknown>) =>
      as(t, org).post('/social/v3/session', {
        group_id: group.groupId,
        draw_id: firstDraw(t, 'powerball2018').drawId,
        share_price: { amount: 500 },
        shares_total: 10,
        ...overrides,
      });
    const badSessions: Record<string, unknown>[] = [
      { share_price: { amount: 0 } },
      { share_price: { amount: -500 } },
      { share_price: { amount: 500.5 } },
      { share_price: { amount: 99 } },
      { share_price: { amount: 1e15 } },
      { share_price: { amount: '500' } },
      { share_price: 500 },
      { share_price: null },
      { shares_total: 0 },
      { shares_total: 1 },
      { shares_total: 2.5 },
      { shares_total: 1_000_000 },
      { autosession_status: 'sometimes' },
      { group_id: 'no-such-group-id-at-all' },
      { group_id: '../../etc/passwd' },
      { draw_id: 'x'.repeat(10_000) },
    ];
    for (const bad of badSessions) refused(await newSession(bad), `session ${JSON.stringify(bad).slice(0, 40)}`);
    expect(await databaseDigest(t.db)).toEqual(before);
  });

  it('refuses hostile bodies, hostile ids and made-up tokens, and another customer’s things are 404', async () => {
    const before = await databaseDigest(t.db);
    const calls = [
      { method: 'POST' as const, url: '/social/v3/group', valid: { group_name: 'Hostile Body Group' } },
      {
        method: 'POST' as const,
        url: '/social/v3/session',
        valid: { group_id: group.groupId, draw_id: firstDraw(t, 'powerball2018').drawId, shares_total: 4 },
      },
      {
        method: 'PUT' as const,
        url: `/social/v3/session/${session.sessionId}`,
        valid: { autosession_status: 'bogus' },
      },
    ];
    for (const call of calls) {
      for (const body of hostileBodies(call.valid)) {
        refused(await send(org, call.method, call.url, body.payload, body.contentType), `${call.url}: ${body.kind}`);
      }
    }
    for (const id of [...hostileParams, 'A'.repeat(32), 'short']) {
      for (const url of [
        `/social/v3/group/${id}`,
        `/social/v3/group/token/${id}`,
        `/social/v3/group/${id}/session`,
        `/social/v3/session/${id}`,
        `/social/v3/orders/${id}`,
        `/social/v3/orders/social_syndicate_session/${id}`,
      ]) {
        refused(await as(t, other).get(url), `${url.slice(0, 60)}`);
      }
    }
    // Another customer: the private group, its sessions and the organiser's session change are not theirs.
    for (const url of [
      `/social/v3/group/${group.groupId}`,
      `/social/v3/group/${group.groupId}/session`,
      `/social/v3/group/${group.groupId}/session/open`,
      `/social/v3/session/${session.sessionId}`,
      `/social/v3/orders/social_syndicate_session/${session.sessionId}`,
    ]) {
      const res = await as(t, other).get(url);
      expect(res.statusCode, url).toBe(404);
      refused(res, url);
    }
    refused(await as(t, other).put(`/social/v3/session/${session.sessionId}`, { autosession_status: 'off' }), 'put');
    refused(
      await as(t, other).post('/social/v3/session', {
        group_id: group.groupId,
        draw_id: 'x',
        share_price: { amount: 500 },
        shares_total: 4,
      }),
      'session in their group',
    );
    for (const query of ['limit=0', 'limit=-1', 'limit=1.5', 'limit=99999999999', 'offset=-1', 'status=everything']) {
      refused(await as(t, other).get(`/social/v3/orders?${query}`), query);
    }
    expect(await databaseDigest(t.db)).toEqual(before);
    log.expectNothingPersonal([
      org.email,
      other.email,
      org.accessToken,
      other.accessToken,
      group.inviteToken ?? 'none',
    ]);
  });
});
