/**
 * How long the wakes of one job are folded into one (docs/decisions/552). A wake asks pg-boss for a
 * run, and each ask is a statement on the database (an insert its singleton refuses when a run is
 * already waiting): at the jackpot peak every purchase woke the mail sender so, a round trip and a
 * job row a purchase. Folded, a burst of wakes costs two asks a window, and no wake waits more
 * than a window for its run to be asked for (the worker itself looks every two seconds).
 */
export const WAKE_WINDOW_MS = 250;

export interface CoalescedWakes {
  /** Asks for a run of the job now, or at the end of the window an ask of it opened. */
  wake(name: string): void;
  /** Drops the wakes still waiting for their window's end (the job's cron catches up). */
  stop(): void;
}

/**
 * The first wake of a job is sent at once and opens a window; the wakes within it are sent as one
 * when it ends, which opens the next. A wake after a quiet window is sent at once again.
 */
export function coalescedWakes(send: (name: string) => void, windowMs = WAKE_WINDOW_MS): CoalescedWakes {
  const windows = new Map<string, { timer: ReturnType<typeof setTimeout>; pending: boolean }>();
  const open = (name: string) => {
    const timer = setTimeout(() => {
      const window = windows.get(name);
      windows.delete(name);
      if (window?.pending) {
        send(name);
        open(name);
      }
    }, windowMs);
    timer.unref?.();
    windows.set(name, { timer, pending: false });
  };
  return {
    wake(name) {
      const window = windows.get(name);
      if (window) {
        window.pending = true;
        return;
      }
      send(name);
      open(name);
    },
    stop() {
      for (const { timer } of windows.values()) clearTimeout(timer);
      windows.clear();
    },
  };
}
