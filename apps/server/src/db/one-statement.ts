import { getTableColumns, type SQL, type SQLWrapper, sql, type Table } from 'drizzle-orm';
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

/**
 * One module's share of a statement several modules send together (docs/decisions/336): the
 * `WITH` queries it needs (reads or writes, named uniquely in the statement) and one column of
 * the statement's answer, read back into what its module wants. The module writes its SQL and
 * its reading; the flow only says which parts go together, so each rule keeps its one home.
 */
export interface StatementPart<T> {
  with?: readonly (readonly [name: string, query: SQLWrapper])[];
  answer: SQL;
  read(value: unknown): T;
}

/**
 * A part that must run before the statement it travels in takes its row locks (decision 542: an
 * Idempotency-Key's claim sent with the purchase's cart lock): the statement's locking query adds
 * `gate` to its condition, so it locks nothing until the part has run, and nothing when it found
 * nothing to do.
 */
export interface FirstPart {
  part: StatementPart<void>;
  gate: SQL;
}

export type PartAnswers<P> = { [K in keyof P]: P[K] extends StatementPart<infer T> ? T : never };

/**
 * Sends the parts as one statement, `with <every part's queries> select <every part's answer>`:
 * one round trip. The parts share one snapshot, taken when the statement starts (under READ
 * COMMITTED): a part must not need to see another's writes, nor rows another transaction commits
 * while this statement waits for a lock. Row locks a part takes (FOR UPDATE, an UPDATE) are held
 * to the commit as anywhere else.
 */
export async function inOneStatement<P extends Record<string, StatementPart<unknown>>>(
  exec: Db | Tx,
  parts: P,
): Promise<PartAnswers<P>> {
  const names = new Set<string>();
  const withs: SQL[] = [];
  const columns: SQL[] = [];
  for (const [key, part] of Object.entries(parts)) {
    for (const [name, query] of part.with ?? []) {
      if (names.has(name)) throw new Error(`Two parts of one statement name their query ${name}.`);
      names.add(name);
      withs.push(sql`${sql.identifier(name)} as (${query.getSQL()})`);
    }
    columns.push(sql`${part.answer} as ${sql.identifier(key)}`);
  }
  const head = withs.length ? sql`with ${sql.join(withs, sql`, `)} ` : sql``;
  const result = (await exec.execute(sql`${head}select ${sql.join(columns, sql`, `)}`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  const row = result.rows[0] ?? {};
  return Object.fromEntries(Object.entries(parts).map(([key, part]) => [key, part.read(row[key])])) as PartAnswers<P>;
}

/** A query's rows as one JSON array: a part's answer. */
export function rowsAsJson(query: SQLWrapper): SQL {
  return sql`(select coalesce(json_agg(r), '[]'::json) from (${query.getSQL()}) r)`;
}

/** A write whose answer is how many rows it wrote (its query needs a RETURNING clause). */
export function writePart(name: string, write: SQLWrapper): StatementPart<number> {
  return { with: [[name, write]], answer: sql`(select count(*) from ${sql.identifier(name)})::int`, read: Number };
}

/** JSON as PostgreSQL writes it (a value, or a string of it on a driver that leaves json unparsed). */
export function parsedJson(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}

/**
 * A table's rows from rowsAsJson(select every column): each column's value mapped as the driver's
 * would be (timestamps to Date, bigints to number), under the table's TypeScript names.
 */
export function tableRowsFromJson<T extends Table>(table: T, value: unknown): T['$inferSelect'][] {
  const columns = Object.entries(getTableColumns(table));
  return (parsedJson(value) as Record<string, unknown>[]).map(
    (json) =>
      Object.fromEntries(
        columns.map(([key, column]) => {
          const raw = json[column.name];
          return [key, raw === null || raw === undefined ? null : column.mapFromDriverValue(raw)];
        }),
      ) as T['$inferSelect'],
  );
}

/**
 * Two statements sent one behind the other on one connection (the driver's pipeline, decision 564),
 * both answered: the first one's failure is the one told (the second then only failed for the
 * transaction the first aborted), and neither is left unhandled.
 */
export async function bothInOrder<A, B>(first: Promise<A>, second: Promise<B>): Promise<[A, B]> {
  const [a, b] = await Promise.allSettled([first, second]);
  if (a.status === 'rejected') throw a.reason;
  if (b.status === 'rejected') throw b.reason;
  return [a.value, b.value];
}
