import {
  type Branding,
  type Cause,
  type ProductOffer,
  type ProductOffersAnswer,
  productOffersAnswerSchema,
} from '@drawline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers';
import { fixedClock } from '../../../lib/clock';

// Tuesday 10 March 2026, 12:00 AEST.
const NOW = '2026-03-10T02:00:00Z';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: true, clock: fixedClock(NOW) });
});
afterAll(() => t.close());

async function get<T = unknown>(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return {
    status: res.statusCode,
    headers: res.headers,
    body: res.json() as {
      result: T;
      pageInfo: unknown;
      error: { code: string } | null;
      errors: Record<string, { code: string; message: string }[]> | null;
    },
  };
}
const offers = (url = '/v2/pricing/default/product_offers') => get<ProductOffersAnswer>(url);
const offer = (answer: ProductOffersAnswer, key: string) => answer.offers.find((o) => o.key === key) as ProductOffer;

describe('GET /pricing/{pricingName}/product_offers', () => {
  it('answers every offer of the pricing in rank order, with orderedKeys, rankings per category and restrictions', async () => {
    const { status, body } = await offers();
    expect(status).toBe(200);
    expect(() => productOffersAnswerSchema.parse(body.result)).not.toThrow();
    const { result } = body;
    expect(result.orderedKeys).toEqual(result.offers.map((o) => o.key));
    expect(result.offers.map((o) => o.rank)).toEqual([...result.offers.map((o) => o.rank)].sort((a, b) => a - b));
    for (const key of [
      'super_jackpot_lottery',
      'mega_jackpot_lottery',
      'make_a_smile_lottery',
      'your_hospice_lottery',
      'one_lottery',
      'lotto_strike',
      'set_for_life2020',
      'super_66',
      'monday_lotto',
      'wednesday_lotto',
      'oz_lotto2022',
      'powerball2018',
    ]) {
      expect(result.orderedKeys, key).toContain(key);
    }
    const charity = result.rankings.filter((r) => r.displayCategory === 'charity');
    expect(charity.map((r) => r.rank)).toEqual(charity.map((_, i) => i + 1));
    expect(result.restrictions).toEqual([]);
  });

  it('gives each game offer what the play page needs, with the real game matrices', async () => {
    const { result } = (await offers()).body;
    const numbers = (key: string, gameType = 'standard') =>
      offer(result, key)
        .gameTypes.find((g) => g.key === gameType)
        ?.gameOffers[0]?.numberSets.map((s) => [s.name, s.count, s.min, s.max, s.ordered ?? false]);
    expect(numbers('saturday_lotto')).toEqual([['Numbers', 6, 1, 45, false]]);
    expect(numbers('oz_lotto2022')).toEqual([['Numbers', 7, 1, 47, false]]);
    expect(numbers('powerball2018')).toEqual([
      ['Numbers', 7, 1, 35, false],
      ['Powerball', 1, 1, 20, false],
    ]);
    expect(numbers('set_for_life2020')).toEqual([['Numbers', 7, 1, 44, false]]);
    expect(numbers('super_66', 'sequential')).toEqual([['Numbers', 6, 0, 9, true]]);
    expect(numbers('lotto_strike', 'strike_standard')).toEqual([['Numbers', 4, 1, 45, true]]);

    for (const o of result.offers) {
      for (const g of o.gameTypes) {
        expect(
          g.gameOffers.filter((x) => x.defaultGameOffer),
          `${o.key}/${g.key}`,
        ).toHaveLength(1);
        for (const go of g.gameOffers) {
          expect(
            go.prices.map((p) => p.numGames),
            `${o.key}/${go.key}`,
          ).toEqual(go.numGames);
          expect(go.prices.every((p) => p.price.amount > 0 && p.price.currency === 'AUD')).toBe(true);
          expect(go.minGames).toBe(Math.min(...go.numGames));
          expect(go.multiDraw.length).toBeGreaterThan(0);
        }
      }
    }
    // The spec's default of 18 standard games is on the list.
    expect(offer(result, 'saturday_lotto').gameTypes[0]?.gameOffers[0]?.numGames).toContain(18);
    // A System 8 of a 6-from-45 game is 28 games.
    const system8 = offer(result, 'saturday_lotto')
      .gameTypes.find((g) => g.key === 'reduced_system')
      ?.gameOffers.find((g) => g.key === 'system_8');
    const standard = offer(result, 'saturday_lotto').gameTypes[0]?.gameOffers[0]?.prices.find((p) => p.numGames === 4);
    expect(system8?.prices[0]?.price.amount).toBe(((standard?.price.amount ?? 0) / 4) * 28);
  });

  it('covers every game type across the catalogue', async () => {
    const { result } = (await offers()).body;
    const keys = new Set(result.offers.flatMap((o) => o.gameTypes.map((g) => g.key)));
    for (const key of [
      'standard',
      'reduced_system',
      'powerhit',
      'powerhit_super_combo',
      'powerpik',
      'powerpik_system',
      'random',
      'sequential',
      'strike_standard',
      'strike_boxed',
      'mega_combo',
      'syndicate',
      'deferred',
      'lotto_party',
    ]) {
      expect(keys, key).toContain(key);
    }
  });

  it('lists upcoming draws in the future, raffle stock and syndicates', async () => {
    const { result } = (await offers()).body;
    for (const o of result.offers) {
      expect(o.draws.length, o.key).toBeGreaterThan(0);
      for (const d of o.draws) expect(Date.parse(d.stopDate), `${o.key} ${d.drawNo}`).toBeGreaterThan(Date.parse(NOW));
    }
    const oneLottery = offer(result, 'one_lottery');
    expect(oneLottery.draws[0]).toMatchObject({
      purchaseStatus: 'sold_out',
      status: 'DRAW_CAPPED',
      ticketsRemaining: 0,
    });
    expect(oneLottery.draws[1]?.purchaseStatus).toBe('pre_order');
    const smile = offer(result, 'make_a_smile_lottery');
    expect(smile.draws[0]?.purchaseStatus).toBe('open');
    expect(smile.draws[0]?.drawData.name).toMatch(/prize home/);
    expect(smile.causes).toEqual(['childrens_hospital', 'kids_cancer_research']);
    expect(smile.recurringPurchase).toEqual({ type: 'subscription', availability: 'optional' });
    const syndicate = offer(result, 'saturday_lotto_syndicate');
    expect(syndicate.lotteryKey).toBe('saturday_lotto');
    expect(syndicate.syndicates.length).toBeGreaterThan(0);
    for (const s of syndicate.syndicates) {
      expect(s.sharesRemaining).toBe(s.size - s.sharesSold);
      expect(s.tickets[0]?.numStandardGames).toBeGreaterThan(0);
    }
    // A growing jackpot is known for the next draw only; fixed prizes are always known.
    const powerball = offer(result, 'powerball2018');
    expect(powerball.draws[0]?.isPrizePoolUnknown).toBe(false);
    expect(offer(result, 'monday_lotto').draws.every((d) => d.prizePool?.amount === 100_000_000)).toBe(true);
    expect(offer(result, 'set_for_life2020').draws[0]).toMatchObject({
      prizePool: { amount: 2_000_000, currency: 'AUD' },
      prizePoolSuffix: 'a month for 20 years',
    });
    expect(offer(result, 'set_for_life2020').selectableDays).toHaveLength(7);
  });

  it('filters by product type, display category, game type, cause, availability and any offer name', async () => {
    const raffles = (await offers('/v2/pricing/default/product_offers?product_types=raffle_ticket')).body.result;
    expect(raffles.offers.length).toBe(5);
    expect(raffles.offers.every((o) => o.type === 'raffle_ticket')).toBe(true);
    const byName = (await offers('/v2/pricing/default/product_offers?keys=OZ_LOTTO,Powerball,tattslotto,set_for_life'))
      .body.result;
    expect(byName.orderedKeys).toEqual(['powerball2018', 'oz_lotto2022', 'saturday_lotto', 'set_for_life2020']);
    const syndicates = (await offers('/v2/pricing/default/product_offers?display_category=syndicate')).body.result;
    expect(syndicates.offers.every((o) => o.type === 'syndicate_share')).toBe(true);
    const boxed = (await offers('/v2/pricing/default/product_offers?game_type=strike_boxed')).body.result;
    expect(boxed.orderedKeys).toEqual(['lotto_strike']);
    const wildlife = (await offers('/v2/pricing/default/product_offers?cause_key=wildlife_rescue')).body.result;
    expect(wildlife.orderedKeys.sort()).toEqual(['one_lottery', 'super_jackpot_lottery']);
    const available = (await offers('/v2/pricing/default/product_offers?available_only=true')).body.result;
    expect(available.offers.length).toBe(16);
  });

  it('leaves restricted offers out of a pricing and says why, in that pricing’s own ranking', async () => {
    const { result } = (await offers('/v2/pricing/sa/product_offers')).body;
    expect(result.orderedKeys).not.toContain('your_hospice_lottery');
    expect(result.orderedKeys[0]).toBe('saturday_lotto');
    expect(result.restrictions).toEqual([
      {
        kind: 'licensing_restriction',
        productOfferKey: 'your_hospice_lottery',
        productType: null,
        message: 'Your Hospice Lottery is not licensed in South Australia.',
      },
    ]);
    expect(offer(result, 'saturday_lotto').urlAliases).toEqual([
      { subvariant: 'QLD', url: 'gold-lotto' },
      { subvariant: 'SA', url: 'x-lotto' },
      { subvariant: 'VIC', url: 'tattslotto' },
    ]);
  });

  it('answers 404 for an unknown pricing and 400 with field targets for bad filters', async () => {
    const unknown = await offers('/v2/pricing/nowhere/product_offers');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error?.code).toBe('not_found');
    const bad = await offers(
      '/v2/pricing/default/product_offers?product_types=lottery_ticket,scratchie&game_type=bingo',
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error?.code).toBe('validation_failed');
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['game_type', 'product_types.1']);
  });

  it('is kept on the server per stamp of the live stock, asked again by browsers and CDNs, and answers versions up to 3.9', async () => {
    const first = await get('/v2/pricing/default/product_offers?keys=super_66');
    // Its stock is never stale (decision 330): whoever keeps a copy asks again before using it.
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const second = await get('/v2/pricing/default/product_offers?keys=super_66');
    expect(second.headers['x-cache']).toBe('HIT');
    expect((await get('/v2/pricing/default/product_offers', { version: '3.9' })).status).toBe(200);
  });
});

