import { IDEMPOTENCY_KEY_HEADER, type LottoPartyOrder, type LottoPartySession } from '@drawline/contracts';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { as, checkoutTestApp, firstDraw, signInAgain } from '../../../tests/cart-helpers';
import { testDbKind } from '../../../tests/helpers';
import { type SignedIn, signUp } from '../../../tests/identity-helpers';
import { expectLedgerBalanced } from '../../../tests/ledger-helpers';
import { aud, availableFundsOf, fundCustomer } from '../../../tests/purchase-helpers';
import { createCatalogueService } from '../../modules/catalogue';
import { closeDueLottoPartySessions } from '../../modules/lotto-party';
import { listWinnings } from '../../modules/settlement';
import { settleDraw } from '../settlement/settle-draw';
import { type BuySessionGamesDeps, buySessionGames, leftoverByShares } from './buy-session-games';

/**
 * A closed lotto party session's games bought for its draw once (decision 390), the amount left
 * over and an unbuyable session refunded through the ledger by shares, and the draw's prize split
 * over the members' shares and paid once by settlement. The ledger is checked balanced after each.
 */
const t = checkoutTestApp({
  config: {
    rateLimitPerMinute: 1_000_000,
    prizeHoldThreshold: 1_000_000_000,
    shopEngines: { recurringPurchases: false, lottoParty: true },
  },
});
/** Powerball's lotto party game in the demo catalogue (cents). */
const GAME = 175;
let n = 0;

const resultOf = <T>(res: LightMyRequestResponse): T => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as T;
};
const deps = (): BuySessionGamesDeps => t.app.recurringEngine;

async function partyOf(sharePrice: number, drawIndex = 0) {
  const org = await signUp(t);
  await fundCustomer(t.db, org.customerId, aud(100_000));
  const group = resultOf<{ groupId: string; inviteToken: string }>(
    await as(t, org).post('/social/v3/group', { group_name: `Buying Party ${testDbKind()} ${++n}` }),
  );
  const session = resultOf<LottoPartySession>(
    await as(t, org).post('/social/v3/session', {
      group_id: group.groupId,
      draw_id: firstDraw(t, 'powerball2018', drawIndex).drawId,
      share_price: { amount: sharePrice },
      shares_total: 20,
    }),
  );
  const member = async () => {
    const who = await signUp(t);
    resultOf(await as(t, who).get(`/social/v3/group/token/${group.inviteToken}`));
    await fundCustomer(t.db, who.customerId, aud(100_000));
    return who;
  };
  const buy = async (who: SignedIn, shares: number) => {
    resultOf(
      await as(t, who).post('/v2/cart/items', {
        product_offer_key: 'powerball2018',
        game_type: 'lotto_party',
        game_offer: 'lotto_party',
        num_games: shares,
        social_syndicate_id: session.sessionId,
      }),
    );
    resultOf(
      await as(t, who).post('/v2/cart/purchase', undefined, {
        [IDEMPOTENCY_KEY_HEADER]: `lp-buy-${testDbKind()}-${++n}`,
      }),
    );
  };
  return { org, session, member, buy };
}

type SessionRow = { status: string; games: Record<string, number[]>[] | null; game_price: number | null };
async function sessionRow(id: string): Promise<SessionRow> {
  const res = (await t.db.execute(
    sql`select status, games, game_price::int as game_price from lotto_party_sessions where id = ${id}`,
  )) as unknown as { rows: SessionRow[] };
  return res.rows[0] as SessionRow;
}
async function refundJournals(customerId: string): Promise<number[]> {
  const res = (await t.db.execute(
    sql`select p.amount::int as amount from ledger_journals j join ledger_postings p on p.journal_id = j.id
        join ledger_accounts a on a.id = p.account_id
        where j.kind = 'refund' and j.reference like 'lotto-party:%' and a.customer_id = ${customerId}`,
  )) as unknown as { rows: { amount: number }[] };
  return res.rows.map((r) => r.amount);
}

describe('the amount left over by shares', () => {
  it('gives each holding its part rounded down and the cents left to the largest, then earliest', () => {
    const shares = [1, 3, 3, 2].map((s) => ({ shares: s }));
    expect(leftoverByShares(10, { shares } as never)).toEqual([1, 4, 3, 2]);
    expect(leftoverByShares(0, { shares } as never)).toEqual([0, 0, 0, 0]);
    expect(leftoverByShares(174, { shares } as never).reduce((a, b) => a + b, 0)).toBe(174);
  });
});

