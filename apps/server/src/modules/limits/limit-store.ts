import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { rowsAsJson, type StatementPart, tableRowsFromJson } from '../../db/one-statement';
import { type LimitInForce, type LimitKind, type LimitRow, limitInForce } from './limit-rules';
import { customerLimits, limitStates, limitUsage } from './limits.tables';

export type Executor = Db | Tx;

export interface LimitState {
  customerId: string;
  excludedUntil: Date | null;
  excludedIndefinitely: boolean;
}

/**
 * Creates the customer's limit state row if missing and locks it for the rest of the transaction,
 * in one statement (an upsert whose no-op update takes the row lock), so the first purchase never
 * races and every later check of this customer waits for the one before it to commit.
 */
export async function lockLimitState(tx: Tx, customerId: string): Promise<LimitState> {
  const [row] = await stateUpsert(tx, customerId);
  if (!row) throw new Error('The limit state upsert returned no row');
  return row;
}

const stateUpsert = (tx: Tx, customerId: string) =>
  tx
    .insert(limitStates)
    .values({ customerId })
    .onConflictDoUpdate({ target: limitStates.customerId, set: { customerId: sql`excluded.customer_id` } })
    .returning();

/**
 * lockLimitState as a part of a flow's statement (decision 513): the purchase sends it with its
 * cart's reads, after the cart row's lock. The limits and usage are then read in a later
 * statement, which sees the usage the transaction before committed.
 */
export function limitStatePart(tx: Tx, customerId: string): StatementPart<LimitState> {
  return {
    with: [['limit_state', stateUpsert(tx, customerId)]],
    answer: rowsAsJson(sql`select * from limit_state`),
    read: (value) => {
      const [row] = tableRowsFromJson(limitStates, value);
      if (!row) throw new Error('The limit state upsert returned no row');
      return row;
    },
  };
}

export async function readLimitState(exec: Executor, customerId: string): Promise<LimitState | undefined> {
  const [row] = await limitStateQuery(exec, customerId);
  return row;
}

/** The customer's limit state row (none until their first limit, break or purchase), as a query not yet sent. */
export function limitStateQuery(exec: Executor, customerId: string) {
  return exec.select().from(limitStates).where(eq(limitStates.customerId, customerId));
}

/** A break is on at `now`: indefinitely, or until an instant still to come. */
export function isExcluded(state: LimitState | undefined, now: Date): boolean {
  if (!state) return false;
  return state.excludedIndefinitely || (state.excludedUntil !== null && state.excludedUntil.getTime() > now.getTime());
}

export async function readLimitRows(
  exec: Executor,
  customerId: string,
  kinds: readonly LimitKind[],
  opts: { lock?: boolean } = {},
): Promise<LimitRow[]> {
  const query = limitRowsQuery(exec, customerId, kinds);
  return opts.lock ? query.for('update') : query;
}

/** The customer's limit rows of these kinds, as a query not yet sent. */
export function limitRowsQuery(exec: Executor, customerId: string, kinds: readonly LimitKind[]) {
  return exec
    .select()
    .from(customerLimits)
    .where(and(eq(customerLimits.customerId, customerId), inArray(customerLimits.kind, [...kinds])))
    .orderBy(customerLimits.kind, customerLimits.period);
}

/** The customer's limits of these kinds as they stand at `now`. */
export async function limitsInForce(
  exec: Executor,
  customerId: string,
  kinds: readonly LimitKind[],
  now: Date,
): Promise<LimitInForce[]> {
  const rows = await readLimitRows(exec, customerId, kinds);
  return rows.map((r) => limitInForce(r, now)).filter((l): l is LimitInForce => l !== null);
}

/** What the customer spent (purchase) or deposited (deposit) in a currency since `since`. */
export async function usedSince(
  exec: Executor,
  customerId: string,
  kind: 'purchase' | 'deposit',
  currency: string,
  since: Date,
): Promise<number> {
  const [total] = await usedSinceEach(exec, customerId, kind, currency, [since]);
  return total ?? 0;
}

