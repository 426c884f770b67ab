import { loadConfig } from '../config';
import { withToolDatabase } from '../db/shop-database';
import { createSecrets, resolveAuthSecret } from '../modules/credentials';
import { AppError } from '../platform/app-error';
import { resealSecrets } from './reseal-secrets.command';

/**
 * `npm run reseal-secrets`: after a new AUTH_SECRET, with the old one in AUTH_SECRET_PREVIOUS,
 * seals every stored secret under the new one (docs/decisions/347). It opens the shop's database
 * from the same settings as the server (DATABASE_URL, or DATA_DIR's embedded database, which only
 * one process may hold: stop the shop first).
 */
const out = (line: string) => process.stdout.write(`${line}\n`);
let exitCode = 1;
try {
  const config = loadConfig();
  await withToolDatabase(config, (database) =>
    resealSecrets(database.db, createSecrets(resolveAuthSecret(config)), out),
  );
  exitCode = 0;
} catch (e) {
  const fault = e instanceof AppError ? e.options.setupFault : undefined;
  process.stderr.write(`${fault ?? (e as Error).message}\n`);
}
process.exit(exitCode);