describe(`a closed lotto party session bought and settled (${testDbKind()})`, () => {
  it('buys what was paid for once, refunds the rest by shares, and pays each member their part of the prize once', async () => {
    // 7 shares of $3.34: $23.38 buys 13 games of $1.75 ($22.75); 63 cents go back, 27 and 36.
    const { org, session, member, buy } = await partyOf(334);
    const friend = await member();
    const watcher = await member();
    await buy(org, 3);
    await buy(friend, 4);
    const orgBefore = await availableFundsOf(t.db, org.customerId);
    const friendBefore = await availableFundsOf(t.db, friend.customerId);

    t.clock.set(new Date(new Date(session.stopAt).getTime() + 1_000));
    expect(await closeDueLottoPartySessions(t.db, t.clock.now())).toMatchObject({ closed: 1 });
    expect(await buySessionGames(deps())).toEqual({ paid: 1, cancelled: 0, refunds: 2 });
    // Run again: nothing is bought or refunded twice.
    expect(await buySessionGames(deps())).toEqual({ paid: 0, cancelled: 0, refunds: 0 });
    const row = await sessionRow(session.sessionId);
    expect(row.status).toBe('paid');
    expect(row.game_price).toBe(GAME);
    expect(row.games).toHaveLength(13);
    for (const game of row.games ?? []) {
      expect(game.Numbers).toHaveLength(7);
      expect(game.Powerball).toHaveLength(1);
    }
    expect(await availableFundsOf(t.db, org.customerId)).toBe(orgBefore + 27);
    expect(await availableFundsOf(t.db, friend.customerId)).toBe(friendBefore + 36);
    expect(await refundJournals(org.customerId)).toEqual([27]);
    const shares = (await t.db.execute(
      sql`select customer_id as "customerId", refunded::int as refunded from lotto_party_shares where session_id = ${session.sessionId} order by refunded`,
    )) as unknown as { rows: { customerId: string; refunded: number }[] };
    expect(shares.rows).toEqual([
      { customerId: org.customerId, refunded: 27 },
      { customerId: friend.customerId, refunded: 36 },
    ]);
    await expectLedgerBalanced(t.db);

    // The draw: its result is the session's first game, so the session wins division 1 at least.
    const draw = firstDraw(t, 'powerball2018');
    t.clock.set(new Date(new Date(draw.drawDate).getTime() + 1_000));
    const catalogue = createCatalogueService({ db: t.db, clock: t.clock });
    await catalogue.closeStoppedDraws();
    const first = row.games?.[0] as Record<string, number[]>;
    await catalogue.recordDrawResults(draw.drawId, {
      winningNumbers: [
        { name: 'Numbers', numbers: first.Numbers as number[], ordered: false },
        { name: 'Powerball', numbers: first.Powerball as number[], ordered: false },
      ],
      divisions: [7_000_001, 500_003, 40_007, 10_009, 1_007, 503, 211, 151, 107].map((prizeAmount, i) => ({
        division: i + 1,
        description: `Division ${i + 1}`,
        numWinners: 0,
        prizeAmount,
        prizeSuffix: null,
      })),
    });
    const orgAtDraw = await availableFundsOf(t.db, org.customerId);
    const friendAtDraw = await availableFundsOf(t.db, friend.customerId);
    const report = await settleDraw(t.app.settlement, draw.drawId);
    expect(report?.to).toBe('DRAW_EMAILED');
    expect((await settleDraw(t.app.settlement, draw.drawId))?.paid ?? 0).toBe(0);
    const wins = (await listWinnings(t.db, draw.drawId)).filter((w) => w.division === 'lotto_party');
    expect(wins).toHaveLength(2);
    const byCustomer = new Map(wins.map((w) => [w.customerId, w.amount]));
    const orgWin = byCustomer.get(org.customerId) as number;
    const friendWin = byCustomer.get(friend.customerId) as number;
    // Equal per share, rounded down (decision 192): 3 and 4 shares of the same part.
    expect(orgWin / 3).toBe(friendWin / 4);
    expect(Number.isInteger(orgWin / 3)).toBe(true);
    expect(orgWin + friendWin).toBeGreaterThanOrEqual(Math.floor(7_000_001 / 7) * 7);
    expect(wins.every((w) => w.status === 'paid')).toBe(true);
    expect(await availableFundsOf(t.db, org.customerId)).toBe(orgAtDraw + orgWin);
    expect(await availableFundsOf(t.db, friend.customerId)).toBe(friendAtDraw + friendWin);

    // Each member sees the games and their own part; a member holding no share sees no games.
    const friendNow = await signInAgain(t, friend);
    const orders = resultOf<LottoPartyOrder[]>(await as(t, friendNow).get('/social/v3/orders?status=past_products'));
    expect(orders).toEqual([
      expect.objectContaining({ status: 'paid', refunded: aud(36), winnings: aud(friendWin), winningsHeld: false }),
    ]);
    const seen = resultOf<LottoPartySession>(await as(t, friendNow).get(`/social/v3/session/${session.sessionId}`));
    expect(seen.games).toEqual(row.games);
    const unseen = resultOf<LottoPartySession>(
      await as(t, await signInAgain(t, watcher)).get(`/social/v3/session/${session.sessionId}`),
    );
    expect(unseen.games).toBeNull();
  });

  it('cancels a session whose paid shares buy no game and refunds every share in full, once', async () => {
    const { org, session, member, buy } = await partyOf(100, 1);
    const friend = await member();
    await buy(friend, 1);
    const before = await availableFundsOf(t.db, friend.customerId);
    t.clock.set(new Date(new Date(session.stopAt).getTime() + 1_000));
    await closeDueLottoPartySessions(t.db, t.clock.now());
    expect(await buySessionGames(deps())).toEqual({ paid: 0, cancelled: 1, refunds: 1 });
    expect(await buySessionGames(deps())).toEqual({ paid: 0, cancelled: 0, refunds: 0 });
    expect((await sessionRow(session.sessionId)).status).toBe('cancelled');
    expect(await availableFundsOf(t.db, friend.customerId)).toBe(before + 100);
    expect(await refundJournals(friend.customerId)).toEqual([100]);
    expect(await refundJournals(org.customerId)).toEqual([]);
  });

  it('refunds in full a session whose draw stopped selling before its games were bought', async () => {
    const { member, buy } = await partyOf(500, 2);
    const friend = await member();
    await buy(friend, 2);
    const before = await availableFundsOf(t.db, friend.customerId);
    const draw = firstDraw(t, 'powerball2018', 2);
    t.clock.set(new Date(new Date(draw.stopDate).getTime() + 1_000));
    await closeDueLottoPartySessions(t.db, t.clock.now());
    expect(await buySessionGames(deps())).toEqual({ paid: 0, cancelled: 1, refunds: 1 });
    expect(await availableFundsOf(t.db, friend.customerId)).toBe(before + 1_000);
  });

  it('finishes on the next run a run killed halfway, buying and refunding each session once', async () => {
    const parties = [await partyOf(334, 3), await partyOf(334, 3)];
    const members: SignedIn[] = [];
    for (const p of parties) {
      const friend = await member(p);
      members.push(friend);
      await p.buy(p.org, 3);
      await p.buy(friend, 4);
    }
    t.clock.set(new Date(new Date(parties[0]?.session.stopAt as string).getTime() + 1_000));
    await closeDueLottoPartySessions(t.db, t.clock.now());
    // The wallet fails at the third refund: the second session's transaction is lost whole.
    let refunds = 0;
    const failing: BuySessionGamesDeps = {
      ...deps(),
      wallet: {
        refundPurchaseLine: (tx, input) => {
          if (++refunds === 3) throw new Error('killed');
          return deps().wallet.refundPurchaseLine(tx, input);
        },
      },
    };
    await expect(buySessionGames(failing)).rejects.toThrow('killed');
    const statuses = await Promise.all(parties.map((p) => sessionRow(p.session.sessionId)));
    expect(statuses.map((s) => s.status).sort()).toEqual(['closed', 'paid']);
    expect(await buySessionGames(deps())).toEqual({ paid: 1, cancelled: 0, refunds: 2 });
    for (const p of parties) expect((await sessionRow(p.session.sessionId)).status).toBe('paid');
    for (const friend of members) expect(await refundJournals(friend.customerId)).toEqual([36]);
  });
});

