import { type Deposit, type Fund, IDEMPOTENCY_KEY_HEADER } from '@drawline/contracts';
import type { FastifyRequest, LightMyRequestResponse } from 'fastify';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { as, checkoutTestApp, refusal } from '../../../tests/cart-helpers';
import { databaseDigest, expectRefusedInEnvelope, hostileBodies } from '../../../tests/hostile-helpers';
import { type SignedIn, signUp } from '../../../tests/identity-helpers';
import { cryptoRandom } from '../../lib/random';

/**
 * The Stripe gateway without the network (docs/decisions/175): Stripe's SDK talks to an HTTP
 * client that answers recorded response bodies, and webhooks are signed with the SDK's own test
 * header. What only a live key proves is in the README.
 */
const WEBHOOK_SECRET = 'whsec_test_secret';
const calls: { method: string; path: string; body: URLSearchParams; idempotencyKey: string | null }[] = [];
let nextPaymentIntent: (amount: number, currency: string) => Record<string, unknown>;
const setupIntentOwner = new Map<string, string>();

function paymentIntent(id: string, amount: number, currency: string, status: string, extra: object = {}) {
  return {
    id,
    object: 'payment_intent',
    amount,
    currency,
    status,
    next_action: null,
    last_payment_error: null,
    ...extra,
  };
}

/** Stripe's API as recorded bodies, by method and path. */
async function recordedStripe(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(String(input));
  const method = init?.method ?? 'GET';
  const body = new URLSearchParams(typeof init?.body === 'string' ? init.body : '');
  const headers = new Headers(init?.headers);
  calls.push({ method, path: url.pathname, body, idempotencyKey: headers.get('idempotency-key') });
  let answer: unknown;
  const setupIntent = /^\/v1\/setup_intents\/(seti_\w+)$/.exec(url.pathname);
  if (method === 'POST' && url.pathname === '/v1/customers') answer = { id: 'cus_test1', object: 'customer' };
  else if (method === 'POST' && url.pathname === '/v1/setup_intents') {
    answer = {
      id: 'seti_new',
      object: 'setup_intent',
      client_secret: 'seti_new_secret_abc',
      status: 'requires_payment_method',
    };
  } else if (method === 'GET' && setupIntent?.[1]) {
    answer = {
      id: setupIntent[1],
      object: 'setup_intent',
      status: 'succeeded',
      customer: 'cus_test1',
      metadata: { customerId: setupIntentOwner.get(setupIntent[1]) ?? '' },
      payment_method: {
        id: `pm_${setupIntent[1]}`,
        object: 'payment_method',
        card: { brand: 'visa', last4: '3155', exp_month: 12, exp_year: 2031 },
        billing_details: { name: 'Pat Player' },
      },
    };
  } else if (method === 'POST' && url.pathname === '/v1/payment_intents') {
    answer = nextPaymentIntent(Number(body.get('amount')), String(body.get('currency')));
  } else {
    return new Response(JSON.stringify({ error: { type: 'invalid_request_error', message: 'No such call' } }), {
      status: 404,
      headers: { 'content-type': 'application/json' },
    });
  }
  return new Response(JSON.stringify(answer), {
    status: 200,
    headers: { 'content-type': 'application/json', 'request-id': 'req_test' },
  });
}

