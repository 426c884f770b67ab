import path from 'node:path';
import type { Config } from '../config';
import { type Database, openDatabase } from './client';

/**
 * The shop's database as the settings choose it, for the server, its cluster's workers and the
 * command line tools alike: the PostgreSQL server of DATABASE_URL (its pool as configured unless
 * the caller asks for a smaller one), else DATA_DIR's embedded database, which one process holds.
 */
export function openShopDatabase(
  config: Config,
  pool: { poolSize: number; poolWaitMs: number } = {
    poolSize: config.databasePoolSize,
    poolWaitMs: config.databasePoolWaitMs,
  },
): Promise<Database> {
  return config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl, ...pool })
    : openDatabase({ kind: 'pglite', dataDir: path.resolve(config.dataDir) });
}

/**
 * A command line tool's work on the shop's database: opened with two connections and no bound on
 * the wait for one (a tool asks one thing at a time), migrated first, closed after.
 */
export async function withToolDatabase<T>(config: Config, work: (database: Database) => Promise<T>): Promise<T> {
  const database = await openShopDatabase(config, { poolSize: 2, poolWaitMs: 0 });
  try {
    await database.migrate();
    return await work(database);
  } finally {
    await database.close();
  }
}