/**
 * What the customer spent (purchase) or deposited (deposit) in a currency since each of `starts`,
 * in one statement (a purchase checks three periods or more: one round trip, not one per period).
 */
export async function usedSinceEach(
  exec: Executor,
  customerId: string,
  kind: 'purchase' | 'deposit',
  currency: string,
  starts: readonly Date[],
): Promise<number[]> {
  if (!starts.length) return [];
  const [row] = await usedSinceEachQuery(exec, customerId, kind, currency, starts);
  return starts.map((_, i) => Number(row?.totals?.[i] ?? 0));
}

/**
 * The amounts used since each of `starts` as one array column named `totals` (a sum, or null where
 * nothing was used, per start): named, so a row read as JSON (rowsAsJson) keeps the name.
 */
const totalsSince = (starts: readonly Date[]) =>
  sql<(string | number | null)[]>`array[${sql.join(
    starts.map(
      (s) => sql`sum(${limitUsage.amount}) filter (where ${limitUsage.at} >= ${s.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  )}]`.as('totals');

/** usedSinceEach's query, not yet sent: one row whose `totals` is an array, one per start. */
export function usedSinceEachQuery(
  exec: Executor,
  customerId: string,
  kind: 'purchase' | 'deposit',
  currency: string,
  starts: readonly Date[],
) {
  const earliest = new Date(Math.min(...starts.map((s) => s.getTime())));
  return exec
    .select({
      totals: totalsSince(starts),
    })
    .from(limitUsage)
    .where(
      and(
        eq(limitUsage.customerId, customerId),
        eq(limitUsage.kind, kind),
        eq(limitUsage.currency, currency),
        gte(limitUsage.at, earliest),
      ),
    );
}

/**
 * usedSinceEach for purchases and deposits at once, as a query not yet sent: a row per kind whose
 * `totals` has one amount per start (the cart's blocked reasons judge both: docs/benchmarks.md,
 * "Statements of a signed-in page"). Read with totalsByKind.
 */
export function usedSinceEachByKindQuery(
  exec: Executor,
  customerId: string,
  currency: string,
  starts: readonly Date[],
) {
  const earliest = new Date(Math.min(...starts.map((s) => s.getTime())));
  return exec
    .select({
      kind: limitUsage.kind,
      totals: totalsSince(starts),
    })
    .from(limitUsage)
    .where(and(eq(limitUsage.customerId, customerId), eq(limitUsage.currency, currency), gte(limitUsage.at, earliest)))
    .groupBy(limitUsage.kind);
}

/** usedSinceEachByKindQuery's rows as each kind's amounts, one per start (0 where nothing was used). */
export function totalsByKind(
  rows: readonly { kind: string; totals: readonly (string | number | null)[] | null }[],
  starts: readonly Date[],
): Record<'purchase' | 'deposit', number[]> {
  const of = (kind: string) => {
    const row = rows.find((r) => r.kind === kind);
    return starts.map((_, i) => Number(row?.totals?.[i] ?? 0));
  };
  return { purchase: of('purchase'), deposit: of('deposit') };
}

/** A usage row's insert, not yet sent. */
export function usageInsert(tx: Tx, usage: typeof limitUsage.$inferInsert) {
  return tx.insert(limitUsage).values(usage);
}

export async function recordUsage(
  tx: Tx,
  usage: {
    customerId: string;
    kind: 'purchase' | 'deposit';
    amount: number;
    currency: string;
    reference: string;
    at: Date;
  },
  opts: { onceOnly?: boolean } = {},
): Promise<void> {
  const insert = usageInsert(tx, usage);
  // A replayed credit (a gateway callback sent twice) counts its deposit once.
  await (opts.onceOnly ? insert.onConflictDoNothing() : insert);
}
