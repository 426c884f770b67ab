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

/**
 * A pool's connection that sends each statement with parameters as a named prepared statement
 * (docs/decisions/549): PostgreSQL parses and plans its text once per connection instead of on
 * every call, and the driver sends only its parameters after the first time. Statements without
 * parameters (`begin`, `commit`, several statements in one text) go as before, by the simple
 * protocol.
 */
export class PreparingClient extends pg.Client {
  /** The names this connection has sent, each prepared on its server from then on. */
  readonly prepared = new Set<string>();
}

// The driver's query has a dozen overloads; the override only names the statement and passes the
// call on to whatever `pg.Client.prototype.query` is at call time (a test may wrap it to count).
(PreparingClient.prototype as unknown as { query: (...args: unknown[]) => unknown }).query = function (
  this: PreparingClient,
  config: unknown,
  ...rest: unknown[]
) {
  const query = pg.Client.prototype.query as unknown as (...args: unknown[]) => unknown;
  return query.call(this, named(this, config, rest[0]), ...rest);
};

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
