import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, hydrated } from './browser';
import { demoMember, type StaffShop, signInToConsole, startStaffShop } from './staff-shop';

/**
 * The console's partners (issue 30, decision 473): an administrator adds a partner with its
 * channels, its page then sells under its name, and turning it off takes the page down (the shop's
 * 404); finance reads the sales table without the form. Axe clean on the console page.
 */
let shop: StaffShop;

beforeAll(async () => {
  shop = await startStaffShop('partners');
}, 120_000);
afterAll(() => shop?.close());

const LINK = '/purchase/kids-club?lottery=saturday_lotto&raffle_offer=standard&game_type=standard&num_games=4';

describe("the console's partners", () => {
  it('an administrator adds a partner whose page then sells, and turns it off again', async () => {
    const admin = await signInToConsole(shop, demoMember('administrator'));
    await admin.getByRole('link', { name: 'Partners' }).click();
    await admin.getByRole('heading', { name: 'Partners', level: 1 }).waitFor();
    await hydrated(admin);
    expect(await admin.locator('main').innerText()).toContain('Good Causes Foundation');
    await admin.getByLabel('Page name (slug)').fill('kids-club');
    await admin.getByLabel('Key (what its calls name)').fill('kids-club-key');
    await admin.getByLabel('Name (customers read it)').fill('Kids Club');
    await admin.getByLabel('Channels, separated by commas').fill('email, kiosk');
    await admin.getByRole('button', { name: 'Save partner' }).click();
    await admin.getByText('Kids Club is saved.').waitFor();
    expect(await admin.getByRole('row', { name: /Kids Club/ }).innerText()).toContain('email, kiosk');
    await expectAccessible(admin);

    const visitor = await shop.browser.newPage({ baseURL: shop.baseURL });
    expect((await visitor.goto(LINK))?.status()).toBe(200);
    expect(await visitor.getByTestId('partner-name').innerText()).toBe('Kids Club');

    // Off: the form keeps its values but the switch, and the page is gone.
    await admin.getByLabel('Page name (slug)').fill('kids-club');
    await admin.getByLabel('Key (what its calls name)').fill('kids-club-key');
    await admin.getByLabel('Name (customers read it)').fill('Kids Club');
    await admin.getByLabel('Channels, separated by commas').fill('kiosk');
    await admin.getByLabel('On: its pages sell').uncheck();
    await admin.getByRole('button', { name: 'Save partner' }).click();
    await admin.getByText('Kids Club is saved.').waitFor();
    await expect.poll(() => admin.getByRole('row', { name: /Kids Club/ }).innerText()).toContain('email (off), kiosk');
    expect((await visitor.goto(LINK))?.status()).toBe(404);

    const finance = await signInToConsole(shop, demoMember('finance'));
    await finance.goto('/console/partners');
    await finance.getByRole('table', { name: /Sales per partner and channel/ }).waitFor();
    expect(await finance.getByRole('button', { name: 'Save partner' }).count()).toBe(0);
    await expectAccessible(finance);
  });
});
