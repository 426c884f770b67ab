import {
  IDEMPOTENCY_KEY_HEADER,
  type SyndicateShareTicket,
  syndicateShareTicketSchema,
  type Ticket,
} from '@drawline/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  type CartTestApp,
  cartOf,
  createCartTestApp,
  firstDraw,
  signInAgain,
  syndicateEntry,
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
import { createCatalogueService, syndicatesOfDraw } from '../../modules/catalogue';
import { createSecrets } from '../../modules/credentials';
import { listWinnerNotices, listWinnings } from '../../modules/settlement';
import { seedDemoStaff } from '../../modules/staff';
import { settleDraw } from './settle-draw';
import { settleDueDraws } from './settle-due-draws';

/**
 * Settling a syndicate draw (docs/decisions/255, 256): the syndicate's own games, stored when it
 * was made, are scored against the confirmed result of the Powerball draw it plays; the prize is
 * split equally per share, rounded down (decision 192); each share ticket is paid its part once.
 */
const SYNDICATE = 'powerball_syndicate';
/** Dividends (cents) per Powerball division, odd so the split leaves cents over. */
const DIVIDENDS = [100_000_000, 5_000_003, 400_007, 100_009, 10_007, 5_003, 2_011, 1_501, 1_007];
/** A 3-share part of the prize below is above this; 1 and 2 shares are not. */
const HOLD_ABOVE = 8_000;

let t: CartTestApp;
const staffApp = () => t as unknown as StaffTestApp;
type Auth = { authorization: string };

beforeAll(async () => {
  t = await createCartTestApp({ config: { prizeHoldThreshold: HOLD_ABOVE, authSecret: STAFF_TEST_AUTH_SECRET } });
  await seedDemoStaff(t.db, t.clock, createSecrets(STAFF_TEST_AUTH_SECRET));
});
afterAll(() => t.close());

const aud = (amount: number) => ({ amount, currency: 'AUD' as const });

async function buyShares(who: SignedIn, shares: number, syndicateEncodedId?: string): Promise<void> {
  const entry = syndicateEntry(t, { num_games: shares });
  if (syndicateEncodedId) Object.assign(entry, { syndicate_encoded_id: syndicateEncodedId });
  cartOf(await as(t, who).post('/v2/cart/items', entry));
  const res = await as(t, who).post('/v2/cart/purchase', undefined, { [IDEMPOTENCY_KEY_HEADER]: cryptoRandom.uuid() });
  expect(res.statusCode, res.body).toBe(200);
}

/** A second draw operator, so the result gets four eyes. */
async function secondOperator(): Promise<Auth> {
  const email = newEmail('operator');
  const password = 'amber-quokka-ferry-63';
  await addStaff(staffApp(), { email, password, roles: ['draw_operator'] });
  const start = (await t.app.inject({ method: 'POST', url: '/staff/api/session', payload: { email, password } })).json()
    .result;
  t.clock.advance(30_000);
  const done = await t.app.inject({
    method: 'POST',
    url: '/staff/api/session/two-factor',
    payload: { challenge_token: start.challengeToken, code: codeFor(staffApp(), start.enrolment.secret) },
  });
  expect(done.statusCode, done.body).toBe(200);
  return { authorization: `Bearer ${done.json().result.token}` };
}

