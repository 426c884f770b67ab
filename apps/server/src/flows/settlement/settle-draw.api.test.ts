import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { IDEMPOTENCY_KEY_HEADER, type RaffleVerificationAnswer, type Ticket } from '@drawline/contracts';
import { verifyRaffle } from '@drawline/contracts/raffle-draw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  type CartTestApp,
  cartOf,
  createCartTestApp,
  firstDraw,
  powerballEntry,
  raffleEntry,
  signInAgain,
} from '../../../tests/cart-helpers';
import { type SignedIn, signUp } from '../../../tests/identity-helpers';
import { expectLedgerBalanced, fundWallet } from '../../../tests/ledger-helpers';
import { STAFF_TEST_AUTH_SECRET, type StaffTestApp, signInStaff } from '../../../tests/staff-helpers';
import { cryptoRandom } from '../../lib/random';
import { createCatalogueService } from '../../modules/catalogue';
import { createSecrets } from '../../modules/credentials';
import { listWinnerNotices, listWinnings, winnersOfDraw } from '../../modules/settlement';
import { seedDemoStaff } from '../../modules/staff';
import { settleDraw } from './settle-draw';
import { settleDueDraws } from './settle-due-draws';

const RAFFLE = 'make_a_smile_lottery';
/** Prizes above $50,000 are held: the Make a Smile home and car are, the $50,000 early bird is not. */
const HOLD_ABOVE = 5_000_000;
const repoRoot = path.resolve(import.meta.dirname, '../../../../..');
const run = promisify(execFile);

let t: CartTestApp;
/** A fresh shop for each story: closing one story's draws must not close the other's. */
function freshShop() {
  beforeAll(async () => {
    t = await createCartTestApp({ config: { prizeHoldThreshold: HOLD_ABOVE, authSecret: STAFF_TEST_AUTH_SECRET } });
    await seedDemoStaff(t.db, t.clock, createSecrets(STAFF_TEST_AUTH_SECRET));
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await expectLedgerBalanced(t.db);
  });
}

const aud = (amount: number) => ({ amount, currency: 'AUD' as const });

async function buyRaffleTickets(who: SignedIn, num_games: number): Promise<void> {
  await buy(who, raffleEntry({ num_games }));
}

async function buy(who: SignedIn, entry: Record<string, unknown>): Promise<void> {
  cartOf(await as(t, who).post('/v2/cart/items', entry));
  const res = await as(t, who).post('/v2/cart/purchase', undefined, { [IDEMPOTENCY_KEY_HEADER]: cryptoRandom.uuid() });
  expect(res.statusCode, res.body).toBe(200);
}

async function verification(drawNo: number): Promise<RaffleVerificationAnswer> {
  const res = await t.app.inject({ method: 'GET', url: `/v2/draw/details/${RAFFLE}/${drawNo}/verification` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as RaffleVerificationAnswer;
}

async function verifyScript(data: unknown): Promise<number> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'drawline-raffle-')), 'verification.json');
  writeFileSync(file, JSON.stringify(data));
  try {
    await run(process.execPath, ['--import', 'tsx', 'scripts/verify-raffle.ts', file], { cwd: repoRoot });
    return 0;
  } catch (err) {
    return (err as { code: number }).code;
  }
}

