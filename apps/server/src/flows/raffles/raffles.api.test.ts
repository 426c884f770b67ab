import { IDEMPOTENCY_KEY_HEADER, type ProductOffer, type StaffRole } from '@drawline/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../tests/cart-helpers';
import { testDbKind } from '../../../tests/helpers';
import { type IdentityTestApp, signUp } from '../../../tests/identity-helpers';
import { expectLedgerBalanced, fundWallet } from '../../../tests/ledger-helpers';
import { createStaffTestApp, type StaffTestApp, signInStaff } from '../../../tests/staff-helpers';

const AT = '2026-03-02T01:00:00Z';
let t: StaffTestApp;
beforeAll(async () => {
  t = await createStaffTestApp({ seed: true, at: AT });
});
afterAll(() => t.close());
afterEach(() => expectLedgerBalanced(t.db));

let keyNo = 0;
const key = () => ({ [IDEMPOTENCY_KEY_HEADER]: `raffle-test-${++keyNo}` });
/** Times from the test's start (the clock moves on only seconds while signing staff in). */
const hoursFromNow = (h: number) => new Date(Date.parse(AT) + h * 3_600_000).toISOString();

/** A valid raffle request, in the API's snake_case. */
const raffleBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Spring Home Raffle',
  description: 'Win a spring home and help children in hospital.',
  picture: 'prize-home',
  cause_keys: ['childrens_hospital'],
  ticket_price: 1_000,
  ticket_cap: 100,
  bundles: [{ tickets: 5, price: 4_000 }],
  prizes: [
    { name: 'Spring prize home', description: 'Three bedrooms.', value: 90_000_000, quantity: 1 },
    { name: '$500 gift card', value: 50_000, quantity: 3 },
  ],
  stop_date: hoursFromNow(48),
  draw_date: hoursFromNow(50),
  ...overrides,
});

describe(`console raffle calls refuse the wrong caller (${testDbKind()})`, () => {
  const calls: { method: 'GET' | 'POST' | 'PUT'; url: string; body?: () => unknown; wrongRole: StaffRole }[] = [
    { method: 'GET', url: '/staff/api/raffles', wrongRole: 'support' },
    { method: 'GET', url: '/staff/api/raffles/causes', wrongRole: 'finance' },
    { method: 'GET', url: '/staff/api/raffles/some-raffle', wrongRole: 'administrator' },
    { method: 'POST', url: '/staff/api/raffles', body: raffleBody, wrongRole: 'finance' },
    { method: 'PUT', url: '/staff/api/raffles/some-raffle', body: raffleBody, wrongRole: 'support' },
    { method: 'POST', url: '/staff/api/raffles/some-raffle/publish', wrongRole: 'administrator' },
  ];
  it.each(calls)('$method $url: 401 without a token or with a customer token, 403 for $wrongRole', async (call) => {
    const customer = await signUp(t as unknown as IdentityTestApp);
    const staff = await signInStaff(t, call.wrongRole);
    const send = (headers: Record<string, string>) =>
      t.app.inject({
        method: call.method,
        url: call.url,
        payload: call.body?.() as object,
        headers: { ...headers, ...key() },
      });
    expect((await send({})).statusCode).toBe(401);
    expect((await send(customer.auth)).statusCode).toBe(401);
    const wrong = await send(staff.auth);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().result).toBeNull();
  });
});

