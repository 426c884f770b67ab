import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type RafflePublicData, verifyRaffle } from '@drawline/contracts/raffle-draw';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signInAgain, visitor } from '../../../tests/cart-helpers';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn, signUp } from '../../../tests/identity-helpers';
import { checkLedgerIntegrity } from '../../modules/wallet';
import { createGiveaway, type GiveawayInput } from './create-giveaway';
import { drawDueGiveaways } from './draw-giveaways';
import type { MembershipFlowDeps } from './membership-flow.deps';

/**
 * The membership program through its calls (issue 27; docs/decisions/395-399), on both databases:
 * joining, the first deposit, entries per tier, unlocking, and a giveaway drawn by the raffle's
 * commit-reveal and paid once whatever the job does.
 */
let t: IdentityTestApp;
const START = '2026-03-02T01:00:00Z';
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createIdentityTestApp({ at: START });
});
afterAll(() => t.close());

const program = () => t.app.membershipProgram;
const join = (who: SignedIn, body: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'PUT',
    url: '/rewards/membership',
    headers: { ...who.auth, version: '3.2' },
    payload: { membership_program: 'daily_winners', membership_status: 'member', metadata: { source: 'web' }, ...body },
  });
const membershipOf = async (who: SignedIn) => {
  const res = await as(t, who).get('/rewards/v3/customer');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
};

async function deposit(who: SignedIn, cents: number, reference = crypto.randomUUID()) {
  await t.db.transaction((tx) =>
    t.app.wallet.depositToWallet(tx, {
      customerId: who.customerId,
      amount: { amount: cents, currency: 'AUD' },
      gateway: 'sandbox',
      reference,
    }),
  );
}

function giveaway(over: Partial<GiveawayInput> = {}): GiveawayInput {
  const now = t.clock.now().getTime();
  return {
    type: 'daily',
    title: 'Daily $50',
    openAt: new Date(now - MINUTE),
    closeAt: new Date(now + 30 * MINUTE),
    prize: { kind: 'credit', amount: 5_000, currency: 'AUD', name: '$50 wallet credit' },
    ...over,
  };
}

async function member(): Promise<SignedIn> {
  const who = await signUp(t);
  await deposit(who, 2_000);
  expect((await join(who)).statusCode).toBe(200);
  return who;
}

/** The amounts of the prize journals booked for a giveaway. */
async function prizeJournals(giveawayId: string): Promise<number[]> {
  const res = (await t.db.execute(
    sql`select (metadata->>'slot')::int as slot from ledger_journals where reference like ${`giveaway:${giveawayId}:%`}`,
  )) as unknown as { rows: { slot: number }[] };
  const amounts = await t.db.execute(
    sql`select p.amount::bigint as amount from ledger_postings p join ledger_journals j on j.id = p.journal_id
        where j.reference like ${`giveaway:${giveawayId}:%`} and p.amount > 0`,
  );
  expect(res.rows.length).toBe((amounts as unknown as { rows: unknown[] }).rows.length);
  return (amounts as unknown as { rows: { amount: string | number }[] }).rows.map((r) => Number(r.amount));
}

async function cashOf(who: SignedIn): Promise<number> {
  const funds = await t.app.wallet.getFunds(who.customerId, 'AUD');
  return funds.balance.amount;
}

