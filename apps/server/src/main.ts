import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { openShopDatabase } from './db/shop-database';
import { demoDrawOperations, seedDemoData } from './demo';
import { seedDemoGiveaways } from './flows/membership/demo-giveaways';
import { systemClock } from './lib/clock';
import { createSecrets, resolveAuthSecret } from './modules/credentials';
import { hasDemoCustomer } from './modules/identity';
import { hasDemoStaff } from './modules/staff';
import { loadConfigOrRefuse, refuseToStart } from './refuse-to-start';

const config = loadConfigOrRefuse();
const webBuildDir = config.webBuildDir ?? fileURLToPath(new URL('../../web/build', import.meta.url));

const database = await openShopDatabase(config);
// Several processes may start together on one PostgreSQL database: each migrates, then seeds, in turn.
await database.migrate();
if (config.seedDemoData) {
  await database.exclusive(() =>
    seedDemoData(database.db, systemClock, {
      siteName: config.siteName,
      demoCustomer: config.demoCustomer,
      secrets: createSecrets(resolveAuthSecret(config)),
    }),
  );
}
// A database that was once a development shop may still hold the demo customer or the demo staff,
// whose passwords (and the staff's authenticator secrets) are published (docs/decisions/074, 165).
if (config.env === 'production') {
  const published = [
    (await hasDemoCustomer(database.db)) && 'the demo customer demo@drawline.test',
    (await hasDemoStaff(database.db)) && 'the demo staff (@staff.drawline.test)',
  ].filter(Boolean);
  if (published.length) {
    await database.close();
    refuseToStart(
      `Refusing to start in production: the database holds ${published.join(' and ')}, whose passwords are published. Remove ${published.length > 1 ? 'them' : 'that account'} first (docs/decisions/074, 165).`,
    );
  }
}

const app = await buildApp({
  config: { ...config, webBuildDir },
  database,
  web: true,
  ...(config.demoResultsFeed && { drawOperations: demoDrawOperations() }),
});
app.addHook('onClose', async () => database.close());
// The demo's Daily Winners giveaways (decision 429): on a demo start, never in production.
if (config.seedDemoData && config.env !== 'production') {
  await database.exclusive(() => seedDemoGiveaways(app.membershipProgram));
}

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
