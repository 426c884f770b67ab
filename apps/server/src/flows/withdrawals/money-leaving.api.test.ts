import {
  type BankAccount,
  ELEVATION_OTP_HEADER,
  ELEVATION_WINDOW_SECONDS,
  IDEMPOTENCY_KEY_HEADER,
  type PlatformPort,
} from '@drawline/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../tests/cart-helpers';
import { addSandboxCard, nationalBankAccount } from '../../../tests/funds-helpers';
import {
  createIdentityTestApp,
  type IdentityTestApp,
  logIn,
  type SignedIn,
  signedIn,
  signUp,
} from '../../../tests/identity-helpers';
import { fundWallet } from '../../../tests/ledger-helpers';
import { pagePortProbe, refusalOf } from '../../../tests/page-port-helpers';
import { cryptoRandom } from '../../lib/random';
import { seedDemoCapabilities } from '../../modules/capabilities';
import { totp } from '../../modules/credentials';

/**
 * Money leaving the account (issue 29, docs/decisions/346): with two-factor on, a withdrawal,
 * adding a bank account or PayID and removing a card ask for a fresh code (403 REQUIRED) over
 * HTTP and through the pages' port alike; a stolen session without the code changes nothing.
 * A new payout destination is emailed to its owner and waits PAYOUT_DESTINATION_HOLD_HOURS
 * before its first withdrawal.
 */
const HOLD_HOURS = 24;
/** The shop with no wait for new accounts (the elevation's tests); `held` waits HOLD_HOURS. */
let t: IdentityTestApp;
let held: IdentityTestApp;
const probe = pagePortProbe();
const heldProbe = pagePortProbe();

beforeAll(async () => {
  const config = { rateLimitPerMinute: 1_000_000 };
  t = await createIdentityTestApp({ beforeReady: probe.beforeReady, config });
  held = await createIdentityTestApp({
    beforeReady: heldProbe.beforeReady,
    config: { ...config, payoutDestinationHoldHours: HOLD_HOURS },
  });
  // The demo shop's segments, which offer PayID withdrawals (decision 491).
  await Promise.all([seedDemoCapabilities(t.db), seedDemoCapabilities(held.db)]);
});
afterAll(async () => {
  await t?.close();
  await held?.close();
});

const aud = (amount: number) => ({ amount, currency: 'AUD' as const });
const payId = { code: 'tt', type: 'payid_email', account_name: 'Jo Citizen', account_number: 'jo@example.net' };
const withdrawBody = { amount: '12.50', code: 'tt', bank_type: 'national' };
const answered = (res: LightMyRequestResponse) => ({ status: res.statusCode, body: res.json() });
const portOf = (who: SignedIn): Promise<PlatformPort> => probe.portFor(t.app, { accessToken: who.accessToken });

const bankAccountsOf = async (who: SignedIn) =>
  (await as(t, who).get('/v2/funds/bank-accounts')).json().result as BankAccount[];
const cardIdsOf = async (who: SignedIn) =>
  ((await as(t, who).get('/v2/payment_methods?filter=funds.cart')).json().result as { funds: { id: string }[] }[])
    .flatMap((m) => m.funds)
    .map((f) => f.id);
const withdrawableOf = async (who: SignedIn) =>
  (await as(t, who).get('/v2/customer/withdrawable-funds')).json().result.amount as number;
const withdrawalsOf = async (who: SignedIn) => (await as(t, who).get('/v2/withdrawals')).json().result as unknown[];
const addedEmails = async (who: SignedIn) =>
  (await t.inbox(who.email)).filter((m) => /was added to your/.test(m.subject));

interface Holder extends SignedIn {
  secret: string;
  bankAccount: BankAccount;
  cardId: string;
}

/**
 * A customer with a bank account, a card and $100 of cash, who then turned two-factor on; answers a session renewed after the elevation window, as a thief holding the
 * tokens has it (no code given within the window).
 */