describe('joining the program', () => {
  it('makes a customer without a deposit pending-deposit until the first deposit, then a member', async () => {
    const who = await signUp(t);
    expect((await membershipOf(who)).membershipStatus).toBe('non-member');
    const res = await join(who);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ membershipStatus: 'pending-deposit', membershipTier: 'free' });
    expect((await membershipOf(who)).membershipStatus).toBe('pending-deposit');
    await deposit(who, 1_000);
    expect(await membershipOf(who)).toMatchObject({ membershipStatus: 'member', eligibility: 'eligible' });
  });

  it('refuses a second join in the envelope and changes nothing', async () => {
    const who = await member();
    const before = await membershipOf(who);
    const again = await join(who);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('conflict');
    expect(await membershipOf(who)).toEqual(before);
  });

  it('refuses a customer on a break from play and pauses a member who takes one', async () => {
    const excluded = await signUp(t);
    await t.app.limits.selfExclude({ customerId: excluded.customerId, period: '7_days' });
    const res = await join(excluded);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('self_excluded');
    expect(await membershipOf(excluded)).toMatchObject({ membershipStatus: 'non-member', eligibility: 'ineligible' });

    const paused = await member();
    await t.app.limits.selfExclude({ customerId: paused.customerId, period: '24_hours' });
    expect(await membershipOf(paused)).toMatchObject({ eligibility: 'ineligible', ineligibleReason: 'self_excluded' });
    expect((await as(t, paused).get('/rewards/v3/benefits')).statusCode).toBe(403);
  });

  it('refuses a customer under age (a date of birth corrected by staff) and joins nothing', async () => {
    const young = await signUp(t);
    await t.db.execute(sql`update customers set date_of_birth = '2010-01-01' where id = ${young.customerId}`);
    const res = await join(young);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toMatch(/18 or over/);
    expect(await membershipOf(young)).toMatchObject({ membershipStatus: 'non-member', ineligibleReason: 'age' });
  });

  it('refuses the premium tier where it is not sold, and a tier that does not exist (decision 456)', async () => {
    const who = await signUp(t);
    const res = await join(who, { membership_tier: 'premium' });
    expect(res.statusCode).toBe(422);
    // Not sold here (the recurring engine is off in this shop), and never to a customer without a deposit.
    expect(Object.keys(res.json().errors)).toEqual(['membership_tier']);
    expect((await join(who, { membership_tier: 'gold' })).statusCode).toBe(400);
    expect((await membershipOf(who)).membershipStatus).toBe('non-member');
  });

  it('asks for a signed-in customer', async () => {
    const res = await visitor(t).get('/rewards/v3/customer');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthorised');
  });
});

