import { scheduledStatuses } from '@drawline/contracts';
import { describe, expect, it } from 'vitest';
import { assertCancellable, canMoveScheduled, isCancellable } from './scheduled-status';

describe('scheduled purchase statuses as data', () => {
  it('allows only active to cancelled, for every pair', () => {
    for (const from of scheduledStatuses) {
      for (const to of scheduledStatuses) {
        const allowed = from === 'scheduled_status_active' && to === 'scheduled_status_cancelled';
        expect(canMoveScheduled(from, to), `${from} -> ${to}`).toBe(allowed);
      }
    }
  });

  it('cancels only an active one whose tickets are not issued', () => {
    const placedAt = new Date('2026-01-01T00:00:00Z');
    expect(isCancellable({ status: 'scheduled_status_active', placedAt: null })).toBe(true);
    expect(isCancellable({ status: 'scheduled_status_active', placedAt })).toBe(false);
    expect(isCancellable({ status: 'scheduled_status_cancelled', placedAt: null })).toBe(false);
    expect(() => assertCancellable({ status: 'scheduled_status_active', placedAt })).toThrow(/no longer be cancelled/);
    expect(() => assertCancellable({ status: 'scheduled_status_cancelled', placedAt: null })).toThrow(/already/);
  });
});
