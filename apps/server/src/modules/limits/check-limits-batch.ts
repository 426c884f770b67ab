import { type Currency, type ErrorCode, limitPeriods, type Money } from '@drawline/contracts';
import { and, gte, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { parsedJson, rowsAsJson, type StatementPart, tableRowsFromJson } from '../../db/one-statement';
import { rowsInsert } from '../../db/rows-insert';
import {
  blockersOf,
  kindsOf,
  type LimitBlocker,
  type LimitReads,
  periodStarts,
  refusalCodeOf,
  usedByPeriod,
} from './check-limits';
import { type LimitInForce, limitInForce } from './limit-rules';
import type { LimitState } from './limit-store';
import type { LimitsDeps } from './limits.deps';
import { customerLimits, limitStates, limitUsage } from './limits.tables';

/**
 * lockLimitsForSpend for a batch of customers (decision 417): every customer's limit state row
 * created if missing and locked in customer id order, in a statement of its own (the order a
 * single purchase takes its one row in, so a hand purchase and a batch never wait on each other
 * in a circle); `read` is every customer's limits and usage in one part; `judge` applies the
 * limits' one rule (blockersOf, limit-rules.ts) to a spend with what the batch counted before it,
 * `count` counts an allowed one, and `record` writes every counted usage row in one insert.
 */
export async function lockLimitsForSpendBatch(
  deps: Pick<LimitsDeps, 'policy'>,
  tx: Tx,
  input: { customerIds: readonly string[]; currency: Currency; now: Date },
): Promise<SpendLimitsBatch> {
  const { currency, now } = input;
  const ids = [...new Set(input.customerIds)].sort();
  const states = new Map<string, LimitState>();
  if (ids.length) {
    const locked = (await tx.execute(
      sql`insert into ${limitStates} (customer_id) select id from json_array_elements_text(${JSON.stringify(ids)}::json) as u(id) order by id
          on conflict (customer_id) do update set customer_id = excluded.customer_id
          returning customer_id, excluded_until, excluded_indefinitely`,
    )) as unknown as {
      rows: { customer_id: string; excluded_until: string | Date | null; excluded_indefinitely: boolean }[];
    };
    for (const r of locked.rows) {
      states.set(r.customer_id, {
        customerId: r.customer_id,
        excludedUntil: r.excluded_until === null ? null : new Date(r.excluded_until),
        excludedIndefinitely: r.excluded_indefinitely,
      });
    }
  }
  const starts = periodStarts(now);
  const earliest = new Date(Math.min(...starts.map((s) => s.getTime())));
  // The customers as one array parameter: a page's thousand ids are not a thousand parameters (decision 515).
  const idsParam = sql.param(ids);
  const own = tx
    .select()
    .from(customerLimits)
    .where(
      and(
        sql`${customerLimits.customerId} = any(${idsParam}::text[])`,
        inArray(customerLimits.kind, [...kindsOf('purchase')]),
      ),
    );
  const used = tx
    .select({
      customerId: limitUsage.customerId,
      totals: sql`array[${sql.join(
        starts.map(
          (s) => sql`sum(${limitUsage.amount}) filter (where ${limitUsage.at} >= ${s.toISOString()}::timestamptz)`,
        ),
        sql`, `,
      )}]`.as('totals'),
    })
    .from(limitUsage)
    .where(
      and(
        sql`${limitUsage.customerId} = any(${idsParam}::text[])`,
        sql`${limitUsage.kind} = 'purchase'`,
        sql`${limitUsage.currency} = ${currency}`,
        gte(limitUsage.at, earliest),
      ),
    )
    .groupBy(limitUsage.customerId);
  const usage: (typeof limitUsage.$inferInsert)[] = [];
  return {
    read: {
      answer: ids.length ? sql`json_build_object('own', ${rowsAsJson(own)}, 'used', ${rowsAsJson(used)})` : sql`null`,
      read: (value) => {
        const reads = new Map<string, LimitReads>(ids.map((id) => [id, { own: [], usedIn: usedByPeriod([]) }]));
        if (value === null || value === undefined) return reads;
        const json = parsedJson(value) as {
          own: unknown;
          used: { customer_id: string; totals: (string | number | null)[] }[];
        };
        for (const row of tableRowsFromJson(customerLimits, json.own)) {
          const limit = limitInForce(row, now);
          if (limit) reads.get(row.customerId)?.own.push(limit as LimitInForce);
        }
        for (const row of json.used) {
          const entry = reads.get(row.customer_id);
          if (entry) entry.usedIn = usedByPeriod(limitPeriods.map((_, i) => Number(row.totals?.[i] ?? 0)));
        }
        return reads;
      },
    },
    judge: (reads, customerId, amount) =>
      blockersOf(deps, {
        use: 'purchase',
        amount,
        now,
        state: states.get(customerId),
        reads: countedIn(reads, customerId),
      }),
    refusal: (blockers) => refusalCodeOf(blockers, 'spend_limit_exceeded'),
    count: (reads, customerId, amount, reference) => {
      const entry = reads.get(customerId);
      if (entry) for (const period of limitPeriods) entry.usedIn[period] = (entry.usedIn[period] ?? 0) + amount.amount;
      usage.push({
        customerId,
        kind: 'purchase',
        amount: amount.amount,
        currency: amount.currency,
        reference,
        at: now,
      });
    },
    record: () =>
      usage.length
        ? { with: [['limit_usage_batch', rowsInsert(limitUsage, usage)]], answer: sql`null`, read: () => usage.length }
        : null,
  };
}

/** The reads of one customer; a customer the batch did not read has no limit and nothing used. */
function countedIn(reads: ReadonlyMap<string, LimitReads>, customerId: string): LimitReads {
  return reads.get(customerId) ?? { own: [], usedIn: usedByPeriod([]) };
}

export interface SpendLimitsBatch {
  read: StatementPart<Map<string, LimitReads>>;
  /** Every limit the spend would pass after what the batch counted (empty: allowed). */
  judge(reads: ReadonlyMap<string, LimitReads>, customerId: string, amount: Money): LimitBlocker[];
  /** The code a single purchase is refused with for these reasons (assertCanSpend's), null when none. */
  refusal(blockers: readonly LimitBlocker[]): ErrorCode | null;
  /** Counts an allowed spend against the customer's limits for the rest of the batch and the write. */
  count(reads: ReadonlyMap<string, LimitReads>, customerId: string, amount: Money, reference: string): void;
  /** Every counted usage row in one insert (null when none was counted). */
  record(): StatementPart<number> | null;
}