describe('GET /branding', () => {
  it('answers the branding of each sub-variant', async () => {
    const { status, body } = await get<Branding[]>('/v2/branding');
    expect(status).toBe(200);
    expect(body.result.map((b) => b.subvariant).sort()).toEqual(['OTHER', 'SA']);
    expect(body.result.find((b) => b.subvariant === 'SA')?.regionOverrides).toEqual({
      brandingRegions: ['SA'],
      overrides: { pricingName: 'sa' },
    });
  });
});

describe('GET /causes', () => {
  it('lists causes with the offers supporting each, paged', async () => {
    const { body } = await get<Cause[]>('/v2/causes?limit=5');
    expect(body.result).toHaveLength(5);
    expect(body.pageInfo).toEqual({ limit: 5, offset: 0, total: 12 });
    const all = (await get<Cause[]>('/v2/causes')).body.result;
    expect(all.find((c) => c.key === 'wildlife_rescue')?.productOfferKeys.sort()).toEqual([
      'one_lottery',
      'super_jackpot_lottery',
    ]);
  });

  it('finds one cause by slug, or by key or slug in the path, in any case', async () => {
    const bySlug = (await get<Cause[]>('/v2/causes?slug=Kids-Cancer-Research')).body.result;
    expect(bySlug.map((c) => c.key)).toEqual(['kids_cancer_research']);
    expect((await get<Cause>('/v2/causes/hospice_care_nsw')).body.result).toMatchObject({
      urlSlug: 'hospice-care-nsw',
      state: 'NSW',
      productOfferKeys: ['your_hospice_lottery'],
    });
    expect((await get<Cause>('/v2/causes/Surf-Life-Saving')).body.result.key).toBe('surf_life_saving');
  });

  it('answers 404 for an unknown cause and 400 for a limit out of range', async () => {
    const unknown = await get('/v2/causes/no_such_cause');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error?.code).toBe('not_found');
    for (const q of ['limit=0', 'limit=abc', 'offset=-1']) {
      const bad = await get(`/v2/causes?${q}`);
      expect(bad.status, q).toBe(400);
      expect(Object.keys(bad.body.errors ?? {}), q).toEqual([q.split('=')[0]]);
    }
  });
});
