import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client';
import {
  answerIdempotently,
  type IdempotentCall,
  type IdempotentRouteOptions,
  type IdempotentWork,
  runIdempotentCall,
} from './answer-idempotently';
import {
  type IdempotencyClaim,
  type IdempotencyDeps,
  type IdempotentAnswer,
  type KeyAnswer,
  withIdempotency,
} from './with-idempotency';

export {
  answerIdempotently,
  checkedKey,
  customerScope,
  IDEMPOTENT_REPLAYED_HEADER,
  type IdempotentCall,
  type IdempotentEnvelope,
  type IdempotentRouteOptions,
  type IdempotentWork,
  idempotencyKeyOf,
} from './answer-idempotently';
export { canonicalJson, type RequestParts, requestHash } from './request-hash';
export {
  type IdempotencyClaim,
  type IdempotencyDeps,
  type IdempotentAnswer,
  type IdempotentOutcome,
  type KeyAnswer,
  type KeyClaim,
  withIdempotency,
} from './with-idempotency';

/** Idempotency for money calls (docs/decisions/103), bound to the app's database and clock. */
export function createIdempotency(deps: IdempotencyDeps) {
  return {
    /** withIdempotency on this database: the work runs once per (scope, key), its answer stored with it. */
    run: <T>(claim: IdempotencyClaim, work: (tx: Tx, keyAnswer: KeyAnswer) => Promise<IdempotentAnswer<T>>) =>
      withIdempotency(deps, claim, work),
    /** The one line of a money route: `async (request, reply) => idempotency.answer(request, reply, (tx) => …)`. */
    answer: <T>(
      request: FastifyRequest,
      reply: FastifyReply,
      work: IdempotentWork<T>,
      options?: IdempotentRouteOptions,
    ) => answerIdempotently(deps, request, reply, work, options),
    /** The same for a caller that is not an HTTP request (the pages' port): the outcome, `replayed` on a retry. */
    runCall: <T>(call: IdempotentCall, work: IdempotentWork<T>, status?: number, options?: { claimInWork?: boolean }) =>
      runIdempotentCall(deps, call, work, status, options),
  };
}
export type Idempotency = ReturnType<typeof createIdempotency>;
