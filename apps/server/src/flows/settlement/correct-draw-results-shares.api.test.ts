import { IDEMPOTENCY_KEY_HEADER, type LottoPartySession, type ResultCorrection } from '@drawline/contracts';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { as, type CartTestApp, createCartTestApp, firstDraw, syndicateEntry } from '../../../tests/cart-helpers';
import { testDbKind } from '../../../tests/helpers';
import { type SignedIn, signUp } from '../../../tests/identity-helpers';
import { expectLedgerBalanced, fundWallet } from '../../../tests/ledger-helpers';
import { publishAndPay } from '../../../tests/paid-draw';
import { STAFF_TEST_AUTH_SECRET, type StaffTestApp, signInStaff } from '../../../tests/staff-helpers';
import { cryptoRandom } from '../../lib/random';
import { createCatalogueService, syndicatesOfDraw } from '../../modules/catalogue';
import { createSecrets } from '../../modules/credentials';
import { closeDueLottoPartySessions } from '../../modules/lotto-party';
import { listWinnings } from '../../modules/settlement';
import { seedDemoStaff } from '../../modules/staff';
import { buySessionGames } from '../lotto-party/buy-session-games';
import { settleDraw } from './settle-draw';

/**
 * A paid draw's result corrected where shares won (docs/decisions/261, 518): the lotto party
 * sessions of the draw and the syndicate draws that play it are split again with the corrected
 * result, each member's difference booked once as a correction journal; a syndicate draw still
 * being settled holds the approval back until it is paid.
 */
let t: CartTestApp;
const st = () => t as unknown as StaffTestApp;
const aud = (amount: number) => ({ amount, currency: 'AUD' as const });
/** Dividends (cents) per Powerball division, odd so the splits leave cents over. */
const DIVIDENDS = [7_000_001, 5_000_003, 400_007, 100_009, 10_007, 5_003, 2_011, 1_501, 1_007];

beforeAll(async () => {
  t = await createCartTestApp({
    config: {
      authSecret: STAFF_TEST_AUTH_SECRET,
      rateLimitPerMinute: 1_000_000,
      prizeHoldThreshold: 1_000_000_000,
      shopEngines: { recurringPurchases: false, lottoParty: true },
    },
  });
  await seedDemoStaff(t.db, t.clock, createSecrets(STAFF_TEST_AUTH_SECRET));
});
afterAll(() => t.close());
afterEach(async () => {
  await expectLedgerBalanced(t.db);
});

const resultOf = <T>(res: LightMyRequestResponse): T => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as T;
};
const cashOf = async (who: SignedIn) => (await t.app.wallet.getFunds(who.customerId, 'AUD')).withdrawableFunds.amount;

async function purchase(who: SignedIn, item: object) {
  resultOf(await as(t, who).post('/v2/cart/items', item));
  resultOf(await as(t, who).post('/v2/cart/purchase', undefined, { [IDEMPOTENCY_KEY_HEADER]: cryptoRandom.uuid() }));
}

/** The lottery draw's result published and its prizes paid, then the syndicate draws playing it follow it. */
async function publishAndFollow(draw: { drawId: string; drawDate: string }, numbers: number[], powerball: number) {
  await publishAndPay(
    { ...t, settlement: t.app.settlement },
    draw,
    { Numbers: numbers, Powerball: [powerball] },
    DIVIDENDS,
  );
  await createCatalogueService({ db: t.db, clock: t.clock }).maintainDrawSchedule();
}

/** A draw operator asks for the correction: the same numbers, one division's dividend changed. */
async function askCorrection(drawId: string, numbers: number[], powerball: number, division: number, by: number) {
  const dividends = DIVIDENDS.map((d, i) => (i === division - 1 ? d + by : d));
  const operator = (await signInStaff(st(), 'draw_operator')).auth;
  const asked = await t.app.inject({
    method: 'POST',
    url: `/staff/api/draws/${drawId}/results/corrections`,
    headers: { ...operator, [IDEMPOTENCY_KEY_HEADER]: cryptoRandom.uuid() },
    payload: {
      winning_numbers: [
        { name: 'Numbers', numbers },
        { name: 'Powerball', numbers: [powerball] },
      ],
      divisions: dividends.map((prize_amount, i) => ({ division: i + 1, prize_amount })),
      reason: 'The feed had a division wrong',
    },
  });
  return resultOf<ResultCorrection>(asked).correctionId;
}

async function approve(correctionId: string) {
  const finance = (await signInStaff(st(), 'finance')).auth;
  return t.app.inject({
    method: 'POST',
    url: `/staff/api/result-corrections/${correctionId}/approve`,
    headers: { ...finance, [IDEMPOTENCY_KEY_HEADER]: cryptoRandom.uuid() },
  });
}

async function correctionJournals(correctionId: string): Promise<number> {
  const res = (await t.db.execute(
    sql`select count(*)::int as n from ledger_journals where reference like ${`${correctionId}:%`}`,
  )) as unknown as { rows: { n: number }[] };
  return res.rows[0]?.n ?? 0;
}

