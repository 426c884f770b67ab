import {
  type Envelope,
  errorMessages,
  groupFieldErrors,
  envelope as makeEnvelope,
  STAFF_API_PREFIX,
  snakeKey,
  toCamelKeys,
} from '@drawline/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isPoolWaitTimeout } from '../db/client';
import { AppError } from './app-error';
import { assertAcceptableInput } from './input-guard';
import { BUSY_RETRY_AFTER_SECONDS } from './lanes';
import type { Shedding } from './shedding';

const ENVELOPED = Symbol('enveloped');

/** Marks an answer as a complete envelope, for handlers that need pageInfo, links or messages. */
export function ok<T>(result: T, extra: Partial<Omit<Envelope<T>, 'result'>> = {}): Envelope<T> & { result: T } {
  const e = makeEnvelope(result, extra);
  Object.defineProperty(e, ENVELOPED, { value: true, enumerable: false });
  return e;
}

function isEnveloped(payload: unknown): boolean {
  return typeof payload === 'object' && payload !== null && ENVELOPED in payload;
}

export function errorEnvelope(err: AppError): Envelope<unknown> {
  const { options } = err;
  const fieldErrors = options.errors?.length ? groupFieldErrors(options.errors) : null;
  return ok(options.result ?? null, {
    error: { code: err.code, message: err.message },
    errors: fieldErrors ?? { general: [{ code: err.code, message: err.message }] },
    messages: [{ code: options.messageCode ?? err.code, message: err.message, level: 'error' }],
  });
}

/** Paths whose answers are not wrapped in the envelope (documents, probes, pages). */
export function isApiPath(url: string, apiBases: readonly string[]): boolean {
  return apiBases.some((base) => url === base || url.startsWith(`${base}/`) || url.startsWith(`${base}?`));
}

/**
 * The conventions of every call (1-platform.md §7): snake_case (or kebab-case) request keys
 * come in as camelCase, answers go out in the envelope, and every failure is an envelope too.
 */
export const envelopePlugin = fp(
  async (app: FastifyInstance, opts: { apiBases: readonly string[]; shedding: Shedding }) => {
    app.addHook('preValidation', async (request) => {
      // Before anything reads the input: strings PostgreSQL cannot store and bodies nested too deep
      // are refused here, once for every route (issue 7, hardening).
      // A call's query must decode as sent; a page keeps a sloppy link's query as it came (50%off).
      const call = isApiPath(request.url, opts.apiBases) || isApiPath(request.url, [STAFF_API_PREFIX]);
      assertAcceptableInput({
        body: request.body,
        query: request.query,
        params: request.params,
        url: call ? request.url : undefined,
      });
      if (request.body && typeof request.body === 'object') request.body = toCamelKeys(request.body);
      if (request.query && typeof request.query === 'object') request.query = toCamelKeys(request.query);
    });

    app.addHook('preSerialization', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (!isApiPath(request.url, opts.apiBases) || reply.statusCode === 204) return payload;
      if (isEnveloped(payload)) return payload;
      return makeEnvelope(payload ?? null);
    });

    /** The setup faults already logged by this process: each is told once, with its fix. */
    const toldFaults = new Set<string>();
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const appError = toAppError(error);
      const fault = appError.options.setupFault;
      // Shedding is expected at the peak: counted, and told once in a while (platform/shedding.ts).
      if (appError.options.shed) opts.shedding.count(appError.options.shed);
      else if (fault) {
        if (!toldFaults.has(fault)) request.log.error({ code: appError.code }, fault);
        toldFaults.add(fault);
      } else if (appError.status >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.info({ code: appError.code }, 'request refused');
      for (const [k, v] of Object.entries(appError.options.headers ?? {})) reply.header(k, v);
      reply.status(appError.status).send(errorEnvelope(appError));
    });

    app.setNotFoundHandler((request, reply) => {
      const e = noSuchCall(app, request);
      for (const [k, v] of Object.entries(e.options.headers ?? {})) reply.header(k, v);
      reply.status(e.status).send(errorEnvelope(e));
    });
  },
  { name: 'envelope' },
);

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/**
 * The refusal for a request no route takes: 405 with Allow when the path is a known call under
 * another method, else 404. Wildcard matches (the storefront's catch-all) do not count as calls.
 */
export function noSuchCall(app: FastifyInstance, request: FastifyRequest): AppError {
  const path = request.url.split('?')[0] ?? '/';
  const allowed = METHODS.filter((method) => {
    const found = app.findRoute({ method, url: path });
    return found !== null && !(found.params && '*' in found.params);
  });
  if (allowed.length && !allowed.includes(request.method as (typeof METHODS)[number])) {
    return new AppError('method_not_allowed', {
      message: `${request.method} is not allowed on ${path}; use ${allowed.join(', ')}.`,
      headers: { allow: allowed.join(', ') },
    });
  }
  return new AppError('route_not_found', { message: `There is no ${request.method} ${path}.` });
}

/** An empty answer (1-platform.md §7: a 204 gives an empty result). */
export function noContent(reply: FastifyReply): FastifyReply {
  return reply.status(204).send();
}

/** Maps anything thrown to a typed error; 5xx never carries the internal message. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const e = error as FastifyError & { validation?: unknown };
  if (hasZodFastifySchemaValidationErrors(e)) {
    return new AppError('validation_failed', {
      errors: e.validation.map((v) => ({
        target: fieldTarget(v.instancePath),
        code: v.keyword || 'invalid',
        message: v.message ?? 'This field is not valid',
      })),
    });
  }
  if (isResponseSerializationError(e)) return new AppError('internal_error');
  // No pool connection within its bound (docs/decisions/286): the shop is busy, the client may retry.
  if (isPoolWaitTimeout(e)) {
    return new AppError('service_unavailable', {
      shed: 'busy',
      headers: { 'retry-after': String(BUSY_RETRY_AFTER_SECONDS) },
    });
  }
  // Only the body parser's own failures are the client's fault; a SyntaxError thrown while
  // handling the request is ours (a 500).
  if (e.code === 'FST_ERR_CTP_INVALID_JSON_BODY') return new AppError('malformed_json');
  if (e.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return new AppError('unsupported_media_type');
  if (e.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return new AppError('payload_too_large');
  if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
    if (e.statusCode === 404) return new AppError('not_found');
    if (e.statusCode === 405) return new AppError('method_not_allowed');
    return new AppError('bad_request', { message: e.message || errorMessages.bad_request });
  }
  return new AppError('internal_error');
}

function fieldTarget(instancePath: string | undefined): string | null {
  const parts = (instancePath ?? '').split('/').filter(Boolean);
  if (!parts.length) return null;
  return parts.map((p) => snakeKey(p)).join('.');
}
