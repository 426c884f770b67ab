import type { Deposit, DirectDebitCollections, DirectDebitExport } from '@drawline/contracts';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, checkoutTestApp } from '../../../tests/cart-helpers';
import { DIRECT_DEBIT_SENDER, mandateBody } from '../../../tests/direct-debit-helpers';
import { testDbKind } from '../../../tests/helpers';
import { captureLog, databaseDigest, expectRefusedInEnvelope, probeStaffCalls } from '../../../tests/hostile-helpers';
import { type SignedIn, signUp } from '../../../tests/identity-helpers';
import { pagePortProbe } from '../../../tests/page-port-helpers';
import { STAFF_TEST_AUTH_SECRET, type StaffTestApp, staffSignedInOnce } from '../../../tests/staff-helpers';
import { createSecrets } from '../../modules/credentials';
import { seedDemoStaff } from '../../modules/staff';

/**
 * Direct debit's collection (decision 523): finance exports every waiting debit as one ABA file,
 * kept with its number, and imports the bank's outcomes: collected credits the deposit once by its
 * journal, dishonoured cancels it with the bank's reason. Repeated or concurrent calls move nothing twice.
 */
const probe = pagePortProbe();
const log = captureLog();
const t = checkoutTestApp({
  config: { authSecret: STAFF_TEST_AUTH_SECRET, directDebit: DIRECT_DEBIT_SENDER, logLevel: 'info' },
  logStream: log.stream,
  beforeReady: probe.beforeReady,
});
const staffApp = () => t as unknown as StaffTestApp;
const staffAuth = staffSignedInOnce(staffApp);
const staffPort = async (role: 'finance' | 'support') =>
  t.app.staffPorts(await probe.request(t.app))((await staffAuth(role)).token);

beforeAll(async () => {
  await seedDemoStaff(t.db, t.clock, createSecrets(STAFF_TEST_AUTH_SECRET));
});

function resultOf<T>(res: LightMyRequestResponse): T {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as T;
}

const FILES = '/staff/api/funds/direct-debit-files';
async function exportFile(role: 'finance' | 'support' = 'finance') {
  return t.app.inject({ method: 'POST', url: FILES, headers: (await staffAuth(role)).auth });
}
async function importOutcomes(file: unknown) {
  const { auth } = await staffAuth('finance');
  return t.app.inject({
    method: 'POST',
    url: '/staff/api/funds/direct-debit-outcomes',
    headers: auth,
    payload: { file },
  });
}
async function collections(): Promise<DirectDebitCollections> {
  const { auth } = await staffAuth('finance');
  return resultOf(await t.app.inject({ method: 'GET', url: FILES, headers: auth }));
}

let keys = 0;
async function withMandate(accountNumber = '987654321'): Promise<SignedIn> {
  const who = await signUp(t);
  resultOf(await as(t, who).post('/v2/funds/dd/mandate', mandateBody({ accountNumber })));
  return who;
}
async function deposit(who: SignedIn, amount: string): Promise<Deposit & { reference: string }> {
  // A second apart: the file lists its debits oldest first.
  t.clock.advance(1_000);
  const asked = resultOf<Deposit>(
    await as(t, who).post('/v2/funds/dd/direct_debit/deposit', { amount }, { 'idempotency-key': `dd-${++keys}` }),
  );
  const rows = await t.db.execute(
    sql`select reference from funds_direct_debit_debits where deposit_id = ${asked.depositId}`,
  );
  const reference = (rows as unknown as { rows: { reference: string }[] }).rows[0]?.reference ?? '';
  return { ...asked, reference };
}
const balanceOf = async (who: SignedIn) => (await t.app.wallet.getFunds(who.customerId, 'AUD')).availableFunds.amount;
const depositOf = async (who: SignedIn, id: string) =>
  resultOf<Deposit>(await as(t, who).get(`/v2/funds/deposits/${id}`));

async function depositJournals(customerId: string): Promise<number> {
  const rows = await t.db.execute(
    sql`select count(*)::int as n from ledger_postings p join ledger_journals j on j.id = p.journal_id
        where j.kind = 'deposit' and p.account_id = ${`customer:${customerId}:cash:AUD`}`,
  );
  return Number((rows as unknown as { rows: { n: number }[] }).rows[0]?.n);
}

