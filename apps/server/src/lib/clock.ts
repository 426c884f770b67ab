/** Time comes in as a dependency so tests can fix it; nothing else reads Date.now(). */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };
export function fixedClock(at: Date | string): Clock & { set(at: Date | string): void; advance(ms: number): void } {
  let current = new Date(at);
  return {
    now: () => new Date(current),
    set: (d) => {
      current = new Date(d);
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
}
