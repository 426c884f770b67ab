import { IDEMPOTENCY_KEY_HEADER, type StaffPort } from '@drawline/contracts';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, type CartTestApp, cartOf, createCartTestApp, firstDraw, powerballEntry } from '../../tests/cart-helpers';
import { testDbKind } from '../../tests/helpers';
import { type SignedIn, signUp } from '../../tests/identity-helpers';
import { expectLedgerBalanced, fundWallet } from '../../tests/ledger-helpers';
import { refusalOf, sent } from '../../tests/page-port-helpers';
import { publishAndPay } from '../../tests/paid-draw';
import { STAFF_TEST_AUTH_SECRET, type StaffTestApp, signInStaff } from '../../tests/staff-helpers';
import { cryptoRandom } from '../lib/random';
import { createSecrets } from '../modules/credentials';
import { listWinnings } from '../modules/settlement';
import { seedDemoStaff } from '../modules/staff';

/**
 * The staff port's result corrections (docs/decisions/543): through the port a paid draw's
 * correction is asked for, listed and decided as the staff API does it over HTTP, refused as it
 * refuses (envelope for envelope), and each money call's key is the same key either way.
 */
let t: CartTestApp;
let seen: FastifyRequest | undefined;
const st = () => t as unknown as StaffTestApp;
const DIVIDENDS = [100_000_000, 5_000_000, 400_000, 100_000, 10_000, 5_000, 2_000, 1_500, 1_000];

beforeAll(async () => {
  t = await createCartTestApp({
    config: { authSecret: STAFF_TEST_AUTH_SECRET },
    beforeReady: (app) => {
      app.get('/staff-port-probe', { schema: { hide: true } }, async (request, reply) => {
        seen = request;
        return reply.status(204).send();
      });
    },
  });
  await seedDemoStaff(t.db, t.clock, createSecrets(STAFF_TEST_AUTH_SECRET));
});
afterAll(() => t.close());

async function portFor(token?: string): Promise<StaffPort> {
  await t.app.inject({ method: 'GET', url: '/staff-port-probe' });
  if (!seen) throw new Error('The probe page was not asked.');
  return t.app.staffPorts(seen)(token);
}

