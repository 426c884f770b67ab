import type { Draw, ProductOffersAnswer } from '@drawline/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleDueDraws } from '../../apps/server/src/flows/settlement/settle-due-draws';
import { addStaffMember } from '../../apps/server/src/flows/staff/add-staff-member';
import { createCatalogueService } from '../../apps/server/src/modules/catalogue';
import { demoStaff } from '../../apps/server/src/modules/staff';
import { powerballEntry, raffleEntry } from '../../apps/server/tests/cart-helpers';
import { signedIn } from '../../apps/server/tests/identity-helpers';
import { fundWallet } from '../../apps/server/tests/ledger-helpers';
import { dismissCookies, newCustomer, signUpByApi } from './account-support';
import { expectAccessible } from './browser';
import { type StaffShop, staffAuthorization, startStaffShop } from './staff-shop';

/**
 * Issue 10's browser acceptance: a customer buys Powerball entries; the test moves the shop's
 * clock past the draw and runs the jobs (close, then settle); two draw operators enter and confirm
 * the result through the staff API; the customer sees the win on the draw's result page, in past
 * tickets, in the wallet's transactions and in the mailbox. The shop runs in this process on its
 * own embedded database, with a clock the test moves.
 */
const WINNING = { Numbers: [3, 8, 13, 19, 24, 29, 33], Powerball: [7] };
/** Division 5 (five numbers and the Powerball) pays $123.45 per winning game. */
const DIVIDENDS = [50_000_000, 2_500_000, 1_000_000, 500_000, 12_345, 5_000, 2_500, 1_500, 1_000];

let shop: StaffShop;
let app: StaffShop['app'];
let database: StaffShop['database'];
let clock: StaffShop['clock'];
let context: BrowserContext;
let page: Page;
let draw: Draw;
let offerUrl: string;
const customer = newCustomer('settled');

const staffToken = (email: string, password: string, totpSecret: string) =>
  staffAuthorization(shop, { email, password, totpSecret });

