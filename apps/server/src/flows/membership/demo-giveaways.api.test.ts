import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../tests/cart-helpers';
import { createIdentityTestApp, type IdentityTestApp, signUp } from '../../../tests/identity-helpers';
import { seedDemoGiveaways } from './demo-giveaways';

/**
 * The demo start's giveaways (decision 429): seven days of daily giveaways, a monthly and a
 * special, each with the project's own picture and its seed committed, made once however often
 * the demo starts.
 */
let t: IdentityTestApp;

beforeAll(async () => {
  t = await createIdentityTestApp({ at: '2026-03-02T01:00:00Z' });
});
afterAll(() => t.close());

describe('the demo giveaways', () => {
  it('are made once, with pictures and committed seeds, and listed for a customer', async () => {
    expect(await seedDemoGiveaways(t.app.membershipProgram)).toBe(9);
    expect(await seedDemoGiveaways(t.app.membershipProgram)).toBe(0);
    const result = (await t.db.execute(sql`
      select g.type, g.images->>'mobile' as picture, c.commitment
      from giveaways g left join raffle_seeds c on c.draw_id = 'giveaway:' || g.id`)) as unknown as {
      rows: { type: string; picture: string; commitment: string | null }[];
    };
    const rows = result.rows;
    expect(rows.map((r) => r.type).sort()).toEqual([...Array(7).fill('daily'), 'monthly', 'special'].sort());
    expect(rows.every((r) => /^\/pictures\/prizes\/[a-z-]+-960\.jpg$/.test(r.picture))).toBe(true);
    expect(rows.every((r) => r.commitment !== null)).toBe(true);

    const who = await signUp(t);
    const config = (await as(t, who).get('/rewards/v4/config')).json().result;
    // Today's daily (open now), the month's monthly and the special; the later dailies open on their day.
    expect(config.dailyGiveaways).toHaveLength(1);
    expect(config.monthlyGiveaways).toHaveLength(1);
    expect(config.specialGiveaways).toHaveLength(1);
  });
});
