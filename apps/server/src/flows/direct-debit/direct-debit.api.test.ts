import type { Deposit, DirectDebitMandate, PaymentMethod } from '@drawline/contracts';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { as, checkoutTestApp, visitor } from '../../../tests/cart-helpers';
import { DIRECT_DEBIT_ENV, DIRECT_DEBIT_SENDER, mandateBody } from '../../../tests/direct-debit-helpers';
import { testDbKind } from '../../../tests/helpers';
import { captureLog, databaseDigest, expectRefusedInEnvelope, hostileBodies } from '../../../tests/hostile-helpers';
import { signUp } from '../../../tests/identity-helpers';
import { pagePortProbe, refusalOf } from '../../../tests/page-port-helpers';
import { cryptoRandom } from '../../lib/random';
import { createFundsModule } from '../../modules/funds';
import { paymentMethodsConfigOf } from '../../payment-methods-config';

/**
 * Direct debit (decision 522): the customer's Direct Debit Request kept with the account number
 * sealed and shown as its last three digits; dd listed only where the shop's APCA user is set up.
 */
const log = captureLog();
const probe = pagePortProbe();
const t = checkoutTestApp({
  config: { directDebit: DIRECT_DEBIT_SENDER, logLevel: 'info' },
  logStream: log.stream,
  beforeReady: probe.beforeReady,
});
const MANDATE = '/v2/funds/dd/mandate';
const body = mandateBody;

function resultOf<T>(res: LightMyRequestResponse): T {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as T;
}

