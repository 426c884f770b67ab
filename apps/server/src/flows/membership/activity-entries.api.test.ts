import { ACTIVITY_ENTRIES_CAP, IDEMPOTENCY_KEY_HEADER, type MembershipEntry } from '@drawline/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, CART_NOW, cartOf, raffleEntry, visitor } from '../../../tests/cart-helpers';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../../tests/identity-helpers';
import { joinedMember } from '../../../tests/premium-helpers';
import { cryptoRandom } from '../../lib/random';
import { createCapabilitiesService } from '../../modules/capabilities';
import { createGiveaway } from './create-giveaway';
import { drawDueGiveaways } from './draw-giveaways';

/**
 * Entries accumulated by activity (issue 27, decision 527) on both databases: with the accumulated
 * entries capability on for the member's segment, each entry their paid orders bought since an
 * open giveaway opened adds one entry to it, at most ACTIVITY_ENTRIES_CAP; the giveaway job never
 * lowers them and the draw numbers them; with the capability off for the segment, none.
 */
let t: IdentityTestApp;
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createIdentityTestApp({ seed: true, at: CART_NOW, config: { rateLimitPerMinute: 1_000_000 } });
});
afterAll(() => t.close());

const program = () => t.app.membershipProgram;

const member = (cents: number) => joinedMember(t, cents);

async function buyRaffleEntry(who: SignedIn): Promise<void> {
  cartOf(await as(t, who).post('/v2/cart/items', raffleEntry({ num_games: 1 })));
  const paid = await as(t, who).post('/v2/cart/purchase', undefined, { [IDEMPOTENCY_KEY_HEADER]: cryptoRandom.uuid() });
  expect(paid.statusCode, paid.body).toBe(200);
}

async function entryIn(who: SignedIn, giveawayId: string): Promise<MembershipEntry | undefined> {
  const res = await as(t, who).get('/rewards/v3/customer');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().result.membershipEntries as MembershipEntry[]).find((e) => e.drawId === giveawayId);
}

async function openDaily(title: string) {
  const now = t.clock.now().getTime();
  return createGiveaway(program(), {
    type: 'daily',
    title,
    openAt: new Date(now - MINUTE),
    closeAt: new Date(now + 30 * MINUTE),
    prize: { kind: 'goods', name: 'A hat', currency: 'AUD' },
  });
}

async function setForCustomers(on: boolean): Promise<void> {
  await t.db.transaction((tx) =>
    createCapabilitiesService({ db: t.db }).setForSegment(tx, {
      segmentName: 'default',
      capability: 'membership_accumulated_entries',
      on,
    }),
  );
}

describe('entries accumulated by activity', () => {
  it('adds an entry for each entry bought since the giveaway opened, kept by the job and numbered by the draw', async () => {
    const g = await openDaily('Activity daily');
    const who = await member(10_000);
    expect(await entryIn(who, g.id)).toMatchObject({ entryStatus: 'guaranteed', numberOfEntriesText: '1 entry' });
    await buyRaffleEntry(who);
    await buyRaffleEntry(who);
    expect((await entryIn(who, g.id))?.numberOfEntriesText).toBe('3 entries');
    // The job writes every member's tier entries each minute: it never lowers what activity added.
    await drawDueGiveaways(program());
    expect((await entryIn(who, g.id))?.numberOfEntriesText).toBe('3 entries');
    // The draw numbers every counted entry: this member's three are in it.
    const counts = (await t.db.execute(
      sql`select coalesce(sum(count), 0)::int as n,
            coalesce(sum(count) filter (where customer_id = ${who.customerId}), 0)::int as mine
          from giveaway_entries where giveaway_id = ${g.id} and status in ('guaranteed', 'unlocked')`,
    )) as unknown as { rows: { n: number; mine: number }[] };
    expect(counts.rows[0]?.mine).toBe(3);
    t.clock.advance(31 * MINUTE);
    await drawDueGiveaways(program());
    const verification = (await visitor(t).get(`/rewards/v3/giveaways/daily/${g.number}/verification`)).json().result;
    expect(verification.status).toBe('drawn');
    expect(verification.ticketNumbers).toHaveLength(counts.rows[0]?.n ?? -1);
  });

  it(`earns at most ${ACTIVITY_ENTRIES_CAP} entries by activity in one giveaway`, async () => {
    const g = await openDaily('Capped daily');
    const who = await member(20_000);
    for (let i = 0; i <= ACTIVITY_ENTRIES_CAP; i++) await buyRaffleEntry(who);
    expect((await entryIn(who, g.id))?.numberOfEntriesText).toBe(`${1 + ACTIVITY_ENTRIES_CAP} entries`);
  });

  it('adds none while the capability is off for the member segment', async () => {
    await setForCustomers(false);
    try {
      const g = await openDaily('No activity daily');
      const who = await member(10_000);
      await buyRaffleEntry(who);
      expect((await entryIn(who, g.id))?.numberOfEntriesText).toBe('1 entry');
    } finally {
      await setForCustomers(true);
    }
  });
});
