import { type Deposit, type Fund, IDEMPOTENCY_KEY_HEADER, isPortRefusal, type PlatformPort } from '@drawline/contracts';
import type { FastifyRequest, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../tests/cart-helpers';
import { addSandboxCard, sandboxCards, tokeniseCard } from '../../tests/funds-helpers';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn, signUp } from '../../tests/identity-helpers';
import { expectLedgerBalanced } from '../../tests/ledger-helpers';
import { cryptoRandom } from '../lib/random';

/**
 * The funds calls both ways (issue 22, docs/decisions/326): a page adding a card, choosing or
 * removing one, asking Stripe's set-up or depositing through the port gets what the HTTP call
 * gives, refusals envelope for envelope; a deposit keeps its Idempotency-Key the same either way,
 * so a key used over HTTP and retried through the port answers the first deposit (a 3-D Secure
 * one's page included) and takes the money once.
 */
let t: IdentityTestApp;
let seen: FastifyRequest | undefined;

beforeAll(async () => {
  t = await createIdentityTestApp({
    poolSize: 10,
    beforeReady: (app) => {
      app.get('/port-probe', { schema: { hide: true } }, async (request, reply) => {
        seen = request;
        return reply.status(204).send();
      });
    },
  });
});
afterAll(() => t.close());
afterEach(async () => {
  await expectLedgerBalanced(t.db);
});

const newKey = () => cryptoRandom.uuid();
const keyed = (key: string) => ({ [IDEMPOTENCY_KEY_HEADER]: key });

async function portOf(who?: SignedIn): Promise<PlatformPort> {
  await t.app.inject({ method: 'GET', url: '/port-probe' });
  if (!seen) throw new Error('The probe page was not asked.');
  return t.app.pagePorts(seen)(who?.accessToken);
}

const sent = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;
const answered = (res: LightMyRequestResponse) => ({ status: res.statusCode, body: res.json() });

async function refusalOf(call: Promise<unknown>) {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isPortRefusal(error)) throw new Error(`Expected a refusal, got ${String(error)}`);
  return { status: error.status, body: sent(error.envelope) };
}

/** A fund or deposit without what makes one customer's differ from another's. */
function likeFor(value: unknown): unknown {
  const {
    id: _id,
    depositId: _d,
    fundId: _f,
    transactionId: _t,
    authorisationUrl,
    ...rest
  } = sent(value) as Record<string, unknown>;
  return { ...rest, authorisationUrl: typeof authorisationUrl === 'string' ? 'a page' : authorisationUrl };
}

const balanceOf = async (who: SignedIn) => (await t.app.wallet.getFunds(who.customerId, 'AUD')).availableFunds.amount;

describe('cards', () => {
  it('adds a card as the HTTP call does, and refuses a bad token and a long gateway alike', async () => {
    const [over, paged] = [await signUp(t), await signUp(t)];
    const added = await as(t, over).post('/v2/funds/cc/sandbox', { token: await tokeniseCard(t) });
    expect(added.statusCode, added.body).toBe(200);
    const port = await portOf(paged);
    const card = await port.addCard('sandbox', { token: await tokeniseCard(t) });
    expect(likeFor(card)).toEqual(likeFor(added.json().result));

    const bad = await as(t, over).post('/v2/funds/cc/sandbox', { token: 'not-a-token' });
    expect(await refusalOf(port.addCard('sandbox', { token: 'not-a-token' }))).toEqual(answered(bad));
    const long = 'g'.repeat(41);
    const tooLong = await as(t, over).post(`/v2/funds/cc/${long}`, { token: 'x' });
    expect(await refusalOf(port.addCard(long, { token: 'x' }))).toEqual(answered(tooLong));
    const visitor = await t.app.inject({ method: 'POST', url: '/v2/funds/cc/sandbox', payload: { token: 'x' } });
    expect(await refusalOf((await portOf()).addCard('sandbox', { token: 'x' }))).toEqual(answered(visitor));
  });

  it("makes a card the default and removes one as the HTTP calls do, and refuses another customer's", async () => {
    const [over, paged] = [await signUp(t), await signUp(t)];
    const port = await portOf(paged);
    const overCards = [await addSandboxCard(t, over), await addSandboxCard(t, over, sandboxCards.mastercard)];
    const pagedCards = [await addSandboxCard(t, paged), await addSandboxCard(t, paged, sandboxCards.mastercard)];

    const made = await as(t, over).post(`/v2/funds/${overCards[1]?.id}/default`);
    expect(made.statusCode, made.body).toBe(200);
    const pagedMade: Fund = await port.makeDefaultFund(pagedCards[1]?.id ?? '');
    expect(likeFor(pagedMade)).toEqual(likeFor(made.json().result));

    const removed = await as(t, over).delete(`/v2/funds/${overCards[0]?.id}`);
    expect(removed.statusCode).toBe(204);
    expect(await port.removeFund(pagedCards[0]?.id ?? '', {})).toBeNull();
    expect((await port.paymentMethods({ filter: 'funds.cart' })).length).toBeGreaterThan(0);

    const theirs = await as(t, over).delete(`/v2/funds/${pagedCards[1]?.id}`);
    expect(await refusalOf((await portOf(over)).removeFund(pagedCards[1]?.id ?? '', {}))).toEqual(answered(theirs));
    const theirDefault = await as(t, over).post(`/v2/funds/${pagedCards[1]?.id}/default`);
    expect(await refusalOf((await portOf(over)).makeDefaultFund(pagedCards[1]?.id ?? ''))).toEqual(
      answered(theirDefault),
    );
  });

  it('refuses the Stripe set-up as the HTTP call does where the shop takes no Stripe cards (the add card call takes its path)', async () => {
    const who = await signUp(t);
    const over = await as(t, who).post('/v2/funds/stripe/setup');
    expect(await refusalOf((await portOf(who)).stripeSetup())).toEqual(answered(over));
  });
});