async function member(p: Awaited<ReturnType<typeof partyOf>>) {
  return p.member();
}

describe.skipIf(testDbKind() !== 'postgres')('closed sessions bought by runs racing on PostgreSQL', () => {
  it('buys each session once and refunds each share once whatever the runs at once', { timeout: 120_000 }, async () => {
    const parties = [];
    for (let i = 0; i < 6; i++) parties.push(await partyOf(334, 3));
    for (const p of parties) {
      await p.buy(p.org, 3);
      await p.buy(await p.member(), 4);
    }
    t.clock.set(new Date(new Date(parties[0]?.session.stopAt as string).getTime() + 1_000));
    await closeDueLottoPartySessions(t.db, t.clock.now());
    const runs = await Promise.all(Array.from({ length: 4 }, () => buySessionGames(deps())));
    expect(runs.reduce((n, r) => n + r.paid, 0)).toBe(6);
    expect(runs.reduce((n, r) => n + r.refunds, 0)).toBe(12);
    const counted = (await t.db.execute(
      sql`select count(*)::int as n, count(distinct reference)::int as distinct from ledger_journals where kind = 'refund' and reference like 'lotto-party:%'`,
    )) as unknown as { rows: { n: number; distinct: number }[] };
    expect(counted.rows[0]?.n).toBe(counted.rows[0]?.distinct);
    for (const p of parties) expect((await sessionRow(p.session.sessionId)).status).toBe('paid');
    await expectLedgerBalanced(t.db);
  });
});
