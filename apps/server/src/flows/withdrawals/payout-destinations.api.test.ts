import { type BankAccount, IDEMPOTENCY_KEY_HEADER } from '@drawline/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../tests/cart-helpers';
import { nationalBankAccount } from '../../../tests/funds-helpers';
import { databaseDigest } from '../../../tests/hostile-helpers';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn, signUp } from '../../../tests/identity-helpers';
import { expectLedgerBalanced, fundWallet } from '../../../tests/ledger-helpers';
import { pagePortProbe, refusalOf } from '../../../tests/page-port-helpers';
import { cryptoRandom } from '../../lib/random';
import { createCapabilitiesService, seedDemoCapabilities } from '../../modules/capabilities';

/**
 * Decision 491, on both databases: a PayID is offered as a payout destination only where the
 * customer's segment has wallet_withdrawal_payid and wallet_withdrawal_npp. Without either,
 * adding a PayID and withdrawing to one kept earlier are refused as a field error, over HTTP and
 * through the pages' port alike, keeping and reserving nothing; bank accounts by BSB are not affected.
 */
let t: IdentityTestApp;
const probe = pagePortProbe();

beforeAll(async () => {
  t = await createIdentityTestApp({ config: { rateLimitPerMinute: 1_000_000 }, beforeReady: probe.beforeReady });
  await seedDemoCapabilities(t.db);
});
afterAll(() => t.close());
afterEach(async () => {
  await expectLedgerBalanced(t.db);
});

const payIdEmail = { code: 'tt', type: 'payid_email', account_name: 'Jo Citizen', account_number: 'jo@example.net' };
const payIdPhone = { code: 'tt', type: 'payid_phone', account_name: 'Jo Citizen', account_number: '0412 345 678' };

const add = (who: SignedIn, body: object) => as(t, who).post('/v2/funds/bank-account', body);
const withdraw = (who: SignedIn, account: BankAccount, key = cryptoRandom.uuid()) =>
  as(t, who).post(
    `/v2/funds/${account.id}/withdraw`,
    { amount: '10.00', code: 'tt', bank_type: account.bankType },
    { [IDEMPOTENCY_KEY_HEADER]: key },
  );

async function withCapabilityOff(name: 'wallet_withdrawal_payid' | 'wallet_withdrawal_npp', run: () => Promise<void>) {
  const capabilities = createCapabilitiesService({ db: t.db });
  await capabilities.setCapability(name, false);
  try {
    await run();
  } finally {
    await capabilities.setCapability(name, true);
  }
}

describe('PayID destinations follow the PayID and NPP capabilities', () => {
  it('keeps and pays a PayID while both are on', async () => {
    const jo = await signUp(t);
    await fundWallet(t.app, jo.customerId, { amount: 5_000, currency: 'AUD' });
    const kept = await add(jo, payIdPhone);
    expect(kept.statusCode, kept.body).toBe(200);
    const paid = await withdraw(jo, kept.json().result);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().result).toMatchObject({ status: 'requested', bankType: 'payid_phone' });
  });

  for (const off of ['wallet_withdrawal_payid', 'wallet_withdrawal_npp'] as const) {
    it(`refuses adding a PayID and withdrawing to one kept earlier without ${off}, changing nothing`, async () => {
      const jo = await signUp(t);
      await fundWallet(t.app, jo.customerId, { amount: 5_000, currency: 'AUD' });
      const keptEarlier: BankAccount = (await add(jo, payIdEmail)).json().result;
      await withCapabilityOff(off, async () => {
        const before = await databaseDigest(t.db);
        for (const body of [payIdPhone, { ...payIdEmail, account_number: 'other@example.net' }]) {
          const refused = await add(jo, body);
          expect(refused.statusCode, refused.body).toBe(400);
          expect(refused.json().errors).toEqual({
            type: [{ code: 'payid_unavailable', message: 'This account cannot be paid that way' }],
          });
        }
        const key = cryptoRandom.uuid();
        const notPaid = await withdraw(jo, keptEarlier, key);
        expect(notPaid.statusCode, notPaid.body).toBe(400);
        expect(notPaid.json().errors.bank_type[0].code).toBe('payid_unavailable');
        // The pages' port answers the same refusals.
        const port = await probe.portFor(t.app, { accessToken: jo.accessToken });
        const body = { code: 'tt', type: 'payid_phone', accountName: 'Jo', accountNumber: '0412345678' } as const;
        const pagedAdd = await refusalOf(port.addBankAccount(body, {}));
        expect(pagedAdd.status).toBe(400);
        const asked = { amount: '10.00', code: 'tt', bankType: 'payid_email' } as const;
        const pagedPay = await refusalOf(port.requestWithdrawal(keptEarlier.id, asked, { idempotencyKey: key }, {}));
        expect(pagedPay.status).toBe(400);
        expect(await databaseDigest(t.db)).toEqual(before);
        expect((await t.app.wallet.getFunds(jo.customerId, 'AUD')).withdrawableFunds.amount).toBe(5_000);
        // A bank account by BSB is still kept and paid.
        const national = await add(jo, nationalBankAccount);
        expect(national.statusCode, national.body).toBe(200);
        expect((await withdraw(jo, national.json().result)).statusCode).toBe(200);
      });
      // Switched back on, the PayID kept earlier is paid to again, the refused key now used once.
      expect((await withdraw(jo, keptEarlier)).statusCode).toBe(200);
    });
  }
});

describe('the method codes kept off (decision 493)', () => {
  it('lists no bp, bd, dd or td to pay with, takes no deposit by them, and pays out by no tw or do', async () => {
    const jo = await signUp(t);
    await fundWallet(t.app, jo.customerId, { amount: 5_000, currency: 'AUD' });
    const listed = (await as(t, jo).get('/v2/payment_methods')).json().result as { code: string }[];
    for (const code of ['bp', 'bd', 'dd', 'td']) {
      expect(listed.some((m) => m.code === code)).toBe(false);
      const deposit = await as(t, jo).post(
        `/v2/funds/${code}/sandbox/deposit`,
        { amount: '20.00' },
        { [IDEMPOTENCY_KEY_HEADER]: cryptoRandom.uuid() },
      );
      expect(deposit.statusCode, deposit.body).toBeGreaterThanOrEqual(400);
      expect(deposit.statusCode).toBeLessThan(500);
    }
    const account: BankAccount = (await add(jo, nationalBankAccount)).json().result;
    const before = await databaseDigest(t.db);
    for (const code of ['tw', 'do']) {
      const refused = await as(t, jo).post(
        `/v2/funds/${account.id}/withdraw`,
        // A donation names no bank type (decision 532): off, it is refused on its code alone.
        { amount: '10.00', code, ...(code === 'do' ? {} : { bank_type: 'national' }) },
        { [IDEMPOTENCY_KEY_HEADER]: cryptoRandom.uuid() },
      );
      expect(refused.statusCode, refused.body).toBe(400);
      expect(Object.keys(refused.json().errors)).toEqual(['code']);
    }
    expect(await databaseDigest(t.db)).toEqual(before);
  });
});
