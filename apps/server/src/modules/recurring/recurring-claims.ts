import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { StatementPart } from '../../db/one-statement';
import { recurringPlacements, recurringPurchases } from './recurring.tables';
import type { RecurringNoticeRow } from './recurring-payment-store';
import { recurringNotices } from './recurring-payments.tables';

const active = 'recurring_status_active';

/** A draw of a recurring purchase the batch claims (claimPlacement's input less the clock). */
export interface PlacementClaim {
  recurringPurchaseId: string;
  drawId: string;
  customerId: string;
  drawDate: Date;
  /** The checkout the placement's order will have: written with the claim, so the batch's end need not update it. */
  checkoutId: string;
}

/**
 * claimPlacement for a batch (decision 417), in one statement: the recurring purchases still
 * active are locked in id order (a status change waits, as for one), and a placement row is
 * inserted for each with its checkout, `on conflict do nothing`: the primary key (recurring purchase,
 * draw) is still what makes a draw bought once, whichever run or process claims it. Answers the claimed ids.
 */
export async function claimPlacements(tx: Tx, claims: readonly PlacementClaim[], now: Date): Promise<Set<string>> {
  if (!claims.length) return new Set();
  const json = JSON.stringify(
    claims.map((c) => ({
      id: c.recurringPurchaseId,
      draw_id: c.drawId,
      customer_id: c.customerId,
      draw_date: c.drawDate.toISOString(),
      checkout_id: c.checkoutId,
    })),
  );
  const result = (await tx.execute(sql`with c as (
      select * from json_to_recordset(${json}::json) as c(id text, draw_id text, customer_id text, draw_date timestamptz, checkout_id text)
    ), still as (
      select r.id from ${recurringPurchases} r where r.id in (select id from c) and r.status = ${active} order by r.id for update
    )
    insert into ${recurringPlacements} (recurring_purchase_id, draw_id, customer_id, outcome, checkout_id, draw_date, placed_at)
    select c.id, c.draw_id, c.customer_id, 'purchased', c.checkout_id, c.draw_date, ${now.toISOString()}::timestamptz
    from c join still on still.id = c.id order by c.id
    on conflict do nothing
    returning recurring_purchase_id`)) as unknown as { rows: { recurring_purchase_id: string }[] };
  return new Set(result.rows.map((r) => r.recurring_purchase_id));
}

/**
 * The batch's end for its claims, as parts of its write statement: the bought ones' last attempt
 * (their placement rows already name their checkout, claimPlacements); the refused ones given up
 * as recordFailedAttempt gives up a draw on a hard failure (the placement a hard failure with its
 * code, the last attempt failed: decision 516); and the claims the batch did not decide given
 * back, so the per-order path claims them again in a transaction of its own.
 */
export function settleClaimsPart(input: {
  bought: readonly { recurringPurchaseId: string }[];
  refused?: readonly { recurringPurchaseId: string; drawId: string; code: string }[];
  released: readonly { recurringPurchaseId: string; drawId: string }[];
  now: Date;
}): StatementPart<void> {
  const withs: [string, SQL][] = [];
  const now = sql`${input.now.toISOString()}::timestamptz`;
  const refused = input.refused ?? [];
  const attempts = [
    ...input.bought.map((b) => ({ id: b.recurringPurchaseId, status: 'purchased', code: null as string | null })),
    ...refused.map((r) => ({ id: r.recurringPurchaseId, status: 'hard_failure', code: r.code as string | null })),
  ];
  if (attempts.length) {
    withs.push([
      'claims_last_attempt',
      sql`update ${recurringPurchases} r set last_attempt_status = a.status, last_failure_code = a.code,
          last_attempt_at = ${now}, updated_at = ${now}
          from unnest(${sql.param(attempts.map((a) => a.id))}::text[], ${sql.param(attempts.map((a) => a.status))}::text[],
            ${sql.param(attempts.map((a) => a.code))}::text[]) as a(id, status, code)
          where r.id = a.id`,
    ]);
  }
  if (refused.length) {
    withs.push([
      'claims_refused',
      sql`update ${recurringPlacements} p set outcome = 'hard_failure', failure_code = r.code, checkout_id = null
        from unnest(${sql.param(refused.map((r) => r.recurringPurchaseId))}::text[], ${sql.param(refused.map((r) => r.drawId))}::text[],
          ${sql.param(refused.map((r) => r.code))}::text[]) as r(id, draw_id, code)
        where p.recurring_purchase_id = r.id and p.draw_id = r.draw_id`,
    ]);
  }
  if (input.released.length) {
    withs.push([
      'claims_released',
      sql`delete from ${recurringPlacements} p
        using unnest(${sql.param(input.released.map((r) => r.recurringPurchaseId))}::text[], ${sql.param(input.released.map((r) => r.drawId))}::text[]) as r(id, draw_id)
        where p.recurring_purchase_id = r.id and p.draw_id = r.draw_id and p.outcome = 'purchased'`,
    ]);
  }
  return { with: withs, answer: sql`null`, read: () => undefined };
}

/**
 * claimNotice for a batch's refusals, in one statement in the batch's transaction: each notice
 * written unless its draw's was (the primary key makes it once). Answers the written ones' keys,
 * `${recurringPurchaseId} ${drawId}`, so only they get their email.
 */
export async function claimNotices(
  tx: Tx,
  notices: readonly Omit<RecurringNoticeRow, 'readAt'>[],
): Promise<Set<string>> {
  if (!notices.length) return new Set();
  const rows = await tx
    .insert(recurringNotices)
    .values([...notices])
    .onConflictDoNothing()
    .returning({ id: recurringNotices.recurringPurchaseId, drawId: recurringNotices.drawId });
  return new Set(rows.map((r) => `${r.id} ${r.drawId}`));
}
