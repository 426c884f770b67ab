// A settlement run in its own process, for the fault and concurrency tests: settles one draw
// (SETTLE_DRAW_ID) on the PostgreSQL database at DATABASE_URL in batches of SETTLE_BATCH, then
// prints its report and exits. Lottery tickets are scored by the test scorer below.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/client';
import { settleDraw } from '../src/flows/settlement/settle-draw';
import { systemClock } from '../src/lib/clock';
import { cryptoRandom } from '../src/lib/random';
import { createMailService, MailboxFolderTransport } from '../src/modules/mail';
import { createWallet } from '../src/modules/wallet';
import { everyGameWins } from './settlement-helpers';

const url = process.env.DATABASE_URL;
const drawId = process.env.SETTLE_DRAW_ID;
if (!url || !drawId) throw new Error('DATABASE_URL and SETTLE_DRAW_ID are needed');
const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
const deps = { db: database.db, clock: systemClock, random: cryptoRandom };
const report = await settleDraw(
  {
    ...deps,
    wallet: createWallet(deps),
    mail: createMailService({
      ...deps,
      transport: new MailboxFolderTransport(mkdtempSync(path.join(tmpdir(), 'drawline-settle-'))),
      from: 'test@drawline.test',
    }),
    scorer: everyGameWins,
    prizeHoldThreshold: Number.MAX_SAFE_INTEGER,
    publicUrl: 'http://localhost:3000',
    siteName: 'Drawline',
    batchSize: Number(process.env.SETTLE_BATCH ?? 5),
  },
  drawId,
);
console.log(JSON.stringify(report));
await database.close();
