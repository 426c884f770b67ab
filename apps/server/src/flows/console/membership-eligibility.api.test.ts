import type { ConsoleProgramSettings } from '@drawline/contracts';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../../../tests/helpers';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn, signUp } from '../../../tests/identity-helpers';
import { STAFF_TEST_AUTH_SECRET, type StaffTestApp, signInStaff } from '../../../tests/staff-helpers';
import { createSecrets } from '../../modules/credentials';
import { seedDemoStaff } from '../../modules/staff';
import { createGiveaway } from '../membership/create-giveaway';

/**
 * Daily Winners eligibility by pricing id and segment (issue 27): a content editor sets them on the
 * program's settings (audited), GET /v4/config answers them, GET /v3/customer says a customer outside
 * them is ineligible and PUT /membership refuses them in the envelope with nothing changed.
 */
let t: IdentityTestApp;
const staffApp = () => t as unknown as StaffTestApp;

beforeAll(async () => {
  t = await createIdentityTestApp({
    at: '2026-03-02T01:00:00Z',
    config: { authSecret: STAFF_TEST_AUTH_SECRET, rateLimitPerMinute: 1_000_000 },
  });
  await seedDemoStaff(t.db, t.clock, createSecrets(STAFF_TEST_AUTH_SECRET));
});
afterAll(() => t.close());

const resultOf = <T>(res: LightMyRequestResponse): T => {
  expect(res.statusCode, res.body.slice(0, 400)).toBe(200);
  return res.json().result as T;
};

async function depositor(): Promise<SignedIn> {
  const who = await signUp(t);
  await t.db.transaction((tx) =>
    t.app.wallet.depositToWallet(tx, {
      customerId: who.customerId,
      amount: { amount: 2_000, currency: 'AUD' },
      gateway: 'sandbox',
      reference: crypto.randomUUID(),
    }),
  );
  return who;
}
const join = (who: SignedIn) =>
  t.app.inject({
    method: 'PUT',
    url: '/rewards/membership',
    headers: { ...who.auth, version: '3.2' },
    payload: { membership_program: 'daily_winners', membership_status: 'member', metadata: {} },
  });
const membershipOf = async (who: SignedIn) =>
  resultOf<{ membershipStatus: string; eligibility: string; ineligibleReason: string | null }>(
    await t.app.inject({ method: 'GET', url: '/rewards/v3/customer', headers: who.auth }),
  );
const place = (who: SignedIn, column: 'pricing_id' | 'segment_name', value: string) =>
  t.db.execute(
    column === 'pricing_id'
      ? sql`update customers set pricing_id = ${value} where id = ${who.customerId}`
      : sql`update customers set segment_name = ${value} where id = ${who.customerId}`,
  );

