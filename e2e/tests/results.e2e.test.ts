import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, expectAccessible, launchBrowser } from './browser';
import { open, visitorPage } from './play-support';

/** Results, archives, winners and statistics (2-shopping.md §2 and §4). */
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(() => close());

interface PastDraw {
  drawNo: number;
  drawDate: string;
  lotteryUrl: string;
  lotteryName: string;
  winningNumbers: { name: string; numbers: number[] }[];
}

async function api<T>(
  path: string,
  version = '3.0',
): Promise<{ result: T; pageInfo: { total: number; limit: number } }> {
  const res = await fetch(`${baseURL()}/v2${path}`, { headers: { version } });
  expect(res.status, path).toBe(200);
  return (await res.json()) as { result: T; pageInfo: { total: number; limit: number } };
}

async function html(path: string): Promise<{ status: number; body: string }> {
  const res = await fetch(`${baseURL()}${path}`);
  return { status: res.status, body: await res.text() };
}

/** The page's main content, without the markers React puts between adjacent texts. */
const mainOf = (body: string) => body.slice(body.indexOf('<main'), body.indexOf('</main>')).replaceAll('<!-- -->', '');

/** The balls of one set as the page renders them, in order. */
function ballsIn(main: string, from: number): number[] {
  const list = main.slice(main.indexOf('<ol class="result-balls">', from));
  const end = list.indexOf('</ol>');
  return [...list.slice(0, end).matchAll(/<li class="result-ball[^"]*">(\d+)<\/li>/g)].map((m) => Number(m[1]));
}

describe('results pages', () => {
  it('server-renders the latest winning numbers of an offer', async () => {
    const past = await api<PastDraw[]>('/draws/pricing/default/past/powerball?limit=1');
    const latest = past.result[0]!;
    const { status, body } = await html('/powerball/results');
    expect(status).toBe(200);
    const main = mainOf(body);
    expect(main).toContain(`Latest result: draw ${latest.drawNo}`);
    const at = main.indexOf('Latest result');
    const [numbers, powerball] = latest.winningNumbers;
    expect(ballsIn(main, at)).toEqual(numbers!.numbers);
    expect(ballsIn(main, main.indexOf('Powerball</dt>', at))).toEqual(powerball!.numbers);
    expect(main).toContain('Prize divisions');
  });

  it('server-renders one draw in full, and answers 404 for a draw without results', async () => {
    const past = await api<PastDraw[]>('/draws/pricing/default/past/saturday-lotto?limit=2');
    const draw = past.result[1]!;
    const { status, body } = await html(`/saturday-lotto/results/draw/${draw.drawNo}`);
    expect(status).toBe(200);
    expect(ballsIn(mainOf(body), 0)).toEqual(draw.winningNumbers[0]!.numbers);
    const offers = await api<{ offers: { url: string; draws: { drawNo: number }[] }[] }>(
      '/pricing/default/product_offers',
      '3.9',
    );
    const open = offers.result.offers.find((o) => o.url === 'saturday-lotto')!.draws[0]!.drawNo;
    expect((await html(`/saturday-lotto/results/draw/${open}`)).status).toBe(404);
  });

  it('lists every result, lotteries and raffles, with pages that floor at 1', async () => {
    const all = await api<PastDraw[]>('/draws/pricing/default/past/latest?limit=10');
    const first = all.result[0]!;
    const card = `${first.lotteryName} <span class="result-card-drawno">draw ${first.drawNo}</span>`;
    for (const floor of ['/lotto-results', '/lotto-results/0', '/lotto-results/-3', '/lotto-results/1']) {
      expect(mainOf((await html(floor)).body), floor).toContain(card);
    }
    const page2 = mainOf((await html('/lotto-results/2')).body);
    expect(page2).toContain('aria-current="page"');
    expect(page2).not.toContain(card);
    const raffles = mainOf((await html('/lotto-results/raffles')).body);
    expect(raffles).toContain('won by');
    expect(raffles).not.toContain('result-ball--main');
    const lotteries = mainOf((await html('/lotto-results/lotteries')).body);
    expect(lotteries).toContain('result-ball--main');
  });

  it('archives results by month', async () => {
    const past = await api<PastDraw[]>('/draws/pricing/default/past/oz-lotto?limit=1');
    const d = new Date(new Date(past.result[0]!.drawDate).getTime() + 10 * 3600_000);
    const month = `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
    const { status, body } = await html(`/oz-lotto/results/${month}`);
    expect(status).toBe(200);
    expect(mainOf(body)).toContain(`draw ${past.result[0]!.drawNo}</span>`);
    expect((await html('/oz-lotto/results/2026-13')).status).toBe(404);
    expect((await html('/oz-lotto/results/last-week')).status).toBe(404);
  });

  it('shows winners of a raffle', async () => {
    const { status, body } = await html('/make-a-smile/winners');
    expect(status).toBe(200);
    expect(mainOf(body)).toMatch(/Draw \d+ winners/);
  });

  it('passes axe on results, a draw result, the lists and winners', async () => {
    const page = await visitorPage(browser);
    const past = await api<PastDraw[]>('/draws/pricing/default/past/powerball?limit=1');
    for (const path of [
      '/powerball/results',
      `/powerball/results/draw/${past.result[0]!.drawNo}`,
      '/lotto-results',
      '/make-a-smile/winners',
      '/make-a-smile/results',
    ]) {
      await open(page, path);
      await expectAccessible(page);
    }
    await page.context().close();
  });
});

describe('statistics', () => {
  it('shows number frequency as an accessible chart with a table', async () => {
    const stats = await api<{
      sets: { name: string; frequencies: { number: number; count: number }[]; hot: number[] }[];
    }>('/statistics/powerball');
    const page = await visitorPage(browser, { width: 1280 });
    await open(page, '/powerball/statistics');
    const chart = page.getByRole('img', { name: /Main numbers: times drawn/ });
    expect(await chart.count()).toBe(1);
    const numbers = stats.result.sets[0]!;
    expect(await page.locator('.chart-svg').first().locator('rect').count()).toBe(numbers.frequencies.length);
    await page.getByText('Show the main numbers as a table').click();
    const table = page.getByRole('table', { name: 'Main numbers: times drawn' });
    const hot = numbers.frequencies.find((f) => f.number === numbers.hot[0])!;
    const row = table.getByRole('row', { name: new RegExp(`^${hot.number} ${hot.count} `) });
    expect(await row.count()).toBe(1);
    await expectAccessible(page);
    await page.context().close();
  });

  it('has no statistics for a raffle', async () => {
    expect((await html('/make-a-smile/statistics')).status).toBe(404);
  });
});
