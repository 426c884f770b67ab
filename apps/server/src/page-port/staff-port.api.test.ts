import type { StaffPort } from '@drawline/contracts';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../../tests/helpers';
import { type IdentityTestApp, signUp } from '../../tests/identity-helpers';
import { refusalOf, sent } from '../../tests/page-port-helpers';
import { codeFor, createStaffTestApp, demoStaffOf, type StaffTestApp, signInStaff } from '../../tests/staff-helpers';
import { cryptoRandom } from '../lib/random';

/**
 * The staff port both ways (issue 22, docs/decisions/333): the console's calls through the port
 * answer what the staff API answers over HTTP, refuse what it refuses (no staff session, a role
 * that may not) envelope for envelope, write the same audit row, and a staff money call's key is
 * the same key either way.
 */
let t: StaffTestApp;
let seen: FastifyRequest | undefined;

beforeAll(async () => {
  t = await createStaffTestApp({
    config: { balanceCorrectionApprovalAbove: 10_000 },
    beforeReady: (app) => {
      app.get('/staff-port-probe', { schema: { hide: true } }, async (request, reply) => {
        seen = request;
        return reply.status(204).send();
      });
    },
  });
});
afterAll(() => t.close());

/** The staff port as a console page request holding this staff token (none: nobody signed in). */
async function portFor(token?: string): Promise<StaffPort> {
  await t.app.inject({ method: 'GET', url: '/staff-port-probe' });
  if (!seen) throw new Error('The probe page was not asked.');
  return t.app.staffPorts(seen)(token);
}

const http = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/staff/api${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe(`the staff port and the staff API agree (${testDbKind()})`, () => {
  it('signs in in two steps, and the session it opens is the one HTTP sees', async () => {
    const member = demoStaffOf('finance');
    const port = await portFor();
    t.clock.advance(30_000);
    const wrong = { email: member.email, password: 'not-the-password' };
    const refusedHttp = await http('POST', '/session', undefined, wrong);
    expect(await refusalOf(port.startSignIn(wrong))).toEqual({
      status: refusedHttp.statusCode,
      body: refusedHttp.json(),
    });

    const challenge = await port.startSignIn({ email: member.email, password: member.password });
    expect(challenge.enrolment).toBeNull();
    const wrongCode = { challengeToken: challenge.challengeToken, code: '000000' };
    const wrongHttp = await http('POST', '/session/two-factor', undefined, {
      challenge_token: challenge.challengeToken,
      code: '000000',
    });
    expect(wrongHttp.statusCode).toBeGreaterThanOrEqual(400);
    expect(await refusalOf(port.completeSignIn(wrongCode))).toEqual({
      status: wrongHttp.statusCode,
      body: wrongHttp.json(),
    });
    const session = await port.completeSignIn({
      challengeToken: challenge.challengeToken,
      code: codeFor(t, member.totpSecret),
    });
    const me = await http('GET', '/me', session.token);
    expect(me.statusCode).toBe(200);
    expect(sent(await (await portFor(session.token)).me())).toEqual(me.json().result);

    await (await portFor(session.token)).signOut();
    expect((await http('GET', '/me', session.token)).statusCode).toBe(401);
  });

  it('refuses without a staff session, with a customer token and for a role that may not, as HTTP does', async () => {
    const support = await signInStaff(t, 'support');
    const customer = await signUp(t as unknown as IdentityTestApp);
    const asked: [StaffPort, string | undefined][] = [
      [await portFor(), undefined],
      [await portFor(customer.accessToken), customer.accessToken],
      [await portFor(support.token), support.token],
    ];
    for (const [port, token] of asked) {
      const held = await http('GET', '/prizes/held', token);
      expect(await refusalOf(port.heldPrizes())).toEqual({ status: held.statusCode, body: held.json() });
      const release = await http('POST', '/prizes/some-prize/release', token);
      expect(await refusalOf(port.releasePrize('some-prize'))).toEqual({
        status: release.statusCode,
        body: release.json(),
      });
      const banner = await http('PUT', '/sitewide-banners/NSW', token, { text: 'no' });
      expect(await refusalOf(port.setSitewideBanner('NSW', { text: 'no' }))).toEqual({
        status: banner.statusCode,
        body: banner.json(),
      });
    }
    expect((await http('GET', '/prizes/held', support.token)).statusCode).toBe(403);
  });

  it('answers the reads as HTTP does', async () => {
    const admin = await signInStaff(t, 'administrator');
    const port = await portFor(admin.token);
    expect(sent(await port.dashboard())).toEqual((await http('GET', '/dashboard', admin.token)).json().result);
    expect(sent(await port.staffMembers())).toEqual((await http('GET', '/staff-members', admin.token)).json().result);
    const audit = (await http('GET', '/audit?limit=5&offset=0', admin.token)).json();
    expect(sent(await port.audit({ limit: 5, offset: 0 }))).toEqual({ items: audit.result, pageInfo: audit.pageInfo });
  });

  it('writes the audit row of a staff action as HTTP does, with the member and the address', async () => {
    const editor = await signInStaff(t, 'content_editor');
    const overHttp = await http('PUT', '/sitewide-banners/VIC', editor.token, { text: 'Over HTTP' });
    expect(overHttp.statusCode).toBe(200);
    const byPort = await (await portFor(editor.token)).setSitewideBanner('VIC', { text: 'Through the port' });
    expect(sent(byPort)).toEqual({ ...overHttp.json().result, text: 'Through the port' });

    const { entries } = await t.app.audit.listAudit({ limit: 2, offset: 0, action: 'sitewide_banner' });
    expect(entries).toHaveLength(2);
    const [portRow, httpRow] = entries;
    expect(portRow).toMatchObject({ staffId: editor.member.id, action: httpRow?.action, subjectId: 'VIC' });
    expect(portRow?.address).toBe(httpRow?.address);
    expect(portRow?.after).toMatchObject({ text: 'Through the port' });
    expect(portRow?.before).toMatchObject({ text: 'Over HTTP' });
  });

  it('runs a balance correction once per key, whichever way the retry comes', async () => {
    const finance = await signInStaff(t, 'finance');
    const customer = await signUp(t as unknown as IdentityTestApp);
    const key = cryptoRandom.uuid();
    const body = { amount: 25_00, reason: 'Goodwill for a lost ticket' };
    const first = await t.app.inject({
      method: 'POST',
      url: `/staff/api/customers/${customer.customerId}/balance-corrections`,
      headers: { authorization: `Bearer ${finance.token}`, 'idempotency-key': key },
      payload: body,
    });
    expect(first.statusCode).toBe(200);
    const port = await portFor(finance.token);
    const retried = await port.requestBalanceCorrection(customer.customerId, body, { idempotencyKey: key });
    expect(sent(retried)).toEqual(first.json().result);
    const other = await refusalOf(
      port.requestBalanceCorrection(customer.customerId, { ...body, amount: 30_00 }, { idempotencyKey: key }),
    );
    expect(other.status).toBe(422);
    const profile = await port.consoleCustomer(customer.customerId);
    expect(sent(profile)).toEqual(
      (await http('GET', `/customers/${customer.customerId}`, finance.token)).json().result,
    );
    expect(profile.corrections.filter((c) => c.reason === body.reason)).toHaveLength(1);
  });
});
