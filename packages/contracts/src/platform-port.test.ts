import { describe, expect, it } from 'vitest';
import { portCallChanges } from './platform-port';

describe('portCallChanges', () => {
  it('says a read changes nothing, whichever reads it is', () => {
    for (const read of [
      'customer',
      'cart',
      'siteConfig',
      'drawDetails',
      'tickets',
      'spendLimits',
      'bankAccounts',
      'autoplays',
      'subscription',
    ]) {
      expect(portCallChanges(read), read).toBe(false);
    }
  });

  it('says every other call may change the viewer, but not the session renewal', () => {
    for (const write of [
      'login',
      'logout',
      'setFavouriteNumbers',
      'updateDetails',
      'addCartItem',
      'purchase',
      'addLimit',
    ]) {
      expect(portCallChanges(write), write).toBe(true);
    }
    expect(portCallChanges('refresh')).toBe(false);
    // Names from the object prototype are not reads.
    expect(portCallChanges('toString')).toBe(true);
  });
});
