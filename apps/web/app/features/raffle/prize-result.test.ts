import type { RaffleWinner } from '@drawline/contracts';
import { describe, expect, it } from 'vitest';
import { prizeResult } from './prize-result';

const now = new Date('2026-11-26T10:00:00Z');
const past = { id: 'p1', timestamp: '2026-11-22T09:00:00Z' };
const ahead = { id: 'p1', timestamp: '2026-12-01T09:00:00Z' };
const winner = { id: 'w1', prizeId: 'p1', winnerName: 'Sarah M.', location: 'Penrith NSW', ticketNumber: '0001234' };

describe('prizeResult', () => {
  it('shows the winners of a drawn prize', () => {
    const result = prizeResult(past, { status: 'DRAW_PAID' }, [winner as RaffleWinner], now);
    expect(result).toEqual({ kind: 'won', winners: [winner] });
  });

  it('never leaves a prize whose time has passed with only its date', () => {
    expect(prizeResult(past, { status: 'DRAW_OPEN' }, [], now).kind).toBe('result_coming');
    expect(prizeResult(past, { status: 'DRAW_CAPPED' }, [], now).kind).toBe('result_coming');
    expect(prizeResult(past, { status: 'DRAW_CLOSED' }, [], now).kind).toBe('being_drawn');
    expect(prizeResult(past, { status: 'DRAW_EMAILED' }, [], now).kind).toBe('not_won');
  });

  it('is upcoming while its time is ahead', () => {
    expect(prizeResult(ahead, { status: 'DRAW_OPEN' }, [], now).kind).toBe('upcoming');
  });

  it('ignores the winners of other prizes', () => {
    expect(prizeResult(past, { status: 'DRAW_CLOSED' }, [{ ...winner, prizeId: 'p2' } as RaffleWinner], now).kind).toBe(
      'being_drawn',
    );
  });
});
