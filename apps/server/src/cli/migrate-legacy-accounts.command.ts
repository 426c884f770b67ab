import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import { createMigration, parseLegacyFile } from '../modules/migration';

/**
 * The importer's work on an open database (docs/decisions/468): the file checked whole first (every
 * bad line named, nothing loaded when there is one), then loaded in one transaction. Answers the
 * exit code.
 */
export async function migrateLegacyAccounts(
  deps: { db: Db; clock: Clock },
  text: string,
  io: { out(line: string): void; err(line: string): void },
): Promise<number> {
  const { lines, problems } = parseLegacyFile(text);
  if (problems.length) {
    for (const problem of problems) io.err(problem);
    io.err(`Nothing was loaded: ${problems.length} line(s) to correct.`);
    return 1;
  }
  try {
    const report = await createMigration(deps).importAccounts(lines);
    io.out(
      `Loaded ${lines.length} legacy account(s): ${report.added} added, ${report.updated} updated, ${report.kept} already claimed or moved (left as they are).`,
    );
    return 0;
  } catch (e) {
    // Two accounts of the file on one address already held by another account, say.
    const code = (e as { cause?: { code?: string } }).cause?.code;
    io.err(
      code === '23505'
        ? 'Nothing was loaded: an email address of the file belongs to another legacy account already loaded.'
        : `Nothing was loaded: ${(e as Error).message}`,
    );
    return 1;
  }
}