describe(`Direct debit collection (${testDbKind()})`, () => {
  it('exports every waiting debit as one ABA file kept with its number; a cancelled mandate is never collected', async () => {
    const jo = await withMandate();
    const first = await deposit(jo, '50.00');
    const second = await deposit(jo, '20.25');
    const ann = await withMandate('55501');
    const cancelledOne = await deposit(ann, '30.00');
    expect((await as(t, ann).delete('/v2/funds/dd/mandate')).statusCode).toBe(204);
    expect((await exportFile('support')).statusCode).toBe(403);

    const exported = resultOf<DirectDebitExport>(await exportFile());
    expect(exported).toMatchObject({ debitCount: 2, total: { amount: 7025, currency: 'AUD' }, cancelled: 1 });
    expect(exported.number).toBeGreaterThan(0);
    // Nothing waits now: a second export writes no file.
    expect(resultOf<DirectDebitExport>(await exportFile())).toMatchObject({ number: null, debitCount: 0 });

    const { auth } = await staffAuth('finance');
    const aba = await t.app.inject({ method: 'GET', url: `${FILES}/${exported.number}/aba`, headers: auth });
    expect(aba.statusCode).toBe(200);
    expect(aba.headers['content-disposition']).toBe(`attachment; filename="direct-debit-${exported.number}.aba"`);
    const records = aba.body.split('\r\n').filter(Boolean);
    expect(records.map((r) => r.length)).toEqual([120, 120, 120, 120, 120]);
    expect(records[0]).toContain('DRAWLINE PTY LTD');
    expect(records[1]).toContain('082-902987654321 130000005000');
    expect(records[1]).toContain(first.reference);
    expect(records[2]).toContain(second.reference);
    expect(aba.body).not.toContain(cancelledOne.reference);
    expect(records[4]?.slice(20, 50)).toBe('000000000000000070250000007025');
    expect((await t.app.inject({ method: 'GET', url: `${FILES}/999999/aba`, headers: auth })).statusCode).toBe(404);

    const listed = await collections();
    const file = listed.files.find((f) => f.number === exported.number);
    expect(file?.debits.map((d) => [d.reference, d.state, d.accountNumber])).toEqual([
      [first.reference, 'exported', '•••321'],
      [second.reference, 'exported', '•••321'],
    ]);
    expect(listed.waiting).toEqual([]);
    expect(JSON.stringify(listed)).not.toContain('987654321');
    expect(await depositOf(jo, first.depositId)).toMatchObject({ status: 'pending_authorisation' });
    expect(await depositOf(ann, cancelledOne.depositId)).toMatchObject({
      status: 'cancelled',
      message: 'Your direct debit request was cancelled before we collected this deposit.',
    });
    const audit = await t.app.audit.listAudit({ limit: 50, offset: 0, action: 'direct_debit.' });
    expect(audit.entries.filter((a) => a.action === 'direct_debit.export')).toHaveLength(1);
    // The console's staff port runs the same calls, for finance only.
    const port = await staffPort('finance');
    expect(await port.directDebitFileText(exported.number as number)).toBe(aba.body);
    const support = await staffPort('support');
    await expect(support.directDebitCollections()).rejects.toMatchObject({ status: 403 });
    log.expectNothingPersonal(['987654321']);
  });

  it('credits a collected debit once by its deposit journal, cancels a dishonoured one with its reason', async () => {
    const jo = await withMandate();
    const collected = await deposit(jo, '40.00');
    const dishonoured = await deposit(jo, '15.00');
    resultOf(await exportFile());
    const file = `reference,outcome,reason\n${collected.reference},collected\n${dishonoured.reference},dishonoured,Refer to customer\n`;
    expect(resultOf(await importOutcomes(file))).toEqual({ collected: 1, dishonoured: 1, alreadyImported: 0 });
    expect(await balanceOf(jo)).toBe(4000);
    expect(await depositJournals(jo.customerId)).toBe(1);
    expect(await depositOf(jo, collected.depositId)).toMatchObject({ status: 'completed' });
    expect(await depositOf(jo, dishonoured.depositId)).toMatchObject({
      status: 'cancelled',
      message: 'Your bank did not pay this direct debit: Refer to customer.',
    });
    // Counted against the deposit limits once the money is collected.
    const counted = await t.db.execute(
      sql`select count(*)::int as n from limit_usage where kind = 'deposit' and customer_id = ${jo.customerId}`,
    );
    expect((counted as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
    // The same file again moves nothing; so does the staff port's import.
    expect(resultOf(await importOutcomes(file))).toEqual({ collected: 0, dishonoured: 0, alreadyImported: 2 });
    const port = await staffPort('finance');
    expect(await port.importDirectDebitOutcomes({ file })).toEqual({
      collected: 0,
      dishonoured: 0,
      alreadyImported: 2,
    });
    expect(await balanceOf(jo)).toBe(4000);
    expect(await depositJournals(jo.customerId)).toBe(1);
    // The customer's latest deposits by direct debit, over HTTP and the pages' port alike (decision 524).
    const mine = resultOf<Deposit[]>(await as(t, jo).get('/v2/funds/dd/deposits'));
    expect(mine.map((d) => [d.depositId, d.status])).toEqual([
      [dishonoured.depositId, 'cancelled'],
      [collected.depositId, 'completed'],
    ]);
    const customerPort = await probe.portFor(t.app, { accessToken: jo.accessToken });
    expect(await customerPort.directDebitDeposits()).toEqual(mine);
    const listed = (await collections()).files.flatMap((f) => f.debits);
    expect(listed.find((d) => d.reference === dishonoured.reference)).toMatchObject({
      state: 'dishonoured',
      reason: 'Your bank did not pay this direct debit: Refer to customer.',
    });
  });

  it('refuses a file with a bad line or a reference in no exported file, moving nothing', async () => {
    const jo = await withMandate();
    const waiting = await deposit(jo, '25.00');
    const before = await databaseDigest(t.db, ['staff_sessions']);
    for (const file of [
      `${waiting.reference},collected`,
      'DDNOSUCHREFERENCE1,collected',
      `${waiting.reference},paid`,
      `${waiting.reference},dishonoured,`,
      `${waiting.reference},collected\n${waiting.reference},collected`,
      '',
    ]) {
      expectRefusedInEnvelope(await importOutcomes(file), file);
    }
    expect(await databaseDigest(t.db, ['staff_sessions'])).toEqual(before);
    expect(await depositOf(jo, waiting.depositId)).toMatchObject({ status: 'pending_authorisation' });
  });

  it('two exports at once put no debit in two files; two imports at once credit once', async () => {
    const jo = await withMandate();
    const mine = await Promise.all(['11.00', '12.00', '13.00'].map((amount) => deposit(jo, amount)));
    const both = await Promise.all([exportFile(), exportFile()]);
    const numbers = both.map((r) => resultOf<DirectDebitExport>(r).number).filter((n) => n !== null);
    expect(numbers.length).toBeGreaterThanOrEqual(1);
    const files = (await collections()).files.filter((f) => numbers.includes(f.number));
    const filed = files
      .flatMap((f) => f.debits.map((d) => d.reference))
      .filter((r) => mine.some((m) => m.reference === r));
    expect(filed.sort()).toEqual(mine.map((m) => m.reference).sort());

    const file = mine.map((m) => `${m.reference},collected`).join('\n');
    const imports = await Promise.all([importOutcomes(file), importOutcomes(file)]);
    const results = imports.map((r) => resultOf<{ collected: number; alreadyImported: number }>(r));
    expect(results.reduce((n, r) => n + r.collected, 0)).toBe(3);
    expect(results.reduce((n, r) => n + r.alreadyImported, 0)).toBe(3);
    expect(await balanceOf(jo)).toBe(3600);
    expect(await depositJournals(jo.customerId)).toBe(3);
  });

  it('refuses every staff call to customers, other roles and hostile input, changing nothing', async () => {
    const jo = await withMandate();
    const waiting = await deposit(jo, '25.00');
    // The probe signs every role in again: past the codes this file's sign-ins used (a code is good once).
    t.clock.advance(600_000);
    const { unrefused } = await probeStaffCalls(
      staffApp(),
      [
        { method: 'GET', url: FILES, roles: ['finance'] },
        { method: 'POST', url: FILES, roles: ['finance'] },
        { method: 'GET', url: `${FILES}/{number}/aba`, params: { number: '1' }, roles: ['finance'] },
        {
          method: 'POST',
          url: '/staff/api/funds/direct-debit-outcomes',
          body: { file: `${waiting.reference},collected` },
          roles: ['finance'],
        },
      ],
      jo,
    );
    expect(unrefused).toEqual([]);
    expect(await depositOf(jo, waiting.depositId)).toMatchObject({ status: 'pending_authorisation' });
  });
});
