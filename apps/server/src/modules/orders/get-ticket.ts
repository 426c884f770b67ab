import type { GameTypeKey, SyndicateShareTicket, Ticket } from '@drawline/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/app-error';
import { readSyndicates } from '../catalogue';
import { tickets } from './orders.tables';
import { drawsOf, loadTicketRecords, type TicketRow, toTicket } from './ticket-view';

interface TicketLookup {
  customerId: string;
  ticketId: string;
  now: Date;
}

/** The customer's own ticket row; anyone else's is not found, as if it did not exist. */
async function ownTicket(db: Db, { customerId, ticketId }: TicketLookup): Promise<TicketRow> {
  const [row] = await db
    .select()
    .from(tickets)
    .where(and(eq(tickets.ticketId, ticketId), eq(tickets.customerId, customerId)));
  if (!row) throw notFound('The ticket');
  return row;
}

/** GET /tickets/{ticketId}: one of the customer's tickets (/ticket/:id). */
export async function getTicket(db: Db, lookup: TicketLookup): Promise<Ticket> {
  const row = await ownTicket(db, lookup);
  const [[record], draws] = await Promise.all([loadTicketRecords(db, [row]), drawsOf(db, [row.drawId])]);
  const draw = draws.get(row.drawId);
  if (!record || !draw) throw notFound('The ticket');
  return toTicket(record, draw, lookup.now);
}

/**
 * GET /syndicate-shares/{ticketId}: one of the customer's syndicate share tickets with what the
 * syndicate plays (/my-account/syndicate-tickets/share/:id); any other ticket is not found.
 */
export async function getSyndicateShare(db: Db, lookup: TicketLookup): Promise<SyndicateShareTicket> {
  const row = await ownTicket(db, lookup);
  const [[record], draws] = await Promise.all([loadTicketRecords(db, [row]), drawsOf(db, [row.drawId])]);
  const draw = draws.get(row.drawId);
  if (!record?.share || !draw) throw notFound('The syndicate share');
  const { syndicateShare, ...ticket } = toTicket(record, draw, lookup.now);
  if (!syndicateShare) throw notFound('The syndicate share');
  const syndicate = (await readSyndicates(db, [syndicateShare.syndicateEncodedId])).get(
    syndicateShare.syndicateEncodedId,
  );
  return {
    ...ticket,
    syndicateShare,
    lotteryKey: draw.lotteryKey,
    syndicateTickets: record.share.syndicateTickets,
    syndicateGames: (syndicate?.games ?? []).map((t) => ({ ...t, gameType: t.gameType as GameTypeKey })),
  };
}
