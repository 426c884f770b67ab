import type { FastifyRequest } from 'fastify';

/**
 * What a request costs the process (docs/decisions/300), which decides when it is shed:
 * - `free`: a file of the web build, React Router's route manifest, a kept page or answer (or
 *   one being made again by another visitor), a health probe. Never shed.
 * - `light`: a read of a few indexed rows (a GET call). Shed only when the process is overloaded.
 * - `heavy`: a page render, a write, password hashing, a purchase. Shed as soon as it is busy.
 */
export type WorkCost = 'free' | 'light' | 'heavy';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a request of this route costs; a GET is `light` and any other method `heavy` unless set. */
    cost?: WorkCost | ((request: FastifyRequest) => WorkCost);
  }
}

export function costOf(request: FastifyRequest): WorkCost {
  const declared = request.routeOptions.config?.cost;
  if (declared) return typeof declared === 'function' ? declared(request) : declared;
  return request.method === 'GET' || request.method === 'HEAD' ? 'light' : 'heavy';
}

/** How loaded the process is: `busy` past a limit, `overloaded` past OVERLOADED_FACTOR times it. */
export type Pressure = 'none' | 'busy' | 'overloaded';

/** How far past its limit a reading must be before reads are shed as well. */
export const OVERLOADED_FACTOR = 3;

/** Whether work of this cost is refused at this pressure: the heaviest first, the free never. */
export function isShed(cost: WorkCost, pressure: Pressure): boolean {
  if (cost === 'free' || pressure === 'none') return false;
  return cost === 'heavy' || pressure === 'overloaded';
}

export interface PressureLimits {
  /** 0 turns a limit off. */
  maxEventLoopDelayMs: number;
  maxEventLoopUtilization: number;
  maxDatabaseWaiting: number;
}

/**
 * The pressure of a reading against the limits. The loop's delay and the pool's queue can each make
 * the process overloaded; the loop's busy share only busy (a loop busy all the time may still be on
 * time, and the share cannot go past 1).
 */
export function pressureOf(
  reading: { eventLoopDelayMs: number; eventLoopUtilization: number; databaseWaiting: number },
  limits: PressureLimits,
): Pressure {
  const over = (value: number, limit: number, factor = 1) => limit > 0 && value > limit * factor;
  // The pool's limit counts queries waiting: at the limit itself the process is busy.
  const queued = (factor: number) =>
    limits.maxDatabaseWaiting > 0 && reading.databaseWaiting >= limits.maxDatabaseWaiting * factor;
  if (over(reading.eventLoopDelayMs, limits.maxEventLoopDelayMs, OVERLOADED_FACTOR) || queued(OVERLOADED_FACTOR)) {
    return 'overloaded';
  }
  if (
    over(reading.eventLoopDelayMs, limits.maxEventLoopDelayMs) ||
    over(reading.eventLoopUtilization, limits.maxEventLoopUtilization) ||
    queued(1)
  ) {
    return 'busy';
  }
  return 'none';
}