async function holderWithTwoFactor(): Promise<Holder> {
  const who = await signUp(t);
  const added = await as(t, who).post('/v2/funds/bank-account', nationalBankAccount);
  expect(added.statusCode, added.body).toBe(200);
  const card = await addSandboxCard(t, who);
  await fundWallet(t.app, who.customerId, aud(10_000));
  const begin = await as(t, who).post('/v2/customer/two-factor-auth/authenticator');
  const { secret } = begin.json().result;
  const on = await as(t, who).put('/v2/customer/two-factor-auth/authenticator', {
    code: totp(secret, t.clock.now()),
  });
  expect(on.statusCode, on.body).toBe(200);
  t.clock.advance(ELEVATION_WINDOW_SECONDS * 1000 + 1000);
  const renewed = await t.app.inject({
    method: 'POST',
    url: '/v2/refresh',
    payload: { refresh_token: who.refreshToken },
  });
  return { ...signedIn(who.email, renewed), secret, bankAccount: added.json().result, cardId: card.id };
}

const withdraw = (who: SignedIn, accountId: string, headers: Record<string, string> = {}) =>
  as(t, who).post(`/v2/funds/${accountId}/withdraw`, withdrawBody, {
    [IDEMPOTENCY_KEY_HEADER]: cryptoRandom.uuid(),
    ...headers,
  });

function expectRequired(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(403);
  expect(res.json().error.code).toBe('elevation_required');
  expect(res.json().messages[0].code).toBe('REQUIRED');
  expect(res.json().result.method).toBe('authenticator');
}

describe('with two-factor on', () => {
  it('refuses a stolen session (no code) a new PayID, a withdrawal and removing a card, and nothing changes', async () => {
    const who = await holderWithTwoFactor();
    const mailsBefore = (await addedEmails(who)).length;

    expectRequired(await as(t, who).post('/v2/funds/bank-account', payId));
    expectRequired(await withdraw(who, who.bankAccount.id));
    expectRequired(await as(t, who).delete(`/v2/funds/${who.cardId}`));

    expect((await bankAccountsOf(who)).map((a) => a.id)).toEqual([who.bankAccount.id]);
    expect(await withdrawableOf(who)).toBe(10_000);
    expect(await withdrawalsOf(who)).toEqual([]);
    expect(await cardIdsOf(who)).toContain(who.cardId);
    expect((await addedEmails(who)).length).toBe(mailsBefore);
  });

  it('refuses a wrong code alike, changing nothing; a good code lets each call through', async () => {
    const who = await holderWithTwoFactor();
    const wrong = { [ELEVATION_OTP_HEADER]: '000001' };
    const refused = await withdraw(who, who.bankAccount.id, wrong);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error.code).toBe('2fa_incorrect');
    expect(await withdrawableOf(who)).toBe(10_000);
    expect((await as(t, who).post('/v2/funds/bank-account', payId, wrong)).statusCode).toBe(400);
    expect((await bankAccountsOf(who)).length).toBe(1);

    const good = { [ELEVATION_OTP_HEADER]: totp(who.secret, t.clock.now()) };
    const withdrawn = await withdraw(who, who.bankAccount.id, good);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(await withdrawableOf(who)).toBe(10_000 - 1250);
    // The code elevated the session for the window: the next sensitive call passes without one.
    expect((await as(t, who).post('/v2/funds/bank-account', payId)).statusCode).toBe(200);
    expect((await as(t, who).delete(`/v2/funds/${who.cardId}`)).statusCode).toBe(204);
    expect(await cardIdsOf(who)).not.toContain(who.cardId);
  });

  it('asks the same elevation through the pages port, envelope for envelope, and a code given there elevates', async () => {
    const [over, paged] = [await holderWithTwoFactor(), await holderWithTwoFactor()];
    const port = await portOf(paged);
    /** An answer with the customer's masked address named alike, to compare two customers' answers. */
    const anyone = (value: unknown, who: SignedIn) =>
      JSON.parse(JSON.stringify(value).replaceAll(who.email.split('@')[0] ?? '', '<who>'));
    const overAdd = answered(await as(t, over).post('/v2/funds/bank-account', payId));
    const payIdBody = {
      code: 'tt',
      type: 'payid_email',
      accountName: 'Jo Citizen',
      accountNumber: 'jo@example.net',
    } as const;
    const pagedAdd = await refusalOf(port.addBankAccount(payIdBody, {}));
    expect(anyone(pagedAdd, paged)).toEqual(anyone(overAdd, over));

    const money = { idempotencyKey: cryptoRandom.uuid() };
    const body = { amount: '12.50', code: 'tt', bankType: 'national' } as const;
    expect((await refusalOf(port.requestWithdrawal(paged.bankAccount.id, body, money, {}))).status).toBe(403);
    expect((await refusalOf(port.removeFund(paged.cardId, {}))).status).toBe(403);
    const wrong = await refusalOf(port.removeFund(paged.cardId, { elevationCode: '000001' }));
    expect(wrong.status).toBe(400);
    expect(await withdrawableOf(paged)).toBe(10_000);
    expect(await cardIdsOf(paged)).toContain(paged.cardId);
    expect((await bankAccountsOf(paged)).length).toBe(1);

    const withdrawal = await port.requestWithdrawal(paged.bankAccount.id, body, money, {
      elevationCode: totp(paged.secret, t.clock.now()),
    });
    expect(withdrawal.status).toBe('requested');
    // The port elevated the customer's own session: their HTTP call now passes without a code.
    expect((await as(t, paged).delete(`/v2/funds/${paged.cardId}`)).statusCode).toBe(204);
  });
});

