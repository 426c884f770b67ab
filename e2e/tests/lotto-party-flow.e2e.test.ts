import { formatMoney, type LottoPartyOrder, type LottoPartySession, type ProductOffer } from '@drawline/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buySessionGames } from '../../apps/server/src/flows/lotto-party/buy-session-games';
import { settleDraw } from '../../apps/server/src/flows/settlement/settle-draw';
import { createCatalogueService } from '../../apps/server/src/modules/catalogue';
import { closeDueLottoPartySessions, openLottoPartyAutosessions } from '../../apps/server/src/modules/lotto-party';
import { fundWallet } from '../../apps/server/tests/ledger-helpers';
import { newCustomer, signUpByApi } from './account-support';
import { expectAccessible, hydrated } from './browser';
import { type StaffShop, startStaffShop } from './staff-shop';

/**
 * The lotto party end to end (issue 26, decisions 453, 454), in a shop of its own with the engine
 * on and a clock the test moves: an organiser on a phone creates a group and a session in the
 * layout's creation modal and copies the invite link; a friend on a desktop opens it, joins and
 * buys shares through the cart and checkout, as the organiser does; the jobs close the session and
 * buy its games, the draw's result is the session's first game and settlement splits the prize by
 * shares; both see the numbers and their part in their lotto party pages and wallets; the
 * autosession has opened the next draw's session, which the play tab offers and the friend's bell
 * invites them to (decision 470). Axe on every page.
 */
let shop: StaffShop;
const organiser = newCustomer('lp-flow-organiser');
const friend = newCustomer('lp-flow-friend');
const groupName = `Office Draw ${Date.now().toString(36)}`;

beforeAll(async () => {
  shop = await startStaffShop('lotto-party-flow', {
    shopEngines: { recurringPurchases: false, lottoParty: true },
    prizeHoldThreshold: 1_000_000_000,
  });
}, 120_000);
afterAll(async () => {
  await shop?.close();
});

async function customerContext(who: ReturnType<typeof newCustomer>, width: number) {
  const context = await shop.browser.newContext({
    baseURL: shop.baseURL,
    locale: 'en-AU',
    viewport: { width, height: 900 },
  });
  await context.addCookies([{ name: 'cookie_consent', value: 'essential', url: shop.baseURL }]);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: shop.baseURL });
  await signUpByApi(context, who);
  const me = (await (await context.request.get('/v2/customer')).json()) as { result: { customerId: string } };
  await fundWallet(shop.app, me.result.customerId, { amount: 100_00, currency: 'AUD' });
  return { context, customerId: me.result.customerId };
}

async function resultOf<T>(answer: Promise<{ status(): number; text(): Promise<string> }>): Promise<T> {
  const res = await answer;
  const body = await res.text();
  expect(res.status(), body).toBe(200);
  return (JSON.parse(body) as { result: T }).result;
}

