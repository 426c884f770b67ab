import type { FastifyBaseLogger } from 'fastify';
import { Counter } from 'prom-client';

/**
 * Why a request was refused with 503 and Retry-After before its work began: the process was
 * overloaded (platform/overload.ts), closing (a restart), or busy for a moment (a full purchase
 * lane, no pool connection in time; platform/lanes.ts).
 */
export type ShedReason = 'overload' | 'closing' | 'busy';

/** How often the shed requests of the last while are logged, as one warning (ms). */
export const SHED_LOG_INTERVAL_MS = 10_000;

/**
 * Shedding is expected at the peak (docs/decisions/224, 300): a shed request is counted in the
 * metrics (`http_requests_shed_total` by reason), not logged with a stack trace. The log gets one
 * warning per interval with the count of that interval, and one more when the app closes with
 * some not yet told.
 */
export interface Shedding {
  /** Counts one shed request. */
  count(reason: ShedReason): void;
  /** Logs what is counted and not yet told (the app's close does this). */
  flush(): void;
  /** The counter, for the metrics' registry. */
  readonly metric: Counter<'reason'>;
}

export function createShedding(log: FastifyBaseLogger, intervalMs = SHED_LOG_INTERVAL_MS): Shedding {
  // Registered by the metrics plugin on the app's own registry, so two apps in a process never meet.
  const metric = new Counter({
    name: 'http_requests_shed_total',
    help: 'Requests refused with 503 and Retry-After before their work began, by reason',
    labelNames: ['reason'] as const,
    registers: [],
  });
  const untold: Record<ShedReason, number> = { overload: 0, closing: 0, busy: 0 };
  let timer: ReturnType<typeof setTimeout> | undefined;

  function flush(): void {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const shed = untold.overload + untold.closing + untold.busy;
    if (shed === 0) return;
    log.warn(
      { shed, byReason: { ...untold } },
      `${shed} ${shed === 1 ? 'request' : 'requests'} shed with 503 and Retry-After`,
    );
    untold.overload = 0;
    untold.closing = 0;
    untold.busy = 0;
  }

  return {
    metric,
    flush,
    count(reason) {
      metric.inc({ reason });
      untold[reason]++;
      if (timer) return;
      timer = setTimeout(flush, intervalMs);
      // A pending warning never keeps a process alive; the close tells it.
      timer.unref();
    },
  };
}