describe(`drafting a raffle (${testDbKind()})`, () => {
  const create = async (auth: Record<string, string>, body: object, headers = key()) =>
    t.app.inject({ method: 'POST', url: '/staff/api/raffles', headers: { ...auth, ...headers }, payload: body });
  const targets = (res: { json(): { errors: Record<string, unknown> } }) => Object.keys(res.json().errors ?? {});

  it.each([
    ['no prize', { prizes: [] }, 'prizes'],
    ['a prize worth nothing', { prizes: [{ name: 'Nothing', value: 0 }] }, 'prizes.0.value'],
    ['fewer tickets than prizes', { ticket_cap: 3 }, 'ticket_cap'],
    ['a bundle dearer than its tickets', { bundles: [{ tickets: 5, price: 6_000 }] }, 'bundles.0.price'],
    ['a draw before the stop', { draw_date: hoursFromNow(1) }, 'draw_date'],
    ['sales stopping in the past', { stop_date: hoursFromNow(-1), draw_date: hoursFromNow(1) }, 'stop_date'],
    ['an unknown cause', { cause_keys: ['no_such_cause'] }, 'cause_keys'],
  ])('refuses %s with a field message, writing nothing', async (_what, overrides, target) => {
    const editor = await signInStaff(t, 'content_editor');
    const before = (await t.app.inject({ method: 'GET', url: '/staff/api/raffles', headers: editor.auth })).json()
      .result;
    const res = await create(editor.auth, raffleBody(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect(targets(res)).toContain(target);
    const after = (await t.app.inject({ method: 'GET', url: '/staff/api/raffles', headers: editor.auth })).json()
      .result;
    expect(after).toHaveLength(before.length);
  });

  it('creates once per Idempotency-Key, refuses a name an offer has, edits the draft; each audited', async () => {
    const editor = await signInStaff(t, 'content_editor');
    const once = key();
    const body = raffleBody({ name: 'Autumn Cash Raffle' });
    const made = await create(editor.auth, body, once);
    expect(made.statusCode).toBe(201);
    const raffle = made.json().result;
    expect(raffle).toMatchObject({
      status: 'draft',
      offerKey: 'autumn_cash_raffle',
      url: 'autumn-cash-raffle',
      drawId: null,
    });
    const again = await create(editor.auth, body, once);
    expect(again.json().result.raffleId).toBe(raffle.raffleId);
    expect(again.headers['idempotent-replayed']).toBe('true');

    const taken = await create(editor.auth, raffleBody({ name: 'Make a Smile Lottery' }));
    expect(taken.statusCode).toBe(409);
    expect(targets(taken)).toContain('name');

    // A draft is nowhere in the storefront.
    const listed = await t.app.inject({
      method: 'GET',
      url: '/v2/pricing/default/product_offers?keys=autumn_cash_raffle',
    });
    expect(listed.json().result.offers).toEqual([]);

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/staff/api/raffles/${raffle.raffleId}`,
      headers: editor.auth,
      payload: { ...body, ticket_cap: 500 },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().result.raffle.ticketCap).toBe(500);

    const admin = await signInStaff(t, 'administrator');
    const audit = await t.app.inject({ method: 'GET', url: '/staff/api/audit?action=raffle.', headers: admin.auth });
    const rows = audit.json().result.filter((r: { subjectId: string }) => r.subjectId === raffle.raffleId);
    expect(rows.map((r: { action: string }) => r.action)).toEqual(['raffle.edit', 'raffle.create']);
    expect(rows[0].before.raffle.ticketCap).toBe(100);
    expect(rows[0].after.raffle.ticketCap).toBe(500);
  });
});

describe(`publishing a raffle (${testDbKind()})`, () => {
  it('shows it in the storefront with its prizes, bundles, cap and causes, commits its seed, and sells it', async () => {
    const operator = await signInStaff(t, 'draw_operator');
    const made = await t.app.inject({
      method: 'POST',
      url: '/staff/api/raffles',
      headers: { ...operator.auth, ...key() },
      payload: raffleBody(),
    });
    const { raffleId } = made.json().result;
    // The shop's listing as kept before publishing: publishing must not leave shoppers on it.
    const raffles = '/v2/pricing/default/product_offers?product_types=raffle_ticket';
    const before = await t.app.inject({ method: 'GET', url: raffles });
    expect(before.json().result.offers.map((o: ProductOffer) => o.key)).not.toContain('spring_home_raffle');
    const published = await t.app.inject({
      method: 'POST',
      url: `/staff/api/raffles/${raffleId}/publish`,
      headers: operator.auth,
    });
    expect(published.statusCode).toBe(200);
    expect(published.json().result).toMatchObject({ status: 'published', drawId: 'spring_home_raffle-1' });
    expect(
      (await t.app.inject({ method: 'POST', url: `/staff/api/raffles/${raffleId}/publish`, headers: operator.auth }))
        .statusCode,
    ).toBe(409);

    const listed = await t.app.inject({ method: 'GET', url: raffles });
    const offer = (listed.json().result.offers as ProductOffer[]).find((o) => o.key === 'spring_home_raffle');
    expect(offer).toMatchObject({
      name: 'Spring Home Raffle',
      url: 'spring-home-raffle',
      causes: ['childrens_hospital'],
    });
    const tickets = offer?.gameTypes[0]?.gameOffers[0];
    expect(tickets?.prices.map((p) => [p.numGames, p.price.amount])).toEqual([
      [1, 1_000],
      [5, 4_000],
    ]);
    const cause = await t.app.inject({ method: 'GET', url: '/v2/causes/childrens_hospital' });
    expect(cause.json().result.productOfferKeys).toContain('spring_home_raffle');
    // The play page's own read of the draw (the version the storefront asks for).
    const details = await t.app.inject({
      method: 'GET',
      url: '/v2/draw/details/spring_home_raffle/1',
      headers: { version: '3.6' },
    });
    expect(details.statusCode, details.body).toBe(200);
    expect(details.json().result).toMatchObject({ drawNo: 1, purchaseStatus: 'open' });
    const prizes = await t.app.inject({ method: 'GET', url: '/v2/draw/details/spring_home_raffle/1/prizes' });
    expect(prizes.json().result.map((p: { name: string }) => p.name)).toEqual(['Spring prize home', '$500 gift card']);
    // The commitment is public before the first ticket sells (decision 201).
    const verification = await t.app.inject({
      method: 'GET',
      url: '/v2/draw/details/spring_home_raffle/1/verification',
    });
    expect(verification.statusCode).toBe(200);
    expect(verification.json().result.commitment).toMatch(/^[0-9a-f]{64}$/);

    // A customer buys a bundle of 5 from the cap of 100.
    const customer = await signUp(t as unknown as IdentityTestApp);
    await fundWallet(t.app, customer.customerId, { amount: 10_000, currency: 'AUD' });
    const added = await as(t as unknown as IdentityTestApp, customer).post('/v2/cart/items', {
      product_offer_key: 'spring_home_raffle',
      game_type: 'standard',
      game_offer: 'tickets',
      num_games: 5,
      cause_key: 'childrens_hospital',
    });
    expect(added.statusCode, added.body).toBe(200);
    const bought = await as(t as unknown as IdentityTestApp, customer).post('/v2/cart/purchase', undefined, key());
    expect(bought.statusCode, bought.body).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: `/staff/api/raffles/${raffleId}`, headers: operator.auth });
    expect(after.json().result.ticketsSold).toBe(5);

    // Once published only the description and picture change; what buyers bought stays.
    const body = raffleBody({
      stop_date: after.json().result.raffle.stopDate,
      draw_date: after.json().result.raffle.drawDate,
    });
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `/staff/api/raffles/${raffleId}`, headers: operator.auth, payload });
    const refused = await put({ ...body, ticket_price: 1_200 });
    expect(refused.statusCode).toBe(409);
    expect(Object.keys(refused.json().errors)).toEqual(['ticket_price']);
    const shown = await put({
      ...body,
      description: 'Win a spring home: every ticket helps a sick child.',
      picture: 'cash',
    });
    expect(shown.statusCode, shown.body).toBe(200);
    const play = await t.app.inject({
      method: 'GET',
      url: '/v2/pricing/default/product_offers?keys=spring-home-raffle',
    });
    expect(play.json().result.offers[0].description).toBe('Win a spring home: every ticket helps a sick child.');

    const admin = await signInStaff(t, 'administrator');
    const audit = await t.app.inject({ method: 'GET', url: '/staff/api/audit?action=raffle.', headers: admin.auth });
    const rows = audit.json().result.filter((r: { subjectId: string }) => r.subjectId === raffleId);
    expect(rows.map((r: { action: string }) => r.action)).toEqual(['raffle.edit', 'raffle.publish', 'raffle.create']);
    expect(rows[1].before.status).toBe('draft');
    expect(rows[1].after.status).toBe('published');

    // Past its stop time the raffle reads as closed, from its draw's own stop.
    t.clock.set(hoursFromNow(49));
    const later = await signInStaff(t, 'content_editor');
    const closed = await t.app.inject({ method: 'GET', url: `/staff/api/raffles/${raffleId}`, headers: later.auth });
    expect(closed.json().result).toMatchObject({ status: 'closed', ticketsSold: 5 });
  });
});
