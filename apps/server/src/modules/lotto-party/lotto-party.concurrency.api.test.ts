import { LOTTO_PARTY_SHARES, type LottoPartySession } from '@drawline/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, type CartTestApp, createCartTestApp, firstDraw } from '../../../tests/cart-helpers';
import { testDbKind } from '../../../tests/helpers';
import { type SignedIn, signUp } from '../../../tests/identity-helpers';
import { cryptoRandom } from '../../lib/random';
import { createLottoPartyModule } from './index';

/**
 * The last shares of a session raced by 200 buyers at once, 20 rounds, on PostgreSQL (issue 26
 * acceptance; decision 388): the conditional update sells exactly the session's shares, never one
 * more, and every share sold has its row. PGlite runs one statement at a time, so it races nothing.
 */
const BUYERS = 200;
const ROUNDS = 20;
let t: CartTestApp;
let org: SignedIn;

beforeAll(async () => {
  t = await createCartTestApp({ config: { rateLimitPerMinute: 1_000_000 } });
  org = await signUp(t);
});
afterAll(() => t?.close());

describe.skipIf(testDbKind() !== 'postgres')('the last shares of a session raced on PostgreSQL', () => {
  it(`sells exactly the shares there are to ${BUYERS} buyers, ${ROUNDS} rounds`, { timeout: 300_000 }, async () => {
    const party = createLottoPartyModule({ db: t.db, clock: t.clock, random: cryptoRandom });
    const group = (
      await as(t, org).post('/social/v3/group', { group_name: 'The Race Club', publicity_status: 'public' })
    ).json().result;
    for (let round = 0; round < ROUNDS; round++) {
      const sharesTotal = LOTTO_PARTY_SHARES.max - round;
      const res = await as(t, org).post('/social/v3/session', {
        group_id: group.groupId,
        draw_id: firstDraw(t, 'powerball2018').drawId,
        share_price: { amount: 250 },
        shares_total: sharesTotal,
      });
      expect(res.statusCode, res.body).toBe(200);
      const session = res.json().result as LottoPartySession;
      const outcomes = await Promise.allSettled(
        Array.from({ length: BUYERS }, (_, i) =>
          t.db.transaction((tx) =>
            party.takeShares(tx, {
              sessionId: session.sessionId,
              customerId: `race-buyer-${round}-${i}`,
              shares: 1,
              checkoutId: `race-checkout-${round}-${i}`,
              now: t.clock.now(),
            }),
          ),
        ),
      );
      const sold = outcomes.filter((o) => o.status === 'fulfilled').length;
      const refusals = outcomes.flatMap((o) => (o.status === 'rejected' ? [(o.reason as { code?: string }).code] : []));
      expect(sold, `round ${round}`).toBe(sharesTotal);
      expect(new Set(refusals), `round ${round}`).toEqual(new Set(['sold_out']));
      const counted = (await t.db.execute(
        sql`select s.shares_sold as "sold", (select coalesce(sum(shares), 0)::int from lotto_party_shares where session_id = s.id) as "rows" from lotto_party_sessions s where s.id = ${session.sessionId}`,
      )) as unknown as { rows: { sold: number; rows: number }[] };
      const [row] = counted.rows;
      expect(row, `round ${round}`).toEqual({ sold: sharesTotal, rows: sharesTotal });
    }
  });
});
