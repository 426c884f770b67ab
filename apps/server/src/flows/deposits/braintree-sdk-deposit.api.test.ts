import http from 'node:http';
import { type BraintreeClientToken, type Deposit, IDEMPOTENCY_KEY_HEADER } from '@drawline/contracts';
import braintree from 'braintree';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { as, checkoutTestApp, refusal } from '../../../tests/cart-helpers';
import { testDbKind } from '../../../tests/helpers';
import { type SignedIn, signUp } from '../../../tests/identity-helpers';
import { cryptoRandom } from '../../lib/random';

/**
 * The Braintree gateway through the official SDK without the network (decision 488): the SDK
 * talks plain HTTP to a server in this process that answers Braintree's recorded XML bodies, by
 * method and path, and keeps what Braintree keeps (nonces spent once, sales by order id).
 */
interface Call {
  method: string;
  path: string;
  body: Record<string, Record<string, unknown>>;
  authorization: string;
}
const calls: Call[] = [];
const spentNonces = new Set<string>();
const salesByOrderId = new Map<string, string>();
let declineNext = false;

function transactionXml(id: string, amount: string, status: string, orderId: string): string {
  return `<transaction><id>${id}</id><status>${status}</status><type>sale</type><amount>${amount}</amount><currency-iso-code>AUD</currency-iso-code><order-id>${orderId}</order-id><processor-response-text>${status === 'processor_declined' ? 'Do Not Honor' : 'Approved'}</processor-response-text><payment-instrument-type>paypal_account</payment-instrument-type></transaction>`;
}

function errorXml(code: string, message: string, transaction = ''): string {
  return `<api-error-response><errors><errors type="array"/><transaction><errors type="array"><error><code>${code}</code><attribute>payment_method_nonce</attribute><message>${message}</message></error></errors></transaction></errors><message>${message}</message>${transaction}</api-error-response>`;
}

function answer(call: Call): { status: number; xml: string } {
  const base = '/merchants/recorded_merchant';
  if (call.method === 'POST' && call.path === `${base}/client_token`) {
    return { status: 201, xml: '<client-token><value>recorded-client-token-for-the-drop-in</value></client-token>' };
  }
  if (call.method === 'POST' && call.path === `${base}/transactions`) {
    const sale = call.body.transaction ?? {};
    const nonce = String(sale.payment_method_nonce);
    const orderId = String(sale.order_id);
    if (spentNonces.has(nonce))
      return { status: 422, xml: errorXml('93107', 'Cannot use a payment_method_nonce more than once.') };
    spentNonces.add(nonce);
    const id = `bt${cryptoRandom.token(6).replace(/\W/g, 'x')}`;
    if (declineNext) {
      declineNext = false;
      const declined = transactionXml(id, String(sale.amount), 'processor_declined', orderId);
      return { status: 422, xml: errorXml('2005', 'Do Not Honor', declined) };
    }
    salesByOrderId.set(orderId, `${id}|${sale.amount}`);
    return { status: 201, xml: transactionXml(id, String(sale.amount), 'submitted_for_settlement', orderId) };
  }
  if (call.method === 'POST' && call.path === `${base}/transactions/advanced_search_ids`) {
    const search = call.body.search as { order_id?: { is?: string } };
    const found = salesByOrderId.get(String(search.order_id?.is ?? ''));
    const ids = found ? `<item>${found.split('|')[0]}</item>` : '';
    return {
      status: 200,
      xml: `<search-results><page-size>50</page-size><ids type="array">${ids}</ids></search-results>`,
    };
  }
  if (call.method === 'POST' && call.path === `${base}/transactions/advanced_search`) {
    const wanted = new Set((call.body.search as { ids?: string[] }).ids ?? []);
    const found = [...salesByOrderId.entries()].filter(([, v]) => wanted.has(String(v.split('|')[0])));
    const rows = found.map(([orderId, v]) => {
      const [id, amount] = v.split('|');
      return transactionXml(String(id), String(amount), 'submitted_for_settlement', orderId);
    });
    return {
      status: 200,
      xml: `<credit-card-transactions type="collection">${rows.join('')}</credit-card-transactions>`,
    };
  }
  return { status: 404, xml: '' };
}

