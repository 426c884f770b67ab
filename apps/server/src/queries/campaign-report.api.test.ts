import { type CampaignReport, IDEMPOTENCY_KEY_HEADER } from '@drawline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, CART_NOW, cartOf, raffleEntry } from '../../tests/cart-helpers';
import { testDbKind } from '../../tests/helpers';
import { type IdentityTestApp, type SignedIn, signUp } from '../../tests/identity-helpers';
import { fundWallet } from '../../tests/ledger-helpers';
import { aud } from '../../tests/purchase-helpers';
import { createStaffTestApp, type StaffTestApp, signInStaff } from '../../tests/staff-helpers';
import { cryptoRandom } from '../lib/random';

/**
 * The console's campaign report (issue 30, decision 447): a visitor who arrives from a campaign,
 * consents, signs up and buys counts as a sign-up and a sale of that campaign and source; the
 * same visit without consent counts nowhere; only administrators and finance read it.
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

const identify = (who: SignedIn, consent: string | null) =>
  t.app.inject({
    method: 'POST',
    url: '/v2/analytics/events',
    headers: who.auth,
    cookies: consent ? { cookie_consent: consent } : {},
    payload: {
      events: [{ type: 'identify', name: 'Signed In', properties: { new_signup: false } }],
      attribution: { campaign: 'spring-jackpot', source: 'newsletter', medium: 'email' },
    },
  });

async function buyTwoTickets(who: SignedIn) {
  await fundWallet(t.app, who.customerId, aud(10_000));
  cartOf(await as(t, who).post('/v2/cart/build'));
  cartOf(await as(t, who).post('/v2/cart/items', raffleEntry({ num_games: 1, quantity: 2 })));
  const bought = await as(t, who).post('/v2/cart/purchase', undefined, {
    [IDEMPOTENCY_KEY_HEADER]: cryptoRandom.uuid(),
  });
  expect(bought.statusCode, bought.body).toBe(200);
}

describe(`the campaign report (${testDbKind()})`, () => {
  it('counts a consenting visitor who signs up and buys under their campaign and source, and nobody else', async () => {
    const consenting = await signUp(t);
    expect((await identify(consenting, 'essential,non_essential')).statusCode).toBe(204);
    await buyTwoTickets(consenting);
    const refusing = await signUp(t);
    expect((await identify(refusing, 'essential')).statusCode).toBe(204);
    await buyTwoTickets(refusing);

    const finance = await signInStaff(t, 'finance');
    const res = await t.app.inject({ method: 'GET', url: '/staff/api/campaigns', headers: finance.auth });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json().result as CampaignReport;
    expect(report.byCampaign).toEqual([
      { label: 'spring-jackpot', signUps: 1, sales: [{ amount: 2000, currency: 'AUD' }] },
    ]);
    expect(report.bySource).toEqual([{ label: 'newsletter', signUps: 1, sales: [{ amount: 2000, currency: 'AUD' }] }]);

    const support = await signInStaff(t, 'support');
    expect((await t.app.inject({ method: 'GET', url: '/staff/api/campaigns', headers: support.auth })).statusCode).toBe(
      403,
    );
  });
});
