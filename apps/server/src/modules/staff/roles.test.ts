import { type StaffRole, staffRoles } from '@drawline/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/app-error';
import { assertStaffRole } from './roles';

const refusal = (held: StaffRole[], needed: StaffRole[]) => {
  try {
    assertStaffRole(held, needed);
    return undefined;
  } catch (err) {
    return err instanceof AppError ? err.code : String(err);
  }
};

describe('the staff role check', () => {
  it('admits a member holding one of the roles named, and refuses every other pair with forbidden', () => {
    for (const held of staffRoles) {
      for (const needed of staffRoles) {
        expect(refusal([held], [needed]), `${held} for ${needed}`).toBe(held === needed ? undefined : 'forbidden');
      }
    }
  });

  it('ranks no role above another: an administrator passes only where administrator is named', () => {
    expect(refusal(['administrator'], ['finance'])).toBe('forbidden');
    expect(refusal(['administrator', 'finance'], ['finance'])).toBeUndefined();
    expect(refusal(['support'], ['finance', 'support'])).toBeUndefined();
  });

  it('admits any member when no role is named, and refuses a member with no role when one is', () => {
    expect(refusal(['support'], [])).toBeUndefined();
    expect(refusal([], ['support'])).toBe('forbidden');
  });
});
