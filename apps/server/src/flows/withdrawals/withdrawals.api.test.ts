import {
  type BankAccount,
  IDEMPOTENCY_KEY_HEADER,
  type StaffWithdrawal,
  type Transaction,
  type Withdrawal,
} from '@drawline/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { as, visitor } from '../../../tests/cart-helpers';
import { nationalBankAccount } from '../../../tests/funds-helpers';
import { testDbKind } from '../../../tests/helpers';
import { type IdentityTestApp, type SignedIn, signUp } from '../../../tests/identity-helpers';
import { expectLedgerBalanced, fundWallet } from '../../../tests/ledger-helpers';
import { createStaffTestApp, demoStaffOf, type StaffTestApp, signInStaff } from '../../../tests/staff-helpers';
import { runStaffCommand } from '../../cli/run-staff-command';
import { cryptoRandom } from '../../lib/random';
import { seedDemoCapabilities } from '../../modules/capabilities';
import { totp } from '../../modules/credentials';
import type { WithdrawalDecision } from './decide-withdrawal';

let t: StaffTestApp & IdentityTestApp;
let finance: { authorization: string };

beforeAll(async () => {
  // The customer helpers use the app alone; the staff test app adds the demo staff (one per role).
  t = (await createStaffTestApp({ poolSize: 20, config: { rateLimitPerMinute: 1_000_000 } })) as StaffTestApp &
    IdentityTestApp;
  finance = (await signInStaff(t, 'finance')).auth;
  // The demo shop's segments, which offer PayID withdrawals (decision 491).
  await seedDemoCapabilities(t.db);
});
afterAll(() => t.close());
afterEach(async () => {
  await expectLedgerBalanced(t.db);
});

const aud = (amount: number) => ({ amount, currency: 'AUD' as const });
const newKey = () => cryptoRandom.uuid();
const national = nationalBankAccount;

async function customerWith(cash: number, bonus = 0): Promise<SignedIn> {
  const who = await signUp(t);
  if (cash) await fundWallet(t.app, who.customerId, aud(cash));
  if (bonus) await fundWallet(t.app, who.customerId, aud(bonus), 'bonus');
  return who;
}

async function addAccount(who: SignedIn, body: Record<string, unknown> = national): Promise<BankAccount> {
  const res = await as(t, who).post('/v2/funds/bank-account', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as BankAccount;
}

function withdraw(who: SignedIn, accountId: string, body: Record<string, unknown>, key: string | null = newKey()) {
  return as(t, who).post(`/v2/funds/${accountId}/withdraw`, body, key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {});
}

function withdrawalOf(res: LightMyRequestResponse): Withdrawal {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as Withdrawal;
}

function fieldErrors(res: LightMyRequestResponse): Record<string, string> {
  expect(res.statusCode, res.body).toBe(400);
  const errors = res.json().errors as Record<string, { message: string }[]>;
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v[0]!.message]));
}

const withdrawable = async (who: SignedIn) =>
  (await as(t, who).get('/v2/customer/withdrawable-funds')).json().result.amount as number;
const cashOf = async (who: SignedIn) => (await t.app.wallet.getFunds(who.customerId, 'AUD')).withdrawableFunds.amount;

const staffPath = { approved: 'approve', paid: 'mark-paid', rejected: 'reject' } as const;

/** Finance decides through the staff API; answers the withdrawal as finance sees it, or throws the refusal. */
async function decide(withdrawId: string, decision: WithdrawalDecision): Promise<StaffWithdrawal> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/staff/api/withdrawals/${withdrawId}/${staffPath[decision.to]}`,
    headers: finance,
    payload: decision.to === 'rejected' ? { reason: decision.reason } : undefined,
  });
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.json().error?.message}`);
  return res.json().result as StaffWithdrawal;
}

