import type { ConsoleLottoPartyGroup, ConsoleLottoPartySession, LottoPartySession } from '@drawline/contracts';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, type CartTestApp, createCartTestApp, firstDraw } from '../../../tests/cart-helpers';
import { testDbKind } from '../../../tests/helpers';
import { captureLog, probeStaffCalls } from '../../../tests/hostile-helpers';
import { signUp } from '../../../tests/identity-helpers';
import { STAFF_TEST_AUTH_SECRET, type StaffTestApp, signInStaff } from '../../../tests/staff-helpers';
import { createSecrets } from '../../modules/credentials';
import { seedDemoStaff } from '../../modules/staff';

/**
 * The console's lotto party calls (issue 26, decision 424): support and content editors list every
 * group, support reads a group's sessions, a content editor hides an offensive name (audited, gone
 * from discover and its invite link, kept by its members); other roles and customers are refused.
 */
let t: CartTestApp;
const log = captureLog();
const staffApp = () => t as unknown as StaffTestApp;
beforeAll(async () => {
  t = await createCartTestApp({
    config: { authSecret: STAFF_TEST_AUTH_SECRET, rateLimitPerMinute: 1_000_000, logLevel: 'info' },
    logStream: log.stream,
  });
  await seedDemoStaff(t.db, t.clock, createSecrets(STAFF_TEST_AUTH_SECRET));
});
afterAll(() => t.close());

const resultOf = <T>(res: LightMyRequestResponse): T => {
  expect(res.statusCode, res.body.slice(0, 400)).toBe(200);
  return res.json().result as T;
};

describe(`the console's lotto party groups (${testDbKind()})`, () => {
  it('lists groups to support, hides an offensive name by a content editor, audited, and refuses the rest', async () => {
    const org = await signUp(t);
    const group = resultOf<{ groupId: string; inviteToken: string }>(
      await as(t, org).post('/social/v3/group', { group_name: 'Rude Name Club', publicity_status: 'public' }),
    );
    resultOf<LottoPartySession>(
      await as(t, org).post('/social/v3/session', {
        group_id: group.groupId,
        draw_id: firstDraw(t, 'powerball2018').drawId,
        share_price: { amount: 300 },
        shares_total: 5,
      }),
    );
    const support = await signInStaff(staffApp(), 'support');
    const groups = resultOf<ConsoleLottoPartyGroup[]>(
      await t.app.inject({ method: 'GET', url: '/staff/api/lotto-party/groups', headers: support.auth }),
    );
    expect(groups.find((g) => g.groupId === group.groupId)).toMatchObject({
      groupName: 'Rude Name Club',
      members: 1,
      sessions: 1,
      hidden: false,
    });
    const sessions = resultOf<ConsoleLottoPartySession[]>(
      await t.app.inject({
        method: 'GET',
        url: `/staff/api/lotto-party/groups/${group.groupId}/sessions`,
        headers: support.auth,
      }),
    );
    expect(sessions).toEqual([
      expect.objectContaining({
        status: 'open',
        sharesSold: 0,
        gamesBought: 0,
        refunded: { amount: 0, currency: 'AUD' },
      }),
    ]);
    const hide = (auth: Record<string, string>, groupId = group.groupId, payload: object = { hidden: true }) =>
      t.app.inject({ method: 'POST', url: `/staff/api/lotto-party/groups/${groupId}/hidden`, headers: auth, payload });

    // Support reads but cannot hide; a customer and a visitor are refused; an unknown group is 404.
    expect((await hide(support.auth)).statusCode).toBe(403);
    expect((await hide(org.auth)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/staff/api/lotto-party/groups' })).statusCode).toBe(401);
    const editor = await signInStaff(staffApp(), 'content_editor');
    expect((await hide(editor.auth, 'no-such-group')).statusCode).toBe(404);
    expect((await hide(editor.auth, group.groupId, { hidden: 'yes' })).statusCode).toBe(400);

    const stranger = await signUp(t);
    const discovered = async () =>
      resultOf<LottoPartySession[]>(await as(t, stranger).get('/social/v3/session/discover')).map((s) => s.groupId);
    expect(await discovered()).toContain(group.groupId);
    expect(resultOf(await hide(editor.auth))).toEqual({ groupId: group.groupId, hidden: true });
    expect(resultOf(await hide(editor.auth))).toEqual({ groupId: group.groupId, hidden: true });
    expect(await discovered()).not.toContain(group.groupId);
    expect((await as(t, stranger).get(`/social/v3/group/token/${group.inviteToken}`)).statusCode).toBe(404);
    // Its organiser still has it.
    expect((await as(t, org).get(`/social/v3/group/${group.groupId}`)).statusCode).toBe(200);

    const audit = (await t.db.execute(
      sql`select action, before, after from audit_log where subject_type = 'lotto_party_group' and subject_id = ${group.groupId} order by seq`,
    )) as unknown as { rows: { action: string; before: unknown; after: unknown }[] };
    expect(audit.rows).toEqual([
      {
        action: 'lotto_party_group.hide',
        before: { hidden: false, groupName: 'Rude Name Club' },
        after: { hidden: true, groupName: 'Rude Name Club' },
      },
    ]);
    expect(resultOf(await hide(editor.auth, group.groupId, { hidden: false }))).toEqual({
      groupId: group.groupId,
      hidden: false,
    });
    expect(await discovered()).toContain(group.groupId);
  });

  it('refuses hostile calls in the envelope, changing nothing', async () => {
    const org = await signUp(t);
    const group = resultOf<{ groupId: string }>(
      await as(t, org).post('/social/v3/group', { group_name: 'Probe Club' }),
    );
    const { unrefused, tokens } = await probeStaffCalls(
      staffApp(),
      [
        { method: 'GET', url: '/staff/api/lotto-party/groups', roles: ['support', 'administrator', 'content_editor'] },
        {
          method: 'GET',
          url: '/staff/api/lotto-party/groups/{groupId}/sessions',
          params: { groupId: group.groupId },
          roles: ['support', 'administrator'],
        },
        {
          method: 'POST',
          url: '/staff/api/lotto-party/groups/{groupId}/hidden',
          params: { groupId: group.groupId },
          body: { hidden: true },
          roles: ['content_editor'],
        },
      ],
      org,
    );
    expect(unrefused).toEqual([]);
    log.expectNothingPersonal([...tokens, org.email, org.accessToken, org.refreshToken]);
  });
});