const stripeClient = new Stripe('sk_test_recorded', {
  httpClient: Stripe.createFetchHttpClient(recordedStripe as typeof fetch),
  maxNetworkRetries: 0,
});
let seen: FastifyRequest | undefined;
const t = checkoutTestApp({
  stripeClient,
  config: {
    stripe: { secretKey: 'sk_test_recorded', publishableKey: 'pk_test_recorded', webhookSecret: WEBHOOK_SECRET },
  },
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

function resultOf<T>(res: LightMyRequestResponse): T {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as T;
}

async function balanceOf(who: SignedIn): Promise<number> {
  return (await t.app.wallet.getFunds(who.customerId, 'AUD')).availableFunds.amount;
}

async function stripeCard(who: SignedIn): Promise<Fund> {
  const setupIntentId = `seti_${cryptoRandom.token(6).replace(/[^A-Za-z0-9]/g, 'x')}`;
  setupIntentOwner.set(setupIntentId, who.customerId);
  return resultOf<Fund>(await as(t, who).post('/v2/funds/cc/stripe', { token: setupIntentId }));
}

function webhook(event: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return t.app.inject({
    method: 'POST',
    url: '/webhooks/stripe',
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
}

function event(type: string, object: object) {
  return { id: `evt_${cryptoRandom.token(6)}`, object: 'event', type, data: { object } };
}

describe('Stripe', () => {
  it('makes a SetupIntent for Stripe.js and keeps the card it saved for its customer only', async () => {
    const who = await signUp(t);
    const setup = resultOf<{ clientSecret: string; publishableKey: string }>(
      await as(t, who).post('/v2/funds/stripe/setup', {}),
    );
    expect(setup).toMatchObject({ clientSecret: 'seti_new_secret_abc', publishableKey: 'pk_test_recorded' });
    expect(calls.find((c) => c.path === '/v1/setup_intents')?.body.get('metadata[customerId]')).toBe(who.customerId);

    const fund = await stripeCard(who);
    expect(fund).toMatchObject({ gateway: 'stripe', brand: 'visa', last4: '3155', expiryYear: 2031 });
    const gateways = resultOf<{ priorityGateway: string }>(await as(t, who).get('/v2/funds/card_gateways'));
    expect(gateways.priorityGateway).toBe('stripe');

    // A SetupIntent made for one customer cannot become another's card.
    const other = await signUp(t);
    setupIntentOwner.set('seti_someoneelse', who.customerId);
    const res = await as(t, other).post('/v2/funds/cc/stripe', { token: 'seti_someoneelse' });
    expect(refusal(res)).toMatchObject({ status: 400 });
  });

  it('credits a deposit confirmed by a signed webhook once, and ignores a bad signature or another amount', async () => {
    const who = await signUp(t);
    const fund = await stripeCard(who);
    nextPaymentIntent = (amount, currency) =>
      paymentIntent('pi_challenge1', amount, currency, 'requires_action', {
        next_action: { type: 'redirect_to_url', redirect_to_url: { url: 'https://hooks.stripe.com/3d_secure/abc' } },
      });
    const headers = key();
    const waiting = resultOf<Deposit>(
      await as(t, who).post(`/v2/funds/${fund.id}/deposit`, { amount: '42.50' }, headers),
    );
    expect(waiting).toMatchObject({
      status: 'pending_authorisation',
      authorisationUrl: 'https://hooks.stripe.com/3d_secure/abc',
    });
    const created = calls.filter((c) => c.path === '/v1/payment_intents').at(-1);
    expect(created?.body.get('amount')).toBe('4250');
    expect(created?.body.get('currency')).toBe('aud');
    expect(created?.idempotencyKey).toBe(`${who.customerId}:${headers[IDEMPOTENCY_KEY_HEADER]}`);

    const succeeded = event('payment_intent.succeeded', paymentIntent('pi_challenge1', 4250, 'aud', 'succeeded'));
    expect((await webhook(succeeded, 'whsec_wrong')).statusCode).toBe(400);
    const otherAmount = event('payment_intent.succeeded', paymentIntent('pi_challenge1', 999_999, 'aud', 'succeeded'));
    expect((await webhook(otherAmount)).statusCode).toBe(200);
    expect(await balanceOf(who)).toBe(0);

    expect((await webhook(succeeded)).statusCode).toBe(200);
    expect((await webhook(succeeded)).statusCode).toBe(200);
    expect(await balanceOf(who)).toBe(4250);
    expect(resultOf<Deposit>(await as(t, who).get(`/v2/funds/deposits/${waiting.depositId}`)).status).toBe('completed');
  });

  it('declines a deposit on payment_intent.payment_failed, and answers an immediate success at once', async () => {
    const who = await signUp(t);
    const fund = await stripeCard(who);
    nextPaymentIntent = (amount, currency) =>
      paymentIntent('pi_fails', amount, currency, 'requires_action', {
        next_action: { type: 'redirect_to_url', redirect_to_url: { url: 'https://hooks.stripe.com/3d_secure/def' } },
      });
    const waiting = resultOf<Deposit>(await as(t, who).post(`/v2/funds/${fund.id}/deposit`, { amount: '20' }, key()));
    const failed = event(
      'payment_intent.payment_failed',
      paymentIntent('pi_fails', 2000, 'aud', 'requires_payment_method', {
        last_payment_error: { message: 'Your card was declined.' },
      }),
    );
    expect((await webhook(failed)).statusCode).toBe(200);
    const ended = resultOf<Deposit>(await as(t, who).get(`/v2/funds/deposits/${waiting.depositId}`));
    expect(ended).toMatchObject({ status: 'declined', message: 'Your card was declined.' });

    nextPaymentIntent = (amount, currency) => paymentIntent('pi_ok', amount, currency, 'succeeded');
    const done = resultOf<Deposit>(await as(t, who).post(`/v2/funds/${fund.id}/deposit`, { amount: '20' }, key()));
    expect(done.status).toBe('completed');
    expect(await balanceOf(who)).toBe(2000);
  });

  it('refuses a hostile or unsigned webhook body with 4xx in the envelope, and completes nothing', async () => {
    const before = await databaseDigest(t.db);
    const signed = (payload: string) => Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const succeeded = JSON.stringify(event('payment_intent.succeeded', paymentIntent('pi_x', 100, 'aud', 'succeeded')));
    for (const { kind, contentType, payload } of [
      ...hostileBodies({ type: 'payment_intent.succeeded', id: 'pi_x' }),
      { kind: 'unsigned', contentType: 'application/json', payload: succeeded },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/webhooks/stripe',
        payload,
        headers: { 'content-type': contentType, 'stripe-signature': kind === 'unsigned' ? 'none' : signed('{}') },
      });
      expectRefusedInEnvelope(res, kind);
    }
    expect(await databaseDigest(t.db)).toEqual(before);
  });

  it("answers the pages' port's set-up and Stripe card as the HTTP calls do", async () => {
    const who = await signUp(t);
    const port = await portOf(who);
    const over = resultOf<object>(await as(t, who).post('/v2/funds/stripe/setup', {}));
    expect(JSON.parse(JSON.stringify(await port.stripeSetup()))).toEqual(over);
    const setupIntentId = `seti_${cryptoRandom.token(6).replace(/[^A-Za-z0-9]/g, 'x')}`;
    setupIntentOwner.set(setupIntentId, who.customerId);
    const card = await port.addCard('stripe', { token: setupIntentId });
    const { id: _id, default: _default, ...saved } = card;
    const { id: _overId, default: _overDefault, ...overSaved } = await stripeCard(who);
    expect(saved).toEqual(overSaved);
  });
});
