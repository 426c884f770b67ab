import { type Envelope, IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@drawline/contracts';
import type { SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client';
import type { StatementPart } from '../../db/one-statement';
import { AppError } from '../../platform/app-error';
import { requireCustomer } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { requestHash } from './request-hash';
import { type IdempotencyDeps, type IdempotentOutcome, type KeyClaim, withIdempotency } from './with-idempotency';

/**
 * A money call's work, given its transaction and, for a work that knows its answer before its
 * last statement, the key's answer as a part of it (docs/decisions/338): the key then stores that.
 * The answer may be SQL that the statement completes (a raffle receipt's numbers, decision 512).
 */
export type IdempotentWork<T> = (
  tx: Tx,
  answerPart: (body: T | SQL) => StatementPart<void>,
  /** With `claimInWork` only: the key's claim, which the work must send first (decision 542). */
  keyClaim?: KeyClaim,
) => Promise<T>;

/** Whose keys a customer's money calls use: theirs alone. */
export const customerScope = (customerId: string) => `customer:${customerId}`;

/** Set on an answer that is the stored first answer of its key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';

/** The Idempotency-Key of a money call: 400 when it is missing or malformed. */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  return checkedKey(Array.isArray(header) ? header[0] : header);
}

/** A money call's key, however it came (a header, the pages' port): 400 when it is missing or malformed. */
export function checkedKey(key: string | undefined): string {
  if (!key) throw new AppError('idempotency_key_missing');
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new AppError('idempotency_key_invalid');
  return key;
}

/**
 * A money call as its key is judged: who makes it, with which key, and the request's parts as the
 * HTTP route reads them (its route pattern, parsed params, query and body), so the same call made
 * over HTTP or through the pages' port is the same request to its key.
 */
export interface IdempotentCall {
  scope: string;
  key: string | undefined;
  method: string;
  route: string;
  params?: unknown;
  query?: unknown;
  body?: unknown;
}

/**
 * The work of a money call run once per key (withIdempotency), for a caller that is not an HTTP
 * request (the pages' port): the first answer, or the stored one (`replayed`) on a retry.
 */
export function runIdempotentCall<T>(
  deps: IdempotencyDeps,
  call: IdempotentCall,
  work: IdempotentWork<T>,
  status = 200,
  options: { claimInWork?: boolean } = {},
): Promise<IdempotentOutcome<T>> {
  const key = checkedKey(call.key);
  const hash = requestHash({
    method: call.method,
    route: call.route,
    params: call.params,
    // A call without a query string has the empty one, as an HTTP request's parsed query is.
    query: call.query ?? {},
    body: call.body,
  });
  return withIdempotency(
    deps,
    { scope: call.scope, key, requestHash: hash },
    async (tx, keyAnswer, keyClaim) => ({
      status,
      body: await work(tx, (body) => keyAnswer({ status, body }), keyClaim),
    }),
    options,
  );
}

/** An idempotent route's answer: its result is always there (a refused call keeps no answer, it throws). */
export type IdempotentEnvelope<T> = Envelope<T> & { result: T };

export interface IdempotentRouteOptions {
  /** The answer's status (200 unless given). */
  status?: number;
  /** Whose key; the signed-in customer (`customer:<id>`, 401 without one) unless given. */
  scope?: string;
  /** The work sends the key's claim with its first lock (KeyClaim, decision 542). */
  claimInWork?: boolean;
}

/**
 * A money route in one line:
 *   async (request, reply) => idempotency.answer(request, reply, (tx) => placeOrder(tx, …))
 * The work runs in the transaction that stores its answer; a retry with the same key answers
 * the first answer (with `idempotent-replayed: true`) and runs nothing.
 */
export async function answerIdempotently<T>(
  deps: IdempotencyDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  work: IdempotentWork<T>,
  options: IdempotentRouteOptions = {},
): Promise<IdempotentEnvelope<T>> {
  const outcome = await runIdempotentCall(
    deps,
    {
      scope: options.scope ?? customerScope(requireCustomer(request).customerId),
      key: idempotencyKeyOf(request),
      method: request.method,
      route: request.routeOptions.url ?? request.url.split('?')[0] ?? '',
      params: request.params,
      query: request.query,
      body: request.body,
    },
    work,
    options.status,
    { claimInWork: options.claimInWork },
  );
  if (outcome.replayed) reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
  reply.status(outcome.status);
  return ok(outcome.body);
}
