import {
  type CustomerFullResult,
  type CustomerPastDraw,
  customerFullResultSchema,
  customerPastDrawSchema,
  type Draw,
  type FullResult,
  type PastDraw,
  type ProductOffersAnswer,
} from '@drawline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn, signUp } from '../../../../tests/identity-helpers';

// Tuesday 10 March 2026, 12:00 AEST.
const NOW = '2026-03-10T02:00:00Z';
let t: IdentityTestApp;
let customer: SignedIn;

beforeAll(async () => {
  t = await createIdentityTestApp({ seed: true, at: NOW });
  customer = await signUp(t);
});
afterAll(() => t.close());

type Body<T> = {
  result: T;
  pageInfo: { limit: number; offset: number; total: number } | null;
  error: { code: string } | null;
  errors: Record<string, unknown[]> | null;
};
async function get<T>(url: string, headers: Record<string, string> = {}, cookies: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers, cookies });
  return { status: res.statusCode, headers: res.headers, body: res.json() as Body<T> };
}
const asCustomer = <T>(url: string) => get<T>(url, customer.auth);
const withoutCustomerPart = ({ customerTickets, winnings, ...rest }: CustomerPastDraw | CustomerFullResult) => rest;

describe('GET /draws/past_customer/{offer}', () => {
  it('answers 401 in the envelope to a visitor who is not signed in, whatever the parameters', async () => {
    for (const url of [
      '/v2/draws/past_customer/powerball',
      '/v2/draws/past_customer/latest?limit=0',
      '/v2/draws/past_customer/nowhere',
    ]) {
      const { status, headers, body } = await get(url);
      expect(status, url).toBe(401);
      expect(body.error?.code, url).toBe('unauthorised');
      expect(headers['cache-control'], url).toBe('no-store');
    }
    const stale = await get('/v2/draws/past_customer/powerball', {
      authorization: 'Bearer not-a-real-token-at-all-123',
    });
    expect(stale.status).toBe(401);
  });

  it("answers the customer's pricing's past results, five by default, with the customer's part, never cached", async () => {
    const { status, headers, body } = await asCustomer<CustomerPastDraw[]>('/v2/draws/past_customer/powerball');
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('private, no-store');
    expect(headers['x-cache']).toBeUndefined();
    expect(body.result).toHaveLength(5);
    for (const d of body.result) {
      expect(customerPastDrawSchema.parse(d)).toEqual(d);
      // This customer bought nothing: no tickets, no winnings.
      expect(d).toMatchObject({ customerTickets: [], winnings: null });
    }
    const publicAnswer = await get<PastDraw[]>('/v2/draws/pricing/default/past/powerball');
    expect(body.result.map(withoutCustomerPart)).toEqual(publicAnswer.body.result);
    expect(body.pageInfo).toEqual(publicAnswer.body.pageInfo);
  });

  it('takes the same query as the past results: limit, offset, page, category and latest', async () => {
    const page = await asCustomer<CustomerPastDraw[]>('/v2/draws/past_customer/powerball?limit=2&offset=2');
    const all = await asCustomer<CustomerPastDraw[]>('/v2/draws/past_customer/powerball?limit=4');
    expect(page.body.result.map((d) => d.drawNo)).toEqual(all.body.result.slice(2).map((d) => d.drawNo));
    expect(page.body.pageInfo).toMatchObject({ limit: 2, offset: 2 });
    const raffles = await asCustomer<CustomerPastDraw[]>('/v2/draws/past_customer/latest?category=raffles&limit=10');
    expect(raffles.status).toBe(200);
    expect(raffles.body.result.length).toBeGreaterThan(0);
    expect(raffles.body.result.every((d) => d.productType === 'raffle_ticket')).toBe(true);
    const cookieAuth = await get<CustomerPastDraw[]>(
      '/v2/draws/past_customer/powerball?limit=1',
      {},
      { web_access_token: customer.accessToken },
    );
    expect(cookieAuth.status).toBe(200);
    const own = await asCustomer(`/v2/draws/past_customer/powerball?customer_id=${customer.customerId}`);
    expect(own.status).toBe(200);
  });

  it('answers bad parameters as the past results do, and forbids asking for another customer', async () => {
    const tooMany = await asCustomer('/v2/draws/past_customer/powerball?limit=51');
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error?.code).toBe('validation_failed');
    expect(Object.keys(tooMany.body.errors ?? {})).toEqual(['limit']);
    const badCategory = await asCustomer('/v2/draws/past_customer/latest?category=cars');
    expect(badCategory.status).toBe(400);
    expect(Object.keys(badCategory.body.errors ?? {})).toEqual(['category']);
    expect((await asCustomer('/v2/draws/past_customer/bad%20name')).status).toBe(400);
    const unknown = await asCustomer('/v2/draws/past_customer/nowhere');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error?.code).toBe('not_found');
    const other = await asCustomer('/v2/draws/past_customer/powerball?customer_id=someone-else');
    expect(other.status).toBe(403);
    expect(other.body.error?.code).toBe('forbidden');
  });
});

describe('GET /draw/full_result_customer/{offerKey}/{drawNo}', () => {
  it('answers 401 in the envelope to a visitor who is not signed in', async () => {
    for (const url of ['/v2/draw/full_result_customer/powerball/1555', '/v2/draw/full_result_customer/powerball/abc']) {
      const { status, body } = await get(url);
      expect(status, url).toBe(401);
      expect(body.error?.code, url).toBe('unauthorised');
    }
  });

  it("answers the full result with the customer's part, never cached", async () => {
    const latest = (await get<PastDraw[]>('/v2/draws/pricing/default/past/powerball?limit=1')).body
      .result[0] as PastDraw;
    const { status, headers, body } = await asCustomer<CustomerFullResult>(
      `/v2/draw/full_result_customer/powerball/${latest.drawNo}`,
    );
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('private, no-store');
    expect(customerFullResultSchema.parse(body.result)).toEqual(body.result);
    expect(body.result).toMatchObject({ customerTickets: [], winnings: null });
    const publicAnswer = await get<FullResult>(`/v2/draw/full_result/powerball/${latest.drawNo}`);
    expect(withoutCustomerPart(body.result)).toEqual(publicAnswer.body.result);
    expect(body.result.divisions.length).toBeGreaterThan(0);
  });

  it('answers bad parameters as the full result does', async () => {
    const badNo = await asCustomer('/v2/draw/full_result_customer/powerball/abc');
    expect(badNo.status).toBe(400);
    expect(Object.keys(badNo.body.errors ?? {})).toEqual(['draw_no']);
    expect((await asCustomer('/v2/draw/full_result_customer/nowhere/1')).status).toBe(404);
    const offers = (await get<ProductOffersAnswer>('/v2/pricing/default/product_offers')).body.result;
    const upcoming = offers.offers.find((o) => o.key === 'powerball2018')?.draws[0] as Draw;
    const notDrawn = await asCustomer(`/v2/draw/full_result_customer/powerball/${upcoming.drawNo}`);
    expect(notDrawn.status).toBe(404);
    expect(notDrawn.body.error?.code).toBe('not_found');
  });
});
