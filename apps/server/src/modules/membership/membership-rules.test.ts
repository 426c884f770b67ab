import { membershipStatuses } from '@drawline/contracts';
import { describe, expect, it } from 'vitest';
import {
  assertMembershipMove,
  entriesPerTier,
  firstEntryStatus,
  membershipTransitions,
  numberOfEntriesText,
} from './membership-rules';

describe('membership statuses (docs/decisions/396)', () => {
  const allowed = new Set(['non-member>pending-deposit', 'non-member>member', 'pending-deposit>member']);
  for (const from of membershipStatuses) {
    for (const to of membershipStatuses) {
      const move = `${from}>${to}`;
      it(`${allowed.has(move) ? 'allows' : 'refuses'} ${move}`, () => {
        if (allowed.has(move)) expect(() => assertMembershipMove(from, to)).not.toThrow();
        else expect(() => assertMembershipMove(from, to)).toThrow(expect.objectContaining({ code: 'conflict' }));
      });
    }
  }
  it('has a row for every status', () => {
    expect(Object.keys(membershipTransitions).sort()).toEqual([...membershipStatuses].sort());
  });
});

describe('entries', () => {
  it('gives a premium member at least as many entries as a free one in every type', () => {
    for (const [type, free] of Object.entries(entriesPerTier.free)) {
      expect(free).toBeGreaterThanOrEqual(1);
      expect(entriesPerTier.premium[type as keyof typeof entriesPerTier.free]).toBeGreaterThan(free);
    }
  });
  it('locks a monthly entry until it is unlocked and guarantees the others', () => {
    expect(firstEntryStatus('monthly')).toBe('locked');
    for (const type of ['daily', 'major', 'preview', 'special'] as const)
      expect(firstEntryStatus(type)).toBe('guaranteed');
  });
  it('counts a locked entry as none', () => {
    expect(numberOfEntriesText('locked', 5)).toBe('0 entries');
    expect(numberOfEntriesText('unlocked', 1)).toBe('1 entry');
    expect(numberOfEntriesText('guaranteed', 5)).toBe('5 entries');
  });
});
