import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * How many statements one connection keeps prepared (docs/decisions/549). The server keeps each
 * one's parse tree and plan for the connection's life, so the count is capped: the statements a
 * connection meets first (the shop's common shapes: a page's reads, a purchase's statements) are
 * prepared, later ones are sent as before.
 */
export const PREPARED_PER_CONNECTION = 100;

/**
 * A statement's name on the server: a hash of its text, so one text always has one name and two
 * texts never share one (the driver refuses a name reused for another text).
 */
export function statementName(text: string): string {
  return `d_${createHash('sha1').update(text).digest('base64url')}`;
}

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown; submit?: unknown };

/** What the driver answers a `begin`: what a begin held back answers at once (nothing reads it). */
const BEGUN = Object.freeze({ command: 'BEGIN', rowCount: null, oid: null, rows: [], fields: [] });

/**
 * A pool's connection that:
 * - sends each statement with parameters as a named prepared statement (docs/decisions/549):
 *   PostgreSQL parses and plans its text once per connection instead of on every call, and the
 *   driver sends only its parameters after the first time. Statements without parameters (`begin`,
 *   `commit`, several statements in one text) go as before, by the simple protocol;
 * - holds a transaction's `begin` back and sends it with the transaction's first statement, one
 *   round trip for both (docs/decisions/564): the driver's pipeline mode puts the second on the wire
 *   without waiting for the first's answer, and PostgreSQL runs them in order.
 */
export class PreparingClient extends pg.Client {
  /** The names this connection has sent, each prepared on its server from then on. */
  readonly prepared = new Set<string>();
  /** A `begin` answered but not sent yet: it goes just before this connection's next statement. */
  heldBegin: QueryConfig | string | null = null;

  constructor(config?: string | pg.ClientConfig) {
    const asObject = typeof config === 'string' ? { connectionString: config } : (config ?? {});
    // The driver's pipeline mode (pg 8.23): a statement is sent while the one before it is still
    // answered, each with its own Sync, so an error stays with its own statement.
    super({ ...asObject, pipeline: true } as pg.ClientConfig);
  }
}

type Query = (...args: unknown[]) => unknown;

// The driver's query has a dozen overloads; the override only names the statement, holds a begin
// back, and passes the call on to whatever `pg.Client.prototype.query` is at call time (a test may
// wrap it to count).
(PreparingClient.prototype as unknown as { query: Query }).query = function (
  this: PreparingClient,
  config: unknown,
  ...rest: unknown[]
) {
  const query = pg.Client.prototype.query as unknown as Query;
  if (isPlainBegin(config, rest)) {
    // Two begins in a row never come from a transaction; the first is sent rather than lost.
    if (this.heldBegin) sendHeldBegin(this, query);
    this.heldBegin = config as QueryConfig | string;
    return Promise.resolve(BEGUN);
  }
  const begun = this.heldBegin ? sendHeldBegin(this, query) : null;
  const answer = query.call(this, named(this, config, rest[0]), ...rest);
  // A begin fails only with its connection, and then so does the statement sent behind it; if it
  // ever failed alone, the statement's caller is told, so the transaction's work is not taken as done.
  if (begun && answer instanceof Promise) return Promise.all([begun, answer]).then(([, result]) => result);
  return answer;
};

/** Sends the held begin now; its failure is reported with the statement sent behind it. */
function sendHeldBegin(client: PreparingClient, query: Query): Promise<unknown> {
  const begin = client.heldBegin;
  client.heldBegin = null;
  const sent = query.call(client, begin) as Promise<unknown>;
  sent.catch(() => {});
  return sent;
}

/** A transaction's `begin` (any isolation or access mode) sent on its own, awaiting its answer. */
function isPlainBegin(config: unknown, rest: unknown[]): boolean {
  const text = typeof config === 'string' ? config : (config as QueryConfig | null)?.text;
  if (typeof text !== 'string' || !/^\s*begin\b[^;]*$/i.test(text)) return false;
  if (typeof config === 'object' && ((config as QueryConfig).name !== undefined || 'submit' in (config as object)))
    return false;
  const values = typeof config === 'object' ? (config as QueryConfig).values : undefined;
  const given = rest[0];
  if (typeof given === 'function' || typeof rest[1] === 'function') return false;
  const noValues = (v: unknown) => v === undefined || (Array.isArray(v) && v.length === 0);
  return noValues(values) && noValues(given);
}

function named(client: PreparingClient, config: unknown, secondArgument: unknown): unknown {
  const asObject: QueryConfig | null =
    typeof config === 'string'
      ? { text: config }
      : config && typeof config === 'object'
        ? (config as QueryConfig)
        : null;
  if (!asObject || typeof asObject.text !== 'string' || asObject.name !== undefined) return config;
  if (typeof asObject.submit === 'function') return config;
  const values = Array.isArray(asObject.values) ? asObject.values : secondArgument;
  if (!Array.isArray(values) || values.length === 0) return config;
  const name = statementName(asObject.text);
  if (!client.prepared.has(name)) {
    if (client.prepared.size >= PREPARED_PER_CONNECTION) return config;
    client.prepared.add(name);
  }
  return { ...asObject, name };
}

/**
 * A connection given back to the pool with a begin still held (its holder sent nothing after it)
 * never started that transaction: the begin is dropped, not sent with the next holder's statement.
 */
export function dropHeldBegin(client: unknown): void {
  if (client instanceof PreparingClient) client.heldBegin = null;
}
