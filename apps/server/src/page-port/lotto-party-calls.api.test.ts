import {
  isPortRefusal,
  type LottoPartyGroup,
  type LottoPartyOrder,
  type LottoPartySession,
  type PlatformPort,
} from '@drawline/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, type CartTestApp, createCartTestApp, firstDraw } from '../../tests/cart-helpers';
import { testDbKind } from '../../tests/helpers';
import { type SignedIn, signUp } from '../../tests/identity-helpers';
import { pagePortProbe, sent } from '../../tests/page-port-helpers';

/**
 * The lotto party calls of the pages' port (decision 425) answer and refuse what their /social/v3
 * calls answer and refuse the same viewer, envelope for envelope: a visitor (empty lists, 401
 * otherwise), another customer's private group and session, hostile ids, tokens and bodies.
 */
let t: CartTestApp;
let org: SignedIn;
let friend: SignedIn;
let stranger: SignedIn;
let group: LottoPartyGroup;
let session: LottoPartySession;
const probe = pagePortProbe();
let n = 0;
const uniqueName = (base: string) => `${base} ${testDbKind()} ${++n}`;

const portFor = (who?: SignedIn): Promise<PlatformPort> => probe.portFor(t.app, { accessToken: who?.accessToken });

function http(method: 'GET' | 'POST' | 'PUT', url: string, who?: SignedIn, payload?: unknown) {
  const headers = who ? who.auth : {};
  return t.app.inject({ method, url, headers, payload: payload as object }) as Promise<LightMyRequestResponse>;
}
const resultOf = <T>(res: LightMyRequestResponse): T => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as T;
};
/** The HTTP list answer as the port gives it: the result and its pageInfo. */
const pageOf = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body).toBe(200);
  return { items: res.json().result, pageInfo: res.json().pageInfo };
};

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

beforeAll(async () => {
  t = await createCartTestApp({ beforeReady: probe.beforeReady, config: { rateLimitPerMinute: 1_000_000 } });
  [org, friend, stranger] = [await signUp(t), await signUp(t), await signUp(t)];
  group = resultOf(await as(t, org).post('/social/v3/group', { group_name: uniqueName('Port Party') }));
  session = resultOf(
    await as(t, org).post('/social/v3/session', {
      group_id: group.groupId,
      draw_id: firstDraw(t, 'powerball2018').drawId,
      share_price: { amount: 500 },
      shares_total: 10,
    }),
  );
});
afterAll(() => t.close());

