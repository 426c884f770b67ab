/**
 * Several server processes on one machine and one PostgreSQL database (ARCHITECTURE.md: several
 * processes share that database; docs/decisions/225): Node's cluster module forks `WEB_CONCURRENCY`
 * workers (the machine's cores by default), each the same process `npm run serve` starts, sharing
 * one listening port. A worker that dies is replaced; SIGTERM closes every worker gracefully.
 */
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { loadConfigOrRefuse, refuseToStart } from './refuse-to-start';

const config = loadConfigOrRefuse();
if (!config.databaseUrl) {
  refuseToStart(
    'Several processes need DATABASE_URL (a PostgreSQL server): the embedded database belongs to one process.',
  );
}
const count = config.webConcurrency ?? availableParallelism();

// Workers run main.ts with this process's own flags (`--import tsx`).
cluster.setupPrimary({ exec: fileURLToPath(new URL('./main.ts', import.meta.url)), execArgv: process.execArgv });

let stopping = false;
for (let i = 0; i < count; i++) cluster.fork();
cluster.on('exit', (worker, code, signal) => {
  if (stopping) {
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    return;
  }
  process.stderr.write(`worker ${worker.process.pid} ended (${signal ?? code}); starting another\n`);
  cluster.fork();
});
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  });
}
