import type { AuditEntry, ProductOffersAnswer, ResultEntry } from '@drawline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_NOW } from '../../../tests/cart-helpers';
import { newEmail, signedIn, signupBody } from '../../../tests/identity-helpers';
import { addStaff, codeFor, createStaffTestApp, type StaffTestApp, signInStaff } from '../../../tests/staff-helpers';
import { createCatalogueService } from '../../modules/catalogue';

/**
 * Results entry with four eyes (docs/decisions/206): draw operators only, a second and different
 * operator confirms, a wrong entry is corrected before confirmation, every action audited.
 */
let t: StaffTestApp;
let drawId: string;
type Auth = { authorization: string };
let operatorA: Auth;
let operatorB: Auth;

const result = (first: number) => ({
  winning_numbers: [
    { name: 'Numbers', numbers: [first, 2, 3, 4, 5, 6, 7] },
    { name: 'Powerball', numbers: [1] },
  ],
  divisions: [100_000_000, 5_000_000, 500_000, 50_000, 10_000, 5_000, 3_000, 2_000, 1_000].map((prize_amount, i) => ({
    division: i + 1,
    prize_amount,
  })),
});

/** The envelope's field messages of a refusal, as `target: code`. */
const fieldErrors = (res: { json(): { error: { code: string }; errors: Record<string, { code: string }[]> } }) => {
  const body = res.json();
  expect(body.error.code).toBe('validation_failed');
  return Object.entries(body.errors).flatMap(([target, list]) => list.map((e) => `${target}: ${e.code}`));
};

/** A second draw operator, enrolled at the first sign-in as a new member is. */
async function secondOperator(): Promise<Auth> {
  const email = newEmail('operator');
  const password = 'amber-quokka-ferry-63';
  await addStaff(t, { email, password, roles: ['draw_operator'] });
  const start = (await t.app.inject({ method: 'POST', url: '/staff/api/session', payload: { email, password } })).json()
    .result;
  t.clock.advance(30_000);
  const done = await t.app.inject({
    method: 'POST',
    url: '/staff/api/session/two-factor',
    payload: { challenge_token: start.challengeToken, code: codeFor(t, start.enrolment.secret) },
  });
  expect(done.statusCode, done.body).toBe(200);
  return { authorization: `Bearer ${done.json().result.token}` };
}

const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url: `/staff/api${url}`, headers, payload });

async function auditOf(action: string): Promise<AuditEntry[]> {
  const admin = await signInStaff(t, 'administrator');
  const res = await call('GET', '/audit?limit=200', admin.auth);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().result as AuditEntry[]).filter((e) => e.action === action && e.subjectId === drawId);
}

beforeAll(async () => {
  t = await createStaffTestApp({ seed: true, at: CART_NOW });
  const offers = (await t.app.inject({ method: 'GET', url: '/v2/pricing/default/product_offers' })).json()
    .result as ProductOffersAnswer;
  const draw = offers.offers.find((o) => o.key === 'powerball2018')?.draws[0];
  if (!draw) throw new Error('No Powerball draw on sale');
  drawId = draw.drawId;
  t.clock.set(new Date(new Date(draw.stopDate).getTime() + 1000));
  await createCatalogueService({ db: t.db, clock: t.clock }).closeStoppedDraws();
  operatorA = (await signInStaff(t, 'draw_operator')).auth;
  operatorB = await secondOperator();
});
afterAll(() => t.close());

