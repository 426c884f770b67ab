import { fromPglite, PgBoss } from 'pg-boss';
import type { Database } from '../db/client';
import { coalescedWakes } from './coalesced-wakes';
import type { JobDefinition } from './definitions';

export interface JobQueue {
  /** Asks for a run of the job soon; a failure to ask is logged, never thrown (the cron catches up). */
  send(name: string, payload?: object): void;
  /**
   * Asks for a run of a job that takes no payload, folded with the other wakes of the same
   * moment into one ask (coalesced-wakes.ts): for a job woken by every customer's change.
   */
  wake(name: string): void;
}

export interface JobRunner extends JobQueue {
  stop(): Promise<void>;
}

export interface JobRunnerOptions {
  database: Database;
  jobs: JobDefinition<unknown>[];
  log: { error(obj: unknown, msg?: string): void; warn(obj: unknown, msg?: string): void };
  /** How often an idle worker looks for work, in seconds. */
  pollingIntervalSeconds?: number;
}

/**
 * Runs the jobs with pg-boss in the app's own database: the embedded PGlite instance through
 * pg-boss's PGlite backend, or the PostgreSQL pool. Several processes on one PostgreSQL server
 * share the queues; pg-boss's locking gives each job to one of them.
 */
export async function startJobRunner(options: JobRunnerOptions): Promise<JobRunner> {
  const { database, log } = options;
  const boss = database.pglite
    ? new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite' })
    : new PgBoss({ db: { executeSql: (text, values) => database.pool!.query(text, values as unknown[]) } });
  boss.on('error', (err) => log.error({ err }, 'job runner error'));
  await boss.start();
  for (const job of options.jobs) {
    await boss.createQueue(job.name, { policy: job.policy ?? 'standard' });
    await boss.work(
      job.name,
      { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1 },
      async (batch) => {
        for (const item of batch) await job.handler(job.payload.parse(item.data ?? {}));
      },
    );
    if (job.cron) await boss.schedule(job.name, job.cron);
  }
  const send = (name: string, payload: object = {}) => {
    boss.send(name, payload).catch((err) => log.warn({ err, job: name }, 'could not queue job'));
  };
  const wakes = coalescedWakes((name) => send(name));
  return {
    send,
    wake: (name) => wakes.wake(name),
    async stop() {
      wakes.stop();
      await boss.stop({ graceful: true, timeout: 5000 });
    },
  };
}
