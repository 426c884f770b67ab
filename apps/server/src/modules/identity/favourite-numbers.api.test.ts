import type { PlatformPort } from '@drawline/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn, signUp } from '../../../tests/identity-helpers';
import { pagePortProbe, refusalOf, sent } from '../../../tests/page-port-helpers';

/**
 * PUT /favourite-numbers and the favourite numbers page's port call (issue 29, docs/decisions/348):
 * the same answers and refusals both ways; a repeated number or a bad line changes nothing.
 */
let t: IdentityTestApp;
const probe = pagePortProbe();

beforeAll(async () => {
  t = await createIdentityTestApp({ beforeReady: probe.beforeReady });
});
afterAll(() => t.close());

const portOf = (who?: SignedIn): Promise<PlatformPort> => probe.portFor(t.app, { accessToken: who?.accessToken });
const put = (who: SignedIn | null, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/v2/favourite-numbers',
    headers: who ? who.auth : {},
    payload: payload as object,
  }) as Promise<LightMyRequestResponse>;
const answered = (res: LightMyRequestResponse) => ({ status: res.statusCode, body: res.json() });
const favouritesOf = async (who: SignedIn) =>
  (await t.app.inject({ method: 'GET', url: '/v2/customer', headers: who.auth })).json().result.favouriteNumbers;

const lines = [
  { lotteryKey: 'powerball', Numbers: [1, 7, 13, 22, 28, 30, 35], Powerball: [4] },
  { lotteryKey: 'oz-lotto', Numbers: [2, 4, 6, 8, 10, 12, 14] },
];

describe('favourite numbers', () => {
  it('are replaced whole through the port as over HTTP, and GET /customer answers them', async () => {
    const [over, paged] = [await signUp(t), await signUp(t)];
    const res = await put(over, { favouriteNumbers: lines });
    expect(res.statusCode, res.body).toBe(200);
    const answer = await (await portOf(paged)).setFavouriteNumbers({ favouriteNumbers: lines });
    expect(sent(answer)).toEqual(res.json().result);
    expect(await favouritesOf(paged)).toEqual(lines);
  });

  it('refuses a repeated number, a bad line and a visitor alike, and changes nothing', async () => {
    const [over, paged] = [await signUp(t), await signUp(t)];
    await put(over, { favouriteNumbers: lines });
    await (await portOf(paged)).setFavouriteNumbers({ favouriteNumbers: lines });
    const port = await portOf(paged);
    const refusals = [
      { favouriteNumbers: [{ lotteryKey: 'powerball', Numbers: [1, 1, 2] }] },
      { favouriteNumbers: [{ lotteryKey: 'powerball', Numbers: [1, 2], Powerball: [3, 3] }] },
      { favouriteNumbers: [{ lotteryKey: 'powerball', Numbers: [100] }] },
      { favouriteNumbers: [{ lotteryKey: '', Numbers: [1] }] },
      { favouriteNumbers: 'all of them' },
    ];
    for (const body of refusals) {
      const overRes = await put(over, body);
      expect(overRes.statusCode, JSON.stringify(body)).toBe(400);
      expect(await refusalOf(port.setFavouriteNumbers(body as never))).toEqual(answered(overRes));
    }
    expect((await put(over, refusals[0])).json().errors).toEqual({
      'favourite_numbers.0.Numbers': [{ code: 'custom', message: 'Each number can be chosen once' }],
    });
    expect(await favouritesOf(over)).toEqual(lines);
    expect(await favouritesOf(paged)).toEqual(lines);
    const visitor = await put(null, { favouriteNumbers: lines });
    expect(await refusalOf((await portOf()).setFavouriteNumbers({ favouriteNumbers: lines }))).toEqual(
      answered(visitor),
    );
  });
});
