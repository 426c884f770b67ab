import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buySessionGames } from '../../apps/server/src/flows/lotto-party/buy-session-games';
import { drawDueGiveaways } from '../../apps/server/src/flows/membership/draw-giveaways';
import { closeDueLottoPartySessions } from '../../apps/server/src/modules/lotto-party';
import { fundWallet } from '../../apps/server/tests/ledger-helpers';
import { newCustomer, signUpByApi } from './account-support';
import { expectAccessible } from './browser';
import { demoMember, type StaffShop, signInToConsole, startStaffShop } from './staff-shop';

/**
 * The console's lotto party and Daily Winners pages (issues 26, 27; decisions 459, 460): support
 * finds a customer's group and its sessions, a content editor hides its name, finance reads the
 * session's refund; a content editor makes a giveaway with an uploaded picture and edits it, a
 * draw operator reads its entries and draw before and after the job draws it, finance its payout.
 * Axe on every page visited.
 */
let shop: StaffShop;

beforeAll(async () => {
  shop = await startStaffShop('console-social', { shopEngines: { recurringPurchases: false, lottoParty: true } });
}, 120_000);
afterAll(() => shop?.close());

const MINUTE = 60_000;

async function customer(tag: string): Promise<{ context: BrowserContext; customerId: string }> {
  const context = await shop.browser.newContext({ baseURL: shop.baseURL, locale: 'en-AU' });
  await context.addCookies([{ name: 'cookie_consent', value: 'essential', url: shop.baseURL }]);
  await signUpByApi(context, newCustomer(tag));
  const me = await (await context.request.get('/v2/customer')).json();
  const customerId = me.result.customerId as string;
  await fundWallet(shop.app, customerId, { amount: 10_000, currency: 'AUD' });
  return { context, customerId };
}

async function resultOf<T>(answer: Promise<{ status(): number; text(): Promise<string> }>): Promise<T> {
  const res = await answer;
  const body = await res.text();
  expect(res.status(), body).toBe(200);
  return (JSON.parse(body) as { result: T }).result;
}

const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name, exact: true }).click();
const status = (page: Page) => page.locator('main p[role="status"]').textContent();

