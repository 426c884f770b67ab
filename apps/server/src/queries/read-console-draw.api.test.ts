import type { ConsoleDraw, ProductOffersAnswer } from '@drawline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_NOW } from '../../tests/cart-helpers';
import { createStaffTestApp, type StaffTestApp, signInStaff } from '../../tests/staff-helpers';
import { createCatalogueService } from '../modules/catalogue';

/** GET /staff/api/draws/{drawId} (docs/decisions/240): what the draws page needs of one draw. */
let t: StaffTestApp;
let drawId: string;

beforeAll(async () => {
  t = await createStaffTestApp({ seed: true, at: CART_NOW });
  const offers = (await t.app.inject({ method: 'GET', url: '/v2/pricing/default/product_offers' })).json()
    .result as ProductOffersAnswer;
  const draw = offers.offers.find((o) => o.key === 'powerball2018')?.draws[0];
  if (!draw) throw new Error('No Powerball draw on sale');
  drawId = draw.drawId;
  t.clock.set(new Date(new Date(draw.stopDate).getTime() + 1000));
  await createCatalogueService({ db: t.db, clock: t.clock }).closeStoppedDraws();
});
afterAll(() => t.close());

describe('a draw as the draws page reads it', () => {
  it("names the lottery's number sets and divisions from the scorer's table, then the entered result", async () => {
    const operator = (await signInStaff(t, 'draw_operator')).auth;
    const read = async () => {
      const res = await t.app.inject({ method: 'GET', url: `/staff/api/draws/${drawId}`, headers: operator });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().result as ConsoleDraw;
    };
    const before = await read();
    expect(before).toMatchObject({ drawId, status: 'DRAW_CLOSED', entry: null, currency: 'AUD' });
    expect(before.numberSets).toEqual([
      { name: 'Numbers', count: 7, min: 1, max: 35, ordered: false },
      { name: 'Powerball', count: 1, min: 1, max: 20, ordered: false },
    ]);
    expect(before.divisions.map((d) => d.division)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(before.divisions[0]?.description).toMatch(/Powerball/);

    const entered = await t.app.inject({
      method: 'POST',
      url: `/staff/api/draws/${drawId}/results`,
      headers: operator,
      payload: {
        winning_numbers: [
          { name: 'Numbers', numbers: [1, 2, 3, 4, 5, 6, 7] },
          { name: 'Powerball', numbers: [1] },
        ],
        divisions: before.divisions.map((d) => ({
          division: d.division,
          prize_amount: d.division === 1 ? 100_000 : 1000,
        })),
      },
    });
    expect(entered.statusCode, entered.body).toBe(200);
    const after = await read();
    expect(after.entry).toMatchObject({
      confirmedBy: null,
      divisions: expect.arrayContaining([expect.objectContaining({ division: 1, prizeAmount: 100_000 })]),
    });
  });

  it('answers 404 for an unknown draw', async () => {
    const operator = (await signInStaff(t, 'draw_operator')).auth;
    const res = await t.app.inject({ method: 'GET', url: '/staff/api/draws/no-such-draw', headers: operator });
    expect(res.statusCode).toBe(404);
  });
});
