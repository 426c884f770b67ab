import {
  type BankDepositDetails,
  type BankStatementLineRow,
  type BpayDetails,
  type BpayPayment,
  isCustomerReference,
  type PaymentMethod,
} from '@drawline/contracts';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, checkoutTestApp, refusal, visitor } from '../../../tests/cart-helpers';
import { testDbKind } from '../../../tests/helpers';
import {
  captureLog,
  databaseDigest,
  expectRefusedInEnvelope,
  HUGE_STRING,
  hostileBodies,
} from '../../../tests/hostile-helpers';
import { type SignedIn, signUp } from '../../../tests/identity-helpers';
import { pagePortProbe } from '../../../tests/page-port-helpers';
import { STAFF_TEST_AUTH_SECRET, type StaffTestApp, staffSignedInOnce } from '../../../tests/staff-helpers';
import { createSecrets } from '../../modules/credentials';
import { seedDemoStaff } from '../../modules/staff';

/**
 * BPAY (decision 530): a customer reads the biller code and their own reference; finance imports
 * the bank's file, and each payment is credited once by its deposit journal, or waits with why.
 */
const BANK_ACCOUNT = { bsb: '062-000', accountNumber: '12345678', accountName: 'Drawline Pty Ltd' };
const probe = pagePortProbe();
const log = captureLog();
const t = checkoutTestApp({
  config: {
    authSecret: STAFF_TEST_AUTH_SECRET,
    bpayBillerCode: '254789',
    bankDeposit: { account: BANK_ACCOUNT, payId: 'pay@drawline.example' },
    logLevel: 'info',
  },
  logStream: log.stream,
  beforeReady: probe.beforeReady,
});

/** The request a page's ports are made for (docs/decisions/326, 333). */
const pageRequest = () => probe.request(t.app);
const staffApp = () => t as unknown as StaffTestApp;

beforeAll(async () => {
  await seedDemoStaff(t.db, t.clock, createSecrets(STAFF_TEST_AUTH_SECRET));
});

function resultOf<T>(res: LightMyRequestResponse): T {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as T;
}

const staffAuth = staffSignedInOnce(staffApp);

async function importFile(file: unknown, role: 'finance' | 'support' = 'finance', to = 'bpay-payments') {
  const { auth } = await staffAuth(role);
  return t.app.inject({ method: 'POST', url: `/staff/api/funds/${to}`, headers: auth, payload: { file } });
}
const importStatement = (file: unknown, role: 'finance' | 'support' = 'finance') =>
  importFile(file, role, 'bank-statement-lines');

const balanceOf = async (who: SignedIn) => (await t.app.wallet.getFunds(who.customerId, 'AUD')).availableFunds.amount;
const referenceOf = async (who: SignedIn) =>
  resultOf<BpayDetails>(await as(t, who).get('/v2/funds/bp/bpay')).customerReference;
let bank = 0;
const bankReference = () => `BP${Date.now()}${++bank}`;

async function depositJournals(customerId: string): Promise<number> {
  const rows = await t.db.execute(
    sql`select count(*)::int as n from ledger_postings p join ledger_journals j on j.id = p.journal_id
        where j.kind = 'deposit' and p.account_id = ${`customer:${customerId}:cash:AUD`}`,
  );
  return Number((rows as unknown as { rows: { n: number }[] }).rows[0]?.n);
}

