import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, expectAccessible, launchBrowser } from './browser';
import { addToCart, expectAdded, open, visitorPage } from './play-support';

/**
 * Catalogue pages: listings, the offer resolver, sub-variant choice, causes and raffle draws
 * (2-shopping.md §2, §4 and §5).
 */
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(() => close());

interface ApiOffer {
  key: string;
  name: string;
  url: string;
  type: string;
  draws: { drawNo: number; purchaseStatus: string }[];
}

async function apiOffers(pricing = 'default'): Promise<ApiOffer[]> {
  const res = await fetch(`${baseURL()}/v2/pricing/${pricing}/product_offers`, { headers: { version: '3.9' } });
  return ((await res.json()) as { result: { offers: ApiOffer[] } }).result.offers;
}

async function html(path: string): Promise<{ status: number; body: string }> {
  const res = await fetch(`${baseURL()}${path}`);
  return { status: res.status, body: await res.text() };
}

/** The page's main content, without the markers React puts between adjacent texts. */
const mainOf = (body: string) => body.slice(body.indexOf('<main'), body.indexOf('</main>')).replaceAll('<!-- -->', '');

describe('listings', () => {
  it('server-renders the lotto offers in rank order with their ways to play', async () => {
    const lotteries = (await apiOffers()).filter((o) => o.type === 'lottery_ticket');
    const { status, body } = await html('/lotto-tickets');
    expect(status).toBe(200);
    const main = mainOf(body);
    const positions = lotteries.map((o) => main.indexOf(`>${o.name}</h2>`));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    // Powerhit is placed second among Powerball's ways to play, the syndicate third.
    const ways = main.slice(main.indexOf('More ways to play Powerball'));
    expect(ways.indexOf('/powerball/powerhit')).toBeGreaterThanOrEqual(0);
    expect(ways.indexOf('/powerball/powerhit')).toBeLessThan(ways.indexOf('/powerball/syndicates'));
    // The Lotto Party is among them since its engine is on (decision 455).
    expect(ways).toContain('/powerball/lotto-party');
    expect(ways.indexOf('/powerball/syndicates')).toBeLessThan(ways.indexOf('/powerball/powerpik'));
  });

  it('lists charity raffles, syndicates and social play', async () => {
    const offers = await apiOffers();
    const charity = mainOf((await html('/charity-tickets')).body);
    for (const o of offers.filter((x) => x.type === 'raffle_ticket')) expect(charity).toContain(`>${o.name}</h2>`);
    const syndicates = mainOf((await html('/syndicates')).body);
    expect(syndicates).toContain('PowerHit Syndicate');
    expect(syndicates).toContain('shares left');
    const social = mainOf((await html('/social-play')).body);
    // Syndicates and the Lotto Party cards (decision 455).
    expect(social).toContain('PowerHit Syndicate');
    expect(social).toContain('Powerball Lotto Party');
  });

  it('passes axe on a phone', async () => {
    const page = await visitorPage(browser);
    for (const path of ['/lotto-tickets', '/charity-tickets', '/syndicates']) {
      await open(page, path);
      await expectAccessible(page);
    }
    await page.context().close();
  });

  it('keeps the chosen state in the sv cookie for a year and shows its offers', async () => {
    const sa = await apiOffers('sa');
    const page = await visitorPage(browser, { width: 1280 });
    await open(page, '/lotto-tickets');
    await page.getByLabel('Your state').selectOption('SA');
    await page.getByRole('button', { name: 'Update' }).click();
    const firstLottery = sa.find((o) => o.type === 'lottery_ticket');
    await expect.poll(() => page.locator('.offer-name').first().textContent()).toBe(firstLottery?.name);
    const sv = (await page.context().cookies()).find((c) => c.name === 'sv');
    expect(sv?.value).toBe('SA');
    const days = ((sv?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);
    expect(await page.getByLabel('Your state').inputValue()).toBe('SA');
    // The log-in-name states GB, LW and NSWL cannot be chosen.
    const values = await page
      .getByLabel('Your state')
      .locator('option')
      .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value));
    expect(values).not.toContain('GB');
    expect(values).not.toContain('NSWL');
    expect(values).toContain('VIC');
    await page.context().close();
  });
});

describe('offer names', () => {
  it('resolves older names and any case to the offer', async () => {
    for (const [path, name] of [
      ['/oz_lotto', 'Oz Lotto'],
      ['/OZ-LOTTO', 'Oz Lotto'],
      ['/Powerball', 'Powerball'],
      ['/set_for_life', 'Set for Life'],
      ['/POWERBALL/POWERHIT', 'Powerball'],
    ] as const) {
      const { status, body } = await html(path);
      expect(status, path).toBe(200);
      expect(body).toContain(`<title>${name}`);
    }
  });

  it('answers an unknown offer or game type with the 404 page', async () => {
    for (const path of [
      '/no-such-lottery',
      '/powerball/no-such-way',
      '/monday-lotto/powerhit',
      '/make-a-smile/draw/abc',
    ]) {
      const { status, body } = await html(path);
      expect(status, path).toBe(404);
      expect(body).toContain('Something went wrong.');
    }
  });
});

