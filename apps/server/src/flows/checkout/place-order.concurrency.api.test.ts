import type { Receipt } from '@drawline/contracts';
import { describe, expect, it } from 'vitest';
import { as, cartOf, raffleEntry } from '../../../tests/cart-helpers';
import { testDbKind } from '../../../tests/helpers';
import type { SignedIn } from '../../../tests/identity-helpers';
import { expectLedgerBalanced } from '../../../tests/ledger-helpers';
import {
  availableFunds,
  drawDetails,
  FIRST_HALF,
  freshDraw,
  outcomeOf,
  purchase,
  purchaseRace,
  raceRounds,
  raceTitle,
  STOCK,
  transactions,
} from '../../../tests/purchase-race';

/**
 * Issue 8's concurrency acceptance: a thousand purchases at once for the last ten tickets of a
 * raffle sell exactly ten and charge exactly ten, through the real route (Idempotency-Key,
 * envelope, one transaction per attempt) on a pool of 50 connections. PostgreSQL only: PGlite
 * has one connection, so nothing there runs side by side. The first half of the race's rounds;
 * place-order.concurrency.second-half.api.test.ts runs the rest beside it (tests/purchase-race.ts).
 */
describe.runIf(testDbKind() === 'postgres')(
  'purchases under concurrency (PostgreSQL only: PGlite runs one transaction at a time)',
  () => {
    const race = purchaseRace();

    it(raceTitle(1, FIRST_HALF), () => raceRounds(race, 0, FIRST_HALF), 600_000);

    it('buys a customer’s cart once when they send ten purchases with different keys at once', async () => {
      const { t } = race;
      const draw = await freshDraw(race);
      const who = race.customers[0] as SignedIn;
      // A cart a purchase can buy: whatever an earlier round left is dropped on build.
      cartOf(await as(t, who).post('/v2/cart/build'));
      const before = await availableFunds(race, who);
      cartOf(await as(t, who).post('/v2/cart/items', raffleEntry({ num_games: 3, draw_no: draw.drawNo })));
      const answers = await Promise.all(Array.from({ length: 10 }, () => purchase(race, who)));
      const receipts = answers.flatMap((res) => {
        const outcome = outcomeOf(res);
        if ('refused' in outcome) expect(outcome.refused).toBe('cart_empty');
        return 'receipt' in outcome ? [outcome.receipt] : [];
      });
      expect(receipts).toHaveLength(1);
      const receipt = receipts[0] as Receipt;
      expect(await availableFunds(race, who)).toBe(before - receipt.total.amount);
      expect((await drawDetails(race, draw.drawNo)).ticketsRemaining).toBe(STOCK - 3);
      const charges = (await transactions(race, who)).filter((x) => x.reference === receipt.checkoutId);
      expect(charges).toHaveLength(1);
      await expectLedgerBalanced(t.db);
    });
  },
);
