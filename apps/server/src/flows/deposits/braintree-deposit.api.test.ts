import {
  type BraintreeClientToken,
  cookieNames,
  type Deposit,
  IDEMPOTENCY_KEY_HEADER,
  type PaymentMethod,
  sandboxPayPalNonces,
} from '@drawline/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyRequest, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { as, checkoutTestApp, refusal, visitor } from '../../../tests/cart-helpers';
import { testDbKind } from '../../../tests/helpers';
import { databaseDigest, expectRefusedInEnvelope, hostileBodies } from '../../../tests/hostile-helpers';
import { type SignedIn, signUp } from '../../../tests/identity-helpers';
import { cryptoRandom } from '../../lib/random';

/**
 * PayPal deposits through Braintree with the sandbox standing in for it (decision 488): the
 * drop-in's client token, a sale by the approved nonce credited once by key (also sent twice at
 * once), declines and bad input changing nothing.
 */
let seen: FastifyRequest | undefined;
const t = checkoutTestApp({
  beforeReady: (app) => {
    app.get('/port-probe', { schema: { hide: true } }, async (request, reply) => {
      seen = request;
      return reply.status(204).send();
    });
  },
});

/** The pages' port as the customer's page has it (docs/decisions/326). */
async function portOf(who: SignedIn) {
  await t.app.inject({ method: 'GET', url: '/port-probe' });
  if (!seen) throw new Error('The probe page was not asked.');
  return t.app.pagePorts(seen)(who.accessToken);
}
const key = () => ({ [IDEMPOTENCY_KEY_HEADER]: cryptoRandom.uuid() });
const approve = { amount: '25.00', nonce: sandboxPayPalNonces.approve };

function resultOf<T>(res: LightMyRequestResponse): T {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as T;
}

async function balanceOf(who: SignedIn): Promise<number> {
  return (await t.app.wallet.getFunds(who.customerId, 'AUD')).availableFunds.amount;
}

async function depositJournals(customerId: string): Promise<number> {
  const rows = await t.db.execute(
    sql`select count(*)::int as n from ledger_postings p join ledger_journals j on j.id = p.journal_id
        where j.kind = 'deposit' and p.account_id = ${`customer:${customerId}:cash:AUD`}`,
  );
  return Number((rows as unknown as { rows: { n: number }[] }).rows[0]?.n);
}

