/**
 * The database's floor for the recurring bench (BENCH_FLOOR=1 npm run bench:recurring, decision
 * 376): the rows a wallet-paid placement writes (its placement, order, order line, ticket, journal
 * with two postings, limit usage, and the customer's balance), written set-based for a batch of
 * autoplays per transaction, with no rule checked. Not a way to place anything: a measure of what
 * a set-based engine could reach on this machine at best, beside what the engine does.
 */
import type pg from 'pg';

export interface FloorRun {
  batches: number;
  ms: number;
  rows: number;
}

export async function writeFloor(
  client: pg.Client,
  input: { drawId: string; drawNo: number; drawDate: Date; price: number; batch: number },
): Promise<FloorRun> {
  const { rows: idRows } = await client.query<{ id: string }>(
    `select r.id from recurring_purchases r join ledger_accounts a on a.id = 'customer:' || r.customer_id || ':cash:AUD'
     order by r.id`,
  );
  const ids = idRows.map((r) => r.id);
  await client.query(
    `insert into ledger_accounts (id, holder, kind, subject, currency, balance, created_at)
     values ('operator:sales:powerball2018:AUD', 'operator', 'sales', 'powerball2018', 'AUD', 0, now())
     on conflict (id) do nothing`,
  );
  const started = performance.now();
  let batches = 0;
  for (let i = 0; i < ids.length; i += input.batch) {
    const chunk = ids.slice(i, i + input.batch);
    await client.query('begin');
    await client.query(
      `create temp table if not exists floor_batch (id text, customer_id text, checkout text) on commit delete rows`,
    );
    await client.query(
      `insert into floor_batch select r.id, r.customer_id, 'floor-' || r.id from recurring_purchases r
       where r.id = any($1::text[])`,
      [chunk],
    );
    await client.query(
      `with placed as (
         insert into recurring_placements (recurring_purchase_id, draw_id, customer_id, outcome, checkout_id, draw_date, placed_at)
         select id, $1, customer_id, 'purchased', checkout, $2, now() from floor_batch
         on conflict do nothing returning recurring_purchase_id
       ),
       ord as (
         insert into orders (order_id, checkout_id, customer_id, status, total, currency, tracking_data, created_at)
         select checkout, checkout, customer_id, 'ORDER_COMPLETE', $3, 'AUD', '{}', now() from floor_batch
       ),
       line as (
         insert into order_lines (order_line_id, order_id, position, product_type, product_offer_key, game_type,
           game_offer, num_games, num_draws, amount, currency)
         select checkout, checkout, 0, 'lottery_ticket', 'powerball2018', 'standard', 'standard', 4, 1, $3, 'AUD'
         from floor_batch
       ),
       ticket as (
         insert into tickets (ticket_id, order_line_id, customer_id, product_type, draw_id, draw_no, draw_date,
           game_type, game_offer, num_games, games, quick_pick, created_at)
         select checkout, checkout, b.customer_id, 'lottery_ticket', $1, $4, $2, 'standard', 'standard', 4, r.games,
           '[]'::jsonb, now()
         from floor_batch b join recurring_purchases r on r.id = b.id
       ),
       journal as (
         insert into ledger_journals (id, kind, reference, description, metadata, created_at)
         select checkout, 'purchase', checkout, 'Purchase', '{}'::jsonb, now() from floor_batch
       ),
       posting as (
         insert into ledger_postings (journal_id, account_id, currency, amount)
         select checkout, 'customer:' || customer_id || ':cash:AUD', 'AUD', -$3::bigint from floor_batch
         union all select checkout, 'operator:sales:powerball2018:AUD', 'AUD', $3::bigint from floor_batch
       ),
       usage as (
         insert into limit_usage (customer_id, kind, amount, currency, reference, at)
         select customer_id, 'purchase', $3, 'AUD', checkout, now() from floor_batch
       )
       update ledger_accounts a set balance = a.balance - spent.amount
       from (select customer_id, count(*) * $3::bigint as amount from floor_batch group by customer_id) spent
       where a.id = 'customer:' || spent.customer_id || ':cash:AUD'`,
      [input.drawId, input.drawDate, input.price, input.drawNo],
    );
    await client.query('commit');
    batches++;
  }
  return { batches, ms: performance.now() - started, rows: ids.length };
}