describe('deposits', () => {
  it('answers a key used over HTTP with its first deposit, and takes the money once', async () => {
    const who = await signUp(t);
    const fund = await addSandboxCard(t, who);
    const port = await portOf(who);
    const key = newKey();
    const over = await as(t, who).post(`/v2/funds/${fund.id}/deposit`, { amount: '25.50' }, keyed(key));
    expect(over.statusCode, over.body).toBe(200);
    const retried: Deposit = await port.cardDeposit(fund.id, { amount: '25.50' }, { idempotencyKey: key });
    expect(sent(retried)).toEqual(over.json().result);
    expect(await balanceOf(who)).toBe(2550);

    // A new attempt is a new deposit; its retry over HTTP is the same one again.
    const next = newKey();
    const second = await port.cardDeposit(fund.id, { amount: '10' }, { idempotencyKey: next });
    expect(second.depositId).not.toBe(retried.depositId);
    const again = await as(t, who).post(`/v2/funds/${fund.id}/deposit`, { amount: '10' }, keyed(next));
    expect(again.json().result).toEqual(sent(second));
    expect(await balanceOf(who)).toBe(3550);
  });

  it('makes one deposit of two attempts with one key at once', async () => {
    const who = await signUp(t);
    const fund = await addSandboxCard(t, who);
    const port = await portOf(who);
    const key = newKey();
    const both = await Promise.all([
      port.cardDeposit(fund.id, { amount: '20' }, { idempotencyKey: key }),
      port.cardDeposit(fund.id, { amount: '20' }, { idempotencyKey: key }),
    ]);
    expect(both[0].depositId).toBe(both[1].depositId);
    expect(await balanceOf(who)).toBe(2000);
  });

  it('answers a 3-D Secure deposit with the gateway page both ways', async () => {
    const who = await signUp(t);
    const fund = await addSandboxCard(t, who, sandboxCards.challenge);
    const port = await portOf(who);
    const key = newKey();
    const waiting = await port.cardDeposit(fund.id, { amount: '40' }, { idempotencyKey: key });
    expect(waiting.status).toBe('pending_authorisation');
    expect(waiting.authorisationUrl).toMatch(/^\/sandbox-gateway\/3ds\//);
    const over = await as(t, who).post(`/v2/funds/${fund.id}/deposit`, { amount: '40' }, keyed(key));
    expect(over.json().result).toEqual(sent(waiting));
    expect(await balanceOf(who)).toBe(0);
  });

  it('answers a digital wallet deposit as the HTTP call does', async () => {
    const [over, paged] = [await signUp(t), await signUp(t)];
    const http = await as(t, over).post('/v2/funds/pl/sandbox/deposit', { amount: '15' }, keyed(newKey()));
    expect(http.statusCode, http.body).toBe(200);
    const port = await portOf(paged);
    const waiting = await port.walletDeposit('pl', 'sandbox', { amount: '15' }, { idempotencyKey: newKey() });
    expect(likeFor(waiting)).toEqual(likeFor(http.json().result));
    const stripe = await as(t, over).post('/v2/funds/pl/stripe/deposit', { amount: '15' }, keyed(newKey()));
    expect(await refusalOf(port.walletDeposit('pl', 'stripe', { amount: '15' }, { idempotencyKey: newKey() }))).toEqual(
      answered(stripe),
    );
  });

  it('refuses what the HTTP call refuses, with the same envelope, and takes nothing', async () => {
    const who = await signUp(t);
    const fund = await addSandboxCard(t, who);
    const declining = await addSandboxCard(t, who, sandboxCards.decline);
    const port = await portOf(who);
    const unknown = 'b0000000-0000-4000-8000-000000000000';
    const cases: [string, string | null, string, string][] = [
      ['no key', null, fund.id, '20'],
      ['a malformed key', 'not a key', fund.id, '20'],
      ['under the minimum', newKey(), fund.id, '1'],
      ['not an amount', newKey(), fund.id, 'lots'],
      ['a card that is not theirs', newKey(), unknown, '20'],
      ['a declined card', newKey(), declining.id, '20'],
    ];
    for (const [what, key, fundId, amount] of cases) {
      const over = await as(t, who).post(`/v2/funds/${fundId}/deposit`, { amount }, key ? keyed(key) : {});
      expect(over.statusCode, what).not.toBe(200);
      const paged = await refusalOf(port.cardDeposit(fundId, { amount }, { idempotencyKey: key ?? '' }));
      expect(paged, what).toEqual(answered(over));
    }
    const visitor = await t.app.inject({
      method: 'POST',
      url: `/v2/funds/${fund.id}/deposit`,
      payload: { amount: '20' },
      headers: keyed(newKey()),
    });
    expect(
      await refusalOf((await portOf()).cardDeposit(fund.id, { amount: '20' }, { idempotencyKey: newKey() })),
    ).toEqual(answered(visitor));
    expect(await balanceOf(who)).toBe(0);
  });
});
