import { type BankAccount, IDEMPOTENCY_KEY_HEADER, type Withdrawal } from '@drawline/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../tests/cart-helpers';
import { addSandboxCard, nationalBankAccount } from '../../../tests/funds-helpers';
import { testDbKind } from '../../../tests/helpers';
import { captureLog, databaseDigest, expectRefusedInEnvelope, hostileBodies } from '../../../tests/hostile-helpers';
import { type IdentityTestApp, type SignedIn, signUp } from '../../../tests/identity-helpers';
import { expectLedgerBalanced, fundWallet } from '../../../tests/ledger-helpers';
import { createStaffTestApp, type StaffTestApp, signInStaff } from '../../../tests/staff-helpers';
import { cryptoRandom } from '../../lib/random';

/**
 * The calls that move a customer's money out or change how it is paid (a card, a bank account, a
 * withdrawal, finance's decision on one) as an attacker sends them: JSON they must refuse, and the
 * form and text/plain bodies another site's page can post without the browser asking first. Each
 * is a 4xx in the envelope and changes nothing (1-platform.md §7: bodies are JSON unless a call is
 * flagged as a form, and none of these is).
 */
let t: StaffTestApp & IdentityTestApp;
let who: SignedIn;
let account: BankAccount;
let pending: Withdrawal;
let finance: { authorization: string };
let card: { id: string };

const national = nationalBankAccount;
const log = captureLog();

beforeAll(async () => {
  t = (await createStaffTestApp({
    config: { rateLimitPerMinute: 1_000_000, logLevel: 'info' },
    logStream: log.stream,
  })) as StaffTestApp & IdentityTestApp;
  finance = (await signInStaff(t, 'finance')).auth;
  who = await signUp(t);
  await fundWallet(t.app, who.customerId, { amount: 50_000, currency: 'AUD' });
  card = await addSandboxCard(t, who);
  const added = await as(t, who).post('/v2/funds/bank-account', national);
  expect(added.statusCode, added.body).toBe(200);
  account = added.json().result;
  const asked = await as(t, who).post(
    `/v2/funds/${account.id}/withdraw`,
    { amount: '20.00', code: 'tt', bank_type: 'national' },
    { [IDEMPOTENCY_KEY_HEADER]: cryptoRandom.uuid() },
  );
  expect(asked.statusCode, asked.body).toBe(200);
  pending = asked.json().result;
});
afterAll(() => t.close());
afterEach(async () => {
  await expectLedgerBalanced(t.db);
});

/** Each call with a body it would take; `staff` calls are finance's. */
const calls = () =>
  [
    { url: '/v2/funds/bank-account', valid: national, staff: false },
    {
      url: `/v2/funds/${account.id}/withdraw`,
      valid: { amount: '10.00', code: 'tt', bank_type: 'national' },
      staff: false,
    },
    { url: '/v2/funds/cc/sandbox', valid: { token: 'tok_anything' }, staff: false },
    { url: `/staff/api/withdrawals/${pending.withdrawId}/approve`, valid: { note: 'ok' }, staff: true },
    { url: `/staff/api/withdrawals/${pending.withdrawId}/reject`, valid: { reason: 'Not the owner' }, staff: true },
  ] as const;

describe(`payment method, bank account and withdrawal calls under hostile input (${testDbKind()})`, () => {
  it('refuses each hostile body, a form and text/plain included, with 4xx in the envelope and changes nothing', async () => {
    // Staff sessions record their last use on every call, by design.
    const before = await databaseDigest(t.db, ['staff_sessions']);
    for (const { url, valid, staff } of calls()) {
      for (const { kind, contentType, payload } of hostileBodies(valid)) {
        const res = (await t.app.inject({
          method: 'POST',
          url,
          headers: {
            ...(staff ? finance : who.auth),
            'content-type': contentType,
            [IDEMPOTENCY_KEY_HEADER]: cryptoRandom.uuid(),
          },
          payload,
        })) as LightMyRequestResponse;
        expectRefusedInEnvelope(res, `${url} ${kind}`);
        if (kind === 'form body' || kind === 'text/plain body') expect(res.statusCode, `${url} ${kind}`).toBe(415);
      }
    }
    expect(await databaseDigest(t.db, ['staff_sessions'])).toEqual(before);
  });

  it("refuses another customer's card, bank account and withdrawal, and hostile ids, changing nothing", async () => {
    const other = await signUp(t);
    const before = await databaseDigest(t.db, ['staff_sessions']);
    const key = () => ({ [IDEMPOTENCY_KEY_HEADER]: cryptoRandom.uuid() });
    const theirs = as(t, other);
    const answers: [string, LightMyRequestResponse][] = [
      [
        'withdraw from another customer’s account',
        await theirs.post(
          `/v2/funds/${account.id}/withdraw`,
          { amount: '5.00', code: 'tt', bank_type: 'national' },
          key(),
        ),
      ],
      [
        'cancel another customer’s withdrawal',
        await theirs.post(`/v2/withdrawals/${pending.withdrawId}/cancel`, undefined, key()),
      ],
    ];
    answers.push(['remove another customer’s card', await theirs.delete(`/v2/funds/${card.id}`)]);
    for (const id of ['ab%00cd', 'ab%ED%A0%80', 'f'.repeat(5000)]) {
      answers.push([`remove card ${id.slice(0, 12)}`, await as(t, who).delete(`/v2/funds/${id}`)]);
      answers.push([
        `withdraw from ${id.slice(0, 12)}`,
        await as(t, who).post(`/v2/funds/${id}/withdraw`, { amount: '5.00', code: 'tt', bank_type: 'national' }, key()),
      ]);
    }
    for (const [what, res] of answers) expectRefusedInEnvelope(res, what);
    expect(await databaseDigest(t.db, ['staff_sessions'])).toEqual(before);
    log.expectNothingPersonal([
      who.email,
      who.accessToken,
      other.email,
      other.accessToken,
      national.account_name,
      national.account_number,
    ]);
  });
});
