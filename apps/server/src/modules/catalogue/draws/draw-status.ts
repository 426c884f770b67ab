import type { DrawStatus } from '@drawline/contracts';
import { AppError } from '../../../platform/app-error';

/**
 * The draw life cycle as data (2-shopping.md §4): sales close (or a raffle sells out and is
 * capped), the numbers are drawn, tickets are scored, prizes paid, winners emailed.
 */
export const drawTransitions: Readonly<Record<DrawStatus, readonly DrawStatus[]>> = {
  DRAW_OPEN: ['DRAW_CLOSED', 'DRAW_CAPPED'],
  // A capped raffle opens again when a pre-order gives its reserved tickets back (decision 556).
  DRAW_CAPPED: ['DRAW_CLOSED', 'DRAW_OPEN'],
  DRAW_CLOSED: ['DRAW_DRAWN'],
  DRAW_DRAWN: ['DRAW_SCORED'],
  DRAW_SCORED: ['DRAW_PAID'],
  DRAW_PAID: ['DRAW_EMAILED'],
  DRAW_EMAILED: [],
};

export function canMoveDraw(from: DrawStatus, to: DrawStatus): boolean {
  return drawTransitions[from]?.includes(to) ?? false;
}

/** The one gate for a status change: any move the table does not list is refused. */
export function assertDrawTransition(from: DrawStatus, to: DrawStatus): void {
  if (!canMoveDraw(from, to)) {
    throw new AppError('conflict', {
      message: `A draw cannot move from ${from} to ${to}.`,
      result: { from, to, allowed: drawTransitions[from] ?? [] },
    });
  }
}

/** The moves from one status to another along the table (shortest path), or null when there is none. */
export function drawStatusPath(from: DrawStatus, to: DrawStatus): DrawStatus[] | null {
  if (from === to) return [];
  const seen = new Map<DrawStatus, DrawStatus[]>([[from, []]]);
  const queue: DrawStatus[] = [from];
  while (queue.length) {
    const at = queue.shift() as DrawStatus;
    for (const next of drawTransitions[at]) {
      if (seen.has(next)) continue;
      const path = [...(seen.get(at) ?? []), next];
      if (next === to) return path;
      seen.set(next, path);
      queue.push(next);
    }
  }
  return null;
}
