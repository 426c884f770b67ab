// A run of the recurring engine in its own process, for the fault test: builds the app on the
// PostgreSQL database at DATABASE_URL (jobs off) with the clock at RECURRING_NOW, places every
// due recurring purchase once, prints its report and exits.
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { placeDueRecurringPurchases } from '../src/flows/recurring/place-due-recurring-purchases';
import { fixedClock } from '../src/lib/clock';

const url = process.env.DATABASE_URL;
const now = process.env.RECURRING_NOW;
if (!url || !now) throw new Error('DATABASE_URL and RECURRING_NOW are needed');
const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
const app = await buildApp({ config: testConfig({ jobsEnabled: false }), database, clock: fixedClock(now) });
await app.ready();
const report = await placeDueRecurringPurchases({ ...app.recurringEngine, batchSize: 10 });
console.log(JSON.stringify(report));
await app.close();
await database.close();
