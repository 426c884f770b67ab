import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER } from '@drawline/contracts';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn, signUp } from '../../../tests/identity-helpers';
import { expectLedgerBalanced, fundWallet } from '../../../tests/ledger-helpers';
import { requireCustomer } from '../../platform/auth';
import { idempotencyKeys } from './idempotency.tables';
import { IDEMPOTENT_REPLAYED_HEADER, withIdempotency } from './index';

const aud = (amount: number) => ({ amount, currency: 'AUD' as const });

/** A money route as the checkout will be written: one line hands the work to idempotency. */
function registerTestSpend(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/v2/test-spend',
      { schema: { body: z.object({ amount: z.number().int().min(1), offer: z.string() }) } },
      async (request, reply) =>
        app.idempotency.answer(
          request,
          reply,
          (tx) =>
            app.wallet.spendFromWallet(tx, {
              customerId: requireCustomer(request).customerId,
              amount: aud(request.body.amount),
              reference: `test-spend:${randomUUID()}`,
              offerLines: [{ productOfferKey: request.body.offer, amount: aud(request.body.amount) }],
            }),
          { status: 201 },
        ),
    );
}

let t: IdentityTestApp;

beforeAll(async () => {
  t = await createIdentityTestApp({ beforeReady: registerTestSpend });
});
afterAll(() => t.close());
afterEach(() => expectLedgerBalanced(t.db));

const spend = (
  s: SignedIn,
  key: string | undefined,
  body: Record<string, unknown> = { amount: 300, offer: 'powerball' },
) =>
  t.app.inject({
    method: 'POST',
    url: '/v2/test-spend',
    headers: { ...s.auth, ...(key === undefined ? {} : { [IDEMPOTENCY_KEY_HEADER]: key }) },
    payload: body,
  });

const available = async (s: SignedIn) => (await t.app.wallet.getFunds(s.customerId, 'AUD')).availableFunds.amount;

async function funded(amount = 1000): Promise<SignedIn> {
  const s = await signUp(t);
  await fundWallet(t.app, s.customerId, aud(amount));
  return s;
}

describe('a money call', () => {
  it('needs an Idempotency-Key header of visible ASCII, and a signed-in customer', async () => {
    const s = await funded();
    const missing = await spend(s, undefined);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('idempotency_key_missing');
    const malformed = await spend(s, 'has spaces in it');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('idempotency_key_invalid');
    expect((await spend(s, 'x'.repeat(256))).json().error.code).toBe('idempotency_key_invalid');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/v2/test-spend',
      headers: { [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
      payload: { amount: 300, offer: 'powerball' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await available(s)).toBe(1000);
  });

  it('retried with the same key answers the first answer and moves the money once', async () => {
    const s = await funded();
    const key = randomUUID();
    const first = await spend(s, key);
    expect(first.statusCode).toBe(201);
    expect(first.headers[IDEMPOTENT_REPLAYED_HEADER]).toBeUndefined();
    const again = await spend(s, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers[IDEMPOTENT_REPLAYED_HEADER]).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(first.json().result).toMatchObject({ fromBonus: aud(0), fromCash: aud(300) });
    expect(await available(s)).toBe(700);
    const { transactions } = await t.app.wallet.listTransactions(s.customerId, { limit: 10, offset: 0 });
    expect(transactions.filter((x) => x.type === 'purchase')).toHaveLength(1);
  });

  it('with the same key and another body is refused with idempotency_key_reused, moving nothing', async () => {
    const s = await funded();
    const key = randomUUID();
    expect((await spend(s, key)).statusCode).toBe(201);
    const other = await spend(s, key, { amount: 400, offer: 'powerball' });
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe('idempotency_key_reused');
    expect(await available(s)).toBe(700);
  });

  it('sent many times at once with one key runs once; every answer is the first', async () => {
    const s = await funded();
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => spend(s, key)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
    const bodies = new Set(answers.map((a) => a.body));
    expect(bodies.size).toBe(1);
    expect(answers.filter((a) => a.headers[IDEMPOTENT_REPLAYED_HEADER] !== 'true')).toHaveLength(1);
    expect(await available(s)).toBe(700);
  });

  it('keys are per customer: two customers may send the same key', async () => {
    const a = await funded();
    const b = await funded();
    const key = randomUUID();
    expect((await spend(a, key)).statusCode).toBe(201);
    const second = await spend(b, key);
    expect(second.statusCode).toBe(201);
    expect(second.headers[IDEMPOTENT_REPLAYED_HEADER]).toBeUndefined();
    expect(await available(a)).toBe(700);
    expect(await available(b)).toBe(700);
  });

  it('that was refused keeps no key: the retry is judged afresh', async () => {
    const s = await funded(100);
    const key = randomUUID();
    const refused = await spend(s, key);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe('insufficient_funds');
    await fundWallet(t.app, s.customerId, aud(500));
    const retried = await spend(s, key);
    expect(retried.statusCode).toBe(201);
    expect(await available(s)).toBe(300);
  });
});

describe('withIdempotency', () => {
  const deps = () => ({ db: t.db, clock: t.clock, random: { int: () => 1, uuid: randomUUID, token: () => 'x' } });
  const stored = async (scope: string) => {
    const [row] = await t.db.select({ n: count() }).from(idempotencyKeys).where(eq(idempotencyKeys.scope, scope));
    return row?.n ?? 0;
  };

  it('stores the answer in the transaction of the work: a work that fails leaves no key', async () => {
    const scope = `test:${randomUUID()}`;
    const claim = { scope, key: 'k', requestHash: 'h' };
    await expect(
      withIdempotency(deps(), claim, async () => {
        throw new Error('failed');
      }),
    ).rejects.toThrow('failed');
    expect(await stored(scope)).toBe(0);
    const done = await withIdempotency(deps(), claim, async () => ({ status: 200, body: { n: 1 } }));
    expect(done).toEqual({ status: 200, body: { n: 1 }, replayed: false });
    expect(await stored(scope)).toBe(1);
  });

  it('runs the whole transaction again after a serialization failure or deadlock, and no other error', async () => {
    const scope = `test:${randomUUID()}`;
    let runs = 0;
    const outcome = await withIdempotency(deps(), { scope, key: 'k', requestHash: 'h' }, async () => {
      runs++;
      // Drizzle wraps the driver's error; the SQLSTATE is at cause.code.
      if (runs === 1) throw Object.assign(new Error('Failed query'), { cause: { code: '40001' } });
      if (runs === 2) throw Object.assign(new Error('Failed query'), { cause: { code: '40P01' } });
      return { status: 200, body: { runs } };
    });
    expect(outcome).toEqual({ status: 200, body: { runs: 3 }, replayed: false });

    let otherRuns = 0;
    await expect(
      withIdempotency(deps(), { scope, key: 'other', requestHash: 'h' }, async () => {
        otherRuns++;
        throw Object.assign(new Error('Failed query'), { cause: { code: '23505' } });
      }),
    ).rejects.toThrow('Failed query');
    expect(otherRuns).toBe(1);
  });
});
