import { IDEMPOTENCY_KEY_HEADER, type RaffleVerificationAnswer } from '@drawline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, type CartTestApp, cartOf, createCartTestApp, firstDraw, raffleEntry } from '../../../tests/cart-helpers';
import { testDbKind } from '../../../tests/helpers';
import { captureLog, databaseDigest, expectRefusedInEnvelope, hostileParams } from '../../../tests/hostile-helpers';
import { type SignedIn, signUp } from '../../../tests/identity-helpers';
import { expectLedgerBalanced, fundWallet } from '../../../tests/ledger-helpers';
import { cryptoRandom } from '../../lib/random';
import { createCatalogueService } from '../../modules/catalogue';
import { settleDueDraws } from '../settlement/settle-due-draws';

/**
 * GET /draw/details/{offerKey}/{drawNo}/verification (raffle-verification.routes.ts) as an attacker
 * calls it: hostile path parameters (a NUL byte, a lone surrogate, 5,000 characters), a draw that
 * is not a raffle's, and a look for the buyers behind the published ticket numbers. Each refusal is
 * a 4xx in the envelope; the answer names no buyer, order or ticket id; nothing changes and the log
 * holds nothing personal.
 */
const RAFFLE = 'make_a_smile_lottery';
let t: CartTestApp;
const log = captureLog();
const buyers: SignedIn[] = [];
let drawNo: number;
const purchaseIds: string[] = [];

/** The values of every `…Id` and `orderNumber` field in an answer. */
function idsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(idsIn);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) =>
    typeof v === 'string' && /(Id|orderNumber)$/.test(k) && k !== 'drawId' ? [v] : idsIn(v),
  );
}

beforeAll(async () => {
  t = await createCartTestApp({ config: { logLevel: 'info' }, logStream: log.stream });
  const draw = firstDraw(t, RAFFLE);
  drawNo = draw.drawNo;
  for (const n of [5, 10]) {
    const who = await signUp(t);
    await fundWallet(t.app, who.customerId, { amount: 100_000, currency: 'AUD' });
    cartOf(await as(t, who).post('/v2/cart/items', raffleEntry({ num_games: n })));
    const bought = await as(t, who).post('/v2/cart/purchase', undefined, {
      [IDEMPOTENCY_KEY_HEADER]: cryptoRandom.uuid(),
    });
    expect(bought.statusCode, bought.body).toBe(200);
    purchaseIds.push(...idsIn(bought.json().result));
    buyers.push(who);
  }
  // Committed before the close, then closed and drawn: the seed, the sold numbers and the winners are public.
  await settleDueDraws(t.app.settlement);
  t.clock.set(new Date(new Date(draw.stopDate).getTime() + 1000));
  await createCatalogueService({ db: t.db, clock: t.clock }).closeStoppedDraws();
  await settleDueDraws(t.app.settlement);
}, 120_000);
afterAll(() => t.close());

const url = (offerKey: string, no: string | number) => `/v2/draw/details/${offerKey}/${no}/verification`;

describe(`raffle verification under hostile calls (${testDbKind()})`, () => {
  it('publishes the sold numbers and winners without naming a buyer, an order or a ticket', async () => {
    const res = await t.app.inject({ method: 'GET', url: url(RAFFLE, drawNo) });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json().result as RaffleVerificationAnswer;
    expect(answer.ticketNumbers).toHaveLength(15);
    expect(answer.seed).not.toBeNull();
    for (const who of buyers) {
      for (const value of [who.customerId, who.email, who.accessToken]) expect(res.body).not.toContain(value);
    }
    // Every id of the purchases (order, order lines, tickets, order number) stays out of the public answer.
    expect(purchaseIds.length).toBeGreaterThan(4);
    for (const id of purchaseIds) expect(res.body).not.toContain(id);
  });

  it('refuses hostile or unknown path parameters with 4xx in the envelope, and changes nothing', async () => {
    const before = await databaseDigest(t.db);
    const cases = [
      ...hostileParams.map((p) => url(p, drawNo)),
      ...hostileParams.map((p) => url(RAFFLE, p)),
      url(RAFFLE, -1),
      url(RAFFLE, 0),
      url(RAFFLE, '1e400'),
      url(RAFFLE, '99999999999999999999999'),
      url(RAFFLE, 'NaN'),
      url(RAFFLE, 99_999),
      url('no_such_offer', 1),
      // A lottery's draw has no commit-reveal: it is not found, never another draw's data.
      url('powerball2018', firstDraw(t, 'powerball2018').drawNo),
    ];
    for (const path of cases) {
      expectRefusedInEnvelope(await t.app.inject({ method: 'GET', url: path }), path.slice(0, 80));
    }
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: url(RAFFLE, drawNo),
        headers: { ...buyers[0]?.auth, 'content-type': 'application/json' },
        payload: `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
      });
      expectRefusedInEnvelope(res, method);
    }
    expect(await databaseDigest(t.db)).toEqual(before);
    await expectLedgerBalanced(t.db);
  });

  it('logs none of the buyers', () => {
    log.expectNothingPersonal(buyers.flatMap((b) => [b.email, b.accessToken, b.refreshToken]));
  });
});