describe('without two-factor', () => {
  it('asks no code of a withdrawal, a new bank account or removing a card', async () => {
    const who = await signUp(t);
    const account = await as(t, who).post('/v2/funds/bank-account', nationalBankAccount);
    expect(account.statusCode, account.body).toBe(200);
    const card = await addSandboxCard(t, who);
    expect((await as(t, who).delete(`/v2/funds/${card.id}`)).statusCode).toBe(204);
  });
});

describe('a new payout destination', () => {
  it('waits no hours where the shop is configured with none, and the pages say none', async () => {
    expect(await (await portOf(await signUp(t))).newBankAccountWaitHours()).toBe(0);
  });

  it('is emailed to its owner once and waits the configured hours before its first withdrawal', async () => {
    const t = held;
    const who = await signUp(t);
    await fundWallet(t.app, who.customerId, aud(5_000));
    // The pages say the wait before the customer adds one (docs/decisions/341).
    expect(await (await heldProbe.portFor(t.app, { accessToken: who.accessToken })).newBankAccountWaitHours()).toBe(
      HOLD_HOURS,
    );
    const first = await as(t, who).post('/v2/funds/bank-account', nationalBankAccount);
    expect(first.statusCode, first.body).toBe(200);
    const account = first.json().result as BankAccount;
    expect(Date.parse(account.usableFrom)).toBe(t.clock.now().getTime() + HOLD_HOURS * 3_600_000);

    const addedEmails = async (to: SignedIn) =>
      (await t.inbox(to.email)).filter((m) => /was added to your/.test(m.subject));
    const mails = await addedEmails(who);
    expect(mails.length).toBe(1);
    expect(mails[0]?.text).toContain('••••5678');
    expect(mails[0]?.text).not.toContain('12345678');
    // The same account again is the one kept: no second email, its wait not started again.
    const again = await as(t, who).post('/v2/funds/bank-account', nationalBankAccount);
    expect(again.json().result.usableFrom).toBe(account.usableFrom);
    expect((await addedEmails(who)).length).toBe(1);

    const withdraw = (asWho: SignedIn, accountId: string) =>
      as(t, asWho).post(`/v2/funds/${accountId}/withdraw`, withdrawBody, {
        [IDEMPOTENCY_KEY_HEADER]: cryptoRandom.uuid(),
      });
    const early = await withdraw(who, account.id);
    expect(early.statusCode, early.body).toBe(409);
    expect(early.json().error.code).toBe('bank_account_on_hold');
    expect(early.json().errors.bank_account_id[0].message).toMatch(/^This account can be used for withdrawals from /);
    expect((await as(t, who).get('/v2/customer/withdrawable-funds')).json().result.amount).toBe(5_000);
    expect((await as(t, who).get('/v2/withdrawals')).json().result).toEqual([]);
    // The pages' port refuses it alike.
    const port = await heldProbe.portFor(t.app, { accessToken: who.accessToken });
    const body = { amount: '12.50', code: 'tt', bankType: 'national' } as const;
    expect(
      await refusalOf(port.requestWithdrawal(account.id, body, { idempotencyKey: cryptoRandom.uuid() }, {})),
    ).toEqual(answered(await withdraw(who, account.id)));

    t.clock.advance(HOLD_HOURS * 3_600_000);
    const later = signedIn(who.email, await logIn(t, who.email));
    const paid = await withdraw(later, account.id);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().result.amount.amount).toBe(1250);
  });
});