describe(`BPAY (${testDbKind()})`, () => {
  it('lists BPAY and answers the biller code with one valid reference per customer, never to a visitor', async () => {
    const jo = await signUp(t);
    const methods = resultOf<PaymentMethod[]>(await as(t, jo).get('/v2/payment_methods'));
    expect(methods.find((m) => m.code === 'bp')).toMatchObject({ availableGateways: ['bpay'], funds: [] });
    const details = resultOf<BpayDetails>(await as(t, jo).get('/v2/funds/bp/bpay'));
    expect(details.billerCode).toBe('254789');
    expect(isCustomerReference(details.customerReference)).toBe(true);
    expect(await referenceOf(jo)).toBe(details.customerReference);
    expect(
      await t.app
        .pagePorts(await pageRequest())(jo.accessToken)
        .bpayDetails(),
    ).toEqual(details);
    expect(await referenceOf(await signUp(t))).not.toBe(details.customerReference);
    expect((await visitor(t).get('/v2/funds/bp/bpay')).statusCode).toBe(401);
    // A deposit by bp through a gateway's call is still refused: BPAY's money comes with the bank's file.
    const asked = await as(t, jo).post('/v2/funds/bp/bpay/deposit', { amount: '20.00' }, { 'idempotency-key': 'k-1' });
    expect(asked.statusCode).toBeGreaterThanOrEqual(400);
    expect(asked.statusCode).toBeLessThan(500);
  });

  it('lists bank deposit and PayID transfer, answering the account, the PayID and the BPAY reference (decision 519)', async () => {
    const jo = await signUp(t);
    const methods = resultOf<PaymentMethod[]>(await as(t, jo).get('/v2/payment_methods'));
    for (const code of ['bd', 'td']) {
      expect(methods.find((m) => m.code === code)).toMatchObject({ availableGateways: ['bank_transfer'], funds: [] });
    }
    const forCart = resultOf<PaymentMethod[]>(await as(t, jo).get('/v2/payment_methods?filter=funds.cart'));
    expect(forCart.map((m) => m.code)).toContain('cc');
    expect(forCart.map((m) => m.code)).not.toContain('bd');
    const details = resultOf<BankDepositDetails>(await as(t, jo).get('/v2/funds/bank-deposit'));
    expect(details).toEqual({ account: BANK_ACCOUNT, payId: 'pay@drawline.example', reference: await referenceOf(jo) });
    expect((await visitor(t).get('/v2/funds/bank-deposit')).statusCode).toBe(401);
    expect(
      await t.app
        .pagePorts(await pageRequest())(jo.accessToken)
        .bankDepositDetails(),
    ).toEqual(details);
    // The money comes only with the bank's statement: a deposit by bd or td through a gateway's call is refused.
    for (const code of ['bd', 'td']) {
      const asked = await as(t, jo).post(
        `/v2/funds/${code}/bank_transfer/deposit`,
        { amount: '20.00' },
        { 'idempotency-key': `k-${code}` },
      );
      expect(asked.statusCode).toBeGreaterThanOrEqual(400);
      expect(asked.statusCode).toBeLessThan(500);
    }
  });

  it('credits a payment once by its deposit journal; an unknown reference waits; the same file again moves nothing', async () => {
    const jo = await signUp(t);
    const crn = await referenceOf(jo);
    const mine = bankReference();
    const stranger = bankReference();
    const file = `bank reference,customer reference,amount,paid on\n${mine},${crn},25.50,2026-03-01\n${stranger},1000000008,9.00,2026-03-01\n`;
    expect(resultOf(await importFile(file))).toEqual({ credited: 1, alreadyImported: 0, waiting: 1 });
    expect(await balanceOf(jo)).toBe(2550);
    expect(await depositJournals(jo.customerId)).toBe(1);
    expect(resultOf(await importFile(file))).toEqual({ credited: 0, alreadyImported: 2, waiting: 0 });
    expect(await balanceOf(jo)).toBe(2550);
    expect(await depositJournals(jo.customerId)).toBe(1);
    // The console's staff port runs the same import: the file again credits nothing.
    const port = t.app.staffPorts(await pageRequest())((await staffAuth('finance')).token);
    expect(await port.importBpayFile({ file })).toEqual({ credited: 0, alreadyImported: 2, waiting: 0 });
    const support = t.app.staffPorts(await pageRequest())((await staffAuth('support')).token);
    await expect(support.importBpayFile({ file })).rejects.toMatchObject({ status: 403 });

    const { auth } = await staffAuth('finance');
    const listed = resultOf<BpayPayment[]>(
      await t.app.inject({ method: 'GET', url: '/staff/api/funds/bpay-payments', headers: auth }),
    );
    expect(listed.find((p) => p.bankReference === stranger)).toMatchObject({
      status: 'waiting',
      reason: 'unknown_reference',
    });
    expect(listed.find((p) => p.bankReference === mine)).toMatchObject({
      status: 'credited',
      amount: { amount: 2550, currency: 'AUD' },
    });
    const audit = await t.app.audit.listAudit({ limit: 50, offset: 0, action: 'bpay.' });
    expect(audit.entries.filter((a) => a.subjectId === mine || a.subjectId === stranger)).toHaveLength(2);
  });

  it('credits a payment once when the same file is imported twice at once', async () => {
    const jo = await signUp(t);
    const file = `${bankReference()},${await referenceOf(jo)},40.00,2026-03-01`;
    const both = await Promise.all([importFile(file), importFile(file)]);
    const results = both.map((r) => resultOf<{ credited: number; alreadyImported: number }>(r));
    expect(results.map((r) => r.credited).sort()).toEqual([0, 1]);
    expect(await balanceOf(jo)).toBe(4000);
    expect(await depositJournals(jo.customerId)).toBe(1);
  });

  it('keeps a payment waiting, uncredited, for a customer on a break from play', async () => {
    const jo = await signUp(t);
    const crn = await referenceOf(jo);
    expect((await as(t, jo).post('/v2/self-exclusion', { period: '7_days' })).statusCode).toBe(200);
    const ref = bankReference();
    expect(resultOf(await importFile(`${ref},${crn},30.00,2026-03-01`))).toEqual({
      credited: 0,
      alreadyImported: 0,
      waiting: 1,
    });
    expect(await balanceOf(jo)).toBe(0);
    expect(await depositJournals(jo.customerId)).toBe(0);
    const rows = await t.db.execute(
      sql`select count(*)::int as n from funds_deposits where customer_id = ${jo.customerId}`,
    );
    expect(Number((rows as unknown as { rows: { n: number }[] }).rows[0]?.n)).toBe(0);
  });

  it('refuses a bad file whole, other roles and customers, in the envelope, storing nothing', async () => {
    const jo = await signUp(t);
    const crn = await referenceOf(jo);
    await Promise.all([staffAuth('finance'), staffAuth('support')]);
    const before = await databaseDigest(t.db, ['staff_sessions']);
    const good = `${bankReference()},${crn},10.00,2026-03-01`;
    for (const file of [
      `${good}\nnot a payment`,
      `${good}\n${bankReference()},${crn},-5.00,2026-03-01`,
      `${good}\n${bankReference()},${crn},1e3,2026-03-01`,
      `${good}\n${bankReference()},${crn},10.00,2026-13-45`,
      `${good}\n${bankReference()}\u0000,${crn},10.00,2026-03-01`,
      `${good}\n${bankReference()},${crn},10.00,2026-03-01\ud800`,
      `<script>alert(1)</script>`,
      'x'.repeat(300_000),
      HUGE_STRING,
      { nested: { deeper: [1] } },
      '',
    ]) {
      const res = await importFile(file);
      expect(res.statusCode, res.body.slice(0, 200)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().error?.code ?? res.json().errors).toBeTruthy();
    }
    expect((await importFile(good, 'support')).statusCode).toBe(403);
    const asCustomer = await as(t, jo).post('/staff/api/funds/bpay-payments', { file: good });
    expect(asCustomer.statusCode).toBe(401);
    expect(await databaseDigest(t.db, ['staff_sessions'])).toEqual(before);
    expect(refusal(await importFile(good, 'support')).code).toBeTruthy();
  });

  it('refuses NUL bytes, lone surrogates, deep JSON, a huge file and form or text bodies in the envelope, logging none of it', async () => {
    const jo = await signUp(t);
    const crn = await referenceOf(jo);
    const { auth } = await staffAuth('finance');
    const before = await databaseDigest(t.db, ['staff_sessions']);
    for (const body of hostileBodies({ file: `${bankReference()},${crn},10.00,2026-03-01` })) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/staff/api/funds/bpay-payments',
        headers: { ...auth, 'content-type': body.contentType },
        payload: body.payload,
      });
      expectRefusedInEnvelope(res, body.kind);
    }
    // A customer's own reference only: no id in the call, another customer's reference never answered.
    for (const query of ['?customerId=someone-else', '?id=%00', '?ref=%ED%A0%80']) {
      const res = await as(t, jo).get(`/v2/funds/bp/bpay${query}`);
      expect(res.statusCode === 200 ? resultOf<BpayDetails>(res).customerReference : crn).toBe(crn);
    }
    expect(await databaseDigest(t.db, ['staff_sessions'])).toEqual(before);
    log.expectNothingPersonal([crn, jo.email]);
  });

  it('imports the account statement: bank deposit and PayID lines credited once, the rest waiting (decision 519)', async () => {
    const [jo, ann] = [await signUp(t), await signUp(t)];
    const [bd, td, none, debit] = [bankReference(), bankReference(), bankReference(), bankReference()];
    const statement = [
      'Date,Amount,Description,Transaction id',
      `2026-03-02,30.00,DEPOSIT REF ${await referenceOf(jo)} J SMITH,${bd}`,
      `2026-03-02,12.50,"OSKO PAYMENT, PAYID ref ${await referenceOf(ann)}",${td}`,
      `2026-03-02,8.00,TRANSFER NO REFERENCE,${none}`,
      `2026-03-02,-4.00,BANK FEE,${debit}`,
    ].join('\n');
    expect(resultOf(await importStatement(statement))).toEqual({ credited: 2, alreadyImported: 0, waiting: 1 });
    expect([await balanceOf(jo), await balanceOf(ann)]).toEqual([3000, 1250]);
    const again = await Promise.all([importStatement(statement), importStatement(statement)]);
    expect(again.map((r) => resultOf(r))).toEqual([
      { credited: 0, alreadyImported: 3, waiting: 0 },
      { credited: 0, alreadyImported: 3, waiting: 0 },
    ]);
    expect([await depositJournals(jo.customerId), await depositJournals(ann.customerId)]).toEqual([1, 1]);
    const deposits = await t.db.execute(
      sql`select method_code as code, gateway from funds_deposits where customer_id in (${jo.customerId}, ${ann.customerId}) order by method_code`,
    );
    expect((deposits as unknown as { rows: unknown[] }).rows).toEqual([
      { code: 'bd', gateway: 'bank_transfer' },
      { code: 'td', gateway: 'bank_transfer' },
    ]);
    const { auth } = await staffAuth('finance');
    const listed = resultOf<BankStatementLineRow[]>(
      await t.app.inject({ method: 'GET', url: '/staff/api/funds/bank-statement-lines', headers: auth }),
    );
    expect(listed.find((l) => l.transactionId === none)).toMatchObject({ status: 'waiting', reason: 'no_reference' });
    expect(listed.find((l) => l.transactionId === td)).toMatchObject({ status: 'credited', methodCode: 'td' });
    expect(listed.some((l) => l.transactionId === debit)).toBe(false);
    const audit = await t.app.audit.listAudit({ limit: 50, offset: 0, action: 'bank_statement.' });
    expect(audit.entries.filter((a) => [bd, td, none].includes(a.subjectId ?? ''))).toHaveLength(3);
    expect((await importStatement(statement, 'support')).statusCode).toBe(403);
    // The console's staff port runs the same import and lists the same lines, for finance only.
    const port = t.app.staffPorts(await pageRequest())((await staffAuth('finance')).token);
    expect(await port.importBankStatement({ file: statement })).toEqual({
      credited: 0,
      alreadyImported: 3,
      waiting: 0,
    });
    expect((await port.bankStatementLines()).find((l) => l.transactionId === bd)).toMatchObject({ status: 'credited' });
    const support = t.app.staffPorts(await pageRequest())((await staffAuth('support')).token);
    await expect(support.importBankStatement({ file: statement })).rejects.toMatchObject({ status: 403 });
    await expect(support.bankStatementLines()).rejects.toMatchObject({ status: 403 });
  });

  it('credits a statement line once when it is imported twice at once, and refuses hostile statements whole', async () => {
    const jo = await signUp(t);
    const line = `2026-03-03,40.00,REF ${await referenceOf(jo)},${bankReference()}`;
    const both = await Promise.all([importStatement(line), importStatement(line)]);
    expect(both.map((r) => resultOf<{ credited: number }>(r).credited).sort()).toEqual([0, 1]);
    expect(await balanceOf(jo)).toBe(4000);
    const { auth } = await staffAuth('finance');
    const before = await databaseDigest(t.db, ['staff_sessions']);
    for (const file of [`${line}\nnot a line`, `${line}\u0000`, `2026-02-30,1.00,x,${bankReference()}`, HUGE_STRING]) {
      expect((await importStatement(file)).statusCode).toBeGreaterThanOrEqual(400);
    }
    for (const body of hostileBodies({ file: line })) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/staff/api/funds/bank-statement-lines',
        headers: { ...auth, 'content-type': body.contentType },
        payload: body.payload,
      });
      expectRefusedInEnvelope(res, body.kind);
    }
    expect(await databaseDigest(t.db, ['staff_sessions'])).toEqual(before);
    expect(await balanceOf(jo)).toBe(4000);
  });
});
