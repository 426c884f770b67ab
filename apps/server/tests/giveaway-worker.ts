// A run of the giveaway job in its own process, for the fault test: builds the app on the
// PostgreSQL database at DATABASE_URL (jobs off) with the clock at GIVEAWAY_NOW, draws every
// giveaway past its close once, prints how many it drew and exits.
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { drawDueGiveaways } from '../src/flows/membership/draw-giveaways';
import { fixedClock } from '../src/lib/clock';

const url = process.env.DATABASE_URL;
const now = process.env.GIVEAWAY_NOW;
if (!url || !now) throw new Error('DATABASE_URL and GIVEAWAY_NOW are needed');
const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
const app = await buildApp({ config: testConfig({ jobsEnabled: false }), database, clock: fixedClock(now) });
await app.ready();
const { drawn } = await drawDueGiveaways(app.membershipProgram);
console.log(JSON.stringify({ drawn: drawn.length }));
await app.close();
await database.close();
