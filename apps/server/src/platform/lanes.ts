import { AppError } from './app-error';

/** Seconds a client refused for a busy moment (a full purchase lane, no pool connection) is told to wait. */
export const BUSY_RETRY_AFTER_SECONDS = 1;

export interface LanesOptions {
  /** Works run at once; 0 turns the lanes off (every work runs at once). */
  running: number;
  /** Works that may wait for a lane; more are refused at once. */
  waiting: number;
  /** The longest a work waits for a lane before it is refused. */
  maxWaitMs: number;
  /** What a refusal tells the client to wait, in seconds. */
  retryAfterSeconds: number;
}

/** A bounded number of works at once in this process, with a short bounded queue before them. */
export interface Lanes {
  /**
   * Runs `work` in a lane, or refuses it with 503 service_unavailable and Retry-After before it
   * starts: at once when the queue is full, or when no lane freed within the wait. A work that
   * started runs to its end: nothing here cuts it short.
   */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Works running and waiting now (metrics, tests). */
  load(): { running: number; waiting: number };
}

/**
 * Purchase lanes (issue 12, docs/decisions/286). A purchase holds a pool connection and row locks
 * for its whole transaction; past a few at once per process they only queue on the database and
 * the event loop, each taking longer, until every one is late. A refusal at once is cheaper for
 * everyone than a purchase answered in 20 s, and an idempotent retry later buys once.
 */
export function createLanes(options: LanesOptions): Lanes {
  let running = 0;
  const queue: { start: () => void; timer: ReturnType<typeof setTimeout> }[] = [];
  const refusal = () =>
    new AppError('service_unavailable', {
      shed: 'busy',
      headers: { 'retry-after': String(options.retryAfterSeconds) },
    });

  function release(): void {
    const next = queue.shift();
    if (!next) {
      running--;
      return;
    }
    // The lane passes straight to the next in line: `running` stays as it is.
    clearTimeout(next.timer);
    next.start();
  }

  async function enter(): Promise<void> {
    if (running < options.running) {
      running++;
      return;
    }
    if (queue.length >= options.waiting) throw refusal();
    await new Promise<void>((resolve, reject) => {
      const entry = {
        start: resolve,
        timer: setTimeout(() => {
          const at = queue.indexOf(entry);
          if (at >= 0) queue.splice(at, 1);
          reject(refusal());
        }, options.maxWaitMs),
      };
      queue.push(entry);
    });
  }

  return {
    async run(work) {
      if (options.running <= 0) return work();
      await enter();
      try {
        return await work();
      } finally {
        release();
      }
    },
    load: () => ({ running, waiting: queue.length }),
  };
}
