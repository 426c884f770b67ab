import { describe, expect, it } from 'vitest';
import {
  ElevationTransitionError,
  elevationStatuses,
  elevationTransitions,
  isElevationModalOpen,
  moveElevation,
} from './elevation';

describe('two-factor elevation status', () => {
  it('walks the happy path: required, replay, checks, complete', () => {
    let s = moveElevation('initial', 'requesting_otp');
    s = moveElevation(s, 'replaying');
    s = moveElevation(s, 'post_elevation_checks');
    s = moveElevation(s, 'post_elevation_complete');
    expect(s).toBe('post_elevation_complete');
  });

  it('goes back to requesting_otp when the replay fails', () => {
    expect(moveElevation('replaying', 'requesting_otp')).toBe('requesting_otp');
  });

  it('abandons when the modal is closed while asking for the code', () => {
    expect(moveElevation('requesting_otp', 'abandoned')).toBe('abandoned');
  });

  it('refuses moves outside the table', () => {
    expect(() => moveElevation('initial', 'replaying')).toThrow(ElevationTransitionError);
    expect(() => moveElevation('requesting_otp', 'post_elevation_complete')).toThrow(
      'Two-factor elevation cannot move from requesting_otp to post_elevation_complete',
    );
    expect(() => moveElevation('abandoned', 'replaying')).toThrow(ElevationTransitionError);
  });

  it('names only known statuses in the table', () => {
    for (const [from, targets] of Object.entries(elevationTransitions)) {
      expect(elevationStatuses).toContain(from);
      for (const to of targets) expect(elevationStatuses).toContain(to);
    }
    expect(Object.keys(elevationTransitions).sort()).toEqual([...elevationStatuses].sort());
  });

  it('shows the modal in requesting_otp, replaying and post_elevation_checks only', () => {
    expect(elevationStatuses.filter(isElevationModalOpen)).toEqual([
      'requesting_otp',
      'replaying',
      'post_elevation_checks',
    ]);
  });
});
