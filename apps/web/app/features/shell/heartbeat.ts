/**
 * The session heartbeat (1-platform.md §4, §7): GET /v2/blank.html every 60 s, only when the
 * visitor did something within the active timeout, so an idle tab lets the session rotate.
 */
import { API_PREFIX, HEARTBEAT_INTERVAL_MS } from '@drawline/contracts';
import { useEffect } from 'react';
import { clock } from '../../lib/clock';

export function shouldBeat(lastActivityMs: number, nowMs: number, activeTimeoutSeconds: number): boolean {
  return nowMs - lastActivityMs <= activeTimeoutSeconds * 1000;
}

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

export function useHeartbeat(activeTimeoutSeconds: number | undefined) {
  useEffect(() => {
    if (!activeTimeoutSeconds) return;
    let lastActivity = clock.now().getTime();
    const mark = () => {
      lastActivity = clock.now().getTime();
    };
    for (const e of ACTIVITY_EVENTS) window.addEventListener(e, mark, { passive: true, capture: true });
    const timer = window.setInterval(() => {
      if (!shouldBeat(lastActivity, clock.now().getTime(), activeTimeoutSeconds)) return;
      // A failed beat is harmless: the next page load continues the session anyway.
      fetch(`${API_PREFIX}/blank.html`, { credentials: 'same-origin', cache: 'no-store' }).catch(() => {});
    }, HEARTBEAT_INTERVAL_MS);
    return () => {
      window.clearInterval(timer);
      for (const e of ACTIVITY_EVENTS) window.removeEventListener(e, mark, { capture: true });
    };
  }, [activeTimeoutSeconds]);
}
