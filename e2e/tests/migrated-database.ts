import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../apps/server/src/db/client';
import { openKeptPglite } from '../../apps/server/tests/kept-pglite';

/** The run's migrated snapshot, read from disk once per worker: its files run one after another in it (isolate: false). */
let snapshot: { file: string; blob: Blob } | undefined;

function migratedSnapshot(): Blob {
  const file = inject('pgliteSnapshot');
  if (snapshot?.file !== file) snapshot = { file, blob: new Blob([readFileSync(file)]) };
  return snapshot.blob;
}

/**
 * A fresh embedded database with every migration: the worker's kept one emptied back to the run's
 * migrated snapshot (global-setup.ts), as the API suite's files have it (decision 547), or one
 * restored from the snapshot when the file already holds it or it changed beyond its rows.
 */
export async function openMigratedDatabase(): Promise<Database> {
  return openKeptPglite(migratedSnapshot);
}

/**
 * Fills a server's empty DATA_DIR with the migrated snapshot, for a shop the test starts in its own
 * process: its start then finds every migration applied, instead of creating the database and
 * migrating it (about 6 s of a core on 2026-11-28). A start on an empty folder is
 * production-start.api.test.ts's to test.
 */
export async function fillMigratedDataDir(dataDir: string): Promise<void> {
  const database = await openDatabase({ kind: 'pglite', dataDir, loadDataDir: migratedSnapshot() });
  await database.close();
}