describe('entering lottery results (four eyes)', () => {
  it('refuses a call without a staff token, with a customer token and with another role', async () => {
    expect((await call('POST', `/draws/${drawId}/results`, {}, result(1))).statusCode).toBe(401);
    const email = newEmail();
    const customer = signedIn(
      email,
      await t.app.inject({ method: 'POST', url: '/v2/signup', payload: signupBody(email) }),
    );
    expect([401, 403]).toContain((await call('POST', `/draws/${drawId}/results`, customer.auth, result(1))).statusCode);
    const finance = await signInStaff(t, 'finance');
    const refused = await call('POST', `/draws/${drawId}/results`, finance.auth, result(1));
    expect(refused.statusCode).toBe(403);
    expect((await call('POST', `/draws/${drawId}/results/confirm`, finance.auth)).statusCode).toBe(403);
    const operator = await signInStaff(t, 'draw_operator');
    expect((await call('POST', '/prizes/some-prize/release', operator.auth)).statusCode).toBe(403);
  });

  it('refuses a result that does not fit the lottery, with a message per field, and writes nothing', async () => {
    const good = result(1);
    const send = (body: object) => call('POST', `/draws/${drawId}/results`, operatorA, body);
    const cases: [object, string[]][] = [
      [
        { ...good, winning_numbers: [{ name: 'Numbers', numbers: [1, 2, 3, 4, 5, 6] }] },
        ['winning_numbers.Numbers: count', 'winning_numbers.Powerball: missing'],
      ],
      [
        {
          ...good,
          winning_numbers: [
            { name: 'Numbers', numbers: [1, 2, 3, 4, 5, 6, 36] },
            { name: 'Powerball', numbers: [0] },
          ],
        },
        ['winning_numbers.Numbers: range', 'winning_numbers.Powerball: range'],
      ],
      [
        {
          ...good,
          winning_numbers: [
            { name: 'Numbers', numbers: [1, 2, 3, 4, 5, 6, 6] },
            { name: 'Powerball', numbers: [1] },
            { name: 'Bonus', numbers: [8] },
          ],
        },
        ['winning_numbers.Bonus: unknown', 'winning_numbers.Numbers: repeated'],
      ],
      [{ ...good, divisions: good.divisions.slice(1) }, ['divisions.1: missing']],
      [{ ...good, divisions: [...good.divisions, { division: 10, prize_amount: 5 }] }, ['divisions.10: unknown']],
      [{ ...good, divisions: [...good.divisions, { division: 2, prize_amount: 5 }] }, ['divisions.2: duplicate']],
    ];
    for (const [body, expected] of cases) {
      const refused = await send(body);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(fieldErrors(refused)).toEqual(expected);
    }
    // A negative dividend is refused by the request's schema, on its field.
    const negative = await send({
      ...good,
      divisions: [{ division: 1, prize_amount: -1 }, ...good.divisions.slice(1)],
    });
    expect(negative.statusCode).toBe(400);
    expect(fieldErrors(negative)).toEqual([expect.stringMatching(/^divisions\.0\.prize_amount: /)]);
    expect((await call('GET', `/draws/${drawId}/results`, operatorA)).statusCode).toBe(404);
    expect(await auditOf('results.enter')).toHaveLength(0);
  });

  it('is entered by one operator, corrected, refused to its own enterer and confirmed by another; all audited', async () => {
    const entered = await call('POST', `/draws/${drawId}/results`, operatorA, result(9));
    expect(entered.statusCode, entered.body).toBe(200);
    expect(entered.json().result).toMatchObject({ drawStatus: 'DRAW_CLOSED', corrections: 0, confirmedBy: null });
    expect(await auditOf('results.enter')).toHaveLength(1);

    // A wrong number corrected before confirmation: the audit row holds before and after.
    const corrected = await call('POST', `/draws/${drawId}/results`, operatorA, result(1));
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json().result.corrections).toBe(1);
    const [correction] = await auditOf('results.correct');
    if (!correction) throw new Error('No results.correct audit row');
    expect((correction.before as ResultEntry).winningNumbers[0]?.numbers[0]).toBe(9);
    expect((correction.after as ResultEntry).winningNumbers[0]?.numbers[0]).toBe(1);

    // Four eyes: the operator who entered it cannot confirm it.
    const own = await call('POST', `/draws/${drawId}/results/confirm`, operatorA);
    expect(own.statusCode).toBe(403);
    expect(own.json().error.code).toBe('four_eyes_required');
    expect(await auditOf('results.confirm')).toHaveLength(0);

    const confirmed = await call('POST', `/draws/${drawId}/results/confirm`, operatorB);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const entry = confirmed.json().result as ResultEntry;
    expect(entry).toMatchObject({ drawStatus: 'DRAW_DRAWN', corrections: 1 });
    expect(entry.confirmedBy).not.toBe(entry.enteredBy);
    expect(await auditOf('results.confirm')).toHaveLength(1);

    // Published: the draw's results show the confirmed numbers.
    const preview = await t.app.inject({
      method: 'GET',
      url: `/v2/draw/preview/powerball2018/${drawId.split('-').at(-1)}`,
    });
    expect(preview.json().result.winningNumbers[0].numbers).toEqual([1, 2, 3, 4, 5, 6, 7]);

    // Confirmed results are no longer changed by entry.
    const late = await call('POST', `/draws/${drawId}/results`, operatorB, result(3));
    expect(late.statusCode).toBe(409);
  });
});