describe('raffles', () => {
  it('shows the first draw with its prizes, main prize first, and adds tickets for a cause', async () => {
    const page = await visitorPage(browser);
    await open(page, '/make-a-smile');
    const prizes = page.locator('.prize-list > li');
    expect(await prizes.count()).toBeGreaterThan(1);
    expect(await prizes.first().locator('.prize-type').textContent()).toMatch(/^Main prize/);
    expect(await page.getByRole('radio', { name: /tickets?/ }).count()).toBeGreaterThan(1);
    await page.getByRole('radio', { name: /^3 tickets/ }).check();
    expect(await addToCart(page)).toContain('Choose a cause to support');
    await page.getByRole('radio', { name: "Children's hospital wards" }).check();
    expect(await expectAdded(page)).toMatch(/3 tickets in draw \d+/);
    await expectAccessible(page);
    await page.context().close();
  });

  it("sends a raffle's stylesheet with a raffle's page only, after the shop's, and on the way in from a lottery", async () => {
    const sheets = (body: string) =>
      [...body.matchAll(/<style data-href="\/assets\/([a-z-]+)-[^"]*"/g)].map((m) => m[1]);
    const lottery = sheets((await html('/powerball')).body);
    expect(lottery).toContain('root');
    expect(lottery).not.toContain('raffle');
    const raffle = sheets((await html('/make-a-smile')).body);
    expect(raffle.indexOf('raffle')).toBeGreaterThan(raffle.indexOf('root'));
    expect(raffle.indexOf('root')).toBeGreaterThanOrEqual(0);
    // Reached by a link from a lottery's page, the raffle's page is styled as when opened first.
    const page = await visitorPage(browser, { width: 1280 });
    await open(page, '/powerball');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.locator('footer a[href="/make-a-smile"]').first().click();
    await page.locator('.raffle-hero').waitFor();
    await expect
      .poll(() => page.locator('.raffle-hero').evaluate((e) => getComputedStyle(e).backgroundImage))
      .toContain('linear-gradient');
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    await page.context().close();
  });

  it('shows sold-out, pre-order and past draws', async () => {
    const offers = await apiOffers();
    const soldOut = offers
      .flatMap((o) => o.draws.map((d) => ({ o, d })))
      .find((x) => x.d.purchaseStatus === 'sold_out');
    const preOrder = offers
      .flatMap((o) => o.draws.map((d) => ({ o, d })))
      .find((x) => x.d.purchaseStatus === 'pre_order');
    expect(soldOut && preOrder).toBeTruthy();
    const page = await visitorPage(browser, { width: 1280 });
    await open(page, `/${soldOut!.o.url}/draw/${soldOut!.d.drawNo}`);
    expect(await page.locator('.raffle-notice--sold-out').textContent()).toContain('Sold out');
    expect(await page.getByRole('button', { name: 'Add to cart' }).count()).toBe(0);
    await open(page, `/${preOrder!.o.url}/draw/${preOrder!.d.drawNo}`);
    // The buy panel wears the play page's sheet on the raffle's own routes too: a sticky panel, boxed bundles.
    expect(await page.locator('.play-summary').evaluate((e) => getComputedStyle(e).position)).toBe('sticky');
    expect(
      await page
        .locator('.option-card')
        .first()
        .evaluate((e) => getComputedStyle(e).borderTopStyle),
    ).toBe('solid');
    // The recurring engine is off here: a pre-order's tickets are bought at once, and the page says so (decision 556).
    expect(await page.locator('.raffle-notice--pre-order').textContent()).toMatch(
      /^Pre-order now, before sales open on .+ AEST: your tickets are yours at once\.$/,
    );
    await expectAccessible(page);
    const first = preOrder!.o.draws[0]!.drawNo;
    await open(page, `/${preOrder!.o.url}/draw/${first - 1}`);
    expect(await page.locator('.raffle-notice').first().textContent()).toContain('This draw has closed');
    expect(await page.getByRole('heading', { name: 'Winners' }).count()).toBe(1);
    await page.context().close();
  });

  it('has buy pages with a free postal entry variant', async () => {
    const buy = await html('/make-a-smile/buy');
    expect(buy.status).toBe(200);
    expect(mainOf(buy.body)).toContain('Buy tickets');
    const postal = await html('/make-a-smile/buy?free-postal-entry');
    expect(postal.status).toBe(200);
    expect(mainOf(postal.body)).toContain('Enter by post, free of charge');
    const page = await visitorPage(browser);
    await open(page, '/make-a-smile/buy?free-postal-entry');
    await expectAccessible(page);
    await page.context().close();
  });

  it('shows terms, with the preview notice on request', async () => {
    const terms = await html('/make-a-smile/terms-and-conditions');
    expect(terms.status).toBe(200);
    expect(mainOf(terms.body)).toContain('Terms and conditions');
    expect(mainOf(terms.body)).not.toContain('Preview:');
    const preview = await html('/make-a-smile/terms-and-conditions?preview=true');
    expect(mainOf(preview.body)).toContain('Preview:');
  });
});

describe('causes', () => {
  it('lists causes, shows one, and plays an offer for it with the cause chosen', async () => {
    const page = await visitorPage(browser);
    await open(page, '/causes');
    await expectAccessible(page);
    await page.getByRole('link', { name: "About Children's hospital wards" }).click();
    // A client-side navigation: the new page shows once its loader has answered.
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe("Children's hospital wards");
    expect(page.url()).toMatch(/\/causes\/childrens-hospital$/);
    await open(page, '/causes/childrens-hospital/make-a-smile');
    expect(await page.getByRole('radio', { name: "Children's hospital wards" }).isChecked()).toBe(true);
    await expectAdded(page);
    await open(page, '/make-a-smile/your-support');
    expect(await page.getByRole('heading', { name: 'Kids cancer research' }).count()).toBe(1);
    await page.context().close();
  });
});
