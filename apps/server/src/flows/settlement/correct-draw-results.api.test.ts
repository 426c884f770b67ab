import {
  type CustomerFullResult,
  type CustomerPastDraw,
  IDEMPOTENCY_KEY_HEADER,
  type ResultCorrection,
  type StaffRole,
} from '@drawline/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  type CartTestApp,
  cartOf,
  createCartTestApp,
  firstDraw,
  powerballEntry,
  signInAgain,
} from '../../../tests/cart-helpers';
import { newEmail, type SignedIn, signUp } from '../../../tests/identity-helpers';
import { expectLedgerBalanced, fundWallet } from '../../../tests/ledger-helpers';
import {
  addStaff,
  codeFor,
  STAFF_TEST_AUTH_SECRET,
  type StaffTestApp,
  signInStaff,
} from '../../../tests/staff-helpers';
import { cryptoRandom } from '../../lib/random';
import { createCatalogueService } from '../../modules/catalogue';
import { createSecrets } from '../../modules/credentials';
import { listWinnings } from '../../modules/settlement';
import { seedDemoStaff } from '../../modules/staff';
import { settleDraw } from './settle-draw';

/**
 * A paid draw's result corrected (docs/decisions/261): a draw operator asks, a second person in
 * finance approves; approval re-scores every ticket and books a correction journal per changed
 * win, a claw-back never below the customer's balance; everything audited and idempotent by key.
 */
let t: CartTestApp;
const st = () => t as unknown as StaffTestApp;
type Auth = Record<string, string>;
const aud = (amount: number) => ({ amount, currency: 'AUD' as const });
const DIVIDENDS = [100_000_000, 5_000_000, 400_000, 100_000, 10_000, 5_000, 2_000, 1_500, 1_000];

beforeAll(async () => {
  t = await createCartTestApp({ config: { authSecret: STAFF_TEST_AUTH_SECRET } });
  await seedDemoStaff(t.db, t.clock, createSecrets(STAFF_TEST_AUTH_SECRET));
});
afterAll(() => t.close());
afterEach(async () => {
  await expectLedgerBalanced(t.db);
});

/** Matches neither result: the second game of a ticket (a Powerball ticket has two at least). */
const MISS = { Numbers: [28, 29, 30, 31, 32, 33, 34], Powerball: [15] };

async function buy(who: SignedIn, games: { Numbers: number[]; Powerball: number[] }[]) {
  cartOf(await as(t, who).post('/v2/cart/items', powerballEntry({ num_games: games.length, games })));
  const res = await as(t, who).post('/v2/cart/purchase', undefined, { [IDEMPOTENCY_KEY_HEADER]: cryptoRandom.uuid() });
  expect(res.statusCode, res.body).toBe(200);
}

const body = (numbers: number[], powerball: number, dividends: number[], reason = 'The feed swapped two balls') => ({
  winning_numbers: [
    { name: 'Numbers', numbers },
    { name: 'Powerball', numbers: [powerball] },
  ],
  divisions: dividends.map((prize_amount, i) => ({ division: i + 1, prize_amount })),
  reason,
});

