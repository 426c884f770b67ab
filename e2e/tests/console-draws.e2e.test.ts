import type { Draw, ProductOffersAnswer } from '@drawline/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleDueDraws } from '../../apps/server/src/flows/settlement/settle-due-draws';
import { addStaffMember } from '../../apps/server/src/flows/staff/add-staff-member';
import { createCatalogueService } from '../../apps/server/src/modules/catalogue';
import { demoStaff } from '../../apps/server/src/modules/staff';
import { powerballEntry } from '../../apps/server/tests/cart-helpers';
import { newEmail, signedIn, signupBody } from '../../apps/server/tests/identity-helpers';
import { fundWallet } from '../../apps/server/tests/ledger-helpers';
import { expectAccessible } from './browser';
import { demoMember, type StaffMember, type StaffShop, signInToConsole, startStaffShop } from './staff-shop';

/**
 * Issue 13's draws acceptance in the console: the shop runs in this process with a clock the
 * test moves past a Powerball draw; one draw operator enters the result in the console and is
 * refused confirming it, a second operator confirms, settlement runs and the page shows the
 * draw settled; the administrator reads both actions in the audit log.
 */
const DIVIDENDS = ['500000', '25000', '10000', '5000', '123.45', '50', '25', '15', '10'];

let shop: StaffShop;
let draw: Draw;
const second = {
  email: `second-operator-${Date.now()}@staff.drawline.test`,
  password: 'teal-wombat-lantern-42',
  totpSecret: '',
};
const signIn = (member: StaffMember) => signInToConsole(shop, member);

beforeAll(async () => {
  shop = await startStaffShop('console-draws');
  const { app, database, clock } = shop;
  const offers = (await app.inject({ method: 'GET', url: '/v2/pricing/default/product_offers' })).json()
    .result as ProductOffersAnswer;
  const powerball = offers.offers.find((o) => o.key === 'powerball2018');
  if (!powerball?.draws[0]) throw new Error('No Powerball draw on sale');
  draw = powerball.draws[0];
  // A customer buys a game that wins division 1: above the hold threshold, so it waits for finance.
  const email = newEmail('console-winner');
  const buyer = signedIn(email, await app.inject({ method: 'POST', url: '/v2/signup', payload: signupBody(email) }));
  await fundWallet(app, buyer.customerId, { amount: 10_000, currency: 'AUD' });
  const entry = powerballEntry({
    num_games: 2,
    games: [
      { Numbers: [3, 8, 13, 19, 24, 29, 33], Powerball: [7] },
      { Numbers: [4, 5, 6, 9, 10, 11, 12], Powerball: [1] },
    ],
  });
  const added = await app.inject({ method: 'POST', url: '/v2/cart/items', headers: buyer.auth, payload: entry });
  if (added.statusCode !== 200) throw new Error(added.body);
  const bought = await app.inject({
    method: 'POST',
    url: '/v2/cart/purchase',
    headers: { ...buyer.auth, 'idempotency-key': crypto.randomUUID() },
  });
  if (bought.statusCode !== 200) throw new Error(bought.body);
  // Past the draw: sales close and the draw waits for its result.
  clock.set(new Date(new Date(draw.drawDate).getTime() + 5 * 60_000));
  await createCatalogueService({ db: database.db, clock }).closeStoppedDraws();
  const admin = demoStaff.find((s) => s.role === 'administrator');
  const { totpSecret } = await addStaffMember(
    { db: database.db, staff: app.staff, audit: app.audit },
    { staffId: admin?.id ?? null, address: '127.0.0.1' },
    { email: second.email, password: second.password, roles: ['draw_operator'], enrolNow: true },
  );
  second.totpSecret = totpSecret as string;
}, 120_000);

afterAll(() => shop?.close());