describe('the console pages of the lotto party and Daily Winners', () => {
  it("support finds a customer's group, a content editor hides its name, finance reads its refund", async () => {
    const { context, customerId } = await customer('console-party');
    const group = await resultOf<{ groupId: string }>(
      context.request.post('/social/v3/group', { data: { group_name: 'Rude Name Club' } }),
    );
    const offers = await resultOf<{ offers: { key: string; draws: { drawId: string }[] }[] }>(
      context.request.get('/v2/pricing/default/product_offers', { headers: { version: '3.9' } }),
    );
    const drawId = offers.offers.find((o) => o.key === 'powerball2018')?.draws[0]?.drawId;
    const session = await resultOf<{ sessionId: string; stopAt: string }>(
      context.request.post('/social/v3/session', {
        data: { group_id: group.groupId, draw_id: drawId, share_price: { amount: 334 }, shares_total: 10 },
      }),
    );
    await resultOf(
      context.request.post('/v2/cart/items', {
        data: {
          product_offer_key: 'powerball2018',
          game_type: 'lotto_party',
          game_offer: 'lotto_party',
          num_games: 3,
          social_syndicate_id: session.sessionId,
        },
      }),
    );
    await resultOf(context.request.post('/v2/cart/purchase', { headers: { 'idempotency-key': crypto.randomUUID() } }));

    const support = await signInToConsole(shop, demoMember('support'));
    await nav(support, 'Lotto party');
    await support.getByRole('heading', { name: 'Lotto party groups' }).waitFor();
    await expectAccessible(support);
    // Support reads, never hides.
    expect(await support.getByRole('button', { name: 'Hide Rude Name Club' }).count()).toBe(0);
    await support.getByRole('link', { name: 'Rude Name Club' }).first().click();
    await support.getByRole('heading', { name: `Sessions of group ${group.groupId}` }).waitFor();
    expect(await support.getByRole('cell', { name: '3 of 10' }).count()).toBe(1);
    await expectAccessible(support);
    await support.goto(`/console/customers/${customerId}`);
    const groups = support.getByRole('table', { name: 'Lotto party groups' });
    await groups.waitFor();
    expect(await groups.getByRole('rowheader', { name: 'Rude Name Club' }).count()).toBe(1);
    expect(await groups.getByRole('cell', { name: 'Organiser' }).count()).toBe(1);
    await expectAccessible(support);

    const editor = await signInToConsole(shop, demoMember('content_editor'));
    await nav(editor, 'Lotto party');
    await editor.getByRole('button', { name: 'Hide Rude Name Club' }).click();
    await expect.poll(() => status(editor)).toBe('The group name is hidden.');
    await editor.getByRole('button', { name: 'Show Rude Name Club' }).waitFor();
    await expectAccessible(editor);
    const audit = await shop.database.db.execute(
      sql`select action from audit_log where subject_id = ${group.groupId} order by seq`,
    );
    expect((audit as unknown as { rows: { action: string }[] }).rows.map((r) => r.action)).toEqual([
      'lotto_party_group.hide',
    ]);

    // The session stops with 3 of 10 shares sold: its games are bought and what is left goes back.
    shop.clock.set(new Date(Date.parse(session.stopAt) + MINUTE));
    await closeDueLottoPartySessions(shop.database.db, shop.clock.now());
    await buySessionGames(shop.app.recurringEngine);
    const finance = await signInToConsole(shop, demoMember('finance'));
    await nav(finance, 'Party refunds');
    const money = finance.getByRole('table', { name: 'Refunded or partly sold sessions' });
    await money.waitFor();
    const row = money.getByRole('row').filter({ hasText: 'Rude Name Club' });
    expect(await row.getByRole('cell', { name: '3 of 10' }).count()).toBe(1);
    expect(await row.getByRole('cell', { name: '$10.02' }).count()).toBe(1);
    await expectAccessible(finance);
    // Finance is not offered the groups page, and is refused it.
    expect(
      await finance
        .getByRole('navigation', { name: 'Console' })
        .getByRole('link', { name: 'Lotto party', exact: true })
        .count(),
    ).toBe(0);
    const refused = await finance.goto('/console/lotto-party');
    expect(refused?.status()).toBe(403);
  });

  it('an editor makes a giveaway with a picture, a draw operator reads its draw, finance its payout', async () => {
    const editor = await signInToConsole(shop, demoMember('content_editor'));
    await nav(editor, 'Giveaways');
    await editor.getByRole('heading', { name: 'Make a giveaway' }).waitFor();
    await expectAccessible(editor);
    // datetime-local on the shop's clock (AEST).
    const aest = (ms: number) => new Date(ms + 10 * 3_600_000).toISOString().slice(0, 16);
    const now = shop.clock.now().getTime();
    await editor.getByLabel('Title').fill('Console Cash Giveaway');
    await editor.getByLabel('Description (members read it)').fill('Fifty dollars to one member.');
    await editor
      .getByLabel('Phone picture: or upload a new one')
      .setInputFiles(fileURLToPath(new URL('../../apps/web/public/pictures/prizes/cash-480.jpg', import.meta.url)));
    await editor.getByLabel('Opens (AEST)').fill(aest(now - 2 * MINUTE));
    await editor.getByLabel('Closes and is drawn (AEST)').fill(aest(now + 60 * MINUTE));
    await editor.getByLabel('Prize, as members read it').fill('$50 wallet credit');
    await editor.getByLabel('Amount for each winner (AUD; credit only)').fill('abc');
    await editor.getByRole('button', { name: 'Make giveaway' }).click();
    await expect.poll(() => editor.locator('main p[role="alert"]').textContent()).toContain('Prize amount');
    await expectAccessible(editor);
    await editor.getByLabel('Amount for each winner (AUD; credit only)').fill('50.00');
    await editor
      .getByLabel('Phone picture: or upload a new one')
      .setInputFiles(fileURLToPath(new URL('../../apps/web/public/pictures/prizes/cash-480.jpg', import.meta.url)));
    await editor.getByRole('button', { name: 'Make giveaway' }).click();
    await expect.poll(() => status(editor)).toMatch(/^Console Cash Giveaway is made: daily giveaway number \d+\.$/);
    await editor.getByRole('link', { name: 'Console Cash Giveaway' }).click();
    await editor.getByRole('heading', { name: 'How it is shown' }).waitFor();
    const mobile = editor.getByLabel('Phone picture: its address');
    expect(await mobile.inputValue()).toMatch(/^\/cms\/files\/[\w-]+$/);
    expect((await shop.app.inject({ method: 'GET', url: await mobile.inputValue() })).statusCode).toBe(200);
    await editor.getByLabel('Title').fill('Console Cash Giveaway of $50');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => status(editor)).toContain('Saved');
    await editor.getByRole('heading', { name: 'Console Cash Giveaway of $50' }).waitFor();
    await expectAccessible(editor);
    const giveawayPath = new URL(editor.url()).pathname;

    // The program's words: a refused blank name, then a new name and a question saved.
    await nav(editor, 'Giveaways');
    await editor.getByRole('link', { name: 'Daily Winners settings' }).click();
    await editor.getByRole('heading', { name: 'Daily Winners settings' }).waitFor();
    await expectAccessible(editor);
    await editor.getByLabel('Program name').fill('Winners Every Day');
    await editor.getByLabel('Premium tier name').fill('Gold');
    const spare = editor.getByRole('group', { name: 'Question 2' });
    await spare.getByLabel('Question').fill('Who can enter?');
    await spare.getByLabel('Answer').fill('Members aged 18 or over.');
    await editor.getByRole('button', { name: 'Save settings' }).click();
    await expect.poll(() => status(editor)).toBe('Saved: members read the new words on their next page.');
    expect(await editor.getByLabel('Program name').inputValue()).toBe('Winners Every Day');
    await expectAccessible(editor);

    // A member (a first deposit made) enters; the draw operator sees the commitment before the
    // draw and the seed and winner after.
    const { context, customerId } = await customer('console-giveaway');
    await shop.database.db.transaction((tx) =>
      shop.app.wallet.depositToWallet(tx, {
        customerId,
        amount: { amount: 2_000, currency: 'AUD' },
        gateway: 'sandbox',
        reference: crypto.randomUUID(),
      }),
    );
    await resultOf(
      context.request.put('/rewards/membership', {
        headers: { version: '3.2' },
        data: { membership_program: 'daily_winners', membership_status: 'member', metadata: {} },
      }),
    );
    const config = await resultOf<{ programName: string; FAQs: { question: string }[] }>(
      context.request.get('/rewards/v4/config'),
    );
    expect(config.programName).toBe('Winners Every Day');
    expect(config.FAQs.map((q) => q.question)).toContain('Who can enter?');
    await drawDueGiveaways(shop.app.membershipProgram);
    const operator = await signInToConsole(shop, demoMember('draw_operator'));
    await operator.goto(giveawayPath);
    await operator.getByRole('heading', { name: 'The draw' }).waitFor();
    expect(await operator.getByText('Revealed with the winners').count()).toBe(1);
    expect(
      await operator
        .getByRole('table', { name: /^Entries/ })
        .getByRole('row')
        .count(),
    ).toBe(2);
    expect(await operator.getByRole('button', { name: 'Save' }).count()).toBe(0);
    await expectAccessible(operator);

    shop.clock.set(new Date(now + 61 * MINUTE));
    expect((await drawDueGiveaways(shop.app.membershipProgram)).drawn).toHaveLength(1);
    const operatorAgain = await signInToConsole(shop, demoMember('draw_operator'));
    await operatorAgain.goto(giveawayPath);
    await operatorAgain.getByRole('heading', { name: 'The draw' }).waitFor();
    expect(await operatorAgain.getByText('Drawn', { exact: true }).count()).toBe(1);
    const winners = operatorAgain.getByRole('table', { name: 'Winners' });
    expect(await winners.getByRole('cell', { name: customerId }).count()).toBe(1);
    expect(await operatorAgain.getByText('Revealed with the winners').count()).toBe(0);
    await expectAccessible(operatorAgain);

    const finance = await signInToConsole(shop, demoMember('finance'));
    await nav(finance, 'Giveaway payouts');
    const payouts = finance.getByRole('table', { name: 'Prizes won, the latest draw first' });
    await payouts.waitFor();
    const row = payouts.getByRole('row').filter({ hasText: 'Console Cash Giveaway of $50' });
    expect(await row.getByRole('cell', { name: 'Paid to the wallet' }).count()).toBe(1);
    await expectAccessible(finance);
  });
});
