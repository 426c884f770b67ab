import { readFileSync } from 'node:fs';
import { loadConfig } from '../config';
import { withToolDatabase } from '../db/shop-database';
import { systemClock } from '../lib/clock';
import { migrateLegacyAccounts } from './migrate-legacy-accounts.command';

/**
 * `npm run migrate-legacy-accounts -- <file>`: loads the previous shop's accounts and balances from
 * a JSON Lines export (docs/decisions/468; the line format is in modules/migration
 * import-legacy-accounts.ts). Customers bring them over themselves, from the migration modal. It
 * opens the shop's database from the same settings as the server (DATABASE_URL, or DATA_DIR's
 * embedded database, which only one process may hold: stop the shop first).
 */
const out = (line: string) => process.stdout.write(`${line}\n`);
const err = (line: string) => process.stderr.write(`${line}\n`);
const file = process.argv[2];
let exitCode = 1;
if (!file || process.argv.length > 3) {
  err('Usage: npm run migrate-legacy-accounts -- <file.jsonl>');
} else {
  try {
    const text = readFileSync(file, 'utf8');
    const config = loadConfig();
    exitCode = await withToolDatabase(config, (database) =>
      migrateLegacyAccounts({ db: database.db, clock: systemClock }, text, { out, err }),
    );
  } catch (e) {
    err((e as Error).message);
  }
}
process.exit(exitCode);
