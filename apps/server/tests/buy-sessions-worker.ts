// A lotto party buying run in its own process, for the kill test: buys every closed session on the
// PostgreSQL database at DATABASE_URL at the time BUY_NOW (the test's clock), each refund slowed by
// BUY_DELAY_MS so the test can kill it halfway, then prints its report and exits.
import { openDatabase } from '../src/db/client';
import { buySessionGames } from '../src/flows/lotto-party/buy-session-games';
import { fixedClock } from '../src/lib/clock';
import { cryptoRandom } from '../src/lib/random';
import { createCatalogueCache } from '../src/modules/catalogue';
import { createWallet } from '../src/modules/wallet';

const url = process.env.DATABASE_URL;
const now = process.env.BUY_NOW;
if (!url || !now) throw new Error('DATABASE_URL and BUY_NOW are needed');
const delay = Number(process.env.BUY_DELAY_MS ?? 0);
const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
const deps = { db: database.db, clock: fixedClock(now), random: cryptoRandom };
const wallet = createWallet(deps);
const report = await buySessionGames({
  ...deps,
  catalogue: createCatalogueCache(),
  wallet: {
    refundPurchaseLine: async (tx, input) => {
      await new Promise((r) => setTimeout(r, delay));
      return wallet.refundPurchaseLine(tx, input);
    },
  },
});
console.log(JSON.stringify(report));
await database.close();
