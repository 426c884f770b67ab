// A run of the job that moves claimed legacy accounts, in its own process, for the kill test: moves
// every claimed account on the PostgreSQL database at DATABASE_URL, each credit slowed by
// MIGRATE_DELAY_MS (inside its transaction) so the test can kill it halfway, then prints its report.
import { openDatabase } from '../src/db/client';
import { finishMigrations } from '../src/flows/migration/migrate-account';
import { systemClock } from '../src/lib/clock';
import { cryptoRandom } from '../src/lib/random';
import { createMigration } from '../src/modules/migration';
import { createWallet } from '../src/modules/wallet';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is needed');
const delay = Number(process.env.MIGRATE_DELAY_MS ?? 0);
const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
const deps = { db: database.db, clock: systemClock, random: cryptoRandom };
const wallet = createWallet(deps);
const report = await finishMigrations({
  db: deps.db,
  migration: createMigration(deps),
  wallet: {
    creditMigratedBalance: async (tx, input) => {
      const journal = await wallet.creditMigratedBalance(tx, input);
      await new Promise((r) => setTimeout(r, delay));
      return journal;
    },
  },
});
console.log(JSON.stringify(report));
await database.close();