const http = (method: 'GET' | 'POST', url: string, token: string | undefined, key?: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/staff/api${url}`,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {}),
    },
    ...(payload ? { payload } : {}),
  });

/** A paid Powerball draw (published 1-7, Powerball 1) in which `winner` won division 5 ($100). */
async function paidDraw(winner: SignedIn) {
  const draw = firstDraw(t, 'powerball2018');
  await fundWallet(t.app, winner.customerId, { amount: 100_000, currency: 'AUD' });
  const games = [
    { Numbers: [1, 2, 3, 4, 5, 30, 31], Powerball: [1] },
    { Numbers: [28, 29, 30, 31, 32, 33, 34], Powerball: [15] },
  ];
  cartOf(await as(t, winner).post('/v2/cart/items', powerballEntry({ num_games: 2, games })));
  const bought = await as(t, winner).post('/v2/cart/purchase', undefined, {
    [IDEMPOTENCY_KEY_HEADER]: cryptoRandom.uuid(),
  });
  expect(bought.statusCode, bought.body).toBe(200);
  await publishAndPay(
    { db: t.db, clock: t.clock, settlement: t.app.settlement },
    draw,
    { Numbers: [1, 2, 3, 4, 5, 6, 7], Powerball: [1] },
    DIVIDENDS,
  );
  return draw;
}

describe(`result corrections through the staff port (${testDbKind()})`, () => {
  it('asks, lists and decides as the staff API does, once per key whichever way the retry comes', async () => {
    const winner = await signUp(t);
    const draw = await paidDraw(winner);
    const operator = await signInStaff(st(), 'draw_operator');
    const finance = await signInStaff(st(), 'finance');
    const dividends = [...DIVIDENDS];
    dividends[4] = 12_000;
    const body = {
      winningNumbers: [
        { name: 'Numbers', numbers: [1, 2, 3, 4, 5, 6, 7] },
        { name: 'Powerball', numbers: [1] },
      ],
      divisions: dividends.map((prizeAmount, i) => ({ division: i + 1, prizeAmount })),
      reason: 'Division 5 was published short',
    };
    const path = `/draws/${draw.drawId}/results/corrections`;

    // Refused as HTTP refuses: nobody signed in, the wrong role, a result that does not fit.
    const nobody = await portFor();
    expect(await refusalOf(nobody.resultCorrections(draw.drawId))).toEqual({
      status: (await http('GET', path, undefined)).statusCode,
      body: (await http('GET', path, undefined)).json(),
    });
    const asFinance = await portFor(finance.token);
    const wrongRole = await refusalOf(
      asFinance.requestResultCorrection(draw.drawId, body, { idempotencyKey: cryptoRandom.uuid() }),
    );
    const wrongRoleHttp = await http('POST', path, finance.token, cryptoRandom.uuid(), body);
    expect(wrongRole).toEqual({ status: wrongRoleHttp.statusCode, body: wrongRoleHttp.json() });
    const asOperator = await portFor(operator.token);
    const unfit = {
      ...body,
      winningNumbers: [
        { name: 'Numbers', numbers: [1, 2, 3, 4, 5, 6, 6] },
        { name: 'Powerball', numbers: [1] },
      ],
    };
    const unfitPort = await refusalOf(
      asOperator.requestResultCorrection(draw.drawId, unfit, { idempotencyKey: cryptoRandom.uuid() }),
    );
    const unfitHttp = await http('POST', path, operator.token, cryptoRandom.uuid(), unfit);
    expect(unfitPort).toEqual({ status: unfitHttp.statusCode, body: unfitHttp.json() });
    expect(unfitPort.status).toBe(400);

    // Asked over HTTP, retried through the port with the same key: the first answer, once.
    const key = cryptoRandom.uuid();
    const first = await http('POST', path, operator.token, key, body);
    expect(first.statusCode, first.body).toBe(200);
    const retried = await asOperator.requestResultCorrection(draw.drawId, body, { idempotencyKey: key });
    expect(sent(retried)).toEqual(first.json().result);
    const otherBody = await refusalOf(
      asOperator.requestResultCorrection(draw.drawId, { ...body, reason: 'Another reason' }, { idempotencyKey: key }),
    );
    expect(otherBody.status).toBe(422);
    const listed = await asFinance.resultCorrections(draw.drawId);
    expect(sent(listed)).toEqual((await http('GET', path, finance.token)).json().result);
    expect(listed.map((c) => [c.correctionId, c.status])).toEqual([[retried.correctionId, 'pending']]);
    // Finance's queue holds it until it is decided; a draw operator does not read the queue.
    expect((await asFinance.pendingResultCorrections()).map((c) => c.correctionId)).toContain(retried.correctionId);
    expect((await refusalOf(asOperator.pendingResultCorrections())).status).toBe(403);

    // Decided through the port by finance (the operator may not), retried over HTTP with its key.
    const decide = `/result-corrections/${retried.correctionId}/approve`;
    const byOperator = await refusalOf(
      asOperator.decideResultCorrection(retried.correctionId, true, { idempotencyKey: cryptoRandom.uuid() }),
    );
    const byOperatorHttp = await http('POST', decide, operator.token, cryptoRandom.uuid());
    expect(byOperator).toEqual({ status: byOperatorHttp.statusCode, body: byOperatorHttp.json() });
    const decideKey = cryptoRandom.uuid();
    const approved = await asFinance.decideResultCorrection(retried.correctionId, true, { idempotencyKey: decideKey });
    expect(approved).toMatchObject({
      status: 'approved',
      outcome: { winsChanged: 1, paid: { amount: 2_000, currency: 'AUD' } },
    });
    const again = await http('POST', decide, finance.token, decideKey);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().result).toEqual(sent(approved));
    const rejectLate = await refusalOf(
      asFinance.decideResultCorrection(retried.correctionId, false, { idempotencyKey: cryptoRandom.uuid() }),
    );
    const rejectLateHttp = await http(
      'POST',
      `/result-corrections/${retried.correctionId}/reject`,
      finance.token,
      cryptoRandom.uuid(),
    );
    expect(rejectLate).toEqual({ status: rejectLateHttp.statusCode, body: rejectLateHttp.json() });
    expect((await asFinance.pendingResultCorrections()).map((c) => c.correctionId)).not.toContain(retried.correctionId);
    const wins = await listWinnings(t.db, draw.drawId);
    expect(wins.map((w) => [w.customerId, w.amount])).toEqual([[winner.customerId, 12_000]]);
    await expectLedgerBalanced(t.db);
  });
});
