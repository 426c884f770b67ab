import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { StatementPart } from '../../db/one-statement';
import { recurringPlacements, recurringPurchases } from './recurring.tables';

const active = 'recurring_status_active';

/** A draw of a recurring purchase the batch claims (claimPlacement's input less the clock). */
export interface PlacementClaim {
  recurringPurchaseId: string;
  drawId: string;
  customerId: string;
  drawDate: Date;
}

/**
 * claimPlacement for a batch (decision 417), in one statement: the recurring purchases still
 * active are locked in id order (a status change waits, as for one), and a placement row is
 * inserted for each, `on conflict do nothing`: the primary key (recurring purchase, draw) is
 * still what makes a draw bought once, whichever run or process claims it. Answers the claimed ids.
 */
export async function claimPlacements(tx: Tx, claims: readonly PlacementClaim[], now: Date): Promise<Set<string>> {
  if (!claims.length) return new Set();
  const json = JSON.stringify(
    claims.map((c) => ({
      id: c.recurringPurchaseId,
      draw_id: c.drawId,
      customer_id: c.customerId,
      draw_date: c.drawDate.toISOString(),
    })),
  );
  const result = (await tx.execute(sql`with c as (
      select * from json_to_recordset(${json}::json) as c(id text, draw_id text, customer_id text, draw_date timestamptz)
    ), still as (
      select r.id from ${recurringPurchases} r where r.id in (select id from c) and r.status = ${active} order by r.id for update
    )
    insert into ${recurringPlacements} (recurring_purchase_id, draw_id, customer_id, outcome, draw_date, placed_at)
    select c.id, c.draw_id, c.customer_id, 'purchased', c.draw_date, ${now.toISOString()}::timestamptz
    from c join still on still.id = c.id order by c.id
    on conflict do nothing
    returning recurring_purchase_id`)) as unknown as { rows: { recurring_purchase_id: string }[] };
  return new Set(result.rows.map((r) => r.recurring_purchase_id));
}

/**
 * The batch's end for its claims, as parts of its write statement: the bought ones completed
 * with their checkout and last attempt (completePlacement for many), and the claims the batch
 * did not decide given back, so the per-order path claims them again in a transaction of its own.
 */
export function settleClaimsPart(input: {
  bought: readonly { recurringPurchaseId: string; drawId: string; checkoutId: string }[];
  released: readonly { recurringPurchaseId: string; drawId: string }[];
  now: Date;
}): StatementPart<void> {
  const withs: [string, SQL][] = [];
  const now = input.now.toISOString();
  if (input.bought.length) {
    const json = JSON.stringify(
      input.bought.map((b) => ({ id: b.recurringPurchaseId, draw_id: b.drawId, checkout_id: b.checkoutId })),
    );
    withs.push(
      [
        'claims_bought',
        sql`update ${recurringPlacements} p set checkout_id = b.checkout_id
          from json_to_recordset(${json}::json) as b(id text, draw_id text, checkout_id text)
          where p.recurring_purchase_id = b.id and p.draw_id = b.draw_id`,
      ],
      [
        'claims_last_attempt',
        sql`update ${recurringPurchases} set last_attempt_status = 'purchased', last_failure_code = null,
          last_attempt_at = ${now}::timestamptz, updated_at = ${now}::timestamptz
          where id = any(array(select json_array_elements_text(${JSON.stringify(input.bought.map((b) => b.recurringPurchaseId))}::json)))`,
      ],
    );
  }
  if (input.released.length) {
    const json = JSON.stringify(input.released.map((r) => ({ id: r.recurringPurchaseId, draw_id: r.drawId })));
    withs.push([
      'claims_released',
      sql`delete from ${recurringPlacements} p using json_to_recordset(${json}::json) as r(id text, draw_id text)
        where p.recurring_purchase_id = r.id and p.draw_id = r.draw_id and p.checkout_id is null`,
    ]);
  }
  return { with: withs, answer: sql`null`, read: () => undefined };
}