describe(`the lotto party calls of the pages port (${testDbKind()})`, () => {
  it('answer a visitor empty lists and refuse every other call with 401, as the HTTP calls do', async () => {
    const visitor = await portFor();
    expect(sent(await visitor.lottoPartyGroups())).toEqual(pageOf(await http('GET', '/social/v3/group')));
    expect(sent(await visitor.lottoPartyOrders({ status: 'past_products' }))).toEqual(
      pageOf(await http('GET', '/social/v3/orders?status=past_products')),
    );
    expect(sent(await visitor.discoverLottoPartySessions())).toEqual(
      pageOf(await http('GET', '/social/v3/session/discover')),
    );
    expect(sent(await visitor.lottoPartyGroupSessions(group.groupId))).toEqual(
      pageOf(await http('GET', `/social/v3/group/${group.groupId}/session`)),
    );
    const refusals: [(p: PlatformPort) => Promise<unknown>, LightMyRequestResponse][] = [
      [(p) => p.lottoPartyConfig(), await http('GET', '/social/v3/config')],
      [(p) => p.lottoPartyGroup(group.groupId), await http('GET', `/social/v3/group/${group.groupId}`)],
      [(p) => p.lottoPartySession(session.sessionId), await http('GET', `/social/v3/session/${session.sessionId}`)],
      [
        (p) => p.joinLottoPartyGroup(String(group.inviteToken)),
        await http('GET', `/social/v3/group/token/${group.inviteToken}`),
      ],
      [
        (p) => p.createLottoPartyGroup({ groupName: 'x' }),
        await http('POST', '/social/v3/group', undefined, { group_name: 'x' }),
      ],
    ];
    for (const [call, res] of refusals) expect(await sameRefusal(call, res)).toBe(401);
  });

  it("answer the organiser's reads as the HTTP calls do", async () => {
    const port = await portFor(org);
    expect(sent(await port.lottoPartyConfig())).toEqual(resultOf(await http('GET', '/social/v3/config', org)));
    expect(sent(await port.lottoPartyConfig('powerball'))).toEqual(
      resultOf(await http('GET', '/social/v3/config/powerball', org)),
    );
    expect(sent(await port.lottoPartyGroups())).toEqual(pageOf(await http('GET', '/social/v3/group', org)));
    expect(sent(await port.lottoPartyGroup(group.groupId))).toEqual(
      resultOf(await http('GET', `/social/v3/group/${group.groupId}`, org)),
    );
    expect(sent(await port.lottoPartyGroupSessions(group.groupId, { openOnly: true }))).toEqual(
      pageOf(await http('GET', `/social/v3/group/${group.groupId}/session/open`, org)),
    );
    expect(sent(await port.lottoPartySession(session.sessionId))).toEqual(
      resultOf(await http('GET', `/social/v3/session/${session.sessionId}`, org)),
    );
    // The organiser holds no share of it yet: refused as the HTTP call refuses.
    const ordersUrl = `/social/v3/orders/social_syndicate_session/${session.sessionId}?show_details=true`;
    await sameRefusal(
      (p) => p.lottoPartySessionOrders(session.sessionId, { showDetails: 'true' }),
      await http('GET', ordersUrl, org),
      org,
    );
    expect(sent(await port.recommendedLottoPartySessions({ limit: '3' }))).toEqual(
      pageOf(await http('GET', '/social/v3/orders/recommended?limit=3', org)),
    );
    expect(sent(await port.discoverLottoPartySessions({ drawId: session.draws[0]?.drawId }))).toEqual(
      pageOf(await http('GET', `/social/v3/session/discover/draw/${session.draws[0]?.drawId}`, org)),
    );
    const orders = (await port.lottoPartyOrders()) as { items: LottoPartyOrder[] };
    expect(sent(orders)).toEqual(pageOf(await http('GET', '/social/v3/orders', org)));
  });

  it("refuse another customer's private group and session, and hostile input, envelope for envelope", async () => {
    const cases: [(p: PlatformPort) => Promise<unknown>, string][] = [
      [(p) => p.lottoPartyGroup(group.groupId), `/social/v3/group/${group.groupId}`],
      [(p) => p.lottoPartySession(session.sessionId), `/social/v3/session/${session.sessionId}`],
      [(p) => p.lottoPartyGroupSessions(group.groupId), `/social/v3/group/${group.groupId}/session`],
      [(p) => p.lottoPartyGroup('a\u0000b'), '/social/v3/group/a%00b'],
      [(p) => p.joinLottoPartyGroup('A'.repeat(32)), `/social/v3/group/token/${'A'.repeat(32)}`],
      [(p) => p.lottoPartyOrder('x'.repeat(5000)), `/social/v3/orders/${'x'.repeat(5000)}`],
      [(p) => p.lottoPartyGroups({ limit: '0' }), '/social/v3/group?limit=0'],
      [(p) => p.lottoPartyConfig('../etc'), '/social/v3/config/..%2Fetc'],
    ];
    for (const [call, url] of cases) {
      const status = await sameRefusal(call, await http('GET', url, stranger), stranger);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
    // A lone surrogate cannot be sent in a path (the HTTP call's url does not decode); the port refuses it as a body's.
    const surrogate = await (await portFor(stranger)).lottoPartyGroup('\uD800'.repeat(10)).catch((e: unknown) => e);
    expect(isPortRefusal(surrogate) && surrogate.status === 400 && surrogate.envelope.errors).toEqual({
      id: [expect.objectContaining({ code: 'invalid_characters' })],
    });
    const longName = { groupName: 'n'.repeat(10_000) };
    await sameRefusal(
      (p) => p.createLottoPartyGroup(longName),
      await http('POST', '/social/v3/group', stranger, { group_name: longName.groupName }),
      stranger,
    );
    const zeroPrice = {
      groupId: group.groupId,
      drawId: session.draws[0]?.drawId ?? '',
      sharePrice: { amount: 0 },
      sharesTotal: 10,
    };
    await sameRefusal(
      (p) => p.createLottoPartySession(zeroPrice),
      await http('POST', '/social/v3/session', org, {
        group_id: group.groupId,
        draw_id: zeroPrice.drawId,
        share_price: { amount: 0 },
        shares_total: 10,
      }),
      org,
    );
    await sameRefusal(
      (p) => p.updateLottoPartySession(session.sessionId, { autosessionStatus: 'paused' }),
      await http('PUT', `/social/v3/session/${session.sessionId}`, stranger, { autosession_status: 'paused' }),
      stranger,
    );
    // Nothing changed: the stranger is in no group, the session keeps its autosession.
    expect((await (await portFor(stranger)).lottoPartyGroups()).items).toEqual([]);
    expect((await (await portFor(org)).lottoPartySession(session.sessionId)).autosessionStatus).toBe('off');
  });

  it('joins by the invite link and creates and changes as the HTTP calls do', async () => {
    const port = await portFor(friend);
    const joined = await port.joinLottoPartyGroup(String(group.inviteToken));
    expect(joined).toMatchObject({ groupId: group.groupId, isMember: true, isOrganiser: false });
    expect(sent(joined)).toEqual(resultOf(await http('GET', `/social/v3/group/token/${group.inviteToken}`, friend)));
    expect((await port.lottoPartyGroups()).items.map((g) => g.groupId)).toContain(group.groupId);
    const made = await port.createLottoPartyGroup({ groupName: uniqueName('Port Made') });
    expect(made).toMatchObject({ isOrganiser: true, memberCount: 1 });
    const duplicate = { groupName: made.groupName };
    expect(
      await sameRefusal(
        (p) => p.createLottoPartyGroup(duplicate),
        await http('POST', '/social/v3/group', friend, { group_name: made.groupName }),
        friend,
      ),
    ).toBe(409);
    const opened = await port.createLottoPartySession({
      groupId: made.groupId,
      drawId: session.draws[0]?.drawId ?? '',
      sharePrice: { amount: 300 },
      sharesTotal: 5,
      autosessionStatus: 'on',
    });
    expect(opened).toMatchObject({ groupId: made.groupId, status: 'open', sharesTotal: 5, autosessionStatus: 'on' });
    const paused = await port.updateLottoPartySession(opened.sessionId, { autosessionStatus: 'paused' });
    expect(paused.autosessionStatus).toBe('paused');
    expect(sent(paused)).toEqual(resultOf(await http('GET', `/social/v3/session/${opened.sessionId}`, friend)));
  });
});