describe('draws in the console', () => {
  it('an operator enters the result and is refused confirming it; a second operator confirms; settlement runs and the dashboard shows it; finance releases the held prize; the audit log shows each', async () => {
    const first = await signIn(demoMember('draw_operator'));
    await first.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Draws' }).click();
    const waiting = first.getByRole('region', { name: 'Waiting for results or confirmation' });
    // The lottery's own row: its syndicate's draw carries the same number.
    await waiting.locator(`a[href="/console/draws?draw=${encodeURIComponent(draw.drawId)}"]`).click();
    await expect.poll(() => first.getByTestId('draw-status').textContent()).toContain('results to enter');
    await expectAccessible(first);

    // A wrong count gets its message and keeps nothing.
    await first.getByRole('textbox', { name: /^Numbers/ }).fill('3 8 13');
    await first.getByRole('textbox', { name: /^Powerball/ }).fill('7');
    for (const [i, dividend] of DIVIDENDS.entries()) {
      await first.getByLabel(`Division ${i + 1} dividend`).fill(dividend);
    }
    await first.getByRole('button', { name: 'Enter results' }).click();
    // The server's check of the lottery's matrix (decision 260): its message sits beside the field.
    await expect.poll(() => first.locator('main [role="alert"]').textContent()).toContain('Numbers: enter 7');
    await expect
      .poll(() => first.getByRole('textbox', { name: /^Numbers/ }).getAttribute('aria-describedby'))
      .toBe('set-Numbers-error');
    expect(await first.locator('#set-Numbers-error').textContent()).toContain('Numbers: enter 7 numbers (3 given).');
    await expectAccessible(first);
    await first.getByRole('textbox', { name: /^Numbers/ }).fill('3 8 13 19 24 29 33');
    await first.getByRole('button', { name: 'Enter results' }).click();
    await expect.poll(() => first.locator('main p[role="status"]').textContent()).toContain('result is entered');
    await expect.poll(() => first.getByRole('table', { name: 'Entered result' }).textContent()).toContain('$123.45');

    // Four eyes: the same operator cannot confirm.
    await first.getByRole('button', { name: 'Confirm results' }).click();
    await expect
      .poll(() => first.locator('main [role="alert"]').textContent())
      .toContain('confirmed by a second draw operator');
    await expectAccessible(first);

    const other = await signIn(second);
    await other.goto(`/console/draws?draw=${encodeURIComponent(draw.drawId)}`);
    await other.getByRole('button', { name: 'Confirm results' }).click();
    await expect.poll(() => other.locator('main p[role="status"]').textContent()).toContain('confirmed and published');
    await expect.poll(() => other.getByTestId('draw-status').textContent()).toContain('Results published');

    // The dashboard shows the confirmed draw waiting for settlement.
    const settling = (page: Page) =>
      page
        .locator('table', { has: page.locator('caption', { hasText: 'Waiting for settlement' }) })
        .locator('tbody tr', { hasText: String(draw.drawNo) });
    const heldFigure = (page: Page) =>
      page.locator('dt', { hasText: 'Prizes held' }).locator('xpath=following-sibling::dd').textContent();
    await other.goto('/console');
    await expect.poll(() => settling(other).count()).toBe(1);
    expect(await heldFigure(other)).not.toContain('$500,000.00');

    // Settlement runs (the job's work, here at once); the page shows the draw settled.
    await settleDueDraws(shop.app.settlement);
    await other.goto(`/console/draws?draw=${encodeURIComponent(draw.drawId)}`);
    await expect.poll(() => other.getByTestId('draw-status').textContent()).toBe('Settled');
    await expectAccessible(other);
    // And the dashboard shows it: no longer waiting for settlement, the division 1 prize held.
    await other.goto('/console');
    await expect.poll(() => settling(other).count()).toBe(0);
    expect(await heldFigure(other)).toContain('$500,000.00');
    await expectAccessible(other);

    // The division 1 win is held; finance releases it from the held prizes page.
    const finance = await signIn(demoMember('finance'));
    await finance.goto('/console/prizes');
    const heldRow = finance.locator('tbody tr', { hasText: draw.drawId });
    await expect.poll(() => heldRow.count()).toBe(1);
    expect(await heldRow.textContent()).toContain('$500,000.00');
    await expectAccessible(finance);
    await heldRow.getByRole('button', { name: 'Release' }).click();
    await expect.poll(() => finance.locator('main p[role="status"]').textContent()).toContain('is released');
    await expect.poll(() => heldRow.count()).toBe(0);
    await finance.goto('/console');
    expect(await heldFigure(finance)).not.toContain('$500,000.00');

    const admin = await signIn(demoMember('administrator'));
    await admin.goto('/console/audit?action=results.');
    const rows = admin.locator('table tbody tr');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(0).textContent()).toContain('results.confirm');
    expect(await rows.nth(1).textContent()).toContain('results.enter');
    await admin.goto('/console/audit?action=prize.release');
    await expect.poll(() => admin.locator('table tbody tr').count()).toBe(1);
    // Administrators have no draws page, so no menu entry.
    expect(await admin.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Draws' }).count()).toBe(
      0,
    );
  });
});
