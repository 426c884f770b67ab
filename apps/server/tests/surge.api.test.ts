import { describe, expect, it } from 'vitest';
import { testDbKind } from './helpers';
import { runSurge } from './surge';

/**
 * The correctness half of the surge benchmark (bench/surge.ts, issue 12; the runner is ./surge.ts) on a smaller run: two
 * processes on one PostgreSQL, open-loop traffic at ten times a modest rate, purchases of the last
 * raffle tickets among them. Whatever the timings, nothing is oversold, every ticket sold is
 * numbered once, and the ledger balances. (Its own PostgreSQL server: run once, in the PostgreSQL pass.)
 */
describe.runIf(testDbKind() === 'postgres')('a surge, smaller', () => {
  // Every request to the same processes; or the purchase calls routed to a process of their own (decision 566).
  it.each([
    { processes: 2, purchaseProcesses: 0, route: 'every request to two processes' },
    { processes: 1, purchaseProcesses: 1, route: 'the purchase calls to a process of their own' },
  ])(
    'oversells nothing and leaves the ledger balanced: $route',
    {
      timeout: 600_000,
    },
    async ({ processes, purchaseProcesses }) => {
      const figures = await runSurge({
        seconds: 8,
        factor: 10,
        baseRate: 6,
        customers: 10,
        raffleStock: 4,
        processes,
        purchaseProcesses,
      });
      expect(figures.raffle.draws).toBeGreaterThan(0);
      expect(figures.raffle.oversoldDraws).toBe(0);
      expect(figures.raffle.sold).toBeLessThanOrEqual(figures.raffle.stock);
      expect(figures.raffle.ticketRows).toBe(figures.raffle.sold);
      expect(figures.ledgerIssues).toEqual([]);
      // Overload is answered with 503, never another server error.
      for (const kind of Object.values(figures.kinds)) expect(kind.serverErrors).toBe(0);
      // Something was bought, or the checks above proved nothing.
      expect(figures.purchasesAccepted).toBeGreaterThan(0);
      // The processes that answered the purchases counted them (with the route, the purchases' own).
      expect(figures.purchasesInShop?.accepted).toBeGreaterThan(0);
    },
  );
});