const staffCall = (url: string, auth: Auth, key: string | null, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/staff/api${url}`,
    headers: { ...auth, ...(key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {}) },
    payload,
  });

/** A member holding both roles, enrolled at the first sign-in as a new member is. */
async function memberWith(roles: StaffRole[]): Promise<Auth> {
  const email = newEmail('corrector');
  const password = 'copper-bilby-lantern-42';
  await addStaff(st(), { email, password, roles });
  const start = (await t.app.inject({ method: 'POST', url: '/staff/api/session', payload: { email, password } })).json()
    .result;
  t.clock.advance(30_000);
  const done = await t.app.inject({
    method: 'POST',
    url: '/staff/api/session/two-factor',
    payload: { challenge_token: start.challengeToken, code: codeFor(st(), start.enrolment.secret) },
  });
  expect(done.statusCode, done.body).toBe(200);
  return { authorization: `Bearer ${done.json().result.token}` };
}

/** The customer's part of the draw in both customer results calls (docs/decisions/262); they must agree. */
async function customerPart(who: SignedIn, drawNo: number) {
  const again = await signInAgain(t, who);
  const full = (await as(t, again).get(`/v2/draw/full_result_customer/powerball2018/${drawNo}`)).json()
    .result as CustomerFullResult;
  const list = (await as(t, again).get('/v2/draws/past_customer/powerball2018?limit=5')).json()
    .result as CustomerPastDraw[];
  const listed = list.find((d) => d.drawNo === drawNo);
  expect(listed?.customerTickets).toEqual(full.customerTickets);
  expect(listed?.winnings).toEqual(full.winnings);
  return { tickets: full.customerTickets.map((x) => x.winnings?.amount ?? null), winnings: full.winnings };
}

async function cashOf(who: SignedIn) {
  return (await t.app.wallet.getFunds(who.customerId, 'AUD')).withdrawableFunds.amount;
}

describe('correcting a paid draw result', () => {
  it('re-scores the draw, books the differences, claws back no more than the balance, audited and once', async () => {
    const draw = firstDraw(t, 'powerball2018');
    const [a, b, c] = [await signUp(t), await signUp(t), await signUp(t)];
    for (const who of [a, b, c]) await fundWallet(t.app, who.customerId, aud(100_000));
    // Published result 1-7, Powerball 1. Corrected result 1-6 and 20, Powerball 20.
    await buy(a, [
      { Numbers: [1, 2, 3, 4, 5, 30, 31], Powerball: [1] }, // div 5 ($100) → div 7 ($20)
      { Numbers: [1, 2, 3, 4, 5, 6, 32], Powerball: [2] }, // div 4 ($1,000) → div 4 at the corrected $1,200
    ]);
    await buy(b, [{ Numbers: [20, 1, 22, 23, 24, 25, 26], Powerball: [20] }, MISS]); // nothing → div 9 ($10)
    await buy(c, [{ Numbers: [1, 2, 3, 4, 5, 6, 33], Powerball: [1] }, MISS]); // div 3 ($4,000) → div 4 ($1,200)

    const corrected = [...DIVIDENDS];
    corrected[3] = 120_000;
    const correction = body([1, 2, 3, 4, 5, 6, 20], 20, corrected);
    const path = `/draws/${draw.drawId}/results/corrections`;

    // Before payment there is nothing to correct this way.
    t.clock.set(new Date(new Date(draw.drawDate).getTime() + 1000));
    const catalogue = createCatalogueService({ db: t.db, clock: t.clock });
    await catalogue.closeStoppedDraws();
    const operator = (await signInStaff(st(), 'draw_operator')).auth;
    const finance = (await signInStaff(st(), 'finance')).auth;
    const early = await staffCall(path, operator, cryptoRandom.uuid(), correction);
    expect(early.statusCode, early.body).toBe(409);

    await catalogue.recordDrawResults(draw.drawId, {
      winningNumbers: [
        { name: 'Numbers', numbers: [1, 2, 3, 4, 5, 6, 7], ordered: false },
        { name: 'Powerball', numbers: [1], ordered: false },
      ],
      divisions: DIVIDENDS.map((prizeAmount, i) => ({
        division: i + 1,
        description: `Division ${i + 1}`,
        numWinners: 0,
        prizeAmount,
        prizeSuffix: null,
      })),
    });
    // Scored but not paid (the wallet is down): the customer's results show no amount yet.
    const walletDown = {
      ...t.app.settlement,
      wallet: {
        payPrizes: async () => {
          throw new Error('wallet down');
        },
      },
    };
    await expect(settleDraw(walletDown, draw.drawId)).rejects.toThrow('wallet down');
    expect((await listWinnings(t.db, draw.drawId)).length).toBe(3);
    expect(await customerPart(c, draw.drawNo)).toEqual({ tickets: [null], winnings: null });
    expect((await settleDraw(t.app.settlement, draw.drawId))?.to).toBe('DRAW_EMAILED');
    const paid = await listWinnings(t.db, draw.drawId);
    expect(paid.map((w) => [w.customerId, w.division, w.amount]).sort()).toEqual(
      [
        [a.customerId, 'div4', 100_000],
        [a.customerId, 'div5', 10_000],
        [c.customerId, 'div3', 400_000],
      ].sort(),
    );
    const cashBefore = { a: await cashOf(a), b: await cashOf(b) };
    // The customer results calls show the settled wins per ticket and in all.
    expect(await customerPart(c, draw.drawNo)).toEqual({ tickets: [400_000], winnings: aud(400_000) });
    expect(await customerPart(b, draw.drawNo)).toEqual({ tickets: [null], winnings: null });
    // Refusals: another role, no key, a result that does not fit (field messages), nothing written.
    expect((await staffCall(path, finance, cryptoRandom.uuid(), correction)).statusCode).toBe(403);
    expect((await staffCall(path, operator, null, correction)).statusCode).toBe(400);
    const unfit = await staffCall(path, operator, cryptoRandom.uuid(), body([1, 2, 3, 4, 5, 6, 6], 21, DIVIDENDS));
    expect(unfit.statusCode, unfit.body).toBe(400);
    expect(Object.keys(unfit.json().errors).sort()).toEqual(['winning_numbers.Numbers', 'winning_numbers.Powerball']);

    // Four eyes: a member with both roles cannot approve their own; a rejection changes nothing.
    const both = await memberWith(['draw_operator', 'finance']);
    const own = await staffCall(path, both, cryptoRandom.uuid(), correction);
    expect(own.statusCode, own.body).toBe(200);
    const ownId = (own.json().result as ResultCorrection).correctionId;
    const second = await staffCall(path, operator, cryptoRandom.uuid(), correction);
    expect(second.statusCode).toBe(409);
    const self = await staffCall(`/result-corrections/${ownId}/approve`, both, cryptoRandom.uuid());
    expect(self.statusCode).toBe(403);
    expect(self.json().error.code).toBe('four_eyes_required');
    const rejected = await staffCall(`/result-corrections/${ownId}/reject`, finance, cryptoRandom.uuid());
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().result).toMatchObject({ status: 'rejected', outcome: null });
    expect(await listWinnings(t.db, draw.drawId)).toEqual(paid);

    // C's cash is down to $500 when the correction is approved.
    const cCash = await cashOf(c);
    await t.db.transaction((tx) =>
      t.app.wallet.correctBalance(tx, {
        customerId: c.customerId,
        amount: aud(50_000 - cCash),
        reference: cryptoRandom.uuid(),
        reason: 'Spent elsewhere (test)',
      }),
    );

    t.clock.advance(1000);
    const key = cryptoRandom.uuid();
    const asked = await staffCall(path, operator, key, correction);
    expect(asked.statusCode, asked.body).toBe(200);
    const pending = asked.json().result as ResultCorrection;
    expect(pending).toMatchObject({ status: 'pending', drawId: draw.drawId, outcome: null });
    // The same key answers the first answer and records nothing more.
    const replay = await staffCall(path, operator, key, correction);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().result.correctionId).toBe(pending.correctionId);

    const approveKey = cryptoRandom.uuid();
    const approved = await staffCall(`/result-corrections/${pending.correctionId}/approve`, finance, approveKey);
    expect(approved.statusCode, approved.body).toBe(200);
    const done = approved.json().result as ResultCorrection;
    expect(done).toMatchObject({
      status: 'approved',
      outcome: {
        winsChanged: 6,
        paid: aud(2_000 + 20_000 + 1_000 + 120_000),
        clawedBack: aud(10_000 + 170_000),
        unrecovered: aud(230_000),
      },
    });
    expect(done.decidedBy).not.toBe(done.requestedBy);

    // The wins are what the corrected result makes of every ticket.
    const now = await listWinnings(t.db, draw.drawId);
    expect(now.map((w) => [w.customerId, w.division, w.amount, w.status]).sort()).toEqual(
      [
        [a.customerId, 'div4', 120_000, 'paid'],
        [a.customerId, 'div7', 2_000, 'paid'],
        [b.customerId, 'div9', 1_000, 'paid'],
        [c.customerId, 'div4', 120_000, 'paid'],
      ].sort(),
    );
    expect(await cashOf(a)).toBe(cashBefore.a + 12_000);
    expect(await cashOf(b)).toBe(cashBefore.b + 1_000);
    expect(await cashOf(c)).toBe(0);
    expect(await customerPart(c, draw.drawNo)).toEqual({ tickets: [120_000], winnings: aud(120_000) });
    expect(await customerPart(b, draw.drawNo)).toEqual({ tickets: [1_000], winnings: aud(1_000) });
    expect(await customerPart(a, draw.drawNo)).toEqual({ tickets: [122_000], winnings: aud(122_000) });
    const { transactions } = await t.app.wallet.listTransactions(a.customerId, { limit: 50, offset: 0 });
    const lines = transactions.filter((x) => x.description.startsWith('Prize correction'));
    expect(lines.map((x) => x.amount.amount).sort((x, y) => x - y)).toEqual([-10_000, 2_000, 20_000]);

    // The published result is the corrected one.
    const full = await t.app.inject({ method: 'GET', url: `/v2/draw/full_result/powerball2018/${draw.drawNo}` });
    expect(full.json().result.winningNumbers[0].numbers).toEqual([1, 2, 3, 4, 5, 6, 20]);

    // Once: the same key replays; another key finds it decided; nothing is booked twice.
    const again = await staffCall(`/result-corrections/${pending.correctionId}/approve`, finance, approveKey);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(
      (await staffCall(`/result-corrections/${pending.correctionId}/approve`, finance, cryptoRandom.uuid())).statusCode,
    ).toBe(409);
    expect(await cashOf(a)).toBe(cashBefore.a + 12_000);

    // Listed for the draw, and every step in the audit log.
    const listed = await t.app.inject({ method: 'GET', url: `/staff/api${path}`, headers: finance });
    expect((listed.json().result as ResultCorrection[]).map((r) => r.status)).toEqual(['approved', 'rejected']);
    const admin = (await signInStaff(st(), 'administrator')).auth;
    const audit = await t.app.inject({ method: 'GET', url: '/staff/api/audit?limit=100', headers: admin });
    const actions = (audit.json().result as { action: string; subjectId: string }[])
      .filter((r) => r.subjectId === draw.drawId)
      .map((r) => r.action)
      .sort();
    expect(actions).toEqual([
      'results.correction.approve',
      'results.correction.reject',
      'results.correction.request',
      'results.correction.request',
    ]);
  });
});
