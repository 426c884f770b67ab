import type {
  ConsoleGiveaway,
  ConsoleGiveawayDraw,
  ConsoleGiveawayPayout,
  ConsoleProgramSettings,
} from '@drawline/contracts';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../../../tests/helpers';
import { captureLog, probeStaffCalls } from '../../../tests/hostile-helpers';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn, signUp } from '../../../tests/identity-helpers';
import { STAFF_TEST_AUTH_SECRET, type StaffTestApp, signInStaff } from '../../../tests/staff-helpers';
import { createSecrets } from '../../modules/credentials';
import { seedDemoStaff } from '../../modules/staff';
import { drawDueGiveaways } from '../membership/draw-giveaways';

/**
 * The console's Daily Winners calls (issue 27, decision 460): a content editor makes a giveaway
 * with its prize and pictures and changes how it is shown, each audited with the change; a draw
 * operator reads its entries and its draw (commitment, then seed and winners); finance reads the
 * prizes paid. Every other role, a customer and hostile input are refused with nothing changed.
 */
let t: IdentityTestApp;
const MINUTE = 60_000;
const log = captureLog();
const staffApp = () => t as unknown as StaffTestApp;

beforeAll(async () => {
  t = await createIdentityTestApp({
    at: '2026-03-02T01:00:00Z',
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

function request(over: Record<string, unknown> = {}) {
  const now = t.clock.now().getTime();
  return {
    type: 'daily',
    title: 'Console daily $5',
    description: 'Five dollars to one member.',
    imageMobile: '/images/giveaways/daily-mobile.webp',
    imageDesktop: '',
    openAt: new Date(now - MINUTE).toISOString(),
    closeAt: new Date(now + 30 * MINUTE).toISOString(),
    prizeKind: 'credit',
    prizeName: '$5 wallet credit',
    prizeAmount: 500,
    winnersCount: 1,
    ...over,
  };
}

async function member(): Promise<SignedIn> {
  const who = await signUp(t);
  await t.db.transaction((tx) =>
    t.app.wallet.depositToWallet(tx, {
      customerId: who.customerId,
      amount: { amount: 2_000, currency: 'AUD' },
      gateway: 'sandbox',
      reference: crypto.randomUUID(),
    }),
  );
  const joined = await t.app.inject({
    method: 'PUT',
    url: '/rewards/membership',
    headers: { ...who.auth, version: '3.2' },
    payload: { membership_program: 'daily_winners', membership_status: 'member', metadata: {} },
  });
  expect(joined.statusCode, joined.body).toBe(200);
  return who;
}

const auditOf = async (giveawayId: string) =>
  (
    (await t.db.execute(
      sql`select action from audit_log where subject_type = 'giveaway' and subject_id = ${giveawayId} order by seq`,
    )) as unknown as { rows: { action: string }[] }
  ).rows.map((r) => r.action);

describe(`the console's giveaways (${testDbKind()})`, () => {
  it('lets a content editor make and edit a giveaway, a draw operator read its draw and finance its payout', async () => {
    const editor = await signInStaff(staffApp(), 'content_editor');
    const first = await signInStaff(staffApp(), 'draw_operator');
    const call = (auth: Record<string, string>, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      t.app.inject({ method, url: `/staff/api${url}`, headers: auth, ...(payload ? { payload } : {}) });

    const made = resultOf<ConsoleGiveaway>(await call(editor.auth, 'POST', '/giveaways', request()));
    expect(made).toMatchObject({
      type: 'daily',
      status: 'open',
      prizeAmount: { amount: 500, currency: 'AUD' },
      images: { mobile: '/images/giveaways/daily-mobile.webp', desktop: '' },
    });
    expect(await auditOf(made.giveawayId)).toEqual(['giveaway.create']);

    const edited = resultOf<ConsoleGiveaway>(
      await call(editor.auth, 'PUT', `/giveaways/${made.giveawayId}`, {
        title: 'Console daily $5 (edited)',
        description: 'Five dollars.',
        imageMobile: '/cms/files/abc',
        imageDesktop: '/cms/files/abc',
      }),
    );
    expect(edited).toMatchObject({ title: 'Console daily $5 (edited)', prizeAmount: { amount: 500 } });
    expect(await auditOf(made.giveawayId)).toEqual(['giveaway.create', 'giveaway.edit']);

    const winner = await member();
    const before = resultOf<ConsoleGiveawayDraw>(await call(first.auth, 'GET', `/giveaways/${made.giveawayId}/draw`));
    expect(before.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(before.seed).toBeNull();
    expect(before.winners).toEqual([]);

    // The job writes the members' entries while it is open, and draws it once past its close.
    await drawDueGiveaways(t.app.membershipProgram);
    t.clock.set(new Date(Date.parse(made.closeAt) + MINUTE));
    // Staff sessions are short: the half hour gone, the operator and finance sign in again.
    const operator = await signInStaff(staffApp(), 'draw_operator');
    const finance = await signInStaff(staffApp(), 'finance');
    const editorAgain = await signInStaff(staffApp(), 'content_editor');
    const run = await drawDueGiveaways(t.app.membershipProgram);
    expect(run.drawn).toContain(made.giveawayId);
    const after = resultOf<ConsoleGiveawayDraw>(await call(operator.auth, 'GET', `/giveaways/${made.giveawayId}/draw`));
    expect(after.giveaway.status).toBe('drawn');
    expect(after.entries).toContainEqual({ customerId: winner.customerId, status: 'guaranteed', count: 1 });
    expect(after.seed).toMatch(/^[0-9a-f]+$/);
    expect(after.winners).toHaveLength(1);
    expect(after.ticketsCount).toBe(after.entries.reduce((n, e) => n + e.count, 0));

    const payouts = resultOf<ConsoleGiveawayPayout[]>(await call(finance.auth, 'GET', '/giveaways/payouts'));
    expect(payouts.filter((p) => p.giveawayId === made.giveawayId)).toEqual([
      expect.objectContaining({ slot: 1, status: 'paid', amount: { amount: 500, currency: 'AUD' } }),
    ]);

    // A drawn giveaway is kept as drawn; finance and support cannot make one; a draw operator cannot edit.
    const late = await call(editorAgain.auth, 'PUT', `/giveaways/${made.giveawayId}`, {
      title: 'Changed',
      description: '',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('conflict');
    expect((await call(finance.auth, 'POST', '/giveaways', request())).statusCode).toBe(403);
    expect(
      (await call(operator.auth, 'PUT', `/giveaways/${made.giveawayId}`, { title: 'No', description: '' })).statusCode,
    ).toBe(403);
    expect((await call(editorAgain.auth, 'GET', `/giveaways/${made.giveawayId}/draw`)).statusCode).toBe(403);
    expect((await call(operator.auth, 'GET', '/giveaways/payouts')).statusCode).toBe(403);
    expect(await auditOf(made.giveawayId)).toEqual(['giveaway.create', 'giveaway.edit']);
  });

  it('refuses a giveaway that closes in the past, a bad prize and an unknown giveaway, changing nothing', async () => {
    const editor = await signInStaff(staffApp(), 'content_editor');
    const count = async () =>
      Number(
        ((await t.db.execute(sql`select count(*)::int as n from giveaways`)) as unknown as { rows: { n: number }[] })
          .rows[0]?.n,
      );
    const before = await count();
    const post = (over: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/staff/api/giveaways', headers: editor.auth, payload: request(over) });
    const now = t.clock.now().getTime();
    const past = await post({
      openAt: new Date(now - 60 * MINUTE).toISOString(),
      closeAt: new Date(now - MINUTE).toISOString(),
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().error.code).toBe('unprocessable');
    for (const bad of [
      { prizeKind: 'goods', prizeAmount: 500 },
      { prizeKind: 'credit', prizeAmount: 0 },
      { prizeAmount: 12.5 },
      { prizeAmount: -1 },
      { winnersCount: 0 },
      { type: 'weekly' },
      { title: 'Bad\u0000title' },
      { title: 'x'.repeat(10_000) },
      { imageMobile: 'https://elsewhere.example/x.png' },
      { closeAt: request().openAt },
      { extra: true },
    ]) {
      const res = await post(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().error.code).toMatch(/^(validation_failed|bad_request)$/);
    }
    expect(await count()).toBe(before);
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/staff/api/giveaways/gw_nothing',
      headers: editor.auth,
      payload: { title: 'Nothing here', description: '' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("lets a content editor set the program's words, audited, and members read them in the config", async () => {
    const editor = await signInStaff(staffApp(), 'content_editor');
    const settings = (auth: Record<string, string>, payload?: object) =>
      t.app.inject({
        method: payload ? 'PUT' : 'GET',
        url: '/staff/api/membership/settings',
        headers: auth,
        ...(payload ? { payload } : {}),
      });
    const first = resultOf<ConsoleProgramSettings>(await settings(editor.auth));
    expect(first.updatedAt).toBeNull();
    expect(first.settings.programName).toBe('Daily Winners');
    const words = {
      ...first.settings,
      programName: 'Winners Every Day',
      premiumTierName: 'Gold',
      faqs: [{ question: 'When is the draw?', answer: 'At the giveaway close, every time.' }],
    };
    const saved = resultOf<ConsoleProgramSettings>(await settings(editor.auth, words));
    expect(saved.settings).toEqual(words);
    expect(saved.updatedAt).not.toBeNull();
    const config = resultOf<{ programName: string; membershipTiers: { key: string; name: string }[]; FAQs: unknown[] }>(
      await t.app.inject({ method: 'GET', url: '/rewards/v4/config', headers: (await signUp(t)).auth }),
    );
    expect(config.programName).toBe('Winners Every Day');
    expect(config.membershipTiers.find((x) => x.key === 'premium')?.name).toBe('Gold');
    expect(config.FAQs).toEqual(words.faqs);
    const audit = (await t.db.execute(
      sql`select action, before, after from audit_log where subject_type = 'membership_program' order by seq`,
    )) as unknown as { rows: { action: string; before: unknown; after: unknown }[] };
    expect(audit.rows).toEqual([{ action: 'membership_program.settings', before: null, after: words }]);

    for (const bad of [
      { programName: 'Bad\u0000name' },
      { titleContent: 'x'.repeat(10_000) },
      { faqs: Array.from({ length: 9 }, () => ({ question: 'A question?', answer: 'An answer.' })) },
      { programName: '   ' },
      { entriesPerTier: 5 },
    ]) {
      const res = await settings(editor.auth, { ...words, ...bad });
      expect(res.statusCode, JSON.stringify(bad).slice(0, 80)).toBe(400);
    }
    const support = await signInStaff(staffApp(), 'support');
    expect((await settings(support.auth, words)).statusCode).toBe(403);
    expect((await settings(support.auth)).statusCode).toBe(403);
    expect(audit.rows).toHaveLength(1);
    expect(resultOf<ConsoleProgramSettings>(await settings(editor.auth)).settings).toEqual(words);
  });

  it('refuses hostile calls in the envelope, changing nothing', async () => {
    const editor = await signInStaff(staffApp(), 'content_editor');
    const made = resultOf<ConsoleGiveaway>(
      await t.app.inject({ method: 'POST', url: '/staff/api/giveaways', headers: editor.auth, payload: request() }),
    );
    const customer = await signUp(t);
    const params = { giveawayId: made.giveawayId };
    const { unrefused, tokens } = await probeStaffCalls(
      staffApp(),
      [
        { method: 'GET', url: '/staff/api/giveaways/{giveawayId}', params, roles: ['content_editor', 'draw_operator'] },
        { method: 'GET', url: '/staff/api/giveaways/{giveawayId}/draw', params, roles: ['draw_operator'] },
        { method: 'GET', url: '/staff/api/giveaways/payouts', roles: ['finance'] },
        { method: 'GET', url: '/staff/api/giveaways/billing', roles: ['finance', 'administrator'] },
        { method: 'POST', url: '/staff/api/giveaways', body: request(), roles: ['content_editor'] },
        { method: 'GET', url: '/staff/api/membership/settings', roles: ['content_editor'] },
        {
          method: 'PUT',
          url: '/staff/api/membership/settings',
          body: {
            programName: 'Hostile program',
            titleContent: 'Hostile title',
            optInTitle: 'Join',
            optInText: 'Join us now',
            disclaimerText: 'Over 18 only',
            freeTierName: 'Free',
            freeTierDescription: 'Free entries',
            premiumTierName: 'Premium',
            premiumTierDescription: 'More entries',
            faqs: [],
          },
          roles: ['content_editor'],
        },
        {
          method: 'PUT',
          url: '/staff/api/giveaways/{giveawayId}',
          params,
          body: { title: 'Hostile title', description: '' },
          roles: ['content_editor'],
        },
      ],
      customer,
    );
    expect(unrefused).toEqual([]);
    log.expectNothingPersonal([...tokens, customer.email, customer.accessToken, customer.refreshToken]);
  });
});
