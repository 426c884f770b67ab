import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Random } from '../../lib/random';

/** What the wallet's use cases take as arguments. */
export interface WalletDeps {
  db: Db;
  clock: Clock;
  random: Random;
}
