import { describe, it } from 'vitest';
import { testDbKind } from '../../../tests/helpers';
import { FIRST_HALF, purchaseRace, ROUNDS, raceRounds, raceTitle } from '../../../tests/purchase-race';

/**
 * The second half of issue 8's purchase race (place-order.concurrency.api.test.ts runs the first):
 * its own database, its own hundred customers, the same checks round by round. A file of its own
 * so another worker of the API suite runs it beside the first half (tests/purchase-race.ts).
 */
describe.runIf(testDbKind() === 'postgres')(
  'purchases under concurrency (PostgreSQL only: PGlite runs one transaction at a time)',
  () => {
    const race = purchaseRace();

    it(raceTitle(FIRST_HALF + 1, ROUNDS), () => raceRounds(race, FIRST_HALF, ROUNDS - FIRST_HALF), 600_000);
  },
);
