import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemoData } from './db/seed/seed';
import { systemClock } from './lib/clock';

const config = loadConfig();
const webBuildDir = config.webBuildDir ?? fileURLToPath(new URL('../../web/build', import.meta.url));

const database = config.databaseUrl
  ? await openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize })
  : await openDatabase({ kind: 'pglite', dataDir: path.resolve(config.dataDir) });
// Several processes may start together on one PostgreSQL database: each migrates, then seeds, in turn.
await database.migrate();
if (config.seedDemoData)
  await database.exclusive(() => seedDemoData(database.db, systemClock, config.siteName, config.env));

const app = await buildApp({ config: { ...config, webBuildDir }, database, web: true });
app.addHook('onClose', async () => database.close());

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing');
    await app.close();
    process.exit(0);
  });
}

await app.listen({ host: config.host, port: config.port });
