import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import type { Clock } from '../src/lib/clock';

/** The test file's own PostgreSQL database (copied from the run's template), for another pool or a worker process. */
export function testDatabaseUrl(t: { database: { name: string } }): string {
  const url = new URL(inject('postgresTemplateUrl'));
  url.pathname = `/${t.database.name}`;
  return url.toString();
}

/**
 * A second "process" in this one: another app with its own pool of `poolSize` connections on the
 * test's PostgreSQL database and the same clock, so two engines can race as two servers would.
 */
export async function secondApp(
  t: { database: { name: string }; clock: Clock },
  poolSize = 10,
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const database = await openDatabase({ kind: 'postgres', url: testDatabaseUrl(t), poolSize });
  const app = await buildApp({ config: testConfig({}), database, clock: t.clock });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