describe('settling a raffle draw', () => {
  freshShop();
  it('commits before close, draws from the seed, pays each win once, tells each winner once; anyone can check it', async () => {
    const draw = firstDraw(t, RAFFLE);
    const buyers: SignedIn[] = [];
    for (const n of [20, 20, 10]) {
      const who = await signUp(t);
      await fundWallet(t.app, who.customerId, aud(100_000));
      await buyRaffleTickets(who, n);
      buyers.push(who);
    }

    // Before the close: a commitment, no seed, no tickets, no winners.
    const selling = await settleDueDraws(t.app.settlement);
    expect(selling.committed).toBeGreaterThan(0);
    const before = await verification(draw.drawNo);
    expect(before.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(new Date(before.committedAt).getTime()).toBeLessThan(new Date(before.stopDate).getTime());
    expect(before).toMatchObject({ seed: null, ticketNumbers: [], winners: [], ticketsDigest: null });

    t.clock.set(new Date(new Date(draw.stopDate).getTime() + 1000));
    await createCatalogueService({ db: t.db, clock: t.clock }).closeStoppedDraws();
    const balancesBefore = await Promise.all(buyers.map((b) => t.app.wallet.getFunds(b.customerId, 'AUD')));
    const settled = await settleDueDraws(t.app.settlement);
    const report = settled.settled.find((r) => r.drawId === draw.drawId);
    expect(report).toMatchObject({ from: 'DRAW_CLOSED', to: 'DRAW_EMAILED' });

    // The public data recomputes the published winners; the commitment did not change.
    const after = await verification(draw.drawNo);
    expect(after.commitment).toBe(before.commitment);
    expect(after.ticketNumbers).toHaveLength(50);
    expect(after.winners).toHaveLength(Math.min(50, after.prizeSlots.length));
    expect(verifyRaffle(after)).toMatchObject({ commitmentMatches: true, digestMatches: true, winnersMatch: true });
    expect(await verifyScript({ result: after })).toBe(0);
    // One ticket number changed in the input: another list, other winners, and the script says so.
    const changed = {
      ...after,
      ticketNumbers: [Math.max(...after.ticketNumbers) + 1, ...after.ticketNumbers.slice(1)],
    };
    expect(verifyRaffle(changed).recomputedWinners).not.toEqual(after.winners);
    expect(await verifyScript(changed)).toBe(1);

    // Every winner paid what the wins add up to: cash now, or pending above the threshold.
    const winners = await winnersOfDraw(t.db, draw.drawId, '', 100);
    expect(winners.reduce((n, w) => n + w.wins, 0)).toBe(after.winners.length);
    expect(report?.paid).toBe(after.winners.length - (report?.held ?? 0));
    expect(report?.held).toBeGreaterThan(0);
    for (const [i, who] of buyers.entries()) {
      const won = winners.find((w) => w.customerId === who.customerId);
      const funds = await t.app.wallet.getFunds(who.customerId, 'AUD');
      expect(funds.availableFunds.amount).toBe(
        (balancesBefore[i]?.availableFunds.amount ?? 0) + (won ? won.amount - won.held : 0),
      );
      const notices = await listWinnerNotices(t.db, who.customerId);
      const mails = (await t.inbox(who.email)).filter((m) => m.subject.startsWith('You won'));
      expect(notices).toHaveLength(won ? 1 : 0);
      expect(mails).toHaveLength(won ? 1 : 0);
      if (won && won.amount > won.held) {
        // The customer's transactions list the prize (the API's session has run out on this clock).
        const { transactions } = await t.app.wallet.listTransactions(who.customerId, { limit: 100, offset: 0 });
        const prizes = transactions.filter((x) => x.description.startsWith('Prize:'));
        expect(prizes.reduce((n, x) => n + x.amount.amount, 0)).toBe(won.amount - won.held);
      }
    }

    // Run again, all of it, and pay every win once more by hand: nothing more is paid, written or sent.
    const wins = await listWinnings(t.db, draw.drawId);
    expect(wins.map((w) => w.status).sort()).toEqual(
      [...Array(report?.held).fill('held'), ...Array(report?.paid).fill('paid')].sort(),
    );
    const again = await settleDraw(t.app.settlement, draw.drawId);
    expect(again).toMatchObject({ from: 'DRAW_EMAILED', to: 'DRAW_EMAILED', paid: 0, told: 0 });
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
    for (const who of buyers) {
      expect((await t.inbox(who.email)).filter((m) => m.subject.startsWith('You won')).length).toBeLessThanOrEqual(1);
    }
  });
});

describe('settling a lottery draw', () => {
  freshShop();

  it('scores every ticket with the division tables, pays small wins, holds large ones, shows them on the tickets', async () => {
    const draw = firstDraw(t, 'powerball2018');
    const winner = await signUp(t);
    const loser = await signUp(t);
    for (const who of [winner, loser]) await fundWallet(t.app, who.customerId, aud(100_000));
    // Game 1 matches all 7 and the Powerball (division 1); game 2 matches 5 and the Powerball (division 5).
    const winning = [
      { Numbers: [1, 2, 3, 4, 5, 6, 7], Powerball: [1] },
      { Numbers: [1, 2, 3, 4, 5, 30, 31], Powerball: [1] },
    ];
    await buy(winner, powerballEntry({ num_games: 2, games: winning }));
    await buy(
      loser,
      powerballEntry({
        num_games: 2,
        games: [
          { Numbers: [20, 21, 22, 23, 24, 25, 26], Powerball: [20] },
          { Numbers: [8, 9, 10, 11, 12, 13, 14], Powerball: [19] },
        ],
      }),
    );
    const before = await t.app.wallet.getFunds(winner.customerId, 'AUD');

    // After the draw time: sales stopped, and the ticket is a past ticket.
    t.clock.set(new Date(new Date(draw.drawDate).getTime() + 1000));
    const catalogue = createCatalogueService({ db: t.db, clock: t.clock });
    await catalogue.closeStoppedDraws();
    // Nothing happens before the results: the draw waits at DRAW_CLOSED.
    expect((await settleDraw(t.app.settlement, draw.drawId))?.to).toBe('DRAW_CLOSED');
    const dividends = [100_000_000, 5_000_000, 400_000, 100_000, 10_000, 5_000, 2_000, 1_500, 1_000];
    await catalogue.recordDrawResults(draw.drawId, {
      winningNumbers: [
        { name: 'Numbers', numbers: [1, 2, 3, 4, 5, 6, 7], ordered: false },
        { name: 'Powerball', numbers: [1], ordered: false },
      ],
      divisions: dividends.map((prizeAmount, i) => ({
        division: i + 1,
        description: `Division ${i + 1}`,
        numWinners: 0,
        prizeAmount,
        prizeSuffix: null,
      })),
    });
    const report = await settleDraw(t.app.settlement, draw.drawId);
    expect(report).toMatchObject({ from: 'DRAW_DRAWN', to: 'DRAW_EMAILED', scored: 2, paid: 1, held: 1, told: 1 });

    const after = await t.app.wallet.getFunds(winner.customerId, 'AUD');
    expect(after.availableFunds.amount).toBe(before.availableFunds.amount + 10_000);
    const wins = await listWinnings(t.db, draw.drawId);
    expect(wins.map((w) => [w.division, w.amount, w.status]).sort()).toEqual([
      ['div1', 100_000_000, 'held'],
      ['div5', 10_000, 'paid'],
    ]);

    const again = await signInAgain(t, winner);
    const past = (await as(t, again).get('/v2/tickets?state=past&limit=10')).json().result as Ticket[];
    const ticket = past.find((x) => x.drawId === draw.drawId);
    expect(ticket).toMatchObject({ drawStatus: 'DRAW_EMAILED', winnings: aud(100_010_000), winningsHeld: true });
    const loserTickets = (await as(t, await signInAgain(t, loser)).get('/v2/tickets?state=past&limit=10')).json()
      .result as Ticket[];
    expect(loserTickets.find((x) => x.drawId === draw.drawId)?.winnings).toBeNull();
    expect((await t.inbox(winner.email)).filter((m) => m.subject.startsWith('You won'))).toHaveLength(1);
    expect((await t.inbox(loser.email)).filter((m) => m.subject.startsWith('You won'))).toHaveLength(0);

    // Finance releases the held prize to cash, once; the release is audited.
    const held = wins.find((w) => w.status === 'held')?.winningId as string;
    const finance = await signInStaff(t as unknown as StaffTestApp, 'finance');
    const listed = await t.app.inject({ method: 'GET', url: '/staff/api/prizes/held', headers: finance.auth });
    expect(listed.json().result.map((p: { id: string }) => p.id)).toContain(held);
    const release = () =>
      t.app.inject({
        method: 'POST',
        url: `/staff/api/prizes/${encodeURIComponent(held)}/release`,
        headers: finance.auth,
      });
    const released = await release();
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json().result).toMatchObject({ status: 'released', amount: aud(100_000_000) });
    expect((await release()).statusCode).toBe(409);
    const afterRelease = await t.app.wallet.getFunds(winner.customerId, 'AUD');
    expect(afterRelease.availableFunds.amount).toBe(after.availableFunds.amount + 100_000_000);
    const admin = await signInStaff(t as unknown as StaffTestApp, 'administrator');
    const audit = await t.app.inject({ method: 'GET', url: '/staff/api/audit?limit=50', headers: admin.auth });
    const rows = (audit.json().result as { action: string; subjectId: string }[]).filter(
      (r) => r.action === 'prize.release',
    );
    expect(rows.map((r) => r.subjectId)).toEqual([held]);
  });
});
