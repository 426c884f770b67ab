import { type Envelope, IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@drawline/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { requireCustomer } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { requestHash } from './request-hash';
import { type IdempotencyDeps, withIdempotency } from './with-idempotency';

/** Set on an answer that is the stored first answer of its key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';

/** The Idempotency-Key of a money call: 400 when it is missing or malformed. */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  const key = Array.isArray(header) ? header[0] : header;
  if (!key) throw new AppError('idempotency_key_missing');
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new AppError('idempotency_key_invalid');
  return key;
}

/** An idempotent route's answer: its result is always there (a refused call keeps no answer, it throws). */
export type IdempotentEnvelope<T> = Envelope<T> & { result: T };

export interface IdempotentRouteOptions {
  /** The answer's status (200 unless given). */
  status?: number;
  /** Whose key; the signed-in customer (`customer:<id>`, 401 without one) unless given. */
  scope?: string;
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
  work: (tx: Tx) => Promise<T>,
  options: IdempotentRouteOptions = {},
): Promise<IdempotentEnvelope<T>> {
  const scope = options.scope ?? `customer:${requireCustomer(request).customerId}`;
  const key = idempotencyKeyOf(request);
  const hash = requestHash({
    method: request.method,
    route: request.routeOptions.url ?? request.url.split('?')[0] ?? '',
    params: request.params,
    query: request.query,
    body: request.body,
  });
  const status = options.status ?? 200;
  const outcome = await withIdempotency(deps, { scope, key, requestHash: hash }, async (tx) => ({
    status,
    body: await work(tx),
  }));
  if (outcome.replayed) reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
  reply.status(outcome.status);
  return ok(outcome.body);
}
