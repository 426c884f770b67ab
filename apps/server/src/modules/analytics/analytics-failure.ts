import type { FastifyBaseLogger } from 'fastify';

/**
 * Reports a failed analytics write or read to error reporting (1-platform.md §8, 3-account.md §7:
 * analytics failures go there only; decision 487). The request's logger carries its request id;
 * the line names the step and the error's kind and SQLSTATE only, never its message, which for a
 * failed query repeats the event's values (attribution, properties, ids).
 */
export function reportAnalyticsFailure(log: FastifyBaseLogger, step: string, err: unknown): void {
  const cause = (err as { cause?: { code?: unknown } } | null)?.cause;
  log.error(
    {
      analyticsFailure: {
        step,
        kind: err instanceof Error ? err.name : typeof err,
        code: typeof cause?.code === 'string' ? cause.code : undefined,
      },
    },
    'analytics failed; the page and the purchase went on without it',
  );
}

/** `run`'s answer, or `fallback` with the failure reported: analytics never fails its caller. */
export async function withoutAnalyticsFailure<T>(
  log: FastifyBaseLogger,
  step: string,
  run: () => Promise<T>,
  fallback: T,
): Promise<T> {
  try {
    return await run();
  } catch (err) {
    reportAnalyticsFailure(log, step, err);
    return fallback;
  }
}
