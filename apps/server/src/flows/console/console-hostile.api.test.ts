import { consoleRoles } from '@drawline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../../../tests/helpers';
import {
  captureLog,
  databaseDigest,
  expectRefusedInEnvelope,
  probeStaffCalls,
  type StaffCallProbe,
} from '../../../tests/hostile-helpers';
import { type IdentityTestApp, type SignedIn, signUp } from '../../../tests/identity-helpers';
import { expectLedgerBalanced, fundWallet } from '../../../tests/ledger-helpers';
import { createStaffTestApp, type StaffTestApp, signInStaff } from '../../../tests/staff-helpers';

/**
 * Every console call (console.routes.ts) as an attacker sends it: a customer's session (token or
 * cookies), a staff member without the call's role, and a member with the role sending NUL bytes,
 * lone surrogates, JSON nested 10,000 levels, a megabyte string, a form or text/plain body, hostile
 * path parameters and no Idempotency-Key. Each is a 4xx in the envelope; nothing in the database
 * changes (no correction, no lock, no voucher, no audit row) and the log holds nothing personal.
 */
let t: StaffTestApp;
const log = captureLog();
let customer: SignedIn;

beforeAll(async () => {
  t = await createStaffTestApp({ seed: true, config: { logLevel: 'info' }, logStream: log.stream });
  customer = await signUp(t as unknown as IdentityTestApp);
  await fundWallet(t.app, customer.customerId, { amount: 5_000, currency: 'AUD' });
}, 120_000);
afterAll(() => t.close());

describe(`console calls under hostile callers and input (${testDbKind()})`, () => {
  it('refuses each with 4xx in the envelope, changes nothing and logs nothing personal', async () => {
    const id = customer.customerId;
    const calls: StaffCallProbe[] = [
      { method: 'GET', url: '/staff/api/dashboard', roles: consoleRoles.dashboard },
      { method: 'GET', url: '/staff/api/draws/{drawId}', params: { drawId: 'some-draw' }, roles: consoleRoles.draws },
      { method: 'GET', url: '/staff/api/customers?q={q}', params: { q: 'Citizen' }, roles: consoleRoles.customers },
      {
        method: 'GET',
        url: '/staff/api/customers/{customerId}',
        params: { customerId: id },
        roles: consoleRoles.customers,
      },
      {
        method: 'POST',
        url: '/staff/api/customers/{customerId}/balance-corrections',
        params: { customerId: id },
        body: { amount: 100, reason: 'goodwill' },
        roles: consoleRoles.corrections,
        idempotent: true,
      },
      {
        method: 'POST',
        url: '/staff/api/customers/{customerId}/lock',
        params: { customerId: id },
        body: { locked: true, reason: 'a fraud check' },
        roles: consoleRoles.customerLock,
      },
      {
        method: 'GET',
        url: '/staff/api/balance-corrections?status={status}',
        params: { status: 'pending' },
        roles: consoleRoles.corrections,
      },
      {
        method: 'POST',
        url: '/staff/api/balance-corrections/{correctionId}/decision',
        params: { correctionId: 'someone-elses-correction' },
        body: { approve: true },
        roles: consoleRoles.corrections,
        idempotent: true,
      },
      { method: 'GET', url: '/staff/api/sitewide-banners', roles: consoleRoles.content },
      {
        method: 'PUT',
        url: '/staff/api/sitewide-banners/{stateCode}',
        params: { stateCode: 'NSW' },
        body: { text: 'Draw tonight' },
        roles: consoleRoles.content,
      },
      { method: 'GET', url: '/staff/api/vouchers', roles: consoleRoles.content },
      {
        method: 'POST',
        url: '/staff/api/vouchers',
        body: { code: 'HOSTILE10', type: 'voucher_fixed_discount', description: 'Ten off', amount: '1000' },
        roles: consoleRoles.content,
      },
      {
        method: 'POST',
        url: '/staff/api/vouchers/{code}/end',
        params: { code: 'WELCOME5' },
        roles: consoleRoles.content,
      },
      // The CMS's editing calls (decisions 434, 462): the theme and posts saved as items, a
      // component's variant, a navigation label and a text.
      {
        method: 'GET',
        url: '/staff/api/content/{collection}',
        params: { collection: 'theme' },
        roles: consoleRoles.content,
      },
      {
        method: 'POST',
        url: '/staff/api/content/{collection}',
        params: { collection: 'blog_posts' },
        body: { status: 'draft', data: { title: 'Draw night', slug: 'draw-night' } },
        roles: consoleRoles.content,
      },
      {
        method: 'PUT',
        url: '/staff/api/content/components/{component}',
        params: { component: 'customerFeedbackBanner' },
        body: { variant: 'variant_b' },
        roles: consoleRoles.content,
      },
      {
        method: 'PUT',
        url: '/staff/api/content/navigation/{type}/{key}',
        params: { type: 'main', key: 'results' },
        body: { label: 'Results' },
        roles: consoleRoles.content,
      },
      {
        method: 'PUT',
        url: '/staff/api/content/routes/{key}',
        params: { key: 'results' },
        body: { path: '/winning-numbers' },
        roles: consoleRoles.content,
      },
      {
        method: 'PUT',
        url: '/staff/api/content/translations/{locale}/{context}/{key}',
        params: { locale: 'en-GB', context: 'home', key: 'heading' },
        body: { type: 'plain', value: 'Play tonight' },
        roles: consoleRoles.content,
      },
      { method: 'GET', url: '/staff/api/capabilities', roles: consoleRoles.content },
      {
        method: 'PUT',
        url: '/staff/api/segments/{segmentName}/capabilities/{capability}',
        params: { segmentName: 'default', capability: 'syndicates' },
        body: { on: false },
        roles: consoleRoles.content,
      },
    ];
    const { unrefused, tokens } = await probeStaffCalls(t, calls, customer);
    expect(unrefused).toEqual([]);
    await expectLedgerBalanced(t.db);
    log.expectNothingPersonal([...tokens, customer.email, customer.accessToken, customer.refreshToken, '1990-05-17']);
  }, 600_000);

  it('refuses an amount that is not a whole number (true, [100], 0x10, 1e2, 1.5) and books nothing', async () => {
    const finance = await signInStaff(t, 'finance');
    const editor = await signInStaff(t, 'content_editor');
    const before = await databaseDigest(t.db, ['staff_sessions']);
    for (const amount of [true, [100], '0x10', '1e2', 1.5, '12abc', '', null]) {
      const correction = await t.app.inject({
        method: 'POST',
        url: `/staff/api/customers/${customer.customerId}/balance-corrections`,
        headers: { ...finance.auth, 'idempotency-key': crypto.randomUUID() },
        payload: { amount, reason: 'goodwill' },
      });
      expectRefusedInEnvelope(correction, `correction of ${JSON.stringify(amount)}`);
      const voucher = await t.app.inject({
        method: 'POST',
        url: '/staff/api/vouchers',
        headers: editor.auth,
        payload: { code: 'TYPED10', type: 'voucher_fixed_discount', description: 'Ten off', amount },
      });
      expectRefusedInEnvelope(voucher, `voucher of ${JSON.stringify(amount)}`);
    }
    expect(await databaseDigest(t.db, ['staff_sessions'])).toEqual(before);
  });
});
