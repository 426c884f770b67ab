import type { PlatformPort } from '@drawline/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CartTestApp, createCartTestApp, powerballEntry } from '../../tests/cart-helpers';
import { type SignedIn, signUp } from '../../tests/identity-helpers';
import { pagePortProbe, refusalOf, sent } from '../../tests/page-port-helpers';

/**
 * The rules both ways (issue 22, docs/decisions/326): every call a page makes through the port
 * answers what the same call over HTTP answers the same visitor — the same result, the same
 * refusal with the same envelope — so a page and an API client can never disagree. Each test asks
 * both ways with the same headers and cookies, the port as the page request carrying them.
 */
let t: CartTestApp;
let customer: SignedIn;
const probe = pagePortProbe();

beforeAll(async () => {
  t = await createCartTestApp({
    // A page request, as the web server receives it: the platform's hooks have read the visitor.
    beforeReady: probe.beforeReady,
  });
  customer = await signUp(t);
});
afterAll(() => t.close());

interface Asked {
  headers?: Record<string, string>;
  /** The customer asking: a Bearer token over HTTP, the page's access token for the port. */
  as?: SignedIn;
}

/** The port as a page request with these headers sees the platform. */
function portFor({ headers = {}, as }: Asked): Promise<PlatformPort> {
  return probe.portFor(t.app, { headers, accessToken: as?.accessToken });
}

function http(url: string, { headers = {}, as }: Asked, version?: string): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'GET',
    url,
    headers: { ...headers, ...(as ? as.auth : {}), ...(version ? { version } : {}) },
  }) as Promise<LightMyRequestResponse>;
}

describe('the answers every visitor shares', () => {
  it('the site config, the offers, the brandings and the causes', async () => {
    const asked = {};
    const port = await portFor(asked);
    expect(sent(await port.siteConfig())).toEqual((await http('/v2/config', asked)).json().result);
    expect(sent(await port.productOffers('default'))).toEqual(
      (await http('/v2/pricing/default/product_offers', asked, '3.9')).json().result,
    );
    expect(sent(await port.productOffers('default', { productTypes: 'raffle_ticket' }))).toEqual(
      (await http('/v2/pricing/default/product_offers?product_types=raffle_ticket', asked, '3.9')).json().result,
    );
    expect(sent(await port.brandings())).toEqual((await http('/v2/branding', asked)).json().result);
    const causes = await http('/v2/causes?limit=100', asked);
    expect(sent(await port.causes({ limit: '100' }))).toEqual({
      items: causes.json().result,
      pageInfo: causes.json().pageInfo,
    });
  });

  it('the results: latest, one offer’s, a month’s archive and a full result', async () => {
    const asked = {};
    const port = await portFor(asked);
    const latest = await http('/v2/draws/pricing/default/past/latest?limit=10&page=1', asked);
    expect(sent(await port.pastDraws('default', 'latest', { limit: '10', page: '1' }))).toEqual({
      items: latest.json().result,
      pageInfo: latest.json().pageInfo,
    });
    const past = await http('/v2/draws/pricing/default/past/powerball?limit=5&page=1', asked);
    expect(sent(await port.pastDraws('default', 'powerball', { limit: '5', page: '1' }))).toEqual({
      items: past.json().result,
      pageInfo: past.json().pageInfo,
    });
    const drawn = past.json().result[0];
    expect(drawn, 'the demo has a drawn Powerball draw').toBeDefined();
    expect(sent(await port.fullResult('powerball', drawn.drawNo))).toEqual(
      (await http(`/v2/draw/full_result/powerball/${drawn.drawNo}`, asked)).json().result,
    );
    const archived = await http('/v2/draws/past/archived/powerball/2026/2?limit=10&page=1', asked, '3.7');
    expect(sent(await port.archivedDraws('powerball', 2026, 2, { limit: '10', page: '1' }))).toEqual({
      answer: archived.json().result,
      pageInfo: archived.json().pageInfo,
    });
  });

  it('the capabilities of the visitor’s segment: by country, and the customer’s own', async () => {
    for (const asked of [{}, { headers: { 'x-country-code': 'GB' } }, { as: customer }] as Asked[]) {
      const port = await portFor(asked);
      expect(sent(await port.capabilities())).toEqual((await http('/v2/capabilities', asked)).json().result);
    }
    // The rule is the viewer's: a visitor abroad and a customer are in different segments.
    const abroad = await (await portFor({ headers: { 'x-country-code': 'GB' } })).capabilities();
    const signedIn = await (await portFor({ as: customer })).capabilities();
    expect(abroad.currentSegmentName).not.toBe(signedIn.currentSegmentName);
  });

  it('the sitewide banner of the visitor’s state', async () => {
    for (const asked of [{}, { headers: { cookie: 'sv=SA' } }, { headers: { subvariant: 'sa' } }] as Asked[]) {
      const port = await portFor(asked);
      const res = await t.app.inject({
        method: 'GET',
        url: '/cms/items/sitewide_banner',
        headers: { ...asked.headers, version: '1.0' },
      });
      expect(res.statusCode).toBe(200);
      expect(sent(await port.sitewideBanner())).toEqual(res.json().result);
    }
  });
});

