import { type SQLWrapper, sql } from 'drizzle-orm';
import type { Db, Tx } from './client';

/**
 * Writes that need nothing back from one another, sent as one statement (each but the last a
 * data-modifying `WITH`): one round trip instead of one per write, at the same point of the
 * transaction. Foreign keys between them hold: PostgreSQL checks them at the statement's end.
 * A write must not depend on rows another of them writes (they share one snapshot).
 */
export async function writeInOneStatement(exec: Db | Tx, writes: readonly SQLWrapper[]): Promise<void> {
  const last = writes.at(-1);
  if (!last) return;
  const before = writes.slice(0, -1).map((w, i) => sql`${sql.raw(`w${i}`)} as (${w.getSQL()})`);
  await exec.execute(before.length ? sql`with ${sql.join(before, sql`, `)} ${last.getSQL()}` : last.getSQL());
}