describe('POST /funds/bank-account (v3.8)', () => {
  it('keeps a national account, an international one and PayIDs; the same account twice is one', async () => {
    const who = await customerWith(0);
    const first = await addAccount(who);
    expect(first).toMatchObject({ code: 'tt', type: 'bank', bankType: 'national', default: true, bankCode: '062-000' });
    expect(first.accountNumber).toBe('••••5678');
    expect((await addAccount(who, { ...national, bank_code: '062000' })).id).toBe(first.id);
    const intl = await addAccount(who, {
      code: 'tt',
      type: 'international',
      account_name: 'Jo Citizen',
      account_number: 'GB29 NWBK 6016 1331 9268 19',
      bank_code: 'nwbkgb2l',
    });
    expect(intl).toMatchObject({ bankType: 'international', bankCode: 'NWBKGB2L', default: false });
    await addAccount(who, { code: 'tt', type: 'payid_email', account_name: 'Jo', account_number: 'Jo@Example.com' });
    await addAccount(who, { code: 'tt', type: 'payid_phone', account_name: 'Jo', account_number: '+61412345678' });
    const list = (await as(t, who).get('/v2/funds/bank-accounts')).json().result as BankAccount[];
    expect(list.map((a) => [a.bankType, a.accountNumber])).toEqual([
      ['national', '••••5678'],
      ['international', '••••6819'],
      ['payid_email', 'jo@example.com'],
      ['payid_phone', '0412345678'],
    ]);
    // PayPal is offered beside bank transfer in the tests' shop (decision 489), with no account yet.
    expect(await t.app.payouts.listWithdrawalMethods(who.customerId)).toEqual([
      { code: 'tt', funds: list },
      { code: 'pl', funds: [] },
    ]);
  });

  it('refuses a bad BSB, account number or SWIFT with the field messages under account_number, bsb and swift, and keeps nothing', async () => {
    const who = await customerWith(0);
    const bad = async (body: Record<string, unknown>) =>
      fieldErrors(await as(t, who).post('/v2/funds/bank-account', { ...national, ...body }));
    expect(await bad({ bank_code: '06200' })).toEqual({ bsb: 'Please enter a valid 6 digit BSB' });
    expect(await bad({ bank_code: '06A000' })).toEqual({ bsb: 'Please enter numbers only' });
    expect(await bad({ bank_code: undefined })).toEqual({ bsb: 'This field is required' });
    expect(await bad({ account_number: '12ab' })).toEqual({ account_number: 'Please enter numbers only' });
    expect(await bad({ type: 'international', bank_code: 'XX', account_number: '12' })).toEqual({
      swift: 'Please enter a valid SWIFT code',
      account_number: 'Please enter a valid account number',
    });
    expect(await bad({ type: 'payid_email', account_number: 'nope' })).toEqual({
      account_number: 'Please enter a valid email address',
    });
    expect(await bad({ type: 'payid_phone', account_number: '123' })).toEqual({
      account_number: 'Please enter a valid phone number',
    });
    expect(await bad({ account_name: '' })).toEqual({ account_name: 'This field is required' });
    expect((await as(t, who).get('/v2/funds/bank-accounts')).json().result).toEqual([]);
  });

  it("lists the bank accounts under bank transfer in GET /payment_methods with funds.withdraw, the owner's only", async () => {
    const who = await signUp(t);
    const other = await signUp(t);
    const account = await addAccount(who);
    const methods = (who: SignedIn, filter: string) =>
      as(t, who)
        .get(`/v2/payment_methods${filter}`)
        .then((res) => {
          expect(res.statusCode, res.body).toBe(200);
          return res.json().result as { code: string; funds: { id: string }[] }[];
        });
    const withdraw = await methods(who, '?filter=funds.withdraw');
    expect(withdraw).toEqual([
      expect.objectContaining({ code: 'tt', funds: [expect.objectContaining({ id: account.id })] }),
      expect.objectContaining({ code: 'pl', funds: [] }),
    ]);
    expect((await methods(who, '')).find((m) => m.code === 'tt')?.funds.map((f) => f.id)).toEqual([account.id]);
    expect((await methods(who, '?filter=funds.cart')).some((m) => m.code === 'tt')).toBe(false);
    expect(await methods(other, '?filter=funds.withdraw')).toEqual([
      { code: 'tt', funds: [] },
      { code: 'pl', funds: [] },
    ]);
  });

  it('answers a signed-in customer only', async () => {
    expect((await visitor(t).post('/v2/funds/bank-account', national)).statusCode).toBe(401);
    expect((await visitor(t).get('/v2/funds/bank-accounts')).statusCode).toBe(401);
  });
});