describe('correcting a paid result where shares won', () => {
  it("re-splits a paid syndicate draw's prize, and waits while the syndicate draw is not yet paid", async () => {
    const draw = firstDraw(t, 'powerball_syndicate');
    const lotteryDraw = firstDraw(t, 'powerball2018');
    const [a, b] = [await signUp(t), await signUp(t)];
    for (const [who, shares] of [
      [a, 2],
      [b, 1],
    ] as const) {
      await fundWallet(t.app, who.customerId, aud(100_000));
      await purchase(who, syndicateEntry(t, { num_games: shares }));
    }
    const syndicate = (await syndicatesOfDraw(t.db, draw.drawId)).find((s) => s.games?.length);
    const numbers = [...(syndicate?.games?.[0]?.games[0]?.Numbers ?? [])];
    const others = Array.from({ length: 35 }, (_, i) => i + 1)
      .filter((n) => !numbers.includes(n))
      .slice(0, 3);
    const winning = [...numbers.slice(0, 4), ...others];
    await publishAndFollow(lotteryDraw, winning, 5);

    // Division 6 up by $3: ten lines of the PowerHit System 9 won it, so the prize rises by $30,
    // a dollar a share of 30.
    const correctionId = await askCorrection(lotteryDraw.drawId, winning, 5, 6, 300);
    const early = await approve(correctionId);
    expect(early.statusCode, early.body).toBe(409);
    expect(early.json().error.message).toContain('DRAW_DRAWN');
    expect(await correctionJournals(correctionId)).toBe(0);

    expect((await settleDraw(t.app.settlement, draw.drawId))?.to).toBe('DRAW_EMAILED');
    const paid = await listWinnings(t.db, draw.drawId);
    const winOf = (who: SignedIn, wins = paid) => wins.find((w) => w.customerId === who.customerId)?.amount ?? 0;
    expect(winOf(a)).toBe(winOf(b) * 2);
    expect(winOf(b)).toBeGreaterThan(0);
    const cash = { a: await cashOf(a), b: await cashOf(b) };

    const approved = await approve(correctionId);
    expect(approved.statusCode, approved.body).toBe(200);
    expect((approved.json().result as ResultCorrection).outcome).toMatchObject({ winsChanged: 2, paid: aud(300) });
    const after = await listWinnings(t.db, draw.drawId);
    expect(winOf(a, after)).toBe(winOf(a) + 200);
    expect(winOf(b, after)).toBe(winOf(b) + 100);
    expect(after.every((w) => w.status === 'paid')).toBe(true);
    expect(await cashOf(a)).toBe(cash.a + 200);
    expect(await cashOf(b)).toBe(cash.b + 100);
    expect(await correctionJournals(correctionId)).toBe(2);
    // Decided once: approving again changes nothing.
    expect((await approve(correctionId)).statusCode).toBe(409);
    expect(await cashOf(a)).toBe(cash.a + 200);
  });

  it("re-splits a paid lotto party session's prize over its members' shares, once", async () => {
    const drawIndex = 1;
    const draw = firstDraw(t, 'powerball2018', drawIndex);
    const org = await signUp(t);
    const friend = await signUp(t);
    for (const who of [org, friend]) await fundWallet(t.app, who.customerId, aud(100_000));
    const group = resultOf<{ groupId: string; inviteToken: string }>(
      await as(t, org).post('/social/v3/group', { group_name: `Correction Party ${testDbKind()}` }),
    );
    resultOf(await as(t, friend).get(`/social/v3/group/token/${group.inviteToken}`));
    const session = resultOf<LottoPartySession>(
      await as(t, org).post('/social/v3/session', {
        group_id: group.groupId,
        draw_id: draw.drawId,
        share_price: { amount: 334 },
        shares_total: 20,
      }),
    );
    const share = (n: number) => ({
      product_offer_key: 'powerball2018',
      game_type: 'lotto_party',
      game_offer: 'lotto_party',
      num_games: n,
      social_syndicate_id: session.sessionId,
    });
    await purchase(org, share(3));
    await purchase(friend, share(4));
    t.clock.set(new Date(new Date(session.stopAt).getTime() + 1_000));
    await closeDueLottoPartySessions(t.db, t.clock.now());
    expect(await buySessionGames(t.app.recurringEngine)).toMatchObject({ paid: 1 });
    const games = (await t.db.execute(
      sql`select games from lotto_party_sessions where id = ${session.sessionId}`,
    )) as unknown as { rows: { games: Record<string, number[]>[] }[] };
    const first = games.rows[0]?.games[0] as Record<string, number[]>;
    const numbers = first.Numbers as number[];
    const powerball = (first.Powerball as number[])[0] as number;

    await publishAndFollow(draw, numbers, powerball);
    // The syndicate draw that plays it (no share sold) is settled too, as the settlement job does.
    expect((await settleDraw(t.app.settlement, firstDraw(t, 'powerball_syndicate', drawIndex).drawId))?.to).toBe(
      'DRAW_EMAILED',
    );
    const partyWins = async () =>
      new Map(
        (await listWinnings(t.db, draw.drawId))
          .filter((w) => w.division === 'lotto_party')
          .map((w) => [w.customerId, w]),
      );
    const paid = await partyWins();
    expect(paid.size).toBe(2);
    const cash = { org: await cashOf(org), friend: await cashOf(friend) };

    // Division 1 up by $70: the session's first game won it, so its prize rises by $70, $10 a share of 7.
    const correctionId = await askCorrection(draw.drawId, numbers, powerball, 1, 7_000);
    const approved = await approve(correctionId);
    expect(approved.statusCode, approved.body).toBe(200);
    expect((approved.json().result as ResultCorrection).outcome).toMatchObject({
      winsChanged: 2,
      paid: aud(7_000),
      clawedBack: aud(0),
    });
    const after = await partyWins();
    expect(after.get(org.customerId)?.amount).toBe((paid.get(org.customerId)?.amount ?? 0) + 3_000);
    expect(after.get(friend.customerId)?.amount).toBe((paid.get(friend.customerId)?.amount ?? 0) + 4_000);
    expect(after.get(org.customerId)?.status).toBe('paid');
    expect(await cashOf(org)).toBe(cash.org + 3_000);
    expect(await cashOf(friend)).toBe(cash.friend + 4_000);
    expect(await correctionJournals(correctionId)).toBe(2);
  });
});
