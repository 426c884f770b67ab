import type { CapabilityName } from '@drawline/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { createCapabilitiesService } from '../../apps/server/src/modules/capabilities';
import { nationalBankAccount } from '../../apps/server/tests/funds-helpers';
import { fundWallet } from '../../apps/server/tests/ledger-helpers';
import { dismissCookies, newCustomer, signUpByApi } from './account-support';
import { type StaffShop, startStaffShop } from './staff-shop';

/**
 * A shop of its own for the verification browser tests (issue 29): withdrawals wait for
 * verification, and the verification capabilities asked for are on.
 */
export async function startVerificationShop(name: string, capabilities: CapabilityName[]): Promise<StaffShop> {
  const shop = await startStaffShop(name);
  const service = createCapabilitiesService({ db: shop.database.db });
  for (const capability of [...capabilities, 'wallet_withdrawal_verification_required' as const]) {
    await service.setCapability(capability, true);
  }
  return shop;
}

/**
 * A new customer at phone width with $40 in the wallet and a bank account to withdraw to, on
 * /my-account with the cookie banner dismissed: ready to be refused a withdrawal until verified.
 */
export async function customerReadyToWithdraw(
  shop: StaffShop,
  label: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await shop.browser.newContext({
    baseURL: shop.baseURL,
    locale: 'en-AU',
    viewport: { width: 390, height: 844 },
  });
  await signUpByApi(context, newCustomer(label));
  const me = await context.request.get('/v2/customer');
  const customerId = ((await me.json()) as { result: { customerId: string } }).result.customerId;
  await fundWallet(shop.app, customerId, { amount: 40_00, currency: 'AUD' });
  const added = await context.request.post('/v2/funds/bank-account', {
    headers: { version: '3.8' },
    data: nationalBankAccount,
  });
  expect(added.status(), await added.text()).toBe(200);
  const page = await context.newPage();
  await page.goto('/my-account');
  await dismissCookies(page);
  return { context, page };
}
