import { formatAestDate } from '@drawline/contracts';
import { describe, expect, it } from 'vitest';
import { checkoutTestApp } from '../../../../tests/cart-helpers';
import { expectRefusedInEnvelope, hostileParams } from '../../../../tests/hostile-helpers';
import { readPdf } from '../../../../tests/pdf-text';
import { demoDrawOperations } from '../../../demo';

/**
 * The subscription calendar PDF (1-platform.md §2; decision 369): made from the offer's draw
 * schedule, served as application/pdf with cache headers for a CDN; any other name, an offer
 * without subscriptions and the recurring switch off are the 404 envelope.
 */
const on = checkoutTestApp({
  drawOperations: demoDrawOperations(),
  config: { shopEngines: { recurringPurchases: true, lottoParty: false } },
});
const off = checkoutTestApp({ drawOperations: demoDrawOperations() });

const url = (name: string) => `/public/pdf/subscription/${name}-calendar.pdf`;

describe('the subscription calendar PDF', () => {
  it("lists the coming year's draws of a raffle sold by subscription, the first one on sale first", async () => {
    const res = await on.app.inject({ method: 'GET', url: url('make_a_smile_lottery') });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers['content-disposition']).toBe('inline; filename="make_a_smile_lottery-calendar.pdf"');
    const pdf = await readPdf(res.rawPayload);
    expect(pdf.title).toBe('Make a Smile Lottery subscription calendar');
    const text = pdf.pages.flat();
    const first = on.offer('make_a_smile_lottery').draws[0]!;
    // A draw row is its number, date, close and the frequencies that buy it.
    const firstRow = text.indexOf(String(first.drawNo));
    expect(firstRow).toBeGreaterThan(0);
    expect(text[firstRow + 1]).toBe(formatAestDate(first.drawDate));
    expect(text[firstRow + 3]).toBe('Monthly, Quarterly, Biannually, Annually');
    // Every four weeks for a year: 13 or 14 draws, numbered one after another.
    const numbers = text.filter((s) => /^\d+$/.test(s)).map(Number);
    expect(numbers.length).toBeGreaterThanOrEqual(13);
    expect(numbers.length).toBeLessThanOrEqual(14);
    expect(numbers).toEqual(numbers.map((_, i) => first.drawNo + i));
    // Annually buys the first draw only within the year; quarterly about one in three.
    expect(text.filter((s) => s.includes('Annually'))).toHaveLength(1);
    expect(text.filter((s) => s.includes('Quarterly')).length).toBeGreaterThanOrEqual(4);
  });

  it('finds the offer by any of its names and answers the same file', async () => {
    const byUrl = await on.app.inject({
      method: 'GET',
      url: url(on.offer('make_a_smile_lottery').url.replace(/^\//, '')),
    });
    expect(byUrl.statusCode).toBe(200);
    expect((await readPdf(byUrl.rawPayload)).title).toBe('Make a Smile Lottery subscription calendar');
  });

  it('refuses an offer without subscriptions, an unknown or hostile name and another file in the envelope (404, or 400 for a byte no name has)', async () => {
    const names = [
      url('powerball2018'),
      url('no_such_offer'),
      '/public/pdf/subscription/make_a_smile_lottery.pdf',
      '/public/pdf/subscription/make_a_smile_lottery-calendar.txt',
      '/public/pdf/subscription/..%2F..%2Fpackage.json',
      ...hostileParams.map((p) => url(p)),
    ];
    for (const name of names) {
      const res = await on.app.inject({ method: 'GET', url: name });
      expect([400, 404], name.slice(0, 80)).toContain(res.statusCode);
      expectRefusedInEnvelope(res, name.slice(0, 80));
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it('is the 404 envelope while the shop does not sell subscriptions (decision 353)', async () => {
    const res = await off.app.inject({ method: 'GET', url: url('make_a_smile_lottery') });
    expect(res.statusCode).toBe(404);
    expectRefusedInEnvelope(res, 'switch off');
  });
});
