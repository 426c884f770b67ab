import { matchOfferName, olderOfferName, type ProductOffer, type ProductOffersAnswer } from '@drawline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers';
import { fixedClock } from '../../../lib/clock';

/**
 * The storefront resolves a path's offer name with matchOfferName over the offers of
 * GET /pricing/{pricingName}/product_offers (apps/web/app/features/catalogue/offers.server.ts).
 * Every name it accepts must mean the same offer to the API's calls, or a page would open and
 * its calls 404.
 */
let t: TestApp;
let offers: ProductOffer[];

beforeAll(async () => {
  t = await createTestApp({ seed: true, clock: fixedClock('2026-03-10T02:00:00Z') });
  const answer = await t.app.inject({ method: 'GET', url: '/v2/pricing/default/product_offers' });
  offers = (answer.json().result as ProductOffersAnswer).offers;
});
afterAll(() => t.close());

/** Every spelling of every name of an offer: key, url, url aliases and older name; any case; _ or -. */
function spellings(offer: ProductOffer): string[] {
  const names = [offer.key, offer.url, ...offer.urlAliases.map((a) => a.url), olderOfferName(offer.key)];
  const out = new Set<string>();
  for (const name of names) {
    if (!name) continue;
    for (const n of [name, name.replaceAll('_', '-'), name.replaceAll('-', '_')]) {
      out.add(n);
      out.add(n.toUpperCase());
      out.add(n.toLowerCase());
      out.add(n.replace(/(^|[-_])([a-z])/g, (_m, sep: string, c: string) => sep + c.toUpperCase()));
    }
  }
  return [...out];
}

async function get(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() as { result: unknown } };
}

describe('offer names: the storefront and the API agree', () => {
  it('has url aliases and older names to try', () => {
    expect(offers.some((o) => o.urlAliases.length > 0)).toBe(true);
    expect(offers.filter((o) => olderOfferName(o.key)).map((o) => o.key)).toEqual(
      expect.arrayContaining(['oz_lotto2022', 'powerball2018', 'set_for_life2020']),
    );
  });

  it('every name the storefront accepts finds the same offer in the product offers call', async () => {
    let tried = 0;
    for (const offer of offers) {
      for (const name of spellings(offer)) {
        const web = matchOfferName(name, offers);
        expect(web, name).toBeDefined();
        const { status, body } = await get(`/v2/pricing/default/product_offers?keys=${name}`);
        expect(status, name).toBe(200);
        expect((body.result as ProductOffersAnswer).orderedKeys, name).toEqual([web?.key]);
        tried++;
      }
    }
    expect(tried).toBeGreaterThan(offers.length * 8);
  });

  it('every name the storefront accepts opens the same draw in the draw calls', async () => {
    for (const offer of offers.filter((o) => o.draws.length > 0)) {
      const drawNo = offer.draws[0]!.drawNo;
      const byKey = await get(`/v2/draw/details/${offer.key}/${drawNo}`);
      expect(byKey.status, offer.key).toBe(200);
      for (const name of spellings(offer)) {
        if (matchOfferName(name, offers)?.key !== offer.key) continue;
        const byName = await get(`/v2/draw/details/${name}/${drawNo}`);
        expect(byName.status, name).toBe(200);
        expect(byName.body.result, name).toEqual(byKey.body.result);
      }
    }
  });

  it('a name the storefront does not know is unknown to the API too', async () => {
    const drawNo = offers.find((o) => o.key === 'oz_lotto2022')!.draws[0]!.drawNo;
    for (const name of ['oz', 'lotto', 'powerball2017', 'oz_lotto2022x', 'oz-lotto-vic']) {
      expect(matchOfferName(name, offers), name).toBeUndefined();
      expect((await get(`/v2/draw/details/${name}/${drawNo}`)).status, name).toBe(404);
      const { body } = await get(`/v2/pricing/default/product_offers?keys=${name}`);
      expect((body.result as ProductOffersAnswer).orderedKeys, name).toEqual([]);
    }
  });
});
