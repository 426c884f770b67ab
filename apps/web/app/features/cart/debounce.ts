import { clock } from '../../lib/clock';

/**
 * The debounces of 2-shopping.md §9 (cartDebounceMs): adding an item (1000 ms), promotions and
 * builds (500 ms). Two shapes, both pure so tests drive them with their own clock:
 *   leadingGate  the first press goes at once; the same press again within the window is dropped
 *                (a double click adds once), while a different one (another entry) goes
 *   trailing     runs once the presses stop for the window, with the last value (a quantity
 *                stepper clicked three times sends one change)
 */
export function leadingGate(ms: number, now: () => number = () => clock.now().getTime()): (what?: string) => boolean {
  let last = Number.NEGATIVE_INFINITY;
  let lastWhat: string | undefined;
  return (what = '') => {
    const t = now();
    if (what === lastWhat && t - last < ms) return false;
    last = t;
    lastWhat = what;
    return true;
  };
}

export interface Timers {
  set: (run: () => void, ms: number) => unknown;
  clear: (handle: unknown) => void;
}

const realTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function trailing<T>(
  ms: number,
  run: (value: T) => void,
  timers: Timers = realTimers,
): { call: (value: T) => void; cancel: () => void } {
  let handle: unknown = null;
  const cancel = () => {
    if (handle !== null) timers.clear(handle);
    handle = null;
  };
  return {
    call: (value) => {
      cancel();
      handle = timers.set(() => {
        handle = null;
        run(value);
      }, ms);
    },
    cancel,
  };
}
