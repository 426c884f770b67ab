import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, Db } from '../src/db/client';

/**
 * Another pool of many connections to a test's PostgreSQL database, so concurrency tests run
 * their transactions really side by side (the test database's own pool is small). End it after.
 */
export function widePool(database: Database, size: number): { db: Db; pool: pg.Pool } {
  if (!database.pool) throw new Error('A wide pool needs a PostgreSQL test database.');
  const pool = new pg.Pool({ ...database.pool.options, max: size });
  pool.on('error', () => {});
  return { db: drizzle({ client: pool }) as unknown as Db, pool };
}
