import path from 'node:path';
import type { Config } from '../config';
import { type Database, openDatabase } from '../db/client';

/**
 * The shop's database for a command line tool, from the same settings as the server: DATABASE_URL
 * (a small pool), or DATA_DIR's embedded database, which only one process may hold at a time.
 */
export function openShopDatabase(config: Config): Promise<Database> {
  return config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: 2 })
    : openDatabase({ kind: 'pglite', dataDir: path.resolve(config.dataDir) });
}
