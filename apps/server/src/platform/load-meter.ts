import { monitorEventLoopDelay, performance } from 'node:perf_hooks';

/** What the process's load looked like over the last sample. */
export interface LoadReading {
  /** How late the event loop ran (ms). */
  eventLoopDelayMs: number;
  /** The share of the time the event loop was busy (0 to 1). */
  eventLoopUtilization: number;
}

/** Reads the process's load; undefined until a whole sample has been taken. */
export interface LoadMeter {
  read(): LoadReading | undefined;
  /** Starts sampling (when the app is ready: the work of starting is not traffic). */
  start(): void;
  stop(): void;
}

/** How finely the loop's delay is sampled (ms); the histogram's own timer adds this much to each sample. */
const RESOLUTION_MS = 10;

/**
 * The event loop's delay and busy share over each sample (docs/decisions/300). Sampling starts when
 * the app is ready: the first reading used to cover the start itself (migrations, the web build's
 * import), so the first request after a start was refused. A sample's delay is the larger of the
 * histogram's mean and how late the sample itself ran: a loop blocked for one long stretch leaves a
 * single slow tick among many quick ones, which the mean alone hides.
 */
export function createLoadMeter(sampleMs: number): LoadMeter {
  let reading: LoadReading | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });

  return {
    read: () => reading,
    start() {
      if (timer) return;
      histogram.reset();
      histogram.enable();
      let utilization = performance.eventLoopUtilization();
      let due = performance.now() + sampleMs;
      const sample = () => {
        const now = performance.now();
        const mean = histogram.count > 0 ? histogram.mean / 1e6 - RESOLUTION_MS : 0;
        const current = performance.eventLoopUtilization();
        reading = {
          eventLoopDelayMs: Math.max(0, mean, now - due),
          eventLoopUtilization: performance.eventLoopUtilization(current, utilization).utilization,
        };
        utilization = current;
        histogram.reset();
        due = now + sampleMs;
        timer = setTimeout(sample, sampleMs).unref();
      };
      timer = setTimeout(sample, sampleMs).unref();
    },
    stop() {
      clearTimeout(timer);
      timer = undefined;
      histogram.disable();
      reading = undefined;
    },
  };
}