describe(`Daily Winners eligibility by pricing id and segment (${testDbKind()})`, () => {
  it('is set by a content editor, answered in the config and enforced by PUT /membership', async () => {
    const editor = await signInStaff(staffApp(), 'content_editor');
    const settings = (payload?: object) =>
      t.app.inject({
        method: payload ? 'PUT' : 'GET',
        url: '/staff/api/membership/settings',
        headers: editor.auth,
        ...(payload ? { payload } : {}),
      });
    const first = resultOf<ConsoleProgramSettings>(await settings());
    expect(first.settings.eligiblePricingIds).toEqual([]);
    const outsider = await depositor();
    const vip = await depositor();
    await place(vip, 'pricing_id', 'vip');

    const words = { ...first.settings, eligiblePricingIds: ['vip'] };
    expect(resultOf<ConsoleProgramSettings>(await settings(words)).settings.eligiblePricingIds).toEqual(['vip']);
    const config = resultOf<{ eligiblePricingIds: string[]; eligibleSegments: string[] }>(
      await t.app.inject({ method: 'GET', url: '/rewards/v4/config', headers: outsider.auth }),
    );
    expect(config.eligiblePricingIds).toEqual(['vip']);
    expect(config.eligibleSegments).toEqual([]);

    expect(await membershipOf(outsider)).toMatchObject({ eligibility: 'ineligible', ineligibleReason: 'pricing' });
    const refused = await join(outsider);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBeTruthy();
    expect(await membershipOf(outsider)).toMatchObject({ membershipStatus: 'non-member' });
    expect(await membershipOf(vip)).toMatchObject({ eligibility: 'eligible', ineligibleReason: null });
    expect((await join(vip)).statusCode).toBe(200);

    // Segments narrow it further: a vip customer outside the segments is refused too.
    resultOf(await settings({ ...words, eligibleSegments: ['gold'] }));
    const vipElsewhere = await depositor();
    await place(vipElsewhere, 'pricing_id', 'vip');
    expect(await membershipOf(vipElsewhere)).toMatchObject({ eligibility: 'ineligible', ineligibleReason: 'segment' });
    expect((await join(vipElsewhere)).statusCode).toBe(422);
    await place(vipElsewhere, 'segment_name', 'gold');
    expect((await join(vipElsewhere)).statusCode).toBe(200);

    const audit = (await t.db.execute(
      sql`select after from audit_log where subject_type = 'membership_program' order by seq`,
    )) as unknown as { rows: { after: { eligiblePricingIds: string[]; eligibleSegments: string[] } }[] };
    expect(audit.rows.map((r) => [r.after.eligiblePricingIds, r.after.eligibleSegments])).toEqual([
      [['vip'], []],
      [['vip'], ['gold']],
    ]);

    // Empty lists let everyone in again.
    resultOf(await settings({ ...words, eligiblePricingIds: [], eligibleSegments: [] }));
    expect((await join(outsider)).statusCode).toBe(200);
  });

  it('writes the entries per tier a content editor sets, from then on, and answers them in the config', async () => {
    const editor = await signInStaff(staffApp(), 'content_editor');
    const url = '/staff/api/membership/settings';
    const { settings } = resultOf<ConsoleProgramSettings>(
      await t.app.inject({ method: 'GET', url, headers: editor.auth }),
    );
    expect(settings.entriesPerTier?.free.daily).toBe(1);
    const now = t.clock.now().getTime();
    const daily = await createGiveaway(t.app.membershipProgram, {
      type: 'daily',
      title: 'Daily $5',
      openAt: new Date(now - 60_000),
      closeAt: new Date(now + 3_600_000),
      prize: { kind: 'credit', amount: 500, currency: 'AUD', name: '$5 wallet credit' },
    });
    const entriesOf = async (who: SignedIn) =>
      resultOf<{ membershipEntries: { drawId: string; numberOfEntriesText: string }[] }>(
        await t.app.inject({ method: 'GET', url: '/rewards/v3/customer', headers: who.auth }),
      ).membershipEntries.find((e) => e.drawId === daily.id)?.numberOfEntriesText;
    const before = await depositor();
    expect((await join(before)).statusCode).toBe(200);
    expect(await entriesOf(before)).toBe('1 entry');

    const table = { ...settings.entriesPerTier, free: { ...settings.entriesPerTier?.free, daily: 3 } };
    resultOf(
      await t.app.inject({ method: 'PUT', url, headers: editor.auth, payload: { ...settings, entriesPerTier: table } }),
    );
    const config = resultOf<{ membershipTiers: { key: string; entriesPerGiveaway: Record<string, number> }[] }>(
      await t.app.inject({ method: 'GET', url: '/rewards/v4/config', headers: before.auth }),
    );
    expect(config.membershipTiers.find((x) => x.key === 'free')?.entriesPerGiveaway.daily).toBe(3);
    const after = await depositor();
    expect((await join(after)).statusCode).toBe(200);
    expect(await entriesOf(after)).toBe('3 entries');
    // Raised for the member already in (entries are written up, never down).
    expect(await entriesOf(before)).toBe('3 entries');
    for (const bad of [
      { ...table, free: { ...table.free, daily: 0 } },
      { ...table, free: { ...table.free, daily: 1.5 } },
      { free: table.free },
    ]) {
      const res = await t.app.inject({
        method: 'PUT',
        url,
        headers: editor.auth,
        payload: { ...settings, entriesPerTier: bad },
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it('refuses bad lists with nothing saved', async () => {
    const editor = await signInStaff(staffApp(), 'content_editor');
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/staff/api/membership/settings', headers: editor.auth, payload });
    const { settings } = resultOf<ConsoleProgramSettings>(
      await t.app.inject({ method: 'GET', url: '/staff/api/membership/settings', headers: editor.auth }),
    );
    for (const bad of [
      { eligiblePricingIds: ['a b'] },
      { eligiblePricingIds: ['vip\u0000'] },
      { eligibleSegments: Array.from({ length: 21 }, (_, i) => `s${i}`) },
      { eligibleSegments: ['x'.repeat(65)] },
      { eligiblePricingIds: 'vip' },
    ]) {
      const res = await put({ ...settings, ...bad });
      expect(res.statusCode, JSON.stringify(bad).slice(0, 60)).toBe(400);
    }
    const after = resultOf<ConsoleProgramSettings>(
      await t.app.inject({ method: 'GET', url: '/staff/api/membership/settings', headers: editor.auth }),
    );
    expect(after.settings).toEqual(settings);
  });
});
