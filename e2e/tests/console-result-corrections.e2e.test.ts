import type { Draw, ProductOffersAnswer } from '@drawline/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaffMember } from '../../apps/server/src/flows/staff/add-staff-member';
import { demoStaff } from '../../apps/server/src/modules/staff';
import { powerballEntry } from '../../apps/server/tests/cart-helpers';
import { signedIn } from '../../apps/server/tests/identity-helpers';
import { fundWallet } from '../../apps/server/tests/ledger-helpers';
import { publishAndPay } from '../../apps/server/tests/paid-draw';
import { dismissCookies, newCustomer, signUpByApi } from './account-support';
import { expectAccessible, hydrated } from './browser';
import { demoMember, type StaffShop, signInToConsole, staffAuthorization, startStaffShop } from './staff-shop';

/**
 * Result corrections in the console (docs/decisions/261, 543): a paid Powerball draw's division 5
 * was published at $100.00 and should have been $123.45. A member who is both a draw operator and
 * in finance asks for the correction; on /console/corrections they read that another finance
 * member decides (four eyes); the demo finance member approves it there; the winner's wallet and
 * transactions show the difference paid with its reason.
 */
const DIVIDENDS = [50_000_000, 2_500_000, 1_000_000, 500_000, 10_000, 5_000, 2_500, 1_500, 1_000];
const WINNING = { Numbers: [3, 8, 13, 19, 24, 29, 33], Powerball: [7] };
const REASON = 'Division 5 was published short';
let shop: StaffShop;
let draw: Draw;
const customer = newCustomer('corrected');
let customerPage: Page;

beforeAll(async () => {
  shop = await startStaffShop('result-corrections');
  const { app } = shop;
  const offers = (await app.inject({ method: 'GET', url: '/v2/pricing/default/product_offers' })).json()
    .result as ProductOffersAnswer;
  const powerball = offers.offers.find((o) => o.key === 'powerball2018');
  if (!powerball?.draws[0]) throw new Error('No Powerball draw on sale');
  draw = powerball.draws[0];
  const context = await shop.browser.newContext({ baseURL: shop.baseURL, locale: 'en-AU' });
  await signUpByApi(context, customer);
  customerPage = await context.newPage();
}, 120_000);

afterAll(async () => {
  await shop?.close();
});

/** The customer's one winning game (division 5 on the published result), drawn, scored and paid. */
async function paidDraw() {
  const { app, database, clock } = shop;
  const login = await app.inject({
    method: 'POST',
    url: '/v2/login',
    payload: { email: customer.email, password: customer.password },
  });
  const buyer = signedIn(customer.email, login);
  await fundWallet(app, buyer.customerId, { amount: 10_000, currency: 'AUD' });
  const entry = powerballEntry({
    num_games: 2,
    games: [
      { Numbers: [3, 8, 13, 19, 24, 1, 2], Powerball: [7] },
      { Numbers: [4, 5, 6, 9, 10, 11, 12], Powerball: [1] },
    ],
  });
  expect(
    (await app.inject({ method: 'POST', url: '/v2/cart/items', headers: buyer.auth, payload: entry })).statusCode,
  ).toBe(200);
  const bought = await app.inject({
    method: 'POST',
    url: '/v2/cart/purchase',
    headers: { ...buyer.auth, 'idempotency-key': crypto.randomUUID() },
  });
  expect(bought.statusCode, bought.body).toBe(200);
  await publishAndPay({ db: database.db, clock, settlement: app.settlement }, draw, WINNING, DIVIDENDS);
  return buyer;
}

describe('a paid draw result corrected in the console', () => {
  it('is asked for, refused to the one who asked, approved by finance, and paid to the winner', async () => {
    const { app, database } = shop;
    const buyer = await paidDraw();
    const before = (await app.wallet.getFunds(buyer.customerId, 'AUD')).availableFunds.amount;

    // A member with both roles asks for the correction (the staff API: the operator's form is on the draw's sheet).
    const admin = demoStaff.find((s) => s.role === 'administrator');
    const both = { email: `corrector-${Date.now()}@staff.drawline.test`, password: 'indigo-platypus-harbour-17' };
    const { totpSecret } = await addStaffMember(
      { db: database.db, staff: app.staff, audit: app.audit },
      { staffId: admin?.id ?? null, address: '127.0.0.1' },
      { ...both, roles: ['draw_operator', 'finance'], enrolNow: true },
    );
    if (!totpSecret) throw new Error('The new member was not enrolled.');
    const asker = await signInToConsole(shop, { ...both, totpSecret });
    const dividends = [...DIVIDENDS];
    dividends[4] = 12_345;
    const auth = await staffAuthorization(shop, { ...both, totpSecret });
    const asked = await app.inject({
      method: 'POST',
      url: `/staff/api/draws/${draw.drawId}/results/corrections`,
      headers: { ...auth, 'idempotency-key': crypto.randomUUID() },
      payload: {
        winning_numbers: [
          { name: 'Numbers', numbers: [3, 8, 13, 19, 24, 29, 33] },
          { name: 'Powerball', numbers: [7] },
        ],
        divisions: dividends.map((prize_amount, i) => ({ division: i + 1, prize_amount })),
        reason: REASON,
      },
    });
    expect(asked.statusCode, asked.body).toBe(200);

    // Four eyes: the one who asked reads that another finance member decides, and has no Approve.
    await asker.goto('/console/corrections');
    const askerRow = asker.getByRole('row').filter({ hasText: REASON });
    await expect.poll(() => askerRow.textContent()).toContain('another finance member decides');
    expect(await askerRow.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    await expectAccessible(asker);

    // Finance approves it on the same page.
    const finance = await signInToConsole(shop, demoMember('finance'));
    await finance.goto('/console/corrections');
    await hydrated(finance);
    const row = finance.getByRole('row').filter({ hasText: REASON });
    expect(await row.textContent()).toContain('123.45');
    await expectAccessible(finance);
    await row.getByRole('button', { name: 'Approve' }).click();
    await expect
      .poll(() => finance.locator('main p[role="status"]').textContent())
      .toContain('The result correction is approved');
    expect(await finance.getByRole('row').filter({ hasText: REASON }).count()).toBe(0);

    // The winner is paid the difference once, with the reason in the transactions.
    const after = (await app.wallet.getFunds(buyer.customerId, 'AUD')).availableFunds.amount;
    expect(after - before).toBe(2_345);
    // Signed in again: the shop's clock is past the draw, beyond the sign-up's session.
    const login = await customerPage.context().request.post('/v2/login', {
      data: { email: customer.email, password: customer.password },
    });
    expect(login.status(), await login.text()).toBe(200);
    await customerPage.goto('/my-account/transactions');
    await dismissCookies(customerPage);
    await expect.poll(() => customerPage.getByText(/Prize correction: Powerball/).count()).toBeGreaterThan(0);
    expect(await customerPage.getByText(REASON, { exact: false }).count()).toBeGreaterThan(0);
    expect(await customerPage.getByText('$23.45').count()).toBeGreaterThan(0);
    await expectAccessible(customerPage);
  });
});