beforeAll(async () => {
  shop = await startStaffShop('settlement');
  ({ app, database, clock } = shop);
  const offers = (await app.inject({ method: 'GET', url: '/v2/pricing/default/product_offers' })).json()
    .result as ProductOffersAnswer;
  const powerball = offers.offers.find((o) => o.key === 'powerball2018');
  if (!powerball?.draws[0]) throw new Error('No Powerball draw on sale');
  draw = powerball.draws[0];
  offerUrl = powerball.url.replace(/^\//, '');
  context = await shop.browser.newContext({
    baseURL: shop.baseURL,
    locale: 'en-AU',
    viewport: { width: 1280, height: 900 },
  });
  await signUpByApi(context, customer);
  page = await context.newPage();
}, 120_000);

afterAll(async () => {
  await context?.close();
  await shop?.close();
});

describe('a drawn, settled and paid lottery draw, as its winner sees it', () => {
  let raffle: Draw;
  let raffleUrl: string;

  it("shows a raffle draw's commitment before the draw, and keeps its seed secret", async () => {
    const offers = (await app.inject({ method: 'GET', url: '/v2/pricing/default/product_offers' })).json()
      .result as ProductOffersAnswer;
    const offer = offers.offers.find((o) => o.key === 'make_a_smile_lottery');
    if (!offer?.draws[0]) throw new Error('No Make a Smile draw on sale');
    raffle = offer.draws[0];
    raffleUrl = offer.url.replace(/^\//, '');
    const other = newCustomer('raffle-buyer');
    const signup = await app.inject({
      method: 'POST',
      url: '/v2/signup',
      payload: {
        email: other.email,
        password: other.password,
        firstname: other.firstName,
        lastname: other.lastName,
        date_of_birth: '1990-03-14',
        accept_terms: true,
      },
    });
    const who = signedIn(other.email, signup);
    await fundWallet(app, who.customerId, { amount: 10_000, currency: 'AUD' });
    const added = await app.inject({
      method: 'POST',
      url: '/v2/cart/items',
      headers: who.auth,
      payload: raffleEntry(),
    });
    expect(added.statusCode, added.body).toBe(200);
    const bought = await app.inject({
      method: 'POST',
      url: '/v2/cart/purchase',
      headers: { ...who.auth, 'idempotency-key': crypto.randomUUID() },
    });
    expect(bought.statusCode, bought.body).toBe(200);
    expect((await settleDueDraws(app.settlement)).committed).toBeGreaterThan(0);

    await page.goto(`/${raffleUrl}/results/draw/${raffle.drawNo}/verify`);
    await dismissCookies(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(`Check draw ${raffle.drawNo}`);
    await expect.poll(() => page.locator('.verify-hex').first().innerText()).toMatch(/^[0-9a-f]{64}$/);
    expect(await page.getByText('The seed stays secret until the draw is made').count()).toBe(1);
    await expectAccessible(page);
  });

  it('buys, closes, enters and confirms the result with four eyes, settles, and shows the win everywhere', async () => {
    // The customer buys two games for the next draw: one wins division 5, one wins nothing.
    const buyer = signedIn(
      customer.email,
      await app.inject({
        method: 'POST',
        url: '/v2/login',
        payload: { email: customer.email, password: customer.password },
      }),
    );
    await fundWallet(app, buyer.customerId, { amount: 10_000, currency: 'AUD' });
    const entry = powerballEntry({
      num_games: 2,
      games: [
        { Numbers: [3, 8, 13, 19, 24, 1, 2], Powerball: [7] },
        { Numbers: [4, 5, 6, 9, 10, 11, 12], Powerball: [1] },
      ],
    });
    const added = await app.inject({ method: 'POST', url: '/v2/cart/items', headers: buyer.auth, payload: entry });
    expect(added.statusCode, added.body).toBe(200);
    const bought = await app.inject({
      method: 'POST',
      url: '/v2/cart/purchase',
      headers: { ...buyer.auth, 'idempotency-key': crypto.randomUUID() },
    });
    expect(bought.statusCode, bought.body).toBe(200);

    // The jobs past the draw: sales close, then two operators enter and confirm the result.
    clock.set(new Date(new Date(draw.drawDate).getTime() + 5 * 60_000));
    await createCatalogueService({ db: database.db, clock }).closeStoppedDraws();
    const first = demoStaff.find((s) => s.role === 'draw_operator');
    if (!first) throw new Error('No demo draw operator');
    const admin = demoStaff.find((s) => s.role === 'administrator');
    const secondEmail = `second-operator-${Date.now()}@staff.drawline.test`;
    const secondPassword = 'indigo-platypus-harbour-17';
    const { totpSecret } = await addStaffMember(
      { db: database.db, staff: app.staff, audit: app.audit },
      { staffId: admin?.id ?? null, address: '127.0.0.1' },
      { email: secondEmail, password: secondPassword, roles: ['draw_operator'], enrolNow: true },
    );
    const operatorA = await staffToken(first.email, first.password, first.totpSecret);
    const operatorB = await staffToken(secondEmail, secondPassword, totpSecret as string);
    const entered = await app.inject({
      method: 'POST',
      url: `/staff/api/draws/${draw.drawId}/results`,
      headers: operatorA,
      payload: {
        winning_numbers: [
          { name: 'Numbers', numbers: WINNING.Numbers },
          { name: 'Powerball', numbers: WINNING.Powerball },
        ],
        divisions: DIVIDENDS.map((prize_amount, i) => ({
          division: i + 1,
          prize_amount,
          num_winners: i === 4 ? 1 : 0,
        })),
      },
    });
    expect(entered.statusCode, entered.body).toBe(200);
    const own = await app.inject({
      method: 'POST',
      url: `/staff/api/draws/${draw.drawId}/results/confirm`,
      headers: operatorA,
    });
    expect(own.statusCode).toBe(403);
    const confirmed = await app.inject({
      method: 'POST',
      url: `/staff/api/draws/${draw.drawId}/results/confirm`,
      headers: operatorB,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const settled = await settleDueDraws(app.settlement);
    expect(settled.settled.find((r) => r.drawId === draw.drawId)).toMatchObject({ to: 'DRAW_EMAILED', paid: 1 });
    await app.mail.deliverPendingEmails();

    // Signed in again on the moved clock, the customer looks around.
    const login = await context.request.post('/v2/login', {
      data: { email: customer.email, password: customer.password },
    });
    expect(login.status(), await login.text()).toBe(200);

    await page.goto(`/${offerUrl}/results/draw/${draw.drawNo}`);
    await dismissCookies(page);
    await expect
      .poll(async () => (await page.locator('.result-ball').allInnerTexts()).map((t) => Number(t.trim())))
      .toEqual([...WINNING.Numbers, ...WINNING.Powerball]);
    expect(await page.getByText('$123.45').count()).toBeGreaterThan(0);
    // Signed in, the result page and the winners page show the customer's settled win (decision 262).
    await expect
      .poll(() => page.getByTestId('your-part').textContent())
      .toContain('You had 1 ticket in this draw. You won $123.45.');
    await expectAccessible(page);
    await page.goto(`/${offerUrl}/winners`);
    const row = page.locator('tbody tr', { hasText: `Draw ${draw.drawNo}` });
    await expect.poll(() => row.locator('td').last().textContent()).toBe('$123.45');
    await expectAccessible(page);

    await page.goto('/my-account/past-tickets');
    await expect.poll(() => page.getByText('Won $123.45').count()).toBeGreaterThan(0);
    await expectAccessible(page);

    // The wallet: the balance in the navigation includes the prize, and the prize is a transaction.
    const funds = await app.wallet.getFunds(buyer.customerId, 'AUD');
    expect(funds.availableFunds.amount).toBe(10_000 - (bought.json().result.total.amount as number) + 12_345);
    const balance = `$${(funds.availableFunds.amount / 100).toFixed(2)}`;
    await expect.poll(() => page.getByText(`Account ${balance}`).count()).toBeGreaterThan(0);
    await page.goto('/my-account/transactions');
    await expect.poll(() => page.getByText(/Prize: Powerball/).count()).toBeGreaterThan(0);
    expect(await page.getByText('$123.45').count()).toBeGreaterThan(0);

    // The notifications feed (decision 421): the bell counts the win until it is read.
    const bell = page.locator('.site-header').getByRole('link', { name: 'Messages, 1 unread' });
    await expect.poll(() => bell.count()).toBe(1);
    expect(await bell.locator('.badge').textContent()).toBe('1');
    await bell.click();
    await page.waitForURL('**/my-account/notifications');
    const win = page.getByRole('listitem').filter({ hasText: `You won in Powerball draw ${draw.drawNo}` });
    await expect.poll(() => win.count()).toBe(1);
    expect(await win.textContent()).toContain('$123.45');
    expect(await win.getByRole('link', { name: 'See the results' }).getAttribute('href')).toBe(
      `/${offerUrl}/results/draw/${draw.drawNo}`,
    );
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect
      .poll(() => page.locator('.notifications-status').textContent())
      .toContain('All your messages are marked as read.');
    await expect
      .poll(() => page.locator('.site-header').getByRole('link', { name: 'Messages', exact: true }).count())
      .toBe(1);
    expect(await page.locator('.header-notifications .badge').count()).toBe(0);
    await win.getByRole('button', { name: /^Remove/ }).click();
    await expect.poll(() => page.getByText('You have no messages.').count()).toBe(1);

    await page.goto('/dev/mailbox');
    const subject = `You won $123.45 in Powerball draw ${draw.drawNo}`;
    await expect.poll(() => page.getByRole('link', { name: subject }).count()).toBe(1);
  });

  it("reveals the raffle's seed with its winners once the raffle is drawn", async () => {
    clock.set(new Date(Math.max(clock.now().getTime(), new Date(raffle.stopDate).getTime() + 60_000)));
    await createCatalogueService({ db: database.db, clock }).closeStoppedDraws();
    await settleDueDraws(app.settlement);
    await page.goto(`/${raffleUrl}/results/draw/${raffle.drawNo}/verify`);
    await expect.poll(() => page.getByRole('heading', { name: 'Winning tickets' }).count()).toBe(1);
    expect(await page.getByText('The seed stays secret').count()).toBe(0);
    expect(await page.getByText(/5 ticket numbers, sorted/).count()).toBe(1);
    expect(await page.locator('.verify-hex').count()).toBeGreaterThanOrEqual(4);
    await expectAccessible(page);
  });
});
