import { type CampaignReport, IDEMPOTENCY_KEY_HEADER } from '@drawline/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, CART_NOW, cartOf, raffleEntry } from '../../tests/cart-helpers';
import { testDbKind } from '../../tests/helpers';
import { type IdentityTestApp, type SignedIn, signUp } from '../../tests/identity-helpers';
import { fundWallet } from '../../tests/ledger-helpers';
import { aud } from '../../tests/purchase-helpers';
import { createStaffTestApp, type StaffTestApp, signInStaff } from '../../tests/staff-helpers';
import { cryptoRandom } from '../lib/random';

/**
 * The console's campaign report (issue 30, decisions 447, 486): a visitor who arrives from a
 * campaign, consents, signs up and buys counts as a sign-up of that campaign and source, and the
 * order's own row keeps the visit's attribution and the affiliate code of its cart lines, which is
 * what the report's sales read; the same visit without consent counts nowhere and its order keeps
 * nothing; a later visit without a campaign buys unattributed; only administrators and finance read it.
 */
let t: StaffTestApp & IdentityTestApp;

beforeAll(async () => {
  t = (await createStaffTestApp({
    seed: true,
    at: CART_NOW,
    config: { rateLimitPerMinute: 1_000_000 },
  })) as StaffTestApp & IdentityTestApp;
});
afterAll(() => t.close());

const CONSENT = 'essential%2Cnon_essential';
const cookieHeader = (cookies: Record<string, string>) => ({
  cookie: Object.entries(cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join('; '),
});

const send = (who: SignedIn, cookies: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/v2/analytics/events',
    headers: { ...who.auth, ...cookieHeader(cookies) },
    payload,
  });
const campaignVisit = {
  events: [{ type: 'identify', name: 'Signed In', properties: { new_signup: false } }],
  attribution: {
    campaign: 'spring-jackpot',
    source: 'newsletter',
    medium: 'email',
    referrer: 'https://news.example/a',
  },
};

async function buyTwoTickets(who: SignedIn, cookies: Record<string, string>) {
  const headers = cookieHeader(cookies);
  await fundWallet(t.app, who.customerId, aud(10_000));
  cartOf(await as(t, who).post('/v2/cart/build', undefined, headers));
  cartOf(await as(t, who).post('/v2/cart/items', raffleEntry({ num_games: 1, quantity: 2 }), headers));
  const bought = await as(t, who).post('/v2/cart/purchase', undefined, {
    ...headers,
    [IDEMPOTENCY_KEY_HEADER]: cryptoRandom.uuid(),
  });
  expect(bought.statusCode, bought.body).toBe(200);
}

const orderRowsOf = async (who: SignedIn) =>
  (
    (await t.db.execute(
      sql`select attribution, affiliate_code from orders where customer_id = ${who.customerId} order by order_no`,
    )) as unknown as { rows: { attribution: Record<string, unknown> | null; affiliate_code: string | null }[] }
  ).rows;

describe(`the campaign report (${testDbKind()})`, () => {
  it('reads sales from what each order kept, by campaign, source and affiliate code, and nobody without consent', async () => {
    const consenting = await signUp(t);
    const visit = { anonymous_id: 'visit-consenting', cookie_consent: CONSENT };
    expect((await send(consenting, visit, campaignVisit)).statusCode).toBe(204);
    await buyTwoTickets(consenting, { ...visit, affiliate: 'partner-7' });
    // A later visit of the same browser that came with no campaign: its order keeps none.
    expect((await send(consenting, visit, { events: [{ type: 'page', name: 'play' }] })).statusCode).toBe(204);
    await buyTwoTickets(consenting, visit);
    expect(await orderRowsOf(consenting)).toEqual([
      {
        attribution: {
          campaign: 'spring-jackpot',
          source: 'newsletter',
          medium: 'email',
          term: null,
          content: null,
          referrer: 'https://news.example/a',
          referringDomain: 'news.example',
        },
        affiliate_code: 'partner-7',
      },
      { attribution: null, affiliate_code: null },
    ]);

    // Without consent nothing is kept, and no affiliate cookie was ever set for the cart to take.
    const refusing = await signUp(t);
    const refused = { anonymous_id: 'visit-refusing', cookie_consent: 'essential' };
    expect((await send(refusing, refused, campaignVisit)).statusCode).toBe(204);
    await buyTwoTickets(refusing, refused);
    expect(await orderRowsOf(refusing)).toEqual([{ attribution: null, affiliate_code: null }]);

    const finance = await signInStaff(t, 'finance');
    const res = await t.app.inject({ method: 'GET', url: '/staff/api/campaigns', headers: finance.auth });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json().result as CampaignReport;
    expect(report.byCampaign).toEqual([
      { label: 'spring-jackpot', signUps: 1, sales: [{ amount: 2000, currency: 'AUD' }] },
    ]);
    expect(report.bySource).toEqual([{ label: 'newsletter', signUps: 1, sales: [{ amount: 2000, currency: 'AUD' }] }]);
    expect(report.byAffiliate).toEqual([{ code: 'partner-7', orders: 1, sales: [{ amount: 2000, currency: 'AUD' }] }]);

    const admin = await signInStaff(t, 'administrator');
    const asAdmin = await t.app.inject({ method: 'GET', url: '/staff/api/campaigns', headers: admin.auth });
    expect({ ...asAdmin.json().result, from: report.from }).toEqual(report);
    for (const role of ['support', 'content_editor'] as const) {
      const other = await signInStaff(t, role);
      const refusedRead = await t.app.inject({ method: 'GET', url: '/staff/api/campaigns', headers: other.auth });
      expect(refusedRead.statusCode, role).toBe(403);
      expect(refusedRead.body).not.toContain('partner-7');
    }
  });
});
