import { type Envelope, type PortRefusal as PortRefusalShape, snakeKey } from '@drawline/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { ZodError, type z } from 'zod';
import { AppError } from '../platform/app-error';
import { errorEnvelope, toAppError } from '../platform/envelope';

/**
 * A port call's refusal: the status and the envelope the same call over HTTP answers, made by the
 * same error handler code (platform/envelope.ts `toAppError`, `errorEnvelope`), so a page shows
 * the messages an API client is given.
 */
export class PortRefusal extends Error implements PortRefusalShape {
  override readonly name = 'PortRefusal';
  constructor(
    readonly status: number,
    readonly envelope: Envelope<unknown>,
  ) {
    super(envelope.messages[0]?.message ?? `The call was refused with ${status}.`);
  }
}

/** Turns whatever a port call threw into its refusal; a server fault is logged as the HTTP handler logs it. */
export function refusalOf(error: unknown, log: FastifyBaseLogger): PortRefusal {
  const appError = toAppError(error);
  if (appError.status >= 500) log.error({ err: error }, 'page port call failed');
  return new PortRefusal(appError.status, errorEnvelope(appError));
}

/** The calls with each refusal turned into the envelope the HTTP call answers (`refusalOf`). */
export function refusing<T extends object>(calls: T, log: FastifyBaseLogger): T {
  const wrapped: Record<string, unknown> = {};
  for (const [name, method] of Object.entries(calls)) {
    wrapped[name] = async (...args: unknown[]) => {
      try {
        return await (method as (...a: unknown[]) => Promise<unknown>)(...args);
      } catch (error) {
        throw refusalOf(error, log);
      }
    };
  }
  return wrapped as T;
}

/**
 * A call's input, checked by the schema its HTTP route checks it with: a failure is the same
 * validation_failed refusal, each message under its field.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  try {
    return schema.parse(input);
  } catch (error) {
    if (!(error instanceof ZodError)) throw error;
    throw new AppError('validation_failed', {
      errors: error.issues.map((issue) => ({
        // Named as an HTTP client sent it (snake_case), as the route's refusal names it.
        target: issue.path.map((p) => snakeKey(String(p))).join('.') || null,
        code: issue.code,
        message: issue.message,
      })),
    });
  }
}