describe(`Direct debit mandates (${testDbKind()})`, () => {
  it('keeps the mandate sealed, answers its last three digits, replaces and cancels it; dd listed for AUD', async () => {
    const jo = await signUp(t);
    const methods = resultOf<PaymentMethod[]>(await as(t, jo).get('/v2/payment_methods'));
    expect(methods.find((m) => m.code === 'dd')).toMatchObject({ availableGateways: ['direct_debit'], funds: [] });
    const forCart = resultOf<PaymentMethod[]>(await as(t, jo).get('/v2/payment_methods?filter=funds.cart'));
    expect(forCart.map((m) => m.code)).not.toContain('dd');
    expect((await as(t, jo).get(MANDATE)).statusCode).toBe(404);

    const kept = resultOf<DirectDebitMandate>(await as(t, jo).post(MANDATE, body({ bsb: '082902' })));
    expect(kept).toMatchObject({ accountName: 'Jo Citizen', bsb: '082-902', accountNumber: '•••321' });
    expect(resultOf<DirectDebitMandate>(await as(t, jo).get(MANDATE))).toEqual(kept);
    const rows = await t.db.execute(sql`select account_number_sealed as s from funds_direct_debit_mandates`);
    const sealed = (rows as unknown as { rows: { s: string }[] }).rows.map((r) => r.s).join(' ');
    expect(sealed).not.toContain('987654321');

    const again = resultOf<DirectDebitMandate>(await as(t, jo).post(MANDATE, body({ accountNumber: '55501' })));
    expect(again.id).not.toBe(kept.id);
    expect(resultOf<DirectDebitMandate>(await as(t, jo).get(MANDATE)).accountNumber).toBe('•••501');
    // Another customer neither sees nor cancels Jo's mandate.
    const ann = await signUp(t);
    expect((await as(t, ann).get(MANDATE)).statusCode).toBe(404);
    expect((await as(t, ann).delete(MANDATE)).statusCode).toBe(404);
    expect((await as(t, jo).delete(MANDATE)).statusCode).toBe(204);
    expect((await as(t, jo).get(MANDATE)).statusCode).toBe(404);
    expect((await as(t, jo).delete(MANDATE)).statusCode).toBe(404);
    expect((await visitor(t).get(MANDATE)).statusCode).toBe(401);
    expect((await visitor(t).post(MANDATE, body())).statusCode).toBe(401);
  });

  it('two mandates saved at once leave one active', async () => {
    const jo = await signUp(t);
    const answers = await Promise.all(
      [1, 2, 3].map((i) => as(t, jo).post(MANDATE, body({ accountNumber: `1234${i}` }))),
    );
    expect(answers.filter((a) => a.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    for (const a of answers) expect([200, 409]).toContain(a.statusCode);
    const rows = await t.db.execute(
      sql`select count(*)::int as n from funds_direct_debit_mandates where customer_id = ${jo.customerId} and status = 'active'`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  });

  it('refuses hostile and bad bodies in the envelope, changing nothing and logging no account number', async () => {
    const jo = await signUp(t);
    const before = await databaseDigest(t.db, ['sign_in_sessions']);
    for (const hostile of hostileBodies(body())) {
      const res = await t.app.inject({
        method: 'POST',
        url: MANDATE,
        headers: { ...jo.auth, 'content-type': hostile.contentType },
        payload: hostile.payload,
      });
      expectRefusedInEnvelope(res, hostile.kind);
    }
    const bad = [
      { agreed: false },
      { agreementVersion: '2020-01-01' },
      { accountNumber: '1234' },
      { accountNumber: '1234567890' },
      { bsb: '08-2902' },
      { accountName: 'Jo ~ Citizen' },
      { accountName: 'J'.repeat(33) },
      { extra: 1 },
    ];
    for (const overrides of bad)
      expectRefusedInEnvelope(await as(t, jo).post(MANDATE, body(overrides)), JSON.stringify(overrides));
    expect(await databaseDigest(t.db, ['sign_in_sessions'])).toEqual(before);
    log.expectNothingPersonal(['987654321', jo.accessToken]);
  });

  it('a deposit by dd is pending under the mandate, moves no money, and is answered once by its key', async () => {
    const jo = await signUp(t);
    const DEPOSIT = '/v2/funds/dd/direct_debit/deposit';
    const key = { 'idempotency-key': 'dd-1' };
    const before = await t.app.wallet.getFunds(jo.customerId, 'AUD');
    expect((await as(t, jo).post(DEPOSIT, { amount: '50.00' }, key)).json().error.code).toBe(
      'payment_method_unavailable',
    );
    resultOf<DirectDebitMandate>(await as(t, jo).post(MANDATE, body()));
    const first = resultOf<Deposit>(await as(t, jo).post(DEPOSIT, { amount: '50.00' }, { 'idempotency-key': 'dd-2' }));
    expect(first).toMatchObject({ status: 'pending_authorisation', amount: { amount: 5000, currency: 'AUD' } });
    const twice = await Promise.all(
      [1, 2].map(() => as(t, jo).post(DEPOSIT, { amount: '50.00' }, { 'idempotency-key': 'dd-2' })),
    );
    for (const again of twice) expect(resultOf<Deposit>(again).depositId).toBe(first.depositId);
    expect(await t.app.wallet.getFunds(jo.customerId, 'AUD')).toEqual(before);
    const rows = await t.db.execute(
      sql`select count(*)::int as n from funds_deposits where customer_id = ${jo.customerId}`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
    // Hostile bodies: refused in the envelope, no deposit written.
    for (const [i, hostile] of hostileBodies({ amount: '50.00' }).entries()) {
      const res = await t.app.inject({
        method: 'POST',
        url: DEPOSIT,
        headers: { ...jo.auth, 'content-type': hostile.contentType, 'idempotency-key': `dd-hostile-${i}` },
        payload: hostile.payload,
      });
      expectRefusedInEnvelope(res, hostile.kind);
    }
    expectRefusedInEnvelope(await as(t, jo).post(DEPOSIT, { amount: '5.00' }, { 'idempotency-key': 'dd-3' }), 'below');
    expectRefusedInEnvelope(await as(t, jo).post(DEPOSIT, { amount: '50.00' }), 'no key');
    expect((await as(t, await signUp(t)).get(`/v2/funds/deposits/${first.depositId}`)).statusCode).toBe(404);
    const after = await t.db.execute(
      sql`select count(*)::int as n from funds_deposits where customer_id = ${jo.customerId}`,
    );
    expect((after as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  });

  it('is off unless every DIRECT_DEBIT_* is set: not listed, its calls refused', async () => {
    const env = DIRECT_DEBIT_ENV;
    expect(paymentMethodsConfigOf(env as never, false).directDebit).toEqual(DIRECT_DEBIT_SENDER);
    for (const unset of Object.keys(env)) {
      expect(paymentMethodsConfigOf({ ...env, [unset]: undefined } as never, false).directDebit).toBeNull();
    }
    const jo = await signUp(t);
    const off = createFundsModule({
      db: t.db,
      clock: t.clock,
      random: cryptoRandom,
      gateways: [],
      walletGateway: null,
    });
    const customer = { customerId: jo.customerId, currency: 'AUD' as const };
    expect((await off.listPaymentMethods(customer, [])).map((m) => m.code)).not.toContain('dd');
    await expect(off.saveDirectDebitMandate(customer, body() as never)).rejects.toMatchObject({
      code: 'payment_method_unavailable',
    });
    await expect(off.directDebitMandate(customer)).rejects.toMatchObject({ code: 'payment_method_unavailable' });
  });

  it("the pages' port runs the same calls: the request, a deposit by the key it took over HTTP, the latest deposits", async () => {
    const jo = await signUp(t);
    const port = await probe.portFor(t.app, { accessToken: jo.accessToken });
    expect((await refusalOf(port.directDebitMandate())).status).toBe(404);
    const kept = await port.saveDirectDebitMandate(body());
    expect(kept.accountNumber).toBe('•••321');
    expect(await port.directDebitMandate()).toEqual(kept);
    const overHttp = resultOf<Deposit>(
      await as(t, jo).post(
        '/v2/funds/dd/direct_debit/deposit',
        { amount: '30.00' },
        { 'idempotency-key': 'dd-port-1' },
      ),
    );
    // The same key through the port answers the same deposit: one key, one request, either way.
    const again = await port.directDebitDeposit({ amount: '30.00' }, { idempotencyKey: 'dd-port-1' });
    expect(again.depositId).toBe(overHttp.depositId);
    expect((await port.directDebitDeposits()).map((d) => d.depositId)).toEqual([overHttp.depositId]);
    expect(resultOf<Deposit[]>(await as(t, jo).get('/v2/funds/dd/deposits'))).toEqual(await port.directDebitDeposits());
    // Refused alike: below dd's minimum, another customer's list empty, a visitor not signed in.
    expect((await refusalOf(port.directDebitDeposit({ amount: '5.00' }, { idempotencyKey: 'dd-port-2' }))).status).toBe(
      400,
    );
    expect(resultOf<Deposit[]>(await as(t, await signUp(t)).get('/v2/funds/dd/deposits'))).toEqual([]);
    expect((await visitor(t).get('/v2/funds/dd/deposits')).statusCode).toBe(401);
    expect((await refusalOf((await probe.portFor(t.app)).directDebitDeposits())).status).toBe(401);
    expect(await port.cancelDirectDebitMandate()).toBeNull();
    expect((await refusalOf(port.directDebitMandate())).status).toBe(404);
  });
});
