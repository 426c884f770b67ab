import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Authenticator, newCustomer, settle, signUpByApi } from './account-support';
import { expectAccessible } from './browser';
import { type ConsoleShop, type DemoMember, demo, startConsoleShop } from './console-shop';

/**
 * The operator console (decisions 230-241, 270-273) on a development shop of the file's own
 * (console-shop.ts): each role's pages and actions, and each action in the audit log.
 */
let shop: ConsoleShop;
let baseURL = '';

beforeAll(async () => {
  shop = await startConsoleShop();
  baseURL = shop.baseURL;
}, 120_000);

afterAll(() => shop?.close());

const newPage = () => shop.newPage();
const signIn = (page: Page, member: DemoMember) => shop.signIn(page, member);

describe('operator console', () => {
  it('support reads a customer but cannot correct a balance; a correction above the threshold waits for a second finance member, then shows in the transactions and the audit log', async () => {
    const customer = newCustomer('console');
    const signup = await fetch(`${baseURL}/v2/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', version: '3.5' },
      body: JSON.stringify({
        email: customer.email,
        password: customer.password,
        firstname: 'Cora',
        lastname: 'Console',
        date_of_birth: '1990-03-14',
        accept_terms: true,
      }),
    });
    expect(signup.status).toBe(200);

    // Support: no dashboard, straight to customers; the profile without the correction form.
    const support = await newPage();
    await signIn(support, demo.support);
    await expect.poll(() => new URL(support.url()).pathname).toBe('/console/customers');
    await support.getByLabel('Name, email or customer id').fill(customer.email);
    await support.getByRole('button', { name: 'Search' }).click();
    await support.getByRole('link', { name: 'Cora Console' }).click();
    await expect.poll(() => support.getByRole('heading', { level: 1, name: 'Cora Console' }).isVisible()).toBe(true);
    await expectAccessible(support);
    expect(await support.getByRole('button', { name: 'Correct balance' }).count()).toBe(0);
    const customerPath = new URL(support.url()).pathname;
    // The action itself refuses support, whatever the page shows.
    const refused = await support.request.post(customerPath, {
      form: { amount: '5.00', reason: 'Not allowed', key: 'support-try' },
    });
    expect(refused.status()).toBe(403);
    // Support locks the account (the customer cannot sign in) and unlocks it again.
    await support.getByLabel('Reason').fill('Customer asked by phone');
    await support.getByRole('button', { name: 'Lock account' }).click();
    await expect.poll(() => support.locator('main p[role="status"]').textContent()).toContain('locked and signed out');
    const lockedLogin = await fetch(`${baseURL}/v2/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: customer.email, password: customer.password }),
    });
    expect(lockedLogin.status).toBe(423);
    await support.getByRole('button', { name: 'Unlock account' }).click();
    await expect.poll(() => support.locator('main p[role="status"]').textContent()).toContain('is unlocked');
    await support.goto('/console/corrections');
    await expect.poll(() => support.getByRole('heading', { name: '403 – Not allowed' }).isVisible()).toBe(true);

    // Finance asks for a correction above the threshold: it waits.
    const finance = await newPage();
    await signIn(finance, demo.finance);
    await expect.poll(() => finance.getByRole('heading', { level: 1, name: 'Dashboard' }).isVisible()).toBe(true);
    await expectAccessible(finance);
    await finance.goto(customerPath);
    await finance.getByLabel(/^Amount/).fill('250.00');
    await finance.getByLabel('Reason').fill('Prize paid by bank transfer');
    await finance.getByRole('button', { name: 'Correct balance' }).click();
    await expect
      .poll(() => finance.locator('main p[role="status"]').textContent())
      .toContain('waits for a second finance member');
    await expect
      .poll(() => finance.getByRole('table', { name: 'Balance corrections' }).textContent())
      .toContain('Waiting for a second person');
    await finance.goto('/console/corrections');
    await expect.poll(() => finance.textContent('main')).toContain('You asked for this one');
    await expectAccessible(finance);

    // A second finance member (added by the administrator, enrolling the authenticator at sign-in) approves.
    const token = await shop.staffToken(demo.administrator);
    const second = { email: `finance2-${Date.now()}@staff.drawline.test`, password: 'violet-harbour-kettle-71' };
    const added = await fetch(`${baseURL}/staff/api/staff-members`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ ...second, roles: ['finance'] }),
    });
    expect(added.status).toBe(200);
    const approver = await newPage();
    await approver.goto('/console/sign-in');
    await approver.getByLabel('Email').fill(second.email);
    await approver.getByLabel('Password').fill(second.password);
    await approver.getByRole('button', { name: 'Continue' }).click();
    const key = (await approver.locator('.console-enrolment code').textContent()) ?? '';
    await approver.getByLabel('Code').fill(await new Authenticator(key).code());
    await approver.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => new URL(approver.url()).pathname).toBe('/console');
    await approver.goto('/console/corrections');
    await approver.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => approver.locator('main p[role="status"]').textContent()).toContain('approved and booked');
    await approver.goto(customerPath);
    await expect
      .poll(() => approver.getByRole('table', { name: 'Latest transactions' }).textContent())
      .toContain('Balance correction: Prize paid by bank transfer');

    // The administrator reads both actions in the audit log, newest first.
    const admin = await newPage();
    await signIn(admin, demo.administrator);
    await admin.goto('/console/audit?action=balance_correction.');
    const rows = admin.locator('table tbody tr');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(0).textContent()).toContain('balance_correction.approve');
    expect(await rows.nth(1).textContent()).toContain('balance_correction.request');
    await expectAccessible(admin);
    // Support's lock and unlock of the customer too, newest first.
    const customerId = customerPath.split('/').pop() ?? '';
    await admin.goto('/console/audit?action=customer.');
    const lockRows = admin.locator('table tbody tr', { hasText: customerId });
    await expect.poll(() => lockRows.count()).toBe(2);
    expect(await lockRows.nth(0).textContent()).toContain('customer.unlock');
    expect(await lockRows.nth(1).textContent()).toContain('customer.lock');

    // Sign-out ends the session: the console asks for sign-in again.
    await admin.getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(() => admin.url()).toContain('/console/sign-in');
    shop.signedOut(demo.administrator);
    await admin.goto('/console/audit');
    await expect.poll(() => admin.url()).toContain('/console/sign-in');
  });

  it('a content editor sets a state banner, creates and ends a voucher, switches a capability for a segment; the administrator reads each in the audit log', async () => {
    const editor = await newPage();
    await signIn(editor, demo.content);
    await expect.poll(() => new URL(editor.url()).pathname).toBe('/console/content');
    await editor.getByLabel('State code (or default)').fill('TAS');
    await editor.getByRole('textbox', { name: 'Text', exact: true }).fill('Tasmanian draws close at 7 pm tonight.');
    await editor.getByRole('button', { name: 'Save banner' }).click();
    await expect.poll(() => editor.locator('main p[role="status"]').textContent()).toContain('TAS banner is saved');
    await expect
      .poll(() => editor.getByRole('table', { name: 'Banners now' }).textContent())
      .toContain('Tasmanian draws close at 7 pm tonight.');
    await expectAccessible(editor);

    // Vouchers: create one with its terms, then end it.
    await editor.getByRole('link', { name: 'Vouchers' }).click();
    await editor.getByLabel('Code (letters and digits)').fill('WINTER7');
    await editor.getByLabel('Description (customers read it)').fill('$7 off an order of $20 or more');
    await editor.getByLabel('Amount (AUD; not for percent off)').fill('7.00');
    await editor.getByLabel('Minimum spend (AUD)').fill('20');
    await editor.getByRole('button', { name: 'Create voucher' }).click();
    await expect.poll(() => editor.locator('main p[role="status"]').textContent()).toContain('WINTER7 is created');
    await expectAccessible(editor);
    await editor.getByRole('button', { name: 'End WINTER7' }).click();
    await expect.poll(() => editor.locator('main p[role="status"]').textContent()).toContain('WINTER7 is ended');

    // Capabilities: syndicates off for signed-in customers, then on again.
    await editor.getByRole('link', { name: 'Capabilities' }).click();
    await editor.getByRole('button', { name: 'Turn off syndicates for default' }).click();
    await expect
      .poll(() => editor.locator('main p[role="status"]').textContent())
      .toContain('syndicates is off for default');
    await editor.getByRole('button', { name: 'Turn on syndicates for default' }).click();
    await expect
      .poll(() => editor.locator('main p[role="status"]').textContent())
      .toContain('syndicates is on for default');
    await expectAccessible(editor);

    const admin = await newPage();
    await signIn(admin, demo.administrator);
    await admin.goto('/console/audit?action=sitewide_banner.');
    await expect.poll(() => admin.locator('table tbody tr').first().textContent()).toContain('sitewide_banner.set');
    expect(await admin.locator('table tbody tr').first().textContent()).toContain('Tasmanian draws close');
    await admin.goto('/console/audit?action=voucher.');
    await expect.poll(() => admin.locator('table tbody tr').count()).toBe(2);
    expect(await admin.locator('table tbody tr').first().textContent()).toContain('voucher.end');
    await admin.goto('/console/audit?action=capability.');
    await expect.poll(() => admin.locator('table tbody tr').count()).toBe(2);
    expect(await admin.locator('table tbody tr').first().textContent()).toContain('capability.segment_on');
  });

  it('finance approves, pays and rejects withdrawals from the queue; support is refused the page and the action; the dashboard counts them; the administrator reads each in the audit log', async () => {
    // A customer with cash (a correction under the threshold books at once) asks for two withdrawals.
    const customer = newCustomer('payout');
    const context = await shop.browser.newContext({ baseURL });
    await signUpByApi(context, customer);
    const { customerId } = (await (await context.request.get('/v2/customer')).json()).result;
    const funded = await fetch(`${baseURL}/staff/api/customers/${customerId}/balance-corrections`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${await shop.staffToken(demo.finance)}`,
        'idempotency-key': `fund-${customerId}`,
      },
      body: JSON.stringify({ amount: 50_00, reason: 'Prize paid by cheque' }),
    });
    expect(funded.status).toBe(200);
    const limit = await context.request.put('/v2/spend-limits/weekly', { data: { limit: '25.00' } });
    expect(limit.status(), await limit.text()).toBe(200);
    const account = await context.request.post('/v2/funds/bank-account', {
      data: {
        code: 'tt',
        type: 'national',
        account_name: 'Payton Out',
        account_number: '12345678',
        bank_code: '062-000',
      },
    });
    expect(account.status(), await account.text()).toBe(200);
    const accountId = (await account.json()).result.id;
    for (const amount of ['20.00', '15.00']) {
      const asked = await context.request.post(`/v2/funds/${accountId}/withdraw`, {
        headers: { 'idempotency-key': `withdraw-${customerId}-${amount}` },
        data: { amount, code: 'tt', bank_type: 'national' },
      });
      expect(asked.status(), await asked.text()).toBe(200);
    }

    // Support: no menu entry, the page and the action are refused.
    const support = await newPage();
    await signIn(support, demo.support);
    expect(
      await support.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Withdrawals' }).count(),
    ).toBe(0);
    await support.goto('/console/withdrawals');
    await expect.poll(() => support.getByRole('heading', { name: '403 – Not allowed' }).isVisible()).toBe(true);
    await support.goto('/console/prizes');
    await expect.poll(() => support.getByRole('heading', { name: '403 – Not allowed' }).isVisible()).toBe(true);
    const refused = await support.request.post('/console/withdrawals', {
      form: { withdrawId: 'any', decision: 'approve' },
    });
    expect(refused.status()).toBe(403);

    // Finance: the dashboard counts them, the queue decides them.
    const finance = await newPage();
    await signIn(finance, demo.finance);
    const waiting = Number(
      await finance
        .locator('dt', { hasText: 'Withdrawals waiting' })
        .locator('xpath=following-sibling::dd')
        .textContent(),
    );
    expect(waiting).toBeGreaterThanOrEqual(2);
    await finance.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Withdrawals' }).click();
    await expect
      .poll(() => finance.getByRole('heading', { level: 1, name: 'Withdrawals queue' }).isVisible())
      .toBe(true);
    await expectAccessible(finance);
    const row = (amount: string) => finance.locator('tbody tr', { hasText: customerId }).filter({ hasText: amount });
    await row('$20.00').getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => finance.locator('main p[role="status"]').textContent()).toContain('is approved');
    await row('$20.00').getByRole('button', { name: 'Mark paid' }).click();
    await expect.poll(() => finance.locator('main p[role="status"]').textContent()).toContain('marked paid');
    await expect.poll(() => row('$20.00').count()).toBe(0);
    await row('$15.00').getByLabel('Reason').fill('Account name does not match');
    await row('$15.00').getByRole('button', { name: 'Reject' }).click();
    await expect.poll(() => finance.locator('main p[role="status"]').textContent()).toContain('is rejected');
    await expect.poll(() => row('$15.00').count()).toBe(0);
    await expectAccessible(finance);
    await finance.goto('/console');
    await expect
      .poll(async () =>
        Number(
          await finance
            .locator('dt', { hasText: 'Withdrawals waiting' })
            .locator('xpath=following-sibling::dd')
            .textContent(),
        ),
      )
      .toBe(waiting - 2);

    // The customer's page shows the limit they set and that they take no break.
    await finance.goto(`/console/customers/${customerId}`);
    await expect.poll(() => finance.getByRole('table', { name: 'Limits' }).textContent()).toContain('Spend limit');
    expect(await finance.getByRole('table', { name: 'Limits' }).textContent()).toContain('$25.00');
    expect(await finance.getByTestId('self-exclusion').textContent()).toBe('No break from play.');
    await expectAccessible(finance);
    await finance.goto('/console');

    // Held prizes are finance's too (none held on this shop: the list says so).
    await finance.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Held prizes' }).click();
    await expect.poll(() => finance.getByRole('table').textContent()).toContain('held for review');
    await expectAccessible(finance);

    // The administrator reads each decision in the audit log, newest first.
    const admin = await newPage();
    await signIn(admin, demo.administrator);
    await admin.goto('/console/audit?action=withdrawal.');
    const rows = admin.locator('table tbody tr');
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(3);
    expect(await rows.nth(0).textContent()).toContain('withdrawal.reject');
    expect(await rows.nth(1).textContent()).toContain('withdrawal.mark_paid');
    expect(await rows.nth(2).textContent()).toContain('withdrawal.approve');
    await context.close();
  });

  it('the administrator adds a member from the staff page, who enrols at the first sign-in; changes roles, locks, unlocks and resets two-factor; cannot drop the last administrator; each in the audit log', async () => {
    const admin = await newPage();
    await signIn(admin, demo.administrator);
    await admin.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Staff' }).click();
    await expect.poll(() => admin.getByRole('heading', { level: 1, name: 'Staff' }).isVisible()).toBe(true);
    await expectAccessible(admin);

    const email = `helper-${Date.now()}@staff.drawline.test`;
    const add = admin.getByRole('region', { name: 'Add a staff member' });
    await add.getByLabel('Email').fill(email);
    // No role chosen: the message sits beside the add form's roles, tied to them for a screen reader.
    await add.getByRole('button', { name: 'Add member' }).click();
    const rolesError = add.locator('#add-roles-error');
    await expect.poll(() => rolesError.textContent()).toBe('Choose at least one role');
    expect(await add.getByRole('group', { name: 'Roles' }).getAttribute('aria-describedby')).toBe('add-roles-error');
    expect(await admin.locator('tbody .console-field-error').count()).toBe(0);
    await expectAccessible(admin);
    await add.getByLabel('Email').fill(email);
    await add.getByLabel('Support').check();
    await add.getByRole('button', { name: 'Add member' }).click();
    await expect.poll(() => admin.locator('main p[role="status"]').textContent()).toContain(`${email} is added`);
    const firstPassword = (await admin.getByTestId('first-password').locator('code').textContent()) ?? '';
    expect(firstPassword.length).toBeGreaterThan(20);
    await expectAccessible(admin);
    const row = admin.locator('tbody tr', { hasText: email });
    expect(await row.textContent()).toContain('Enrols at next sign-in');
    // Shown once: a reload of the page does not show it again.
    await admin.reload();
    expect(await admin.getByTestId('first-password').count()).toBe(0);
    expect(await admin.textContent('main')).not.toContain(firstPassword);

    // The member signs in with the first password and enrols an authenticator.
    const signInNew = async () => {
      const page = await newPage();
      await page.goto('/console/sign-in');
      await settle(page); // hydrated, so the click is not lost on a loaded machine
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(firstPassword);
      await page.getByRole('button', { name: 'Continue' }).click();
      const key = (await page.locator('.console-enrolment code').first().textContent()) ?? '';
      await page.getByLabel('Code').fill(await new Authenticator(key).code());
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect.poll(() => page.url()).not.toContain('/sign-in');
      return { page, key };
    };
    const first = await signInNew();
    await admin.reload();
    await expect.poll(() => row.textContent()).toContain('Enrolled');
    expect(await row.textContent()).not.toContain('Never');

    // Roles: finance as well.
    await row.getByLabel('Finance').check();
    await row.getByRole('button', { name: 'Save roles' }).click();
    await expect.poll(() => admin.locator('main p[role="status"]').textContent()).toContain('roles are saved');
    await expect.poll(() => row.getByLabel('Finance').isChecked()).toBe(true);

    // Lock ends the member's session; unlock lets them in again.
    await row.getByLabel('Why').fill('On leave');
    await row.getByRole('button', { name: `Lock ${email}` }).click();
    await expect.poll(() => admin.locator('main p[role="status"]').textContent()).toContain('locked and signed out');
    await expect.poll(() => row.textContent()).toContain('On leave');
    await first.page.reload();
    await expect.poll(() => first.page.url()).toContain('/console/sign-in');
    await row.getByRole('button', { name: `Unlock ${email}` }).click();
    await expect.poll(() => admin.locator('main p[role="status"]').textContent()).toContain('is unlocked');

    // A lost phone: the reset makes the next sign-in enrol a new authenticator.
    await row.getByRole('button', { name: `Reset two-factor of ${email}` }).click();
    await expect.poll(() => admin.locator('main p[role="status"]').textContent()).toContain('Two-factor is reset');
    await expect.poll(() => row.textContent()).toContain('Enrols at next sign-in');
    const again = await signInNew();
    expect(again.key).not.toBe(first.key);

    // The only administrator cannot take away their own role.
    const own = admin.locator('tbody tr', { hasText: `${demo.administrator.email} (you)` });
    await own.getByLabel('Administrator').uncheck();
    await own.getByLabel('Support').check();
    await own.getByRole('button', { name: 'Save roles' }).click();
    await expect.poll(() => admin.locator('main p[role="alert"]').textContent()).toContain('last administrator');
    expect(await own.getByRole('button', { name: /^Lock/ }).count()).toBe(0);
    await expectAccessible(admin);

    await admin.goto('/console/audit?action=staff.');
    const audit = admin.locator('table tbody tr', { hasText: email });
    await expect.poll(() => audit.count()).toBe(5);
    const actions = await audit.evaluateAll((rows) => rows.map((r) => r.children[2]?.textContent));
    expect(actions).toEqual(['staff.reset_two_factor', 'staff.unlock', 'staff.lock', 'staff.roles', 'staff.add']);
    expect(await admin.textContent('main')).not.toContain(firstPassword);
  });

  it('support records a customer’s identity check and a note; finance reads them and adds a note; the administrator reads each in the audit log', async () => {
    const customer = newCustomer('verify');
    const context = await shop.browser.newContext({ baseURL });
    await signUpByApi(context, customer);
    const { customerId } = (await (await context.request.get('/v2/customer')).json()).result;
    await context.close();

    const support = await newPage();
    await signIn(support, demo.support);
    await support.goto(`/console/customers/${customerId}`);
    expect(await support.getByTestId('verification').textContent()).toBe('Unverified');
    await support.getByLabel('Status').selectOption('verified');
    await support.getByLabel('Document checked').selectOption('passport');
    await support.getByLabel('What the check found').fill('Passport matches name and date of birth');
    await support.getByRole('button', { name: 'Save verification' }).click();
    await expect.poll(() => support.locator('main p[role="status"]').textContent()).toContain('verification status');
    await expect.poll(() => support.getByTestId('verification').textContent()).toContain('Verified (Passport)');
    await support.getByLabel('New note').fill('Called about a prize email; resent it.');
    await support.getByRole('button', { name: 'Add note' }).click();
    await expect.poll(() => support.locator('main p[role="status"]').textContent()).toContain('note is added');
    const notes = (page: Page) => page.getByRole('table', { name: 'Staff notes, newest first' });
    await expect.poll(() => notes(support).textContent()).toContain('Called about a prize email; resent it.');
    expect(await notes(support).textContent()).toContain(demo.support.email);
    await expectAccessible(support);

    const finance = await newPage();
    await signIn(finance, demo.finance);
    await finance.goto(`/console/customers/${customerId}`);
    expect(await finance.getByTestId('verification').textContent()).toContain('Verified (Passport)');
    await finance.getByLabel('New note').fill('Checked the refund request.');
    await finance.getByRole('button', { name: 'Add note' }).click();
    await expect.poll(() => finance.locator('main p[role="status"]').textContent()).toContain('note is added');
    const rows = notes(finance).locator('tbody tr');
    await expect.poll(() => rows.nth(0).textContent()).toContain('Checked the refund request.');
    expect(await rows.nth(1).textContent()).toContain('Called about a prize email');
    await expectAccessible(finance);

    const admin = await newPage();
    await signIn(admin, demo.administrator);
    await admin.goto('/console/audit?action=customer.');
    const audit = admin.locator('table tbody tr', { hasText: customerId });
    await expect.poll(() => audit.count()).toBe(3);
    const actions = await audit.evaluateAll((r) => r.map((row) => row.children[2]?.textContent));
    expect(actions).toEqual(['customer.note', 'customer.note', 'customer.verification']);
  });
});