describe('POST /funds/{id}/withdraw (v3.1)', () => {
  it('reserves the amount at once: withdrawable and transactions show it, the withdrawal is requested', async () => {
    const who = await customerWith(5_000, 2_000);
    expect(await withdrawable(who)).toBe(5_000);
    const account = await addAccount(who);
    const w = withdrawalOf(await withdraw(who, account.id, { amount: '12.50', code: 'tt', bank_type: 'national' }));
    expect(w).toMatchObject({ status: 'requested', amount: aud(1_250), cancellable: true, bankType: 'national' });
    expect(w.bankAccount?.id).toBe(account.id);
    expect(await withdrawable(who)).toBe(3_750);
    const [line] = (await as(t, who).get('/v2/transactions')).json().result as Transaction[];
    expect(line).toMatchObject({ transactionId: w.transactionId, type: 'withdrawal', amount: aud(-1_250) });
    expect(line!.balanceAfter).toEqual(aud(3_750 + 2_000));
    expect(withdrawalOf(await as(t, who).get(`/v2/withdrawals/${w.withdrawId}`)).status).toBe('requested');
    expect(withdrawalOf(await as(t, who).get(`/v2/withdrawals/transaction/${w.transactionId}`)).withdrawId).toBe(
      w.withdrawId,
    );
    const list = (await as(t, who).get('/v2/withdrawals')).json().result as Withdrawal[];
    expect(list.map((x) => x.withdrawId)).toEqual([w.withdrawId]);
  });

  it('refuses more than the withdrawable funds (promotional credit is not withdrawable) with the field message, and moves nothing', async () => {
    const who = await customerWith(1_000, 5_000);
    const account = await addAccount(who);
    const res = await withdraw(who, account.id, { amount: '10.01', code: 'tt', bank_type: 'national' });
    expect(fieldErrors(res)).toEqual({ amount: 'Please enter an amount equal to or less than $10.00.' });
    expect(await withdrawable(who)).toBe(1_000);
    expect((await as(t, who).get('/v2/withdrawals')).json().result).toEqual([]);
  });

  it('refuses three decimals, a negative, zero and a bank type the account is not, with the field messages', async () => {
    const who = await customerWith(1_000);
    const account = await addAccount(who);
    const bad = async (body: Record<string, unknown>) =>
      fieldErrors(await withdraw(who, account.id, { amount: '1.00', code: 'tt', bank_type: 'national', ...body }));
    expect(await bad({ amount: '1.005' })).toEqual({ amount: 'Amount must follow format e.g: 1.50' });
    expect(await bad({ amount: '-1' })).toEqual({ amount: 'Amount must follow format e.g: 1.50' });
    expect(await bad({ amount: '0' })).toEqual({ amount: 'Please enter an amount equal to or greater than 0.01.' });
    expect(await bad({ bank_type: 'payid_email' })).toEqual({ bank_type: 'This account cannot be paid that way' });
    expect(await bad({ bank_type: 'cheque' })).toEqual({ bank_type: 'This field is required' });
    expect(await withdrawable(who)).toBe(1_000);
  });

  it('needs an Idempotency-Key; a retry with the same key answers the first withdrawal and reserves once', async () => {
    const who = await customerWith(3_000);
    const account = await addAccount(who);
    const body = { amount: 10, code: 'tt', bank_type: 'national' };
    expect((await withdraw(who, account.id, body, null)).statusCode).toBe(400);
    const key = newKey();
    const first = withdrawalOf(await withdraw(who, account.id, body, key));
    const again = await withdraw(who, account.id, body, key);
    expect(withdrawalOf(again).withdrawId).toBe(first.withdrawId);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await withdrawable(who)).toBe(2_000);
  });

  it("cannot use, see or cancel another customer's account or withdrawal", async () => {
    const owner = await customerWith(3_000);
    const other = await customerWith(3_000);
    const account = await addAccount(owner);
    const body = { amount: '5', code: 'tt', bank_type: 'national' };
    expect((await withdraw(other, account.id, body)).statusCode).toBe(404);
    const w = withdrawalOf(await withdraw(owner, account.id, body));
    expect((await as(t, other).get(`/v2/withdrawals/${w.withdrawId}`)).statusCode).toBe(404);
    expect((await as(t, other).get(`/v2/withdrawals/transaction/${w.transactionId}`)).statusCode).toBe(404);
    const cancel = await as(t, other).post(`/v2/withdrawals/${w.withdrawId}/cancel`, undefined, {
      [IDEMPOTENCY_KEY_HEADER]: newKey(),
    });
    expect(cancel.statusCode).toBe(404);
    expect(await cashOf(owner)).toBe(2_500);
    expect(await cashOf(other)).toBe(3_000);
  });
});

