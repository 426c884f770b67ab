import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Cart, Cause, Draw, ProductOffersAnswer, RafflePrize } from '@drawline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raffleEntry } from '../../../../tests/cart-helpers';
import { createTestApp, type TestApp } from '../../../../tests/helpers';
import { fixedClock } from '../../../lib/clock';

/**
 * The catalogue's pictures (docs/decisions/304): every offer answers its logo, every raffle draw
 * its feature picture, every prize and cause its picture, as the operator (here the demo seed) set
 * them; each names a file the storefront serves. How the files are sent (type, cache) is proven
 * against the built app in e2e/tests/pictures.e2e.test.ts.
 */

const NOW = '2026-03-10T02:00:00Z';
const publicDir = path.resolve(import.meta.dirname, '../../../../../web/public');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: true, clock: fixedClock(NOW) });
});
afterAll(() => t.close());

async function result<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, url).toBe(200);
  return res.json().result as T;
}

/** The file a picture's address names exists, and so does each format and width of its set. */
function expectServedFiles(url: string | null) {
  expect(url).toMatch(/^\/pictures\//);
  const file = path.join(publicDir, url as string);
  expect(existsSync(file), file).toBe(true);
  const set = /^(.+)-960\.jpg$/.exec(file)?.[1];
  if (!set) return;
  for (const width of [480, 960]) {
    for (const format of ['avif', 'webp', 'jpg']) {
      expect(existsSync(`${set}-${width}.${format}`), `${set}-${width}.${format}`).toBe(true);
    }
  }
}

describe('pictures in the catalogue answers', () => {
  it('gives every offer its logo, an SVG', async () => {
    const { offers } = await result<ProductOffersAnswer>('/v2/pricing/default/product_offers');
    expect(offers.length).toBeGreaterThan(10);
    for (const o of offers) {
      expect(o.logoImage, o.key).toBe(`/pictures/logos/${o.key}.webp`);
      expectServedFiles(o.logoImage);
    }
  });

  it('gives every raffle draw its feature picture and every prize its own: the prize home, the car, the cash', async () => {
    const { offers } = await result<ProductOffersAnswer>(
      '/v2/pricing/default/product_offers?product_types=raffle_ticket',
    );
    const smile = offers.find((o) => o.key === 'make_a_smile_lottery');
    const draw = smile?.draws[0] as Draw;
    expect(draw.drawData.featureImage).toMatch(/^\/pictures\/prizes\/home-(coast|hinterland|surf)-960\.jpg$/);
    expectServedFiles(draw.drawData.featureImage);

    const prizes = await result<RafflePrize[]>(`/v2/draw/details/make_a_smile_lottery/${draw.drawNo}/prizes`);
    const byName = new Map(prizes.map((p) => [p.name, p.image]));
    expect(prizes[0]?.image).toBe(draw.drawData.featureImage);
    expect(byName.get('Toyota RAV4 Hybrid')).toBe('/pictures/prizes/car-960.jpg');
    expect(byName.get('$50,000 cash')).toBe('/pictures/prizes/cash-960.jpg');
    for (const o of offers) {
      const d = o.draws[0];
      if (!d) continue;
      expectServedFiles(d.drawData.featureImage);
      for (const p of await result<RafflePrize[]>(`/v2/draw/details/${o.key}/${d.drawNo}/prizes`)) {
        expectServedFiles(p.image);
      }
    }
  });

  it('gives every cause its picture', async () => {
    const causes = await result<Cause[]>('/v2/causes?limit=100');
    expect(causes.length).toBeGreaterThan(5);
    for (const c of causes) expectServedFiles(c.image);
    expect(causes.find((c) => c.key === 'surf_life_saving')?.image).toBe('/pictures/causes/surf-life-saving-960.jpg');
  });

  it("gives a cart line its offer's logo", async () => {
    const created = await t.app.inject({ method: 'POST', url: '/v2/anon-cart' });
    expect(created.statusCode).toBe(201);
    const ref = (created.json().result as Cart).cartReference as string;
    const added = await t.app.inject({ method: 'POST', url: `/v2/anon-cart/${ref}/items`, payload: raffleEntry() });
    expect(added.statusCode, added.body).toBeLessThan(300);
    const cart = added.json().result as Cart;
    expect(cart.cartItems[0]?.productOfferLogoImage).toBe('/pictures/logos/make_a_smile_lottery.webp');
  });
});