const server = http.createServer((request, response) => {
  let raw = '';
  request.on('data', (chunk) => {
    raw += chunk;
  });
  request.on('end', () => {
    const call = {
      method: request.method ?? '',
      path: request.url ?? '',
      body: raw ? JSON.parse(raw) : {},
      authorization: String(request.headers.authorization ?? ''),
    };
    calls.push(call);
    const { status, xml } = answer(call);
    response.writeHead(status, { 'content-type': 'application/xml; charset=utf-8' });
    response.end(xml ? `<?xml version="1.0" encoding="UTF-8"?>\n${xml}` : '');
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
const port = String((server.address() as { port: number }).port);

const braintreeClient = new braintree.BraintreeGateway({
  environment: new braintree.Environment('127.0.0.1', port, `http://127.0.0.1:${port}`, false, '127.0.0.1', port),
  merchantId: 'recorded_merchant',
  publicKey: 'recorded_public',
  privateKey: 'recorded_private',
});
const t = checkoutTestApp({
  braintreeClient,
  config: {
    paypal: {
      gateway: 'braintree',
      environment: 'sandbox',
      merchantId: 'recorded_merchant',
      publicKey: 'recorded_public',
      privateKey: 'recorded_private',
      merchantAccounts: { AUD: 'shop_aud' },
    },
  },
});
const key = () => ({ [IDEMPOTENCY_KEY_HEADER]: cryptoRandom.uuid() });

function resultOf<T>(res: LightMyRequestResponse): T {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as T;
}
const balanceOf = async (who: SignedIn) => (await t.app.wallet.getFunds(who.customerId, 'AUD')).availableFunds.amount;

beforeEach(() => {
  calls.length = 0;
});

describe(`PayPal through the Braintree SDK, on recorded answers (${testDbKind()})`, () => {
  it('answers the client token Braintree made, asked with the merchant keys', async () => {
    const who = await signUp(t);
    const token = resultOf<BraintreeClientToken>(await as(t, who).get('/v2/funds/braintree'));
    expect(token).toEqual({
      gateway: 'braintree',
      clientToken: 'recorded-client-token-for-the-drop-in',
      environment: 'sandbox',
      dropInUrl: null,
    });
    expect(calls[0]?.authorization).toBe(`Basic ${Buffer.from('recorded_public:recorded_private').toString('base64')}`);
  });

  it('sells the nonce for settlement in the currency account and credits the wallet once', async () => {
    const who = await signUp(t);
    const headers = key();
    const body = { amount: '25.00', nonce: `nonce-${cryptoRandom.uuid()}` };
    const deposit = resultOf<Deposit>(await as(t, who).post('/v2/funds/pl/braintree', body, headers));
    expect(deposit).toMatchObject({ status: 'completed', methodCode: 'pl', amount: { amount: 2500, currency: 'AUD' } });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body.transaction).toMatchObject({
      amount: '25.00',
      payment_method_nonce: body.nonce,
      order_id: `${who.customerId}:${headers[IDEMPOTENCY_KEY_HEADER]}`,
      merchant_account_id: 'shop_aud',
      options: { submit_for_settlement: true },
    });
    // The same key again: the nonce is spent, so the sale made under the key is found and the first answer replayed.
    expect(resultOf<Deposit>(await as(t, who).post('/v2/funds/pl/braintree', body, headers)).depositId).toBe(
      deposit.depositId,
    );
    expect(calls.map((c) => c.path.split('/').pop())).toEqual([
      'transactions',
      'transactions',
      'advanced_search_ids',
      'advanced_search',
    ]);
    expect(await balanceOf(who)).toBe(2500);
  });

  it('finds the sale Braintree already made for the key when the nonce is spent, and credits it', async () => {
    const who = await signUp(t);
    const headers = key();
    const nonce = `nonce-${cryptoRandom.uuid()}`;
    // A first try that Braintree took but the shop never booked (a process killed in between).
    spentNonces.add(nonce);
    salesByOrderId.set(`${who.customerId}:${headers[IDEMPOTENCY_KEY_HEADER]}`, 'btearlier1|30.00');
    const deposit = resultOf<Deposit>(
      await as(t, who).post('/v2/funds/pl/braintree', { amount: '30', nonce }, headers),
    );
    expect(deposit).toMatchObject({ status: 'completed', amount: { amount: 3000 } });
    expect(calls.map((c) => c.path.split('/').pop())).toEqual([
      'transactions',
      'advanced_search_ids',
      'advanced_search',
    ]);
    expect(await balanceOf(who)).toBe(3000);
  });

  it('books nothing for a processor decline or a spent nonce of another sale', async () => {
    const who = await signUp(t);
    declineNext = true;
    const declined = refusal(
      await as(t, who).post('/v2/funds/pl/braintree', { amount: '25', nonce: 'fresh-nonce-1' }, key()),
    );
    expect(declined).toMatchObject({ status: 402, code: 'payment_declined' });
    expect(declined.body.error?.message).toBe('Do Not Honor');
    const spent = refusal(
      await as(t, who).post('/v2/funds/pl/braintree', { amount: '25', nonce: 'fresh-nonce-1' }, key()),
    );
    expect(spent).toMatchObject({ status: 402, code: 'payment_declined' });
    expect(await balanceOf(who)).toBe(0);
  });
});