describe('a withdrawal moved along its transitions', () => {
  async function requested(cash = 4_000, amount = '20.00') {
    const who = await customerWith(cash);
    const account = await addAccount(who);
    const w = withdrawalOf(await withdraw(who, account.id, { amount, code: 'tt', bank_type: 'national' }));
    return { who, w };
  }
  const cancel = (who: SignedIn, id: string) =>
    as(t, who).post(`/v2/withdrawals/${id}/cancel`, undefined, { [IDEMPOTENCY_KEY_HEADER]: newKey() });

  it('the customer cancels while requested: the money returns', async () => {
    const { who, w } = await requested();
    expect(await cashOf(who)).toBe(2_000);
    const cancelled = withdrawalOf(await cancel(who, w.withdrawId));
    expect(cancelled).toMatchObject({ status: 'cancelled', cancellable: false });
    expect(await cashOf(who)).toBe(4_000);
    const [line] = (await as(t, who).get('/v2/transactions')).json().result as Transaction[];
    expect(line).toMatchObject({
      type: 'withdrawal',
      amount: aud(2_000),
      description: 'Withdrawal cancelled: returned',
    });
    // Cancelled once: a second cancel is refused and returns nothing more.
    expect((await cancel(who, w.withdrawId)).statusCode).toBe(409);
    expect(await cashOf(who)).toBe(4_000);
  });

  it('cannot be cancelled once approved; approved then paid moves it to payout clearing', async () => {
    const { who, w } = await requested();
    expect((await decide(w.withdrawId, { to: 'approved' })).status).toBe('approved');
    const refused = await cancel(who, w.withdrawId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('This withdrawal can no longer be cancelled');
    await decide(w.withdrawId, { to: 'paid' });
    expect(await cashOf(who)).toBe(2_000);
    expect(withdrawalOf(await as(t, who).get(`/v2/withdrawals/${w.withdrawId}`)).status).toBe('paid');
    await expect(decide(w.withdrawId, { to: 'rejected', reason: 'late' })).rejects.toThrow(/cannot move from paid/);
    const paidOut = await t.db.execute(
      `select coalesce(sum(p.amount), 0)::int as total from ledger_postings p join ledger_journals j on j.id = p.journal_id
        where p.account_id = 'operator:payout_clearing:tt:AUD' and j.reference = '${w.withdrawId}:paid'`,
    );
    expect((paidOut as unknown as { rows: { total: number }[] }).rows[0]!.total).toBe(2_000);
  });

  it('a rejection returns the money and keeps the reason', async () => {
    const { who, w } = await requested(4_000, '40');
    expect(await cashOf(who)).toBe(0);
    await decide(w.withdrawId, { to: 'rejected', reason: 'Name does not match the account' });
    const after = withdrawalOf(await as(t, who).get(`/v2/withdrawals/${w.withdrawId}`));
    expect(after).toMatchObject({ status: 'rejected', rejectionReason: 'Name does not match the account' });
    expect(await cashOf(who)).toBe(4_000);
    await expect(decide(w.withdrawId, { to: 'approved' })).rejects.toThrow(/cannot move from rejected/);
  });
});

describe('the finance staff API and command line', () => {
  async function requested(cash = 3_000, amount = '10') {
    const who = await customerWith(cash);
    const account = await addAccount(who);
    return { who, w: withdrawalOf(await withdraw(who, account.id, { amount, code: 'tt', bank_type: 'national' })) };
  }
  const staffCall = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url: `/staff/api${url}`, headers, payload });

  it('every call refuses a customer token, a staff token of another role and no token, and moves nothing', async () => {
    const { who, w } = await requested();
    const support = (await signInStaff(t, 'support')).auth;
    const calls: ['GET' | 'POST', string, object?][] = [
      ['GET', '/withdrawals'],
      ['POST', `/withdrawals/${w.withdrawId}/approve`],
      ['POST', `/withdrawals/${w.withdrawId}/reject`, { reason: 'no' }],
      ['POST', `/withdrawals/${w.withdrawId}/mark-paid`],
    ];
    for (const [method, url, body] of calls) {
      expect((await staffCall(method, url, {}, body)).statusCode, `${url} without a token`).toBe(401);
      expect((await staffCall(method, url, who.auth, body)).statusCode, `${url} as a customer`).toBe(401);
      expect((await staffCall(method, url, support, body)).statusCode, `${url} as support`).toBe(403);
    }
    expect(withdrawalOf(await as(t, who).get(`/v2/withdrawals/${w.withdrawId}`)).status).toBe('requested');
    expect(await cashOf(who)).toBe(2_000);
  });

  it('lists the queue oldest first with the details to pay, and writes an audit row with each decision', async () => {
    const { who, w } = await requested(3_000, '12.34');
    const queue = (await staffCall('GET', '/withdrawals', finance)).json().result as StaffWithdrawal[];
    const mine = queue.find((x) => x.withdrawId === w.withdrawId);
    expect(mine).toMatchObject({
      customerId: who.customerId,
      status: 'requested',
      payTo: { accountName: 'Jo Citizen', accountNumber: '12345678', bankCode: '062-000' },
    });
    expect(queue.map((x) => x.requestedAt)).toEqual([...queue.map((x) => x.requestedAt)].sort());
    const rejectWithout = await staffCall('POST', `/withdrawals/${w.withdrawId}/reject`, finance, { reason: ' ' });
    expect(fieldErrors(rejectWithout)).toEqual({ reason: 'A reason is required' });

    await decide(w.withdrawId, { to: 'approved' });
    await decide(w.withdrawId, { to: 'paid' });
    const audit = (await t.app.audit.listAudit({ limit: 10, offset: 0 })).entries.filter(
      (e) => e.subjectId === w.withdrawId,
    );
    expect(audit.map((e) => e.action).sort()).toEqual(['withdrawal.approve', 'withdrawal.mark_paid']);
    const paid = audit.find((e) => e.action === 'withdrawal.mark_paid');
    expect(paid?.staffId).toBe(demoStaffOf('finance').id);
    expect([paid?.before, paid?.after].map((x) => (x as { status: string }).status)).toEqual(['approved', 'paid']);
    // The customer's bank details stay out of the audit log.
    expect(JSON.stringify(audit)).not.toContain('12345678');
    const done = (await staffCall('GET', '/withdrawals?status=paid', finance)).json().result as StaffWithdrawal[];
    expect(done.map((x) => x.withdrawId)).toContain(w.withdrawId);
  });

  it('the command line lists, approves, rejects and marks paid as a finance member with a code', async () => {
    const a = await requested(5_000, '10');
    const b = await requested(5_000, '20');
    const member = demoStaffOf('finance');
    const run = async (argv: string[]) => {
      t.clock.advance(30_000);
      const out: string[] = [];
      const err: string[] = [];
      const code = await runStaffCommand(
        [...argv, '--as', member.email, '--code', totp(member.totpSecret, t.clock.now())],
        {
          db: t.db,
          clock: t.clock,
          random: cryptoRandom,
          staff: t.app.staff,
          audit: t.app.audit,
          address: 'cli:test@host',
          out: (l) => out.push(l),
          err: (l) => err.push(l),
        },
      );
      return { code, out: out.join('\n'), err: err.join('\n') };
    };
    const listed = await run(['withdrawals', 'list']);
    expect(listed.code, listed.err).toBe(0);
    expect(listed.out).toContain(a.w.withdrawId);
    expect(listed.out).toContain('$20.00');
    expect((await run(['withdrawals', 'approve', '--id', a.w.withdrawId])).out).toContain('approved');
    expect((await run(['withdrawals', 'paid', '--id', a.w.withdrawId])).out).toContain('paid');
    const noReason = await run(['withdrawals', 'reject', '--id', b.w.withdrawId]);
    expect(noReason.code).toBe(2);
    expect((await run(['withdrawals', 'reject', '--id', b.w.withdrawId, '--reason', 'Closed account'])).code).toBe(0);
    expect(await cashOf(a.who)).toBe(4_000);
    expect(await cashOf(b.who)).toBe(5_000);
    const again = await run(['withdrawals', 'paid', '--id', b.w.withdrawId]);
    expect(again.code).toBe(1);
    expect(again.err).toMatch(/cannot move from rejected to paid/);
  });
});

describe.runIf(testDbKind() === 'postgres')('withdrawals at once (PostgreSQL)', () => {
  it('parallel withdrawals never take more than the withdrawable funds together', async () => {
    for (let round = 0; round < 5; round++) {
      const who = await customerWith(10_000);
      const account = await addAccount(who);
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => withdraw(who, account.id, { amount: '30', code: 'tt', bank_type: 'national' })),
      );
      const accepted = answers.filter((r) => r.statusCode === 200);
      expect(accepted).toHaveLength(3);
      for (const r of answers.filter((x) => x.statusCode !== 200)) {
        expect(fieldErrors(r)).toEqual({ amount: 'Please enter an amount equal to or less than $10.00.' });
      }
      expect(await cashOf(who)).toBe(1_000);
    }
  });
});