describe(`PayPal through Braintree (sandbox, ${testDbKind()})`, () => {
  it('answers the drop-in its client token on GET /funds/braintree, and no other gateway', async () => {
    const who = await signUp(t);
    const token = resultOf<BraintreeClientToken>(await as(t, who).get('/v2/funds/braintree'));
    expect(token).toMatchObject({ gateway: 'braintree', environment: 'sandbox', dropInUrl: '/sandbox-gateway/paypal' });
    expect(token.clientToken.length).toBeGreaterThan(20);
    for (const other of ['stripe', 'sandbox', 'nope']) {
      expect(refusal(await as(t, who).get(`/v2/funds/${other}`)).code).toBe('payment_method_unavailable');
    }
    expect((await visitor(t).get('/v2/funds/braintree')).statusCode).toBe(401);
    const methods = resultOf<PaymentMethod[]>(await as(t, who).get('/v2/payment_methods'));
    expect(methods.find((m) => m.code === 'pl')?.availableGateways[0]).toBe('braintree');
  });

  it('credits an approved PayPal payment once, with its ledger journal, however often the key is sent', async () => {
    const who = await signUp(t);
    const headers = key();
    const first = resultOf<Deposit>(await as(t, who).post('/v2/funds/pl/braintree', approve, headers));
    expect(first).toMatchObject({ status: 'completed', methodCode: 'pl', fundId: null, amount: { amount: 2500 } });
    expect(first.transactionId).toBeTruthy();
    const again = resultOf<Deposit>(await as(t, who).post('/v2/funds/pl/braintree', approve, headers));
    expect(again.depositId).toBe(first.depositId);
    expect(await balanceOf(who)).toBe(2500);
    expect(await depositJournals(who.customerId)).toBe(1);
    const reused = await as(t, who).post('/v2/funds/pl/braintree', { ...approve, amount: '30.00' }, headers);
    expect(reused.statusCode).toBe(422);
    expect(await balanceOf(who)).toBe(2500);
    const owner = resultOf<Deposit>(await as(t, who).get(`/v2/funds/deposits/${first.depositId}`));
    expect(owner.status).toBe('completed');
    const other = await signUp(t);
    expect(refusal(await as(t, other).get(`/v2/funds/deposits/${first.depositId}`)).code).toBe('deposit_not_found');
  });

  it("answers the same on the pages' port: its client token, and a key used over HTTP replayed there", async () => {
    const who = await signUp(t);
    const port = await portOf(who);
    expect(await port.braintreeClientToken()).toMatchObject({
      gateway: 'braintree',
      dropInUrl: '/sandbox-gateway/paypal',
    });
    const headers = key();
    const http = resultOf<Deposit>(await as(t, who).post('/v2/funds/pl/braintree', approve, headers));
    const again = await port.braintreeDeposit(approve, { idempotencyKey: headers[IDEMPOTENCY_KEY_HEADER] });
    expect(again.depositId).toBe(http.depositId);
    const fresh = await port.braintreeDeposit(approve, { idempotencyKey: cryptoRandom.uuid() });
    expect(fresh.depositId).not.toBe(http.depositId);
    expect(await balanceOf(who)).toBe(5000);
    await expect(
      port.braintreeDeposit({ ...approve, nonce: '' }, { idempotencyKey: cryptoRandom.uuid() }),
    ).rejects.toMatchObject({
      status: 400,
    });
  });

  it("opens the sandbox's PayPal window only with an amount and a way back to this site", async () => {
    const page = (query: string) => t.app.inject({ method: 'GET', url: `/sandbox-gateway/paypal?${query}` });
    const good = await page('return_to=%2Fmy-account%2Fdeposit&amount=2500&currency=AUD');
    expect(good.statusCode).toBe(200);
    expect(good.body).toContain(`/my-account/deposit?nonce=${sandboxPayPalNonces.approve}&#38;amount=2500`);
    for (const bad of [
      'return_to=%2F%2Fattacker.example&amount=2500&currency=AUD',
      'return_to=https%3A%2F%2Fattacker.example&amount=2500&currency=AUD',
      'return_to=%2Fmy-account%2Fdeposit&amount=-1&currency=AUD',
      'return_to=%2Fmy-account%2Fdeposit&amount=2500&currency=XXX',
      `return_to=%2F${'p'.repeat(600)}&amount=2500&currency=AUD`,
    ]) {
      const res = await page(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.body).not.toContain(sandboxPayPalNonces.approve);
    }
  });

  it('credits once when the same key is sent twice at once', async () => {
    const who = await signUp(t);
    const headers = key();
    const answers = await Promise.all([
      as(t, who).post('/v2/funds/pl/braintree', approve, headers),
      as(t, who).post('/v2/funds/pl/braintree', approve, headers),
    ]);
    const ok = answers.filter((a) => a.statusCode === 200).map((a) => (a.json().result as Deposit).depositId);
    expect(ok.length).toBeGreaterThan(0);
    expect(new Set(ok).size).toBe(1);
    for (const a of answers) expect([200, 409]).toContain(a.statusCode);
    expect(await balanceOf(who)).toBe(2500);
    expect(await depositJournals(who.customerId)).toBe(1);
  });

  it('writes nothing for a declined or unknown nonce, an amount out of the rules or no key', async () => {
    const who = await signUp(t);
    const before = await databaseDigest(t.db, ['sandbox_gateway_payments']);
    const declined = refusal(
      await as(t, who).post('/v2/funds/pl/braintree', { ...approve, nonce: sandboxPayPalNonces.decline }, key()),
    );
    expect(declined).toMatchObject({ status: 402, code: 'payment_declined' });
    expect(
      refusal(await as(t, who).post('/v2/funds/pl/braintree', { ...approve, nonce: 'forged' }, key())).status,
    ).toBe(402);
    const small = refusal(await as(t, who).post('/v2/funds/pl/braintree', { ...approve, amount: '1' }, key()));
    expect(small).toMatchObject({ status: 400, code: 'validation_failed' });
    expect((await as(t, who).post('/v2/funds/pl/braintree', approve)).statusCode).toBe(400);
    expect((await visitor(t).post('/v2/funds/pl/braintree', approve)).statusCode).toBe(401);
    expect(await balanceOf(who)).toBe(0);
    expect(await databaseDigest(t.db, ['sandbox_gateway_payments'])).toEqual(before);
  });

  it('refuses hostile bodies in the envelope and changes nothing', async () => {
    const who = await signUp(t);
    const before = await databaseDigest(t.db);
    for (const { kind, contentType, payload } of hostileBodies(approve)) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v2/funds/pl/braintree',
        headers: { ...who.auth, ...key(), 'content-type': contentType },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
      expectRefusedInEnvelope(res, kind);
    }
    for (const nonce of ['x'.repeat(5000), 'a\u0000b', '\ud800']) {
      expectRefusedInEnvelope(
        await as(t, who).post('/v2/funds/pl/braintree', { ...approve, nonce }, key()),
        nonce.slice(0, 8),
      );
    }
    expectRefusedInEnvelope(await as(t, who).get(`/v2/funds/${'g'.repeat(5000)}`), 'long gateway');
    // Another site's page riding the customer's cookies is refused like every money call.
    for (const from of [{ origin: 'https://attacker.example' }, { 'sec-fetch-site': 'cross-site' }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v2/funds/pl/braintree',
        cookies: { [cookieNames.webAccessToken]: who.accessToken },
        headers: { ...key(), ...from, 'content-type': 'application/json' },
        payload: JSON.stringify(approve),
      });
      expectRefusedInEnvelope(res, JSON.stringify(from));
      expect(res.json().error.code).toBe('cross_site_request');
    }
    expect(await databaseDigest(t.db)).toEqual(before);
  });
});

describe('PayPal through Braintree switched off', () => {
  const off = checkoutTestApp({ config: { paypal: null } });
  it('offers no PayPal through Braintree and refuses its calls', async () => {
    const who = await signUp(off);
    expect(refusal(await as(off, who).get('/v2/funds/braintree')).code).toBe('payment_method_unavailable');
    expect(refusal(await as(off, who).post('/v2/funds/pl/braintree', approve, key())).code).toBe(
      'payment_method_unavailable',
    );
    const methods = resultOf<PaymentMethod[]>(await as(off, who).get('/v2/payment_methods'));
    expect(methods.find((m) => m.code === 'pl')?.availableGateways ?? []).not.toContain('braintree');
  });
});
