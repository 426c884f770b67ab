import { hostname, userInfo } from 'node:os';
import { loadConfig } from '../config';
import { withToolDatabase } from '../db/shop-database';
import { systemClock } from '../lib/clock';
import { cryptoRandom } from '../lib/random';
import { createAuditLog } from '../modules/audit';
import { createSecrets, resolveAuthSecret } from '../modules/credentials';
import { createStaffModule } from '../modules/staff';
import { findStaffCommand, runStaffCommand } from './run-staff-command';
import type { StaffCliContext } from './staff-commands';

/**
 * `npm run staff -- <command>`: the staff command line (docs/decisions/164). It opens the shop's
 * database from the same settings as the server (DATABASE_URL, or DATA_DIR's embedded database,
 * which only one process may hold: stop the shop first) and the same AUTH_SECRET.
 */
const argv = process.argv.slice(2);
const out = (line: string) => process.stdout.write(`${line}\n`);
const err = (line: string) => process.stderr.write(`${line}\n`);

const noDatabase = (): never => {
  throw new Error('This command opens no database.');
};
// Help and the offline helpers answer without the database, so they run beside a running shop.
const chosen = findStaffCommand(argv);
if (!chosen || chosen.offline) {
  const offline: StaffCliContext & { err: typeof err } = {
    err,
    clock: systemClock,
    random: cryptoRandom,
    address: '',
    out,
    get db() {
      return noDatabase();
    },
    get staff() {
      return noDatabase();
    },
    get audit() {
      return noDatabase();
    },
  };
  process.exit(await runStaffCommand(argv, offline));
}

let exitCode = 1;
try {
  const config = loadConfig();
  exitCode = await withToolDatabase(config, (database) => {
    const deps = {
      db: database.db,
      clock: systemClock,
      random: cryptoRandom,
      secrets: createSecrets(resolveAuthSecret(config)),
      siteName: config.siteName,
    };
    return runStaffCommand(argv, {
      ...deps,
      staff: createStaffModule(deps),
      audit: createAuditLog(deps),
      prizeHoldThreshold: config.prizeHoldThreshold,
      address: `cli:${userInfo().username}@${hostname()}`,
      out,
      err,
    });
  });
} catch (e) {
  err((e as Error).message);
}
process.exit(exitCode);