describe('entries', () => {
  it('counts entries per tier: a free member holds one guaranteed daily entry and one locked monthly entry', async () => {
    const daily = await createGiveaway(program(), giveaway());
    const monthly = await createGiveaway(program(), giveaway({ type: 'monthly', title: 'Monthly car' }));
    const who = await member();
    const m = await membershipOf(who);
    const byId = new Map(m.membershipEntries.map((e: { drawId: string }) => [e.drawId, e]));
    expect(byId.get(daily.id)).toEqual({ drawId: daily.id, entryStatus: 'guaranteed', numberOfEntriesText: '1 entry' });
    expect(byId.get(monthly.id)).toEqual({
      drawId: monthly.id,
      entryStatus: 'locked',
      numberOfEntriesText: '0 entries',
    });

    const unlocked = await as(t, who).put(`/rewards/v3/draws/${monthly.id}`, { entry_status: 'unlocked' });
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    const entries = unlocked.json().result.membershipEntries;
    expect(entries.find((e: { drawId: string }) => e.drawId === monthly.id)).toMatchObject({ entryStatus: 'unlocked' });
    expect(unlocked.json().result.upcomingDraws.map((d: { id: string }) => d.id)).toContain(monthly.id);
    expect((await membershipOf(who)).totalEntries).toBe(m.totalEntries + 1);
  });

  it('gives a premium member the premium counts (the job writes every member at once)', async () => {
    const who = await member();
    // A paid premium period running (decision 456): the tier table's premium counts.
    await t.db.execute(
      sql`update memberships set tier = 'premium', premium_until = ${new Date(t.clock.now().getTime() + 60 * MINUTE).toISOString()}::timestamptz where customer_id = ${who.customerId}`,
    );
    const g = await createGiveaway(program(), giveaway({ type: 'major', title: 'Major' }));
    await drawDueGiveaways(program());
    const entry = (await membershipOf(who)).membershipEntries.find((e: { drawId: string }) => e.drawId === g.id);
    expect(entry).toEqual({ drawId: g.id, entryStatus: 'guaranteed', numberOfEntriesText: '2 entries' });
  });

  it("refuses to unlock another member's entry or a closed giveaway's, and changes nothing", async () => {
    const owner = await member();
    const stranger = await signUp(t);
    const notEntered = await member();
    const monthly = await createGiveaway(program(), giveaway({ type: 'monthly', title: 'Monthly trip' }));
    await membershipOf(owner);
    const byStranger = await as(t, stranger).put(`/rewards/v3/draws/${monthly.id}`, { entry_status: 'unlocked' });
    expect(byStranger.statusCode).toBe(403);
    expect(byStranger.json().error.code).toBe('forbidden');
    // A member with no entry of their own (the job has not written one) gets 404, never the owner's.
    await t.db.execute(sql`delete from giveaway_entries where customer_id = ${notEntered.customerId}`);
    const noEntry = await t.app.inject({
      method: 'PUT',
      url: `/rewards/v3/draws/${monthly.id}`,
      headers: notEntered.auth,
      payload: { entry_status: 'unlocked' },
    });
    expect(noEntry.statusCode).toBe(404);
    expect(noEntry.json().error.code).toBe('not_found');
    const ownerEntry = (await membershipOf(owner)).membershipEntries.find(
      (e: { drawId: string }) => e.drawId === monthly.id,
    );
    expect(ownerEntry.entryStatus).toBe('locked');

    const closing = await createGiveaway(
      program(),
      giveaway({ type: 'monthly', closeAt: new Date(t.clock.now().getTime() + MINUTE) }),
    );
    await membershipOf(owner);
    t.clock.advance(2 * MINUTE);
    const closed = await as(t, owner).put(`/rewards/v3/draws/${closing.id}`, { entry_status: 'unlocked' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.code).toBe('draw_closed');
  });
});

describe('a giveaway drawn at its close', () => {
  it('is drawn from its committed seed, paid once when the job runs twice, and checks with verify-raffle', async () => {
    const g = await createGiveaway(
      program(),
      giveaway({ title: 'Daily $25', prize: { kind: 'credit', amount: 2_500, currency: 'AUD', name: '$25 credit' } }),
    );
    const a = await member();
    const b = await member();
    await drawDueGiveaways(program());
    const verificationPath = `/rewards/v3/giveaways/daily/${g.number}/verification`;
    const before = (await visitor(t).get(verificationPath)).json().result;
    expect(before).toMatchObject({ status: 'open', seed: null, winners: [] });
    expect(before.commitment).toMatch(/^[0-9a-f]{64}$/);

    const cash = { a: await cashOf(a), b: await cashOf(b) };
    t.clock.advance(31 * MINUTE);
    const first = await drawDueGiveaways(program());
    const second = await drawDueGiveaways(program());
    expect(first.drawn).toContain(g.id);
    expect(second.drawn).not.toContain(g.id);

    const after = (await visitor(t).get(verificationPath)).json().result;
    expect(after.status).toBe('drawn');
    expect(after.commitment).toBe(before.commitment);
    const check = verifyRaffle(after as RafflePublicData);
    expect(check).toMatchObject({ commitmentMatches: true, digestMatches: true, winnersMatch: true });
    expect(after.winners).toHaveLength(1);
    // The command line check a member runs on the same public data.
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'giveaway-')), 'verification.json');
    writeFileSync(file, JSON.stringify((await visitor(t).get(verificationPath)).json()));
    const printed = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/verify-raffle.ts', file], {
      encoding: 'utf8',
    });
    expect(printed).not.toContain('FAIL');
    expect(printed).toContain('ok');
    // The winner is told once, by one email written with the draw.
    const told = (await t.db.execute(
      sql`select count(*)::int as n from mail_outbox where kind = 'giveaway_winner' and subject = 'You won Daily $25'`,
    )) as unknown as { rows: { n: number }[] };
    expect(told.rows[0]?.n).toBe(1);

    // One prize journal for the one slot, to the member holding the winning number.
    expect(await prizeJournals(g.id)).toEqual([2_500]);
    // The winner's cash took it: every member's cash here moved by their prizes only.
    const [winner] = (
      (await t.db.execute(sql`select customer_id from giveaway_winners where giveaway_id = ${g.id}`)) as unknown as {
        rows: { customer_id: string }[];
      }
    ).rows;
    if (winner?.customer_id === a.customerId) expect((await cashOf(a)) - cash.a).toBeGreaterThanOrEqual(2_500);
    if (winner?.customer_id === b.customerId) expect((await cashOf(b)) - cash.b).toBeGreaterThanOrEqual(2_500);
    expect(winner?.customer_id).toEqual(expect.any(String));
    const shown = await as(t, await signInAgain(t, a)).get(`/rewards/v3/giveaways/daily/${g.number}`);
    expect(shown.json().result.winners).toEqual([
      { slot: 1, winnerName: expect.any(String), entryNumber: after.winners[0] },
    ]);
  });

  it('is drawn and paid once when a run is killed halfway', async () => {
    const g = await createGiveaway(
      program(),
      giveaway({ prize: { kind: 'credit', amount: 1_000, currency: 'AUD', name: '$10' } }),
    );
    const who = await member();
    await drawDueGiveaways(program());
    const before = await cashOf(who);
    t.clock.advance(31 * MINUTE);
    // The process dies while the prize is being booked: the draw's transaction never commits.
    const dying: MembershipFlowDeps = {
      ...program(),
      wallet: {
        ...program().wallet,
        payPrizes: async () => {
          throw new Error('killed');
        },
      },
    };
    await expect(drawDueGiveaways(dying)).rejects.toThrow('killed');
    const verification = `/rewards/v3/giveaways/daily/${g.number}/verification`;
    expect((await visitor(t).get(verification)).json().result).toMatchObject({ status: 'closed', seed: null });
    // Two runs at once (two processes): one draws it, the other finds it drawn.
    const runs = await Promise.all([drawDueGiveaways(program()), drawDueGiveaways(program())]);
    await drawDueGiveaways(program());
    expect(runs.filter((r) => r.drawn.includes(g.id))).toHaveLength(1);
    // Other members may hold entries too: this member won at most one prize, paid once.
    const won = (await cashOf(who)) - before;
    expect(won % 1_000).toBe(0);
    expect((await visitor(t).get(verification)).json().result.status).toBe('drawn');
    expect(await prizeJournals(g.id)).toEqual([1_000]);
    expect(await checkLedgerIntegrity(t.db)).toEqual([]);
  });

  it('leaves out the entries of a member who took a break from play (the membership is paused)', async () => {
    const g = await createGiveaway(
      program(),
      giveaway({ type: 'preview', winnersCount: 1_000, prize: { kind: 'goods', name: 'A hat', currency: 'AUD' } }),
    );
    const resting = await member();
    const playing = await member();
    await drawDueGiveaways(program());
    await t.app.limits.selfExclude({ customerId: resting.customerId, period: '30_days' });
    t.clock.advance(31 * MINUTE);
    await drawDueGiveaways(program());
    const winners = (
      (await t.db.execute(sql`select customer_id from giveaway_winners where giveaway_id = ${g.id}`)) as unknown as {
        rows: { customer_id: string }[];
      }
    ).rows.map((r) => r.customer_id);
    // Every counted entry wins a slot of 1,000: the member on a break holds none of them.
    expect(winners).toContain(playing.customerId);
    expect(winners).not.toContain(resting.customerId);
  });

  it('records a goods prize for fulfilment and moves no money', async () => {
    const g = await createGiveaway(
      program(),
      giveaway({ type: 'special', prize: { kind: 'goods', name: 'A bicycle', currency: 'AUD' } }),
    );
    await member();
    await drawDueGiveaways(program());
    t.clock.advance(31 * MINUTE);
    await drawDueGiveaways(program());
    const rows = (await t.db.execute(
      sql`select status from giveaway_winners where giveaway_id = ${g.id}`,
    )) as unknown as { rows: { status: string }[] };
    expect(rows.rows.map((r) => r.status)).toEqual(['to_fulfil']);
    expect(await prizeJournals(g.id)).toEqual([]);
  });
});

describe('the giveaway list and the config', () => {
  it('pages the giveaways by 9 with the total', async () => {
    const who = await member();
    for (let i = 0; i < 10; i++) await createGiveaway(program(), giveaway({ title: `Daily ${i}` }));
    const page = await as(t, who).get('/rewards/v3/draws?status=current&limit=9&offset=0');
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().result).toHaveLength(9);
    expect(page.json().pageInfo).toMatchObject({ limit: 9, offset: 0, total: expect.any(Number) });
    expect(page.json().pageInfo.total).toBeGreaterThanOrEqual(10);
    expect((await as(t, who).get('/rewards/v3/draws?limit=10')).statusCode).toBe(400);
    const config = await as(t, who).get('/rewards/v4/config');
    expect(config.json().result).toMatchObject({ programUrl: 'daily-winners', joinPremium: { available: false } });
  });
});