/** The cart's checkout, paid from the wallet, to the receipt. */
async function checkOut(page: Page, total: string) {
  await page.waitForURL((url) => url.pathname === '/cart');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Checkout' }).click();
  await page.waitForURL((url) => url.pathname === '/cart/buy');
  await page.getByRole('button', { name: `Pay ${total} from your wallet` }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/receipt/'));
}

async function signInAgain(context: BrowserContext, who: ReturnType<typeof newCustomer>) {
  const login = await context.request.post('/v2/login', { data: { email: who.email, password: who.password } });
  expect(login.status(), await login.text()).toBe(200);
}

describe('a lotto party from its creation to its prize', () => {
  it('creates, invites, buys, draws, splits the prize and opens the next session', async () => {
    const catalogue = await resultOf<{ offers: ProductOffer[] }>(
      shop.app
        .inject({ method: 'GET', url: '/v2/pricing/default/product_offers', headers: { version: '3.9' } })
        .then((r) => ({ status: () => r.statusCode, text: async () => r.body })),
    );
    const powerball = catalogue.offers.find((o) => o.key === 'powerball2018') as ProductOffer;
    const draw = powerball.draws[0];
    if (!draw) throw new Error('Powerball has no draw');

    // The organiser, on a phone, opens the creation modal from social play.
    const org = await customerContext(organiser, 390);
    const page = await org.context.newPage();
    await page.goto('/social-play');
    await hydrated(page);
    await page.getByRole('link', { name: 'Create a Lotto Party' }).click();
    const modal = page.getByRole('dialog', { name: 'Name your group' });
    await modal.getByLabel('Group name').fill(groupName);
    await expectAccessible(page);
    await modal.getByRole('button', { name: 'Create group' }).click();
    const drawStep = page.getByRole('dialog', { name: 'Choose a draw' });
    await drawStep.locator(`input[value="${draw.drawId}"]`).check();
    await expectAccessible(page);
    await drawStep.getByRole('button', { name: 'Next' }).click();
    const priceStep = page.getByRole('dialog', { name: 'Set the share price' });
    await priceStep.getByLabel('Share price ($)').fill('0.50');
    await priceStep.getByRole('button', { name: 'Next' }).click();
    await priceStep.getByText('Please enter an amount equal to or greater than $1.00.').waitFor();
    await priceStep.getByLabel('Share price ($)').fill('5');
    await priceStep.getByLabel('Number of shares').fill('10');
    await priceStep.getByRole('button', { name: 'Next' }).click();
    const autoStep = page.getByRole('dialog', { name: 'Play every draw?' });
    await autoStep.getByRole('radio', { name: /^Yes, open a session for every draw/ }).check();
    await autoStep.getByRole('button', { name: 'Open the session' }).click();
    const joinStep = page.getByRole('dialog', { name: 'Buy your shares' });
    await joinStep.getByRole('button', { name: 'Copy invite link' }).click();
    await joinStep.getByRole('button', { name: 'Invite link copied' }).waitFor();
    const invite = new URL(await page.evaluate(() => navigator.clipboard.readText()));
    expect(invite.pathname).toBe('/lotto-party/group');
    await expectAccessible(page);
    await joinStep.getByLabel('Your shares').fill('3');
    await joinStep.getByRole('button', { name: 'Add shares to cart' }).click();
    await checkOut(page, '$15.00');

    // The friend, on a desktop, opens the link, joins and buys four shares.
    const fr = await customerContext(friend, 1366);
    const friendPage = await fr.context.newPage();
    await friendPage.goto(`${invite.pathname}${invite.search}`);
    await hydrated(friendPage);
    await friendPage.getByRole('button', { name: 'Join the group' }).click();
    await friendPage.getByRole('heading', { level: 1, name: groupName }).waitFor();
    await friendPage.getByLabel('Shares').fill('4');
    await friendPage.getByRole('button', { name: 'Add shares to cart' }).click();
    await checkOut(friendPage, '$20.00');

    const [group] = await resultOf<{ groupId: string }[]>(org.context.request.get('/social/v3/group'));
    const [session] = await resultOf<LottoPartySession[]>(
      org.context.request.get(`/social/v3/group/${group?.groupId}/session`),
    );
    expect(session).toMatchObject({ sharesSold: 7, autosessionStatus: 'on', status: 'open' });

    // The jobs: the session stops selling, its games are bought, the autosession opens the next one.
    shop.clock.set(new Date(Date.parse(session?.stopAt ?? '') + 1_000));
    await closeDueLottoPartySessions(shop.database.db, shop.clock.now());
    expect(await buySessionGames(shop.app.recurringEngine)).toMatchObject({ paid: 1 });
    expect(await openLottoPartyAutosessions(shop.app.recurringEngine, shop.clock.now())).toMatchObject({ opened: 1 });
    await Promise.all([signInAgain(org.context, organiser), signInAgain(fr.context, friend)]);
    const bought = await resultOf<LottoPartySession>(
      org.context.request.get(`/social/v3/session/${session?.sessionId}`),
    );
    const first = bought.games?.[0] as Record<string, number[]>;
    expect(first).toBeDefined();

    // The draw's result is the session's first game; settlement splits the prize over the 7 shares.
    shop.clock.set(new Date(Date.parse(draw.drawDate) + 1_000));
    const draws = createCatalogueService({ db: shop.database.db, clock: shop.clock });
    await draws.closeStoppedDraws();
    await draws.recordDrawResults(draw.drawId, {
      winningNumbers: [
        { name: 'Numbers', numbers: first.Numbers as number[], ordered: false },
        { name: 'Powerball', numbers: first.Powerball as number[], ordered: false },
      ],
      divisions: [7_000_001, 500_003, 40_007, 10_009, 1_007, 503, 211, 151, 107].map((prizeAmount, i) => ({
        division: i + 1,
        description: `Division ${i + 1}`,
        numWinners: 0,
        prizeAmount,
        prizeSuffix: null,
      })),
    });
    const fundsBefore = await Promise.all([org, fr].map((c) => shop.app.wallet.getFunds(c.customerId, 'AUD')));
    expect((await settleDraw(shop.app.settlement, draw.drawId))?.to).toBe('DRAW_EMAILED');
    await Promise.all([signInAgain(org.context, organiser), signInAgain(fr.context, friend)]);

    const partOf = async (context: BrowserContext) => {
      const [order] = await resultOf<LottoPartyOrder[]>(context.request.get('/social/v3/orders?status=past_products'));
      expect(order?.winnings?.amount).toBeGreaterThan(0);
      return order as LottoPartyOrder & { winnings: { amount: number; currency: 'AUD' } };
    };
    const [orgOrder, friendOrder] = await Promise.all([partOf(org.context), partOf(fr.context)]);
    expect(orgOrder.winnings.amount / 3).toBe(friendOrder.winnings.amount / 4);
    const fundsAfter = await Promise.all([org, fr].map((c) => shop.app.wallet.getFunds(c.customerId, 'AUD')));
    expect(fundsAfter[0]?.availableFunds.amount).toBe(
      (fundsBefore[0]?.availableFunds.amount ?? 0) + orgOrder.winnings.amount,
    );
    expect(fundsAfter[1]?.availableFunds.amount).toBe(
      (fundsBefore[1]?.availableFunds.amount ?? 0) + friendOrder.winnings.amount,
    );
    const numbersLine = `Numbers: ${first.Numbers?.join(' ')} · Powerball: ${first.Powerball?.join(' ')}`;

    // The organiser's pages: their past shares, the ticket with the numbers and their part.
    await page.goto('/my-account/lotto-party');
    await hydrated(page);
    await expectAccessible(page);
    await page.getByRole('link', { name: new RegExp(`^${groupName}: 3 shares`) }).click();
    await page.getByRole('heading', { level: 1, name: `${groupName} shares` }).waitFor();
    await page.getByText(formatMoney(orgOrder.winnings)).first().waitFor();
    await page.getByText(numbersLine).waitFor();
    await expectAccessible(page);

    // The friend's session page and wallet.
    await friendPage.goto(`/my-account/lotto-party/session/${session?.sessionId}`);
    await friendPage.getByText(numbersLine).waitFor();
    await friendPage
      .getByText(new RegExp(`${formatMoney(friendOrder.winnings).replace('$', '\\$')} for 4 shares`))
      .waitFor();
    await expectAccessible(friendPage);
    await friendPage.goto('/my-account/transactions');
    await expect.poll(() => friendPage.getByText(formatMoney(friendOrder.winnings)).count()).toBeGreaterThan(0);

    // The autosession opened the next draw's session: the play tab offers its shares.
    const [next] = await resultOf<LottoPartySession[]>(
      org.context.request.get(`/social/v3/group/${group?.groupId}/session/open`),
    );
    expect(next?.draws[0]?.drawId).not.toBe(draw.drawId);

    // The autosession invited the friend to the next session, and the bought session told them of
    // its games (decision 470): the bell's feed leads to the new session.
    await friendPage.goto('/');
    const bell = friendPage.locator('.site-header').getByRole('link', { name: /^Messages, \d+ unread$/ });
    await expect.poll(() => bell.count()).toBe(1);
    await bell.click();
    await friendPage.waitForURL('**/my-account/notifications');
    const news = friendPage.getByRole('listitem');
    const invitation = news.filter({ hasText: `A new Lotto Party session in ${groupName}` });
    await expect.poll(() => invitation.count()).toBe(1);
    expect(await news.filter({ hasText: `Your Lotto Party games in ${groupName} are bought` }).count()).toBe(1);
    await expectAccessible(friendPage);
    await invitation.getByRole('link', { name: 'See the session' }).click();
    await friendPage.waitForURL((url) => url.pathname === `/my-account/lotto-party/session/${next?.sessionId}`);
    await friendPage.getByText('0 of 10 shares sold.', { exact: false }).waitFor();
    await friendPage.getByRole('button', { name: 'Add shares to cart' }).waitFor();
    await page.goto(`/${powerball.url}/lotto-party`);
    await hydrated(page);
    const tab = page.locator('.lotto-party-play');
    await tab.getByRole('link', { name: groupName }).waitFor();
    await tab.getByText('10 of 10 shares left').waitFor();
    await expectAccessible(page);
    await page.goto(`/my-account/lotto-party/session/${next?.sessionId}`);
    await page.getByRole('button', { name: 'Pause autosession' }).click();
    await page.getByText('Paused: no next session opens until you turn it on again.').waitFor();
    await expectAccessible(page);
    await Promise.all([org.context.close(), fr.context.close()]);
  }, 240_000);

  it('creates a group and a session without scripts, on the /lotto-party page', async () => {
    const context = await shop.browser.newContext({ baseURL: shop.baseURL, javaScriptEnabled: false });
    await context.addCookies([{ name: 'cookie_consent', value: 'essential', url: shop.baseURL }]);
    await signUpByApi(context, newCustomer('lp-flow-noscript'));
    const page = await context.newPage();
    await page.goto('/social-play');
    await page.getByRole('link', { name: 'Create a Lotto Party' }).click();
    await page.waitForURL((url) => url.pathname === '/lotto-party');
    // A name already taken is refused in words, nothing made.
    await page.getByLabel('Group name').fill(groupName);
    await page.getByRole('button', { name: 'Create group' }).click();
    await page.getByText('A group with this name already exists.').waitFor();
    await page.getByLabel('Group name').fill(`${groupName} Two`);
    await page.getByRole('button', { name: 'Create group' }).click();
    await page.getByRole('heading', { name: 'Choose a draw' }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Share price ($)').fill('2.50');
    await page.getByLabel('Number of shares').fill('4');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Open the session' }).click();
    await page.getByRole('heading', { name: 'Buy your shares' }).waitFor();
    await page.getByText(/Your session is open at \$2\.50 a share/).waitFor();
    await context.close();
  }, 120_000);
});
