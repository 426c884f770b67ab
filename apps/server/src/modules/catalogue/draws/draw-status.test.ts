import { type DrawStatus, drawStatuses } from '@drawline/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../platform/app-error';
import { assertDrawTransition, canMoveDraw, drawStatusPath, drawTransitions } from './draw-status';

describe('draw status transitions', () => {
  it('allows exactly the life cycle open, closed, drawn, scored, paid, emailed, with capped for sold-out raffles (opened again by a cancelled pre-order)', () => {
    const allowed = drawStatuses.flatMap((from) =>
      drawStatuses.filter((to) => canMoveDraw(from, to)).map((to) => `${from}>${to}`),
    );
    expect(allowed.sort()).toEqual(
      [
        'DRAW_OPEN>DRAW_CLOSED',
        'DRAW_OPEN>DRAW_CAPPED',
        'DRAW_CAPPED>DRAW_CLOSED',
        'DRAW_CAPPED>DRAW_OPEN',
        'DRAW_CLOSED>DRAW_DRAWN',
        'DRAW_DRAWN>DRAW_SCORED',
        'DRAW_SCORED>DRAW_PAID',
        'DRAW_PAID>DRAW_EMAILED',
      ].sort(),
    );
  });

  it('refuses any other move with a conflict that names the allowed ones', () => {
    const refused: [DrawStatus, DrawStatus][] = [
      ['DRAW_OPEN', 'DRAW_DRAWN'],
      ['DRAW_CLOSED', 'DRAW_OPEN'],
      ['DRAW_PAID', 'DRAW_SCORED'],
      ['DRAW_EMAILED', 'DRAW_OPEN'],
      ['DRAW_DRAWN', 'DRAW_DRAWN'],
      ['DRAW_CLOSED', 'DRAW_CAPPED'],
    ];
    for (const [from, to] of refused) {
      let error: unknown;
      try {
        assertDrawTransition(from, to);
      } catch (e) {
        error = e;
      }
      expect(error, `${from} -> ${to}`).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('conflict');
      expect((error as AppError).options.result).toEqual({ from, to, allowed: drawTransitions[from] });
    }
    expect(() => assertDrawTransition('DRAW_SCORED', 'DRAW_PAID')).not.toThrow();
  });

  it('leaves emailed as the end and reaches it from open along the table', () => {
    expect(drawTransitions.DRAW_EMAILED).toEqual([]);
    expect(drawStatusPath('DRAW_OPEN', 'DRAW_EMAILED')).toEqual([
      'DRAW_CLOSED',
      'DRAW_DRAWN',
      'DRAW_SCORED',
      'DRAW_PAID',
      'DRAW_EMAILED',
    ]);
    expect(drawStatusPath('DRAW_PAID', 'DRAW_OPEN')).toBeNull();
  });
});
