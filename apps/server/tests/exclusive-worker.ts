import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';

/**
 * One of the processes of src/db/client.api.test.ts: opens the PostgreSQL database at argv[2],
 * says `ready`, waits for `go` on its input so both processes ask at once, then runs exclusive
 * work that writes its entry and its exit to the table exclusive_events.
 */
const [url, name] = process.argv.slice(2);
if (!url || !name) throw new Error('usage: exclusive-worker <postgres url> <name>');
const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
await database.ping();
process.stdout.write('ready\n');
for await (const line of createInterface({ input: process.stdin })) if (line.trim() === 'go') break;
process.stdin.destroy();
await database.exclusive(async () => {
  await database.db.execute(sql`insert into exclusive_events (name) values (${`${name} in`})`);
  await database.db.execute(sql`select pg_sleep(0.3)`);
  await database.db.execute(sql`insert into exclusive_events (name) values (${`${name} out`})`);
});
await database.close();
process.stdout.write('done\n');
