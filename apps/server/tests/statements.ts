import pg from 'pg';

type InFlight = { _activeQuery?: unknown; _sentQueryQueue?: unknown[]; _queryQueue?: unknown[] };

/**
 * The round trips `work` makes through the pg driver (PostgreSQL), in order: what a budget test
 * counts. A statement sent while its connection still waits for the answer of the one before
 * (the driver's pipeline: a transaction's begin goes with its first statement, decision 564) rides
 * in that round trip: its text is joined to the trip's, after a line `+ `.
 */
export async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
  const trips: string[] = [];
  const tripOf = new Map<pg.Client, number>();
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text?: string };
    const text = typeof first === 'string' ? first : (first?.text ?? '');
    const client = this as unknown as InFlight;
    const waiting =
      client._activeQuery != null || (client._sentQueryQueue?.length ?? 0) > 0 || (client._queryQueue?.length ?? 0) > 0;
    const trip = tripOf.get(this);
    if (waiting && this.pipeline && trip !== undefined) trips[trip] = `${trips[trip]}\n+ ${text}`;
    else tripOf.set(this, trips.push(text) - 1);
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  try {
    await work();
  } finally {
    pg.Client.prototype.query = query;
  }
  return trips;
}
