import type { Draw, DrawStatus, ProductOffersAnswer } from '@drawline/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { purchaseStatusOf } from './purchase-status';

/** A draw with limited stock (a raffle's tickets) as it is now. */
interface LiveDraw {
  status: DrawStatus;
  stopDate: Date;
  openDate: Date | null;
  ticketCap: number;
  ticketsSold: number;
}

/**
 * What the offers answer must never show stale (issue 24, docs/decisions/330): the stock of every
 * draw and syndicate with limited stock that is still on sale, and when the next sale stops. One
 * read; `stamp` names it, so a kept answer is kept per stamp (platform/cache.ts CachePolicy.stamp).
 */
export interface LiveStock {
  now: Date;
  draws: ReadonlyMap<string, LiveDraw>;
  syndicates: ReadonlyMap<string, { size: number; sharesSold: number }>;
  stamp: string;
}

const SELLING = sql`('DRAW_OPEN', 'DRAW_CAPPED')`;

/**
 * Reads the live stock in one statement: the draws with a cap still selling, the syndicates of
 * open draws, and the earliest stop of any draw still selling (when it passes, purchase statuses
 * change, so the stamp does too). Only a few rows: the raffles and syndicates on sale.
 */
export async function readLiveStock(db: Db, now: Date): Promise<LiveStock> {
  const at = now.toISOString();
  const result = (await db.execute(sql`
    select 'd' as kind, draw_id as id, status,
           (extract(epoch from stop_date) * 1000)::float8 as stop,
           (extract(epoch from open_date) * 1000)::float8 as open,
           ticket_cap as cap, tickets_sold as sold
      from draws where ticket_cap is not null and status in ${SELLING}
    union all
    select 's', s.syndicate_encoded_id, d.status, null, null, s.size, s.shares_sold
      from syndicates s join draws d on d.draw_id = s.draw_id
     where d.status = 'DRAW_OPEN' and d.stop_date > ${at}::timestamptz
    union all
    select 'n', null, null, (extract(epoch from min(stop_date)) * 1000)::float8, null, null, null
      from draws where status in ${SELLING} and stop_date > ${at}::timestamptz`)) as unknown as {
    rows: {
      kind: 'd' | 's' | 'n';
      id: string | null;
      status: string | null;
      stop: number | null;
      open: number | null;
      cap: number | null;
      sold: number | null;
    }[];
  };
  const liveDraws = new Map<string, LiveDraw>();
  const syndicates = new Map<string, { size: number; sharesSold: number }>();
  const parts: string[] = [];
  for (const r of result.rows) {
    if (r.kind === 'n') {
      parts.push(`next:${r.stop ?? '-'}`);
    } else if (r.kind === 'd' && r.id) {
      const draw: LiveDraw = {
        status: r.status as DrawStatus,
        stopDate: new Date(Number(r.stop)),
        openDate: r.open === null ? null : new Date(Number(r.open)),
        ticketCap: Number(r.cap),
        ticketsSold: Number(r.sold),
      };
      liveDraws.set(r.id, draw);
      parts.push(`d:${r.id}:${draw.status}:${draw.ticketsSold}:${purchaseStatusOf(draw, now)}`);
    } else if (r.kind === 's' && r.id) {
      syndicates.set(r.id, { size: Number(r.cap), sharesSold: Number(r.sold) });
      parts.push(`s:${r.id}:${Number(r.sold)}`);
    }
  }
  return { now, draws: liveDraws, syndicates, stamp: parts.sort().join('|') };
}

function liveDraw(draw: Draw, live: LiveStock): Draw {
  const now = live.now.getTime();
  if (draw.ticketCap === null) {
    // Unlimited: only time changes its purchase status; the kept answer's own stop and sales open
    // dates say when (a kept pre-order opens for sale at its open date, not a minute later).
    const past = now >= Date.parse(draw.stopDate) && draw.purchaseStatus !== 'past_draw';
    if (past) return { ...draw, purchaseStatus: 'past_draw' };
    const opens = draw.drawData.drawSalesOpenDate;
    const opened = draw.purchaseStatus === 'pre_order' && opens !== null && now >= Date.parse(opens);
    return opened ? { ...draw, purchaseStatus: 'open' } : draw;
  }
  const found = live.draws.get(draw.drawId);
  // No longer selling (closed, drawn): its sale is past.
  if (!found) return draw.purchaseStatus === 'past_draw' ? draw : { ...draw, purchaseStatus: 'past_draw' };
  const purchaseStatus = purchaseStatusOf(found, live.now);
  const ticketsRemaining = Math.max(0, found.ticketCap - found.ticketsSold);
  if (
    draw.status === found.status &&
    draw.purchaseStatus === purchaseStatus &&
    draw.ticketsSold === found.ticketsSold &&
    draw.ticketsRemaining === ticketsRemaining
  ) {
    return draw;
  }
  return { ...draw, status: found.status, purchaseStatus, ticketsSold: found.ticketsSold, ticketsRemaining };
}

/**
 * A kept product offers answer with its stock and purchase statuses as they are now (the rest as
 * kept): draws' status, purchaseStatus, ticketsSold and ticketsRemaining, and syndicates' shares
 * sold and remaining (a syndicate whose draw stopped selling is left out, as a fresh answer would).
 * The kept answer is never changed (it is shared); a new one is made where anything differs.
 */
export function withLiveStock(answer: ProductOffersAnswer, live: LiveStock): ProductOffersAnswer {
  let changed = false;
  const offers = answer.offers.map((offer) => {
    const draws = offer.draws.map((d) => liveDraw(d, live));
    const syndicates = offer.syndicates.flatMap((s) => {
      const found = live.syndicates.get(s.syndicateEncodedId);
      if (!found) return [];
      if (found.sharesSold === s.sharesSold) return [s];
      return [{ ...s, sharesSold: found.sharesSold, sharesRemaining: found.size - found.sharesSold }];
    });
    const same =
      draws.every((d, i) => d === offer.draws[i]) &&
      syndicates.length === offer.syndicates.length &&
      syndicates.every((s, i) => s === offer.syndicates[i]);
    if (same) return offer;
    changed = true;
    return { ...offer, draws, syndicates };
  });
  return changed ? { ...answer, offers } : answer;
}