/** One operator enters the lottery draw's result, another confirms it. */
async function confirmResult(drawId: string, numbers: number[], powerball: number): Promise<void> {
  const [first, second] = [(await signInStaff(staffApp(), 'draw_operator')).auth, await secondOperator()];
  const entered = await t.app.inject({
    method: 'POST',
    url: `/staff/api/draws/${drawId}/results`,
    headers: first,
    payload: {
      winning_numbers: [
        { name: 'Numbers', numbers },
        { name: 'Powerball', numbers: [powerball] },
      ],
      divisions: DIVIDENDS.map((prize_amount, i) => ({ division: i + 1, prize_amount })),
    },
  });
  expect(entered.statusCode, entered.body).toBe(200);
  const confirmed = await t.app.inject({
    method: 'POST',
    url: `/staff/api/draws/${drawId}/results/confirm`,
    headers: second,
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
}

/** Syndicates in the shop, and how many of them have no games. */
async function syndicateCount(): Promise<{ all: number; withoutGames: number }> {
  const { rows } = (await t.db.execute(
    sql`select count(*)::int as "all", (count(*) filter (where games is null))::int as "withoutGames" from syndicates`,
  )) as unknown as { rows: { all: number; withoutGames: number }[] };
  return rows[0] ?? { all: 0, withoutGames: 0 };
}

describe('settling a syndicate draw', () => {
  it('finds the games of every syndicate of the shop fixed when it was made', async () => {
    const count = await syndicateCount();
    expect(count.all).toBeGreaterThan(0);
    expect(count.withoutGames).toBe(0);
  });

  it('scores the syndicate’s stored games, pays each share holder its split once, the left-over cents stay', async () => {
    const offer = t.offer(SYNDICATE);
    const syndicate = offer.syndicates[0];
    if (!syndicate) throw new Error('No Powerball syndicate on sale');
    expect(syndicate).toMatchObject({ name: 'PowerHit Syndicate', size: 30 });
    const draw = firstDraw(t, SYNDICATE);
    const lotteryDraw = firstDraw(t, 'powerball2018');
    expect(lotteryDraw.drawNo).toBe(draw.drawNo);

    // The syndicate's games were fixed when it was made, before any share was sold.
    const stored = (await syndicatesOfDraw(t.db, draw.drawId)).find(
      (s) => s.syndicateEncodedId === syndicate.syndicateEncodedId,
    );
    const game = stored?.games?.[0];
    expect(game).toMatchObject({ name: 'PowerHit System 9', gameType: 'powerhit' });
    const numbers = [...(game?.games[0]?.Numbers ?? [])];
    expect(new Set(numbers).size).toBe(9);

    const [a, b, c] = [await signUp(t), await signUp(t), await signUp(t)];
    const holders: [SignedIn, number][] = [
      [a, 2],
      [b, 1],
      [c, 3],
    ];
    for (const [who, shares] of holders) {
      await fundWallet(t.app, who.customerId, aud(100_000));
      await buyShares(who, shares);
    }
    const before = await Promise.all(holders.map(([who]) => t.app.wallet.getFunds(who.customerId, 'AUD')));

    // Past the draw: sales stopped; nothing moves before the lottery's result is confirmed.
    t.clock.set(new Date(new Date(draw.drawDate).getTime() + 1000));
    const catalogue = createCatalogueService({ db: t.db, clock: t.clock });
    await catalogue.maintainDrawSchedule();
    expect((await settleDraw(t.app.settlement, draw.drawId))?.to).toBe('DRAW_CLOSED');

    // Four of the syndicate's nine numbers are drawn, with three numbers it does not hold.
    const others = Array.from({ length: 35 }, (_, i) => i + 1)
      .filter((n) => !numbers.includes(n))
      .slice(0, 3);
    const winning = [...numbers.slice(0, 4), ...others];
    await confirmResult(lotteryDraw.drawId, winning, 5);
    expect((await catalogue.maintainDrawSchedule()).followed).toBeGreaterThanOrEqual(1);

    // A PowerHit System 9 holding 4 of the 7 winning numbers: 10 lines win division 6 (4 and
    // the Powerball), 20 division 8 (3 and the Powerball), 6 division 9 (2 and the Powerball).
    const prize = 10 * 5_003 + 20 * 1_501 + 6 * 1_007;
    const perShare = Math.floor(prize / 30);

    const report = await settleDraw(t.app.settlement, draw.drawId);
    expect(report).toMatchObject({ from: 'DRAW_DRAWN', to: 'DRAW_EMAILED', scored: 3, paid: 2, held: 1, told: 3 });

    const wins = await listWinnings(t.db, draw.drawId);
    expect(wins).toHaveLength(3);
    for (const [i, [who, shares]] of holders.entries()) {
      const win = wins.find((w) => w.customerId === who.customerId);
      expect(win).toMatchObject({ division: 'syndicate', amount: perShare * shares, entries: 36 });
      expect(win?.status).toBe(perShare * shares > HOLD_ABOVE ? 'held' : 'paid');
      const funds = await t.app.wallet.getFunds(who.customerId, 'AUD');
      const paidNow = perShare * shares > HOLD_ABOVE ? 0 : perShare * shares;
      expect(funds.availableFunds.amount).toBe((before[i]?.availableFunds.amount ?? 0) + paidNow);
      expect(await listWinnerNotices(t.db, who.customerId)).toHaveLength(1);
      expect((await t.inbox(who.email)).filter((m) => m.subject.startsWith('You won'))).toHaveLength(1);
    }
    // The stated rule: each share is worth the prize over all 30 shares, rounded down; the unsold
    // shares' part and the cents left over are not paid to anyone.
    const paid = wins.reduce((n, w) => n + w.amount, 0);
    expect(paid).toBe(perShare * 6);
    expect(prize - perShare * 30).toBeGreaterThan(0);
    await expectLedgerBalanced(t.db);

    // The share ticket shows what it won, and its page the syndicate's numbers.
    const again = await signInAgain(t, a);
    const past = (await as(t, again).get('/v2/tickets?state=past&limit=10')).json().result as Ticket[];
    const share = past.find((x) => x.drawId === draw.drawId);
    expect(share).toMatchObject({ winnings: aud(perShare * 2) });
    const page = await as(t, again).get(`/v2/syndicate-shares/${share?.ticketId}`);
    expect(page.statusCode, page.body).toBe(200);
    const shown = page.json().result as SyndicateShareTicket;
    expect(syndicateShareTicketSchema.parse(shown)).toEqual(shown);
    expect(shown).toMatchObject({ winnings: aud(perShare * 2), syndicateGames: stored?.games });

    // Settling again, as a job would, pays, writes and tells nothing more.
    const rerun = await settleDraw(t.app.settlement, draw.drawId);
    expect(rerun).toMatchObject({ from: 'DRAW_EMAILED', to: 'DRAW_EMAILED', scored: 0, paid: 0, told: 0 });
    const due = await settleDueDraws(t.app.settlement);
    expect(due.settled.find((r) => r.drawId === draw.drawId)).toBeUndefined();
    expect(due.failed.map((f) => f.drawId)).not.toContain(draw.drawId);
    expect(await listWinnings(t.db, draw.drawId)).toHaveLength(3);
    const repaid = await t.db.transaction((tx) =>
      t.app.wallet.payPrizes(
        tx,
        wins.map((w) => ({
          reference: w.winningId,
          customerId: w.customerId,
          productOfferKey: w.productOfferKey,
          amount: aud(w.amount),
          held: false,
          description: 'again',
        })),
      ),
    );
    expect(repaid.size).toBe(0);
    await expectLedgerBalanced(t.db);
  });

  it('stops a draw whose syndicate sold shares but holds no games, rather than pay nothing', async () => {
    const offer = t.offer(SYNDICATE);
    const draw = firstDraw(t, SYNDICATE, 1);
    const lotteryDraw = firstDraw(t, 'powerball2018', 1);
    const syndicate = offer.syndicates.find((s) => s.drawNo === draw.drawNo);
    if (!syndicate) throw new Error('No syndicate on the second draw');
    const who = await signUp(t);
    await fundWallet(t.app, who.customerId, aud(100_000));
    await buyShares(who, 1, syndicate.syndicateEncodedId);
    // As a syndicate made before games were stored would be.
    await t.db.execute(
      sql`update syndicates set games = null where syndicate_encoded_id = ${syndicate.syndicateEncodedId}`,
    );

    t.clock.set(new Date(new Date(draw.drawDate).getTime() + 1000));
    const catalogue = createCatalogueService({ db: t.db, clock: t.clock });
    await catalogue.maintainDrawSchedule();
    await confirmResult(lotteryDraw.drawId, [1, 2, 3, 4, 5, 6, 7], 1);
    await catalogue.maintainDrawSchedule();

    const due = await settleDueDraws(t.app.settlement);
    expect(due.failed.find((f) => f.drawId === draw.drawId)?.error).toMatch(/no games stored/);
    expect((await settleDraw(t.app.settlement, draw.drawId).catch(() => null))?.to).toBeUndefined();
    expect(await listWinnings(t.db, draw.drawId)).toEqual([]);
    const [status] = (
      (await t.db.execute(sql`select status from draws where draw_id = ${draw.drawId}`)) as unknown as {
        rows: { status: string }[];
      }
    ).rows;
    expect(status?.status).toBe('DRAW_DRAWN');
    await expectLedgerBalanced(t.db);
  });
});