describe('a customer’s own answers', () => {
  it('the customer and their cart', async () => {
    const asked = { as: customer };
    const port = await portFor(asked);
    await t.app.inject({ method: 'POST', url: '/v2/cart/items', headers: customer.auth, payload: powerballEntry() });
    expect(sent(await port.customer())).toEqual((await http('/v2/customer', asked)).json().result);
    const cart = await port.cart();
    expect(cart.cartItems).toHaveLength(1);
    expect(sent(cart)).toEqual((await http('/v2/cart/items', asked)).json().result);
  });

  it('a visitor’s anonymous cart by its token', async () => {
    const made = await t.app.inject({ method: 'POST', url: '/v2/anon-cart' });
    const ref = made.json().result.cartReference as string;
    await t.app.inject({ method: 'POST', url: `/v2/anon-cart/${ref}/items`, payload: powerballEntry() });
    const port = await portFor({});
    expect(sent(await port.anonymousCart(ref))).toEqual((await http(`/v2/anon-cart/${ref}`, {})).json().result);
  });
});

describe('the refusals', () => {
  const same = async (call: (port: PlatformPort) => Promise<unknown>, url: string, asked: Asked, version?: string) => {
    const res = await http(url, asked, version);
    const refused = await refusalOf(call(await portFor(asked)));
    expect(refused).toEqual({ status: res.statusCode, body: res.json() });
    return refused;
  };

  it('a visitor asking for the customer or their cart: 401', async () => {
    expect((await same((p) => p.customer(), '/v2/customer', {})).status).toBe(401);
    expect((await same((p) => p.cart(), '/v2/cart/items', {})).status).toBe(401);
  });

  it('a token that is not a session’s is a visitor’s: 401', async () => {
    const forged = { ...customer, accessToken: 'x'.repeat(43), auth: { authorization: `Bearer ${'x'.repeat(43)}` } };
    expect((await same((p) => p.customer(), '/v2/customer', { as: forged })).status).toBe(401);
  });

  it('what does not exist: 404', async () => {
    expect(
      (await same((p) => p.fullResult('no_such_offer', 1), '/v2/draw/full_result/no_such_offer/1', {})).status,
    ).toBe(404);
    expect((await same((p) => p.anonymousCart('not-a-cart'), '/v2/anon-cart/not-a-cart', {})).status).toBe(404);
  });

  it('input outside the call’s rules: 400 with the same field messages', async () => {
    const refused = await same(
      (p) => p.pastDraws('default', 'latest', { limit: '999' }),
      '/v2/draws/pricing/default/past/latest?limit=999',
      {},
    );
    expect(refused.status).toBe(400);
    expect(
      (await same((p) => p.pastDraws('default', 'bad offer!'), '/v2/draws/pricing/default/past/bad%20offer!', {}))
        .status,
    ).toBe(400);
  });
});

describe('what a page is given', () => {
  it('shares an answer for everyone between pages, and no page can change it', async () => {
    const first = await (await portFor({})).productOffers('default');
    const second = await (await portFor({})).productOffers('default');
    expect(second).toBe(first);
    expect(Object.isFrozen(first.offers[0])).toBe(true);
    expect(() => {
      (first.offers as unknown as unknown[]).push({});
    }).toThrow();
  });
});
